import { useParams } from 'react-admin';
import { Placeholder } from '../common/Placeholder';

export const DevolucionPage = () => {
    const { id } = useParams();
    return <Placeholder title="app.page.devolucion" args={{ id }} />;
};
