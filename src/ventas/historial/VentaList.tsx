import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Button } from '@mui/material';
import { DataTable, FilterButton, Link, List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { VentaFila } from '../../../contracts/ventas';
import { correoPartible } from '../../common/correo';
import { IDENTIFICADOR } from '../../common/identificador';
import { ExportarButton } from '../../common/ExportarButton';
import type { FilaTelefono } from '../../common/ListaTelefono';
import { Filas, ListEmpty, Paginacion, RowActions } from '../../common/listParts';
import { formatMoney } from '../../common/money';
import { failureText, isForbidden } from '../../forbidden';
import { useTelefono } from '../../layout/anchos';
import { useFormatoFecha } from '../../sesion';
import { EstadoVentaBadge, esDevolvible } from './estadoVenta';
import { useVentaFilters } from './ventaFilters';
import { ConPermiso } from '../../common/ConPermiso';
import './textos';

/** Spec §2/§9: the history asks for page 1 with 100 records; later pages when the total says there are more. */
export const VENTAS_POR_PAGINA = 100;

/** 'Error al cargar el historial: {message}' in place of the table; a 403 reads as the Spanish refusal. */
const HistorialError = () => {
    const translate = useTranslate();
    const { error } = useListContext();
    return (
        <Alert severity={isForbidden(error) ? 'warning' : 'error'} sx={{ m: 2 }}>
            {translate('resources.ventas.load_error', { message: failureText(error, translate('ra.notification.http_error')) })}
        </Alert>
    );
};

/** Ver, and Devolución only from Completada or Con Devolución (spec §2, §4): otherwise a disabled button, not a link. */
const AccionesVenta = ({ venta }: { venta: VentaFila }) => {
    const translate = useTranslate();
    const devolucion = translate('resources.ventas.devolucion');
    return (
        <RowActions>
            <Button size="small" component={Link} to={`/ventas/${venta.id}`} startIcon={<VisibilityIcon />}>
                {translate('resources.ventas.ver')}
            </Button>
            {esDevolvible(venta.estado) ? (
                <ConPermiso accion="devolver" resource="ventas">
                    <Button size="small" component={Link} to={`/ventas/${venta.id}/devolucion`} startIcon={<AssignmentReturnIcon />}>
                        {devolucion}
                    </Button>
                </ConPermiso>
            ) : (
                <Button size="small" disabled startIcon={<AssignmentReturnIcon />}>
                    {devolucion}
                </Button>
            )}
        </RowActions>
    );
};

/**
 * Spec §2 Sales history: newest first, filters by dates, state, customer and seller (in the URL),
 * the CSV export of what the filters select, and each sale's detail and return.
 */
export const VentaList = () => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    const filters = useVentaFilters();
    const esTelefono = useTelefono();
    const cliente = (v: VentaFila) => v.cliente?.nombre_completo ?? translate('resources.ventas.consumidor_final');
    // On a phone: number, customer and total, then date, seller and state; a tap opens the
    // detail, where Devolución is.
    const telefono: FilaTelefono<VentaFila> = {
        primario: (v) => `#${v.id} · ${cliente(v)}`,
        terciario: (v) => formatMoney(v.total),
        secundario: (v) => (
            <>
                {fechaHora(v.fecha)} · {v.usuario} <EstadoVentaBadge estado={v.estado} />
            </>
        ),
        destino: (v) => `/ventas/${v.id}`,
    };
    const empty = <ListEmpty message="resources.ventas.empty" />;
    return (
        <List
            resource="ventas"
            title="resources.ventas.title"
            perPage={VENTAS_POR_PAGINA}
            sort={{ field: 'fecha', order: 'DESC' }}
            filters={filters}
            exporter={false}
            actions={
                <TopToolbar>
                    {/* On a phone the filters wait behind this button (ventaFilters.tsx). */}
                    {esTelefono ? <FilterButton /> : null}
                    <ExportarButton />
                </TopToolbar>
            }
            // One page size: the spec's 100.
            pagination={<Paginacion rowsPerPageOptions={[]} />}
            empty={false}
            error={<HistorialError />}
            // The load failure is shown in place of the table, not as a notification too.
            queryOptions={{ onError: () => undefined }}
        >
            <Filas<VentaFila> telefono={telefono} empty={empty}>
                <DataTable<VentaFila> rowClick={false} bulkActionButtons={false} empty={empty}>
                    <DataTable.Col<VentaFila> source="id" render={(v) => `#${v.id}`} />
                    <DataTable.Col<VentaFila> source="fecha" render={(v) => fechaHora(v.fecha)} />
                    <DataTable.Col<VentaFila> source="cliente" disableSort render={cliente} />
                    <DataTable.Col<VentaFila> source="usuario" disableSort cellClassName={IDENTIFICADOR} render={(v) => correoPartible(v.usuario)} />
                    <DataTable.Col<VentaFila> source="total" align="right" render={(v) => formatMoney(v.total)} />
                    <DataTable.Col<VentaFila> source="estado" disableSort render={(v) => <EstadoVentaBadge estado={v.estado} />} />
                    <DataTable.Col<VentaFila> label="resources.ventas.fields.acciones" align="right" disableSort render={(v) => <AccionesVenta venta={v} />} />
                </DataTable>
            </Filas>
        </List>
    );
};
