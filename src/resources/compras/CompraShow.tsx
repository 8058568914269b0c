import { useParams } from 'react-admin';
import { Placeholder } from '../../common/Placeholder';

export const CompraShow = () => {
    const { id } = useParams();
    return <Placeholder title="app.page.compra" args={{ id }} />;
};
