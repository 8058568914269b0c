import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { useDatos } from '../dataProvider';
import { guardarCsv } from './csv';

/**
 * 'Exportar': the CSV of every row a list's filters and sort select, written and streamed by the
 * server (GET /api/v1/<lista>/exportar) and saved as `<resource>.csv`. Not react-admin's
 * ExportButton, which pages through the list in the browser and stops at 1,000 rows.
 */
export const BotonExportar = ({
    resource,
    filter,
    sort,
    vacia = false,
}: {
    resource: string;
    filter: object;
    sort?: { field: string; order: string };
    /** The list has no rows: nothing to export. */
    vacia?: boolean;
}) => {
    const notify = useNotify();
    const datos = useDatos();
    const [exportando, setExportando] = useState(false);
    const exportar = async () => {
        setExportando(true);
        try {
            guardarCsv(await datos.exportar(resource, { filter, sort }), resource);
        } catch (error) {
            notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
        } finally {
            setExportando(false);
        }
    };
    return (
        <Button label="ra.action.export" onClick={exportar} disabled={exportando || vacia}>
            <DownloadIcon />
        </Button>
    );
};

/** BotonExportar inside a react-admin List: its resource, filters (the permanent `filter` too, as getList sends them) and sort. */
export const ExportarButton = () => {
    const { resource, filter, filterValues, sort, total } = useListContext();
    return <BotonExportar resource={resource} filter={{ ...filterValues, ...filter }} sort={sort} vacia={total === 0} />;
};
