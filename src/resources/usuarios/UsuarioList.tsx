import { Placeholder } from '../../common/Placeholder';

export const UsuarioList = () => <Placeholder title="app.page.usuarios" />;
