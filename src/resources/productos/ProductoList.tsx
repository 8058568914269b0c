import { Placeholder } from '../../common/Placeholder';

export const ProductoList = () => <Placeholder title="app.page.productos" />;
