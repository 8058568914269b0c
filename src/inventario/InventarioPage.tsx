import { Placeholder } from '../common/Placeholder';

export const InventarioPage = () => <Placeholder title="app.page.inventario" />;
