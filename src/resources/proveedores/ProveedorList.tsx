import { Placeholder } from '../../common/Placeholder';

export const ProveedorList = () => <Placeholder title="app.page.proveedores" />;
