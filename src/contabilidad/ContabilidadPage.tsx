import BlockIcon from '@mui/icons-material/Block';
import { Alert, Box, Button, Card, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import type { Movimiento } from '../../contracts/contabilidad';
import { failureText, isForbidden } from '../forbidden';
import { BotonExportar } from '../common/ExportarButton';
import { FiltrosLibro } from './FiltrosLibro';
import { LibroMayorTabla } from './LibroMayorTabla';
import { MovimientoDialog } from './MovimientoDialog';
import { PaginadorLibro } from './PaginadorLibro';
import { ResumenCards } from './ResumenCards';
import { type FiltrosLibro as Filtros, LIMITE_LIBRO, ORDEN_LIBRO, useEdicionesLibro, useMovimientos, useResumen } from './useLibroMayor';
import { useDialogRoute } from '../common/useDialogRoute';
import { ConPermiso } from '../common/ConPermiso';
import { type FiltrosEnUrl, useFiltrosEnUrl } from '../common/useFiltrosEnUrl';
import { leerDia } from '../common/dia';
import './textos';

/** Asks '¿Está seguro…?' before deleting; a refusal reads 'Error: {message}'. */
const useEliminacion = (eliminar: (m: Movimiento) => Promise<void>) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [pendiente, setPendiente] = useState<Movimiento | null>(null);
    const [eliminando, setEliminando] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const confirmar = async () => {
        if (!pendiente) return;
        setEliminando(true);
        try {
            await eliminar(pendiente);
            notify('resources.contabilidad.eliminado', { type: 'info' });
        } catch (err) {
            setError(translate('resources.contabilidad.error', { message: failureText(err, String((err as Error)?.message ?? '')) }));
        } finally {
            setEliminando(false);
            setPendiente(null);
        }
    };
    const pedir = (m: Movimiento) => {
        setError(null);
        setPendiente(m);
    };
    const dialogo = (
        <Confirm
            isOpen={pendiente !== null}
            loading={eliminando}
            title={translate('resources.contabilidad.eliminar.title')}
            content={translate('resources.contabilidad.eliminar.confirm')}
            onConfirm={confirmar}
            onClose={() => setPendiente(null)}
        />
    );
    return { pedir, dialogo, error };
};

/** The ledger's query string: its filters (the API's names) and its page. */
const EN_URL = ['tipo', 'categoria', 'fecha_desde', 'fecha_hasta', 'page'] as const;
type EnUrl = FiltrosEnUrl<(typeof EN_URL)[number]>;

/** A day the URL names, if it is one ('YYYY-MM-DD' of the calendar and the API's years). */
const diaDe = (texto: string | undefined) => (texto && /^\d{4}-\d{2}-\d{2}$/.test(texto) && leerDia(texto).dia === texto ? texto : undefined);

/** The filters the URL names, what the fields show and the list is asked for; anything else there is left out. */
const filtrosDe = (url: EnUrl): Filtros => {
    const filtros: Filtros = {};
    if (url.tipo === 'ingreso' || url.tipo === 'egreso') filtros.tipo = url.tipo;
    const categoria = url.categoria?.trim();
    if (categoria) filtros.categoria = categoria;
    const desde = diaDe(url.fecha_desde);
    if (desde) filtros.fecha_desde = desde;
    const hasta = diaDe(url.fecha_hasta);
    if (hasta) filtros.fecha_hasta = hasta;
    return filtros;
};

const paginaDe = (texto: string | undefined) => (texto && /^\d+$/.test(texto) && Number(texto) >= 1 ? Number(texto) : 1);

/**
 * Spec §2 Accounting (/contabilidad): the summary cards, the 'Libro Mayor' (page 1 with 100,
 * newest first; beyond the spec, filters and a pager to the older pages), the create/edit dialog
 * (/contabilidad/create, /contabilidad/:id) and the delete confirmation. The filters and the page are
 * in the URL's query string (`?tipo=ingreso&fecha_desde=2025-03-01&page=2`), so a reload (F5) shows
 * the same filters in their fields, the same page, and the list filtered by them. Writes update the local
 * list and refetch the summary (spec §4). Without `contabilidad:leer` the Spanish refusal stands
 * in place of everything.
 */
export const ContabilidadPage = () => {
    const translate = useTranslate();
    const [url, ponerEnUrl] = useFiltrosEnUrl(EN_URL);
    const filtros = useMemo(() => filtrosDe(url), [url]);
    const pagina = paginaDe(url.page);
    const dialog = useDialogRoute('contabilidad');
    const resumen = useResumen();
    const lista = useMovimientos(filtros, pagina);
    const ediciones = useEdicionesLibro();
    const eliminacion = useEliminacion(ediciones.eliminar);
    // A new filter starts again at page 1.
    const filtrar = useCallback(
        (f: Filtros) => ponerEnUrl({ tipo: f.tipo, categoria: f.categoria, fecha_desde: f.fecha_desde, fecha_hasta: f.fecha_hasta, page: undefined }),
        [ponerEnUrl],
    );
    const paginar = useCallback((p: number) => ponerEnUrl({ page: p > 1 ? String(p) : undefined }), [ponerEnUrl]);
    const total = lista.total ?? 0;

    const fallo = (error: unknown) => failureText(error, translate('resources.contabilidad.fallback'));
    const rechazo = [lista.error, resumen.error].find(isForbidden);

    return (
        <Box sx={{ mt: 2 }}>
            <Title title={translate('resources.contabilidad.title')} />
            {rechazo ? (
                <Alert severity="warning" icon={<BlockIcon />}>
                    {fallo(rechazo)}
                </Alert>
            ) : (
                <Stack spacing={2}>
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                        {/* The spec's text carries its own "+": no icon beside it. */}
                        <ConPermiso accion="create" resource="contabilidad">
                            <Button variant="contained" onClick={dialog.openCreate}>
                                {translate('resources.contabilidad.crear')}
                            </Button>
                        </ConPermiso>
                    </Box>
                    {resumen.error ? (
                        <Alert severity="error">{translate('resources.contabilidad.error', { message: fallo(resumen.error) })}</Alert>
                    ) : (
                        <ResumenCards resumen={resumen.data} />
                    )}
                    <Card>
                        <Box sx={{ px: 2, pt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
                            <Typography variant="h6" component="h2">
                                {translate('resources.contabilidad.libro.title')}
                            </Typography>
                            {/* Every movement the filters select (the ledger pages 100), as the server writes them: movimientos.csv. */}
                            <BotonExportar resource="movimientos" filter={filtros} sort={ORDEN_LIBRO} vacia={lista.data?.length === 0} />
                        </Box>
                        <FiltrosLibro filtros={filtros} onChange={filtrar} />
                        {eliminacion.error && (
                            <Alert severity="error" sx={{ m: 2 }}>
                                {eliminacion.error}
                            </Alert>
                        )}
                        {lista.error ? (
                            <Alert severity="error" sx={{ m: 2 }}>
                                {translate('resources.contabilidad.error', { message: fallo(lista.error) })}
                            </Alert>
                        ) : lista.isPending ? (
                            <Typography sx={{ p: 3 }}>{translate('resources.contabilidad.libro.loading')}</Typography>
                        ) : lista.data?.length === 0 ? (
                            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                                {translate('resources.contabilidad.libro.empty')}
                            </Typography>
                        ) : (
                            <>
                                <LibroMayorTabla movimientos={lista.data ?? []} onEditar={(m) => dialog.openEdit(m.id)} onEliminar={eliminacion.pedir} />
                                {/* Only when there is more than one page: the spec's ledger is page 1 of 100. */}
                                {total > LIMITE_LIBRO && <PaginadorLibro pagina={pagina} porPagina={LIMITE_LIBRO} total={total} onPagina={paginar} />}
                            </>
                        )}
                    </Card>
                </Stack>
            )}
            <MovimientoDialog creating={dialog.creating} editId={dialog.editId} filas={lista.data} ediciones={ediciones} onClose={dialog.close} />
            {eliminacion.dialogo}
        </Box>
    );
};
