import { Placeholder } from '../../common/Placeholder';

export const RolList = () => <Placeholder title="app.page.roles" />;
