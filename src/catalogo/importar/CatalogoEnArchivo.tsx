import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConPermiso } from '../../common/ConPermiso';
import { ExportarCatalogo } from './ExportarCatalogo';
import './textos';

/**
 * The products list's way to the catalogue as a spreadsheet (issue 35, items 4 and 5): 'Importar'
 * (/productos/importar, for who may write products) and 'Exportar catálogo' (CSV or XLSX, for who
 * may read them, as its route asks); each disabled with its reason otherwise. A chunk of its own:
 * the list carries only its lazy import.
 */
const CatalogoEnArchivo = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    return (
        <>
            <ConPermiso accion="importar" resource="productos">
                <Button size="small" onClick={() => navigate('/productos/importar')}>
                    {translate('resources.productos.importar.boton')}
                </Button>
            </ConPermiso>
            <ConPermiso accion="exportar" resource="productos">
                <ExportarCatalogo />
            </ConPermiso>
        </>
    );
};

export default CatalogoEnArchivo;
