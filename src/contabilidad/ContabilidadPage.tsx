import { Placeholder } from '../common/Placeholder';

export const ContabilidadPage = () => <Placeholder title="app.page.contabilidad" />;
