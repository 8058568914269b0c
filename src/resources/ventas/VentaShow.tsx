import { useParams } from 'react-admin';
import { Placeholder } from '../../common/Placeholder';

export const VentaShow = () => {
    const { id } = useParams();
    return <Placeholder title="app.page.venta" args={{ id }} />;
};
