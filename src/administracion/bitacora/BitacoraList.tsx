import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import { DataTable, FilterButton, Link, List, TopToolbar, useGetOne, useListContext, useTranslate } from 'react-admin';
import type { EntradaBitacora } from '../../../contracts/bitacora';
import { PERMISO_ETIQUETAS } from '../../../contracts/permisos';
import type { FilaTelefono } from '../../common/ListaTelefono';
import { Filas, ListEmpty, Paginacion } from '../../common/listParts';
import { formatMoney } from '../../common/money';
import { LoadError } from '../../forbidden';
import { useTelefono } from '../../layout/anchos';
import { useDialogRoute } from '../../common/useDialogRoute';
import { useFormatoFecha } from '../../sesion';
import { type Cambio, cambiosDe, diferenciaDeListas, resumenDe } from './cambios';
import { ENTIDADES, etiquetaDeTipo } from './etiquetas';
import { useFiltrosBitacora } from './filtros';
import './textos';
import '../../inventario/existencias/tiposDeMovimiento';

/** The log's pages: 100 entries, as the API's default. */
export const BITACORA_POR_PAGINA = 100;
/** How many of an entry's values its row names; the rest wait in its detail. */
const EN_LA_FILA = 3;

const MONEDA = /^-?\d+\.\d{2}$/;

/** One recorded value as a person reads it: money as money, yes/no, ids as '#12', permissions and adjustment types by their names. */
const useValor = () => {
    const translate = useTranslate();
    const vacio = translate('resources.bitacora.detalle.vacio');
    const valor = (clave: string, v: unknown): string => {
        if (v === null || v === undefined || v === '') return vacio;
        if (typeof v === 'boolean') return translate(v ? 'resources.bitacora.detalle.si' : 'resources.bitacora.detalle.no');
        if (typeof v === 'number') return clave.endsWith('_id') ? `#${v}` : v.toLocaleString('es-MX');
        if (Array.isArray(v)) return v.length === 0 ? vacio : v.map((x) => valor(clave, x)).join(', ');
        // A record inside a list (a Z report's payment methods): its values side by side.
        if (typeof v === 'object') return Object.entries(v as Record<string, unknown>).map(([k, x]) => valor(k, x)).join(' ');
        const texto = String(v);
        if (clave === 'permisos') return (PERMISO_ETIQUETAS as Record<string, string>)[texto] ?? texto;
        if (clave === 'tipo_ajuste') return translate(`resources.inventario.tipos.${texto}`, { _: texto });
        return MONEDA.test(texto) ? formatMoney(texto) : texto;
    };
    return valor;
};

/** 'Estado: Completada → Cancelada', 'Permisos: Se agregan …; Se quitan …', or a recorded value alone. */
const useLinea = () => {
    const translate = useTranslate();
    const valor = useValor();
    return (c: Cambio): string => {
        if (c.movimiento !== 'cambio') return `${c.campo}: ${valor(c.clave, c.movimiento === 'antes' ? c.antes : c.despues)}`;
        const listas = diferenciaDeListas(c.antes, c.despues);
        if (listas) {
            const partes = [
                listas.agregados.length ? `${translate('resources.bitacora.detalle.agregados')} ${valor(c.clave, listas.agregados)}` : null,
                listas.quitados.length ? `${translate('resources.bitacora.detalle.quitados')} ${valor(c.clave, listas.quitados)}` : null,
            ];
            return `${c.campo}: ${partes.filter(Boolean).join('; ')}`;
        }
        return `${c.campo}: ${valor(c.clave, c.antes)} → ${valor(c.clave, c.despues)}`;
    };
};

/** The row's summary: the first few values that changed (or that the entry recorded), then how many more. */
const Resumen = ({ entrada }: { entrada: EntradaBitacora }) => {
    const translate = useTranslate();
    const linea = useLinea();
    const filas = resumenDe(cambiosDe(entrada.antes, entrada.despues));
    if (filas.length === 0) return <Typography variant="body2" color="text.secondary">{translate('resources.bitacora.detalle.sin_detalle')}</Typography>;
    return (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
            {filas.slice(0, EN_LA_FILA).map((c) => (
                <Typography key={c.campo} variant="body2" component="span">
                    {linea(c)}
                </Typography>
            ))}
            {filas.length > EN_LA_FILA ? (
                <Typography variant="body2" component="span" color="text.secondary">
                    {translate('resources.bitacora.detalle.mas', { n: filas.length - EN_LA_FILA })}
                </Typography>
            ) : null}
        </Box>
    );
};

/** An entry's every value, before and after: the changed ones in bold. */
const Valores = ({ entrada }: { entrada: EntradaBitacora }) => {
    const translate = useTranslate();
    const valor = useValor();
    const filas = cambiosDe(entrada.antes, entrada.despues);
    const t = (k: string) => translate(`resources.bitacora.detalle.${k}`);
    if (filas.length === 0) return <Typography color="text.secondary">{t('sin_detalle')}</Typography>;
    return (
        <Table size="small" aria-label={translate('resources.bitacora.detalle.tabla', { id: entrada.id })}>
            <TableHead>
                <TableRow>
                    <TableCell>{t('campo')}</TableCell>
                    <TableCell>{t('antes')}</TableCell>
                    <TableCell>{t('despues')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {filas.map((c) => (
                    <TableRow key={c.campo} sx={c.movimiento === 'cambio' ? { '& td': { fontWeight: 600 } } : undefined}>
                        <TableCell>{c.campo}</TableCell>
                        <TableCell>{c.movimiento === 'despues' ? t('vacio') : valor(c.clave, c.antes)}</TableCell>
                        <TableCell>{c.movimiento === 'antes' ? t('vacio') : valor(c.clave, c.despues)}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/**
 * One entry at its own address (/bitacora/:id, over the list: Back closes it, a phone's line leads
 * to it): when, who, what and every value before and after. From the page's rows when it is on
 * the page, else read (GET /api/v1/bitacora/:id).
 */
const DetalleDialog = ({ id, onClose }: { id: string | undefined; onClose: () => void }) => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    const { data: pagina } = useListContext<EntradaBitacora>();
    const enLaPagina = id === undefined ? undefined : pagina?.find((e) => String(e.id) === id);
    // An address whose id is no record id names nothing: not found, without asking.
    const valido = id !== undefined && /^[1-9]\d{0,9}$/.test(id);
    const leida = useGetOne<EntradaBitacora>('bitacora', { id: Number(id ?? 0) }, { enabled: valido && !enLaPagina, retry: false });
    const entrada = enLaPagina ?? (valido ? leida.data : undefined);
    const t = (k: string, o?: object) => translate(`resources.bitacora.detalle.${k}`, o);
    return (
        <Dialog open={id !== undefined} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="bitacora-detalle-titulo">
            <DialogTitle id="bitacora-detalle-titulo">{entrada ? t('titulo', { id: entrada.id, tipo: entrada.tipo_etiqueta ?? etiquetaDeTipo(entrada.tipo) }) : t('titulo_vacio')}</DialogTitle>
            <DialogContent>
                {entrada ? (
                    <>
                        <Typography sx={{ mb: 2 }}>
                            {fechaHora(entrada.fecha)} · {entrada.usuario === null ? translate('resources.bitacora.sistema') : `${entrada.nombre ?? entrada.usuario} (${entrada.usuario})`} ·{' '}
                            <Documento entrada={entrada} />
                        </Typography>
                        <Valores entrada={entrada} />
                    </>
                ) : leida.error || !valido ? (
                    <Alert severity="error">{t('no_encontrada')}</Alert>
                ) : (
                    <CircularProgress aria-label={t('cargando')} size={24} />
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{t('cerrar')}</Button>
            </DialogActions>
        </Dialog>
    );
};

/** 'Venta #12' (a link to the sale), 'Cliente #7' (to their statement), 'Rol #4', 'Empresa'. */
const Documento = ({ entrada }: { entrada: EntradaBitacora }) => {
    const nombre = ENTIDADES[entrada.entidad] ?? entrada.entidad;
    if (entrada.entidad_id === null || entrada.entidad === 'empresa') return <>{nombre}</>;
    const texto = `${nombre} #${entrada.entidad_id}`;
    const destino = entrada.entidad === 'venta' ? `/ventas/${entrada.entidad_id}` : entrada.entidad === 'cliente' ? `/estado-de-cuenta/${entrada.entidad_id}` : null;
    // Its own click only: not the row's, which opens the entry.
    return destino ? (
        <Link to={destino} onClick={(e: { stopPropagation: () => void }) => e.stopPropagation()}>
            {texto}
        </Link>
    ) : (
        <>{texto}</>
    );
};

const Autor = ({ entrada }: { entrada: EntradaBitacora }) => {
    const translate = useTranslate();
    if (entrada.usuario === null) return <Typography variant="body2" color="text.secondary">{translate('resources.bitacora.sistema')}</Typography>;
    return (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
            <span>{entrada.nombre ?? entrada.usuario}</span>
            <Typography variant="caption" color="text.secondary" component="span">
                {entrada.usuario}
            </Typography>
        </Box>
    );
};

/** The kind's label, outlined like a badge; not MUI's Chip, which alone put 2.4 kB on this screen's first visit (scripts/assetBudget.ts). */
const Tipo = ({ entrada }: { entrada: EntradaBitacora }) => (
    <Box component="span" sx={{ display: 'inline-block', px: 1, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 4, fontSize: '0.8125rem', whiteSpace: 'nowrap' }}>
        {entrada.tipo_etiqueta ?? etiquetaDeTipo(entrada.tipo)}
    </Box>
);

/** No entries at all, or none the filters select. */
const Vacia = () => {
    const { filterValues } = useListContext();
    const filtrada = Object.values(filterValues ?? {}).some((v) => v !== undefined && v !== '');
    return <ListEmpty message={filtrada ? 'resources.bitacora.empty_filtros' : 'resources.bitacora.empty'} />;
};

/**
 * The audit log (CONVENTIONS §6), read only: who did what and when, newest first, filtered by
 * days, kind and user (in the URL); each row names what changed, and opens the entry's dialog
 * with every value before and after. No create, edit or delete: nothing rewrites the log.
 */
export const BitacoraList = () => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    const filters = useFiltrosBitacora();
    const esTelefono = useTelefono();
    const linea = useLinea();
    const dialog = useDialogRoute('bitacora');
    const autor = (e: EntradaBitacora) => (e.usuario === null ? translate('resources.bitacora.sistema') : (e.nombre ?? e.usuario));
    // On a phone: the kind and its document, then when, who and what changed; a tap opens the entry.
    const telefono: FilaTelefono<EntradaBitacora> = {
        primario: (e) => (
            <>
                {e.tipo_etiqueta ?? etiquetaDeTipo(e.tipo)} · <Documento entrada={e} />
            </>
        ),
        secundario: (e) => [fechaHora(e.fecha), autor(e), ...resumenDe(cambiosDe(e.antes, e.despues)).slice(0, EN_LA_FILA).map(linea)].join(' · '),
        destino: (e) => `/bitacora/${e.id}`,
    };
    const empty = <Vacia />;
    return (
        <List
            resource="bitacora"
            title="resources.bitacora.title"
            perPage={BITACORA_POR_PAGINA}
            sort={{ field: 'fecha', order: 'DESC' }}
            filters={filters}
            exporter={false}
            actions={<TopToolbar>{esTelefono ? <FilterButton /> : <Fragment />}</TopToolbar>}
            pagination={<Paginacion rowsPerPageOptions={[]} />}
            empty={false}
            error={<LoadError fallback="resources.bitacora.load_error" />}
            // The failure is shown in place of the table, not as a notification too.
            queryOptions={{ onError: () => undefined }}
        >
            <Filas<EntradaBitacora> telefono={telefono} empty={empty}>
                <DataTable<EntradaBitacora>
                    rowClick={(id) => {
                        dialog.openEdit(id);
                        return false;
                    }}
                    bulkActionButtons={false}
                    empty={empty}
                >
                    <DataTable.Col<EntradaBitacora> source="fecha" render={(e) => fechaHora(e.fecha)} />
                    <DataTable.Col<EntradaBitacora> source="usuario" disableSort render={(e) => <Autor entrada={e} />} />
                    <DataTable.Col<EntradaBitacora> source="tipo" disableSort render={(e) => <Tipo entrada={e} />} />
                    <DataTable.Col<EntradaBitacora> source="documento" disableSort render={(e) => <Documento entrada={e} />} />
                    <DataTable.Col<EntradaBitacora> source="cambios" disableSort render={(e) => <Resumen entrada={e} />} />
                    <DataTable.Col<EntradaBitacora>
                        label="resources.bitacora.fields.detalle"
                        align="right"
                        disableSort
                        render={(e) => (
                            <Button
                                size="small"
                                aria-label={translate('resources.bitacora.detalle.ver', { id: e.id })}
                                onClick={(ev) => {
                                    ev.stopPropagation();
                                    dialog.openEdit(e.id);
                                }}
                            >
                                {translate('resources.bitacora.ver')}
                            </Button>
                        )}
                    />
                </DataTable>
            </Filas>
            <DetalleDialog id={dialog.editId} onClose={dialog.close} />
        </List>
    );
};
