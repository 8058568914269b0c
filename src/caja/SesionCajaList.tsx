import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import { DataTable, FilterButton, Link, List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { SesionCaja } from '../../contracts/caja';
import type { FilaTelefono } from '../common/ListaTelefono';
import { Filas, ListEmpty, ListError, Paginacion, RowActions } from '../common/listParts';
import { formatMoney } from '../common/money';
import { failureText } from '../forbidden';
import { useTelefono } from '../layout/anchos';
import { useFormatoFecha } from '../sesion';
import { DiferenciaMonto } from './Diferencia';
import { EstadoSesionBadge } from './EstadoSesion';
import { useFiltrosCaja } from './filtros';
import './textos';

const dinero = (monto: string | null) => (monto === null ? '—' : formatMoney(monto));

/** 'Error al cargar los cortes de caja: …' in place of the table; a refusal (403) is only the refusal. */
const CajaError = () => {
    const translate = useTranslate();
    const { error } = useListContext();
    return <ListError error={error} message={translate('resources.caja.load_error', { message: failureText(error, translate('ra.notification.http_error')) })} />;
};

/**
 * '/caja', 'Cortes de Caja' (issue 31): the cash sessions newest first, with cashier, drawer,
 * opening and closing times, expected and counted cash and the difference (sobrante green,
 * faltante red) and state; filters by opening day, state and cashier; each one's reading.
 */
export const SesionCajaList = () => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    const filters = useFiltrosCaja();
    const esTelefono = useTelefono();
    const telefono: FilaTelefono<SesionCaja> = {
        primario: (s) => `#${s.id} · ${s.cajero} · ${s.caja}`,
        terciario: (s) => <DiferenciaMonto diferencia={s.diferencia} />,
        secundario: (s) => (
            <>
                {fechaHora(s.abierta_en)} <EstadoSesionBadge estado={s.estado} />
            </>
        ),
        destino: (s) => `/caja/${s.id}`,
    };
    const empty = <ListEmpty message="resources.caja.empty" />;
    return (
        <List
            resource="caja"
            title="resources.caja.title"
            sort={{ field: 'abierta_en', order: 'DESC' }}
            // The API's own page (contracts/caja.ts sesionesLista).
            perPage={25}
            filters={filters}
            exporter={false}
            actions={esTelefono ? <TopToolbar><FilterButton /></TopToolbar> : false}
            pagination={<Paginacion />}
            empty={false}
            error={<CajaError />}
            queryOptions={{ onError: () => undefined }}
        >
            <Filas<SesionCaja> telefono={telefono} empty={empty}>
                <DataTable<SesionCaja> rowClick={false} bulkActionButtons={false} empty={empty}>
                    <DataTable.Col<SesionCaja> source="id" render={(s) => `#${s.id}`} />
                    <DataTable.Col<SesionCaja> source="cajero" disableSort render={(s) => s.cajero || s.usuario} />
                    <DataTable.Col<SesionCaja> source="caja" disableSort />
                    <DataTable.Col<SesionCaja> source="abierta_en" render={(s) => fechaHora(s.abierta_en)} />
                    <DataTable.Col<SesionCaja> source="cerrada_en" disableSort render={(s) => (s.cerrada_en ? fechaHora(s.cerrada_en) : '—')} />
                    <DataTable.Col<SesionCaja> source="efectivo_esperado" disableSort align="right" render={(s) => dinero(s.efectivo_esperado)} />
                    <DataTable.Col<SesionCaja> source="efectivo_contado" disableSort align="right" render={(s) => dinero(s.efectivo_contado)} />
                    <DataTable.Col<SesionCaja> source="diferencia" disableSort align="right" render={(s) => (s.diferencia === null ? '—' : <DiferenciaMonto diferencia={s.diferencia} />)} />
                    <DataTable.Col<SesionCaja> source="estado" disableSort render={(s) => <EstadoSesionBadge estado={s.estado} />} />
                    <DataTable.Col<SesionCaja>
                        label="resources.caja.ver"
                        align="right"
                        disableSort
                        render={(s) => (
                            <RowActions>
                                <Button size="small" component={Link} to={`/caja/${s.id}`} startIcon={<VisibilityIcon />}>
                                    {translate('resources.caja.ver')}
                                </Button>
                            </RowActions>
                        )}
                    />
                </DataTable>
            </Filas>
        </List>
    );
};
