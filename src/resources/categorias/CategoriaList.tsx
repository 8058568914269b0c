import { Placeholder } from '../../common/Placeholder';

export const CategoriaList = () => <Placeholder title="app.page.categorias" />;
