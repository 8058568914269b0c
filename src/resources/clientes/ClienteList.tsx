import { Placeholder } from '../../common/Placeholder';

export const ClienteList = () => <Placeholder title="app.page.clientes" />;
