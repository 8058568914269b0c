import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { useDatos } from '../../dataProvider';
import './textos';

const T = 'resources.productos.importar.';

/**
 * 'Exportar catálogo' on the products list: every variant as CSV or XLSX, the file the import
 * reads back (issue 35, item 5). `disabled`: ConPermiso's, for who may not read products.
 */
export const ExportarCatalogo = ({ disabled = false }: { disabled?: boolean }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const cerrarSiNoAutorizado = useLogoutIfAccessDenied();
    const datos = useDatos();
    const [ancla, setAncla] = useState<HTMLElement | null>(null);
    const [ocupado, setOcupado] = useState(false);
    const exportar = async (formato: 'csv' | 'xlsx') => {
        setAncla(null);
        setOcupado(true);
        try {
            await datos.exportarCatalogo(formato);
        } catch (e) {
            if (!(await cerrarSiNoAutorizado(e))) notify((e as Error).message, { type: 'error' });
        } finally {
            setOcupado(false);
        }
    };
    return (
        <>
            <Button size="small" disabled={disabled || ocupado} aria-haspopup="menu" aria-expanded={ancla !== null} onClick={(e) => setAncla(e.currentTarget)}>
                {translate(ocupado ? `${T}exportando` : `${T}exportar`)}
            </Button>
            <Menu anchorEl={ancla} open={ancla !== null} onClose={() => setAncla(null)}>
                <MenuItem onClick={() => void exportar('csv')}>{translate(`${T}exportar_csv`)}</MenuItem>
                <MenuItem onClick={() => void exportar('xlsx')}>{translate(`${T}exportar_xlsx`)}</MenuItem>
            </Menu>
        </>
    );
};
