import { Placeholder } from '../../common/Placeholder';

export const VentaList = () => <Placeholder title="app.page.ventas" />;
