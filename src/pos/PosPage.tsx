import { Placeholder } from '../common/Placeholder';

export const PosPage = () => <Placeholder title="app.page.pos" />;
