import { Placeholder } from '../../common/Placeholder';

export const CompraList = () => <Placeholder title="app.page.compras" />;
