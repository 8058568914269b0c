import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { useDatos } from '../dataProvider';
import { guardarCsv } from './csv';

/**
 * 'Exportar': the CSV of every row the list's filters and sort select, written and streamed by
 * the server (GET /api/v1/<lista>/exportar) and saved as `<resource>.csv`. Not react-admin's
 * ExportButton, which pages through the list in the browser and stops at 1,000 rows.
 */
export const ExportarButton = () => {
    const notify = useNotify();
    const datos = useDatos();
    const { resource, filter, filterValues, sort, total } = useListContext();
    const [exportando, setExportando] = useState(false);
    const exportar = async () => {
        setExportando(true);
        try {
            // The chosen filters and the List's permanent `filter`, as react-admin's getList sends them.
            guardarCsv(await datos.exportar(resource, { filter: { ...filterValues, ...filter }, sort }), resource);
        } catch (error) {
            notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
        } finally {
            setExportando(false);
        }
    };
    return (
        <Button label="ra.action.export" onClick={exportar} disabled={exportando || total === 0}>
            <DownloadIcon />
        </Button>
    );
};
