import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Alert, Box, Button, Card, GlobalStyles, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { ConsultaReporteVentas } from '../../dataProvider';
import { useDatos } from '../../dataProvider';
import { failureText, isForbidden, PaginaProhibida } from '../../forbidden';
import { useFormatoFecha, useSesion } from '../../sesion';
import { useFiltrosEnUrl } from '../../common/useFiltrosEnUrl';
import { diaValido, mesDe } from '../impuestos/periodo';
import { columnasDe, esAgrupacion, POR_PERIODO, SIN_CATEGORIA } from './columnas';
import { EN_URL, FiltrosReporte } from './FiltrosReporte';
import { MapaDeCalor } from './MapaDeCalor';
import { diaEnTexto } from './periodos';
import { TablaReporte } from './TablaReporte';
import './textos';

// The chart library is most of the weight: the table must not wait for it.
const GraficaReporte = lazy(() => import('./GraficaReporte').then((m) => ({ default: m.GraficaReporte })));

const ALTO_GRAFICA = 260;

/** An id the URL names, if it is one ('12'). */
const idValido = (texto: string | undefined) => (texto && /^[1-9]\d{0,9}$/.test(texto) ? texto : undefined);

/** Printing shows the report alone: no app bar, sidebar, filters or buttons. */
const IMPRESION = (
    <GlobalStyles
        styles={{
            '@media print': {
                'header, aside, .MuiDrawer-root': { display: 'none !important' },
                'html, body': { background: '#fff' },
                '.RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content': { marginTop: '0 !important', padding: '0 !important' },
            },
        }}
    />
);

/**
 * The sales report (issue 35 item 2) at /reportes: the period's sales grouped by day, week or
 * month (a chart and the table), by product, category, seller or payment method (a table, with
 * cost, utilidad and margin for who sees costs: the API leaves them out for anyone else), or by
 * weekday and hour (a heat map). Period, grouping and filters live in the URL, so a reload or a
 * link shows the same report; the current month of the shop's zone by day unless it names one.
 * CSV and Excel files are written by the server from the same query (GET …/exportar).
 */
export const ReporteVentasPage = () => {
    const translate = useTranslate();
    const t = (clave: string, opciones?: object) => translate(`resources.reportes.${clave}`, opciones);
    const datos = useDatos();
    const notify = useNotify();
    const sesion = useSesion();
    const { dia } = useFormatoFecha();
    const [url, poner] = useFiltrosEnUrl(EN_URL);
    const hoy = dia(new Date());
    const mes = mesDe(hoy);
    const desde = diaValido(url.desde) ?? mes.desde;
    const hasta = diaValido(url.hasta) ?? mes.hasta;
    const invertido = desde > hasta;
    const agrupar = esAgrupacion(url.agrupar) ? url.agrupar : 'dia';
    const categoria = SIN_CATEGORIA.includes(agrupar) ? undefined : idValido(url.categoria_id);
    const usuario = idValido(url.usuario_id);
    // The month is the shop's: until its zone is known, a default period waits for it.
    const listo = Boolean(diaValido(url.desde) && diaValido(url.hasta)) || !sesion.isPending;
    const consulta: ConsultaReporteVentas = { agrupar, desde, hasta, ...(categoria && { categoria_id: categoria }), ...(usuario && { usuario_id: usuario }) };

    const reporte = useQuery({
        queryKey: ['reportes/ventas', consulta],
        queryFn: ({ signal }) => datos.reporteVentas(consulta, signal),
        enabled: listo && !invertido,
        staleTime: 0,
    });
    const [descargando, setDescargando] = useState(false);
    const titulo = translate('resources.reportes.title');
    if (isForbidden(reporte.error)) return <PaginaProhibida titulo={titulo} error={reporte.error} fallback={t('fallback')} />;

    const r = reporte.data;
    const vacio = r !== undefined && r.totales.ventas === 0 && Number(r.totales.total) === 0 && Number(r.totales.devoluciones) === 0;
    const descargar = async (formato: 'csv' | 'xlsx') => {
        setDescargando(true);
        try {
            await datos.exportarReporteVentas(consulta, formato);
        } catch (error) {
            const texto = failureText(error, t('exportar.fallo'));
            notify(texto, { type: 'error', messageArgs: { _: texto } });
        } finally {
            setDescargando(false);
        }
    };
    const sinArchivo = !r || vacio || invertido || descargando;

    return (
        <Box sx={{ mt: 2 }}>
            <Title title={titulo} />
            {IMPRESION}
            <Card sx={{ '@media print': { boxShadow: 'none' } }}>
                <FiltrosReporte desde={desde} hasta={hasta} hoy={hoy} agrupar={agrupar} categoria={categoria} usuario={usuario} invertido={invertido} poner={poner} />
                <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1, justifyContent: 'flex-end', displayPrint: 'none' }}>
                    <Button startIcon={<DownloadIcon />} onClick={() => descargar('csv')} disabled={sinArchivo}>
                        {t('exportar.csv')}
                    </Button>
                    <Button startIcon={<DownloadIcon />} onClick={() => descargar('xlsx')} disabled={sinArchivo}>
                        {t('exportar.xlsx')}
                    </Button>
                    <Button startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!r || vacio || invertido}>
                        {t('exportar.imprimir')}
                    </Button>
                </Stack>
                <Typography variant="h6" component="p" sx={{ display: 'none', displayPrint: 'block', px: 2 }}>
                    {`${titulo} · ${t('impreso', { agrupacion: t(`agrupaciones.${agrupar}`), desde: diaEnTexto(desde), hasta: diaEnTexto(hasta) })}`}
                </Typography>
                {invertido ? null : reporte.error ? (
                    <Alert severity="error" sx={{ m: 2 }}>
                        {failureText(reporte.error, t('fallback'))}
                    </Alert>
                ) : !r ? (
                    <Typography sx={{ p: 3 }}>{t('loading')}</Typography>
                ) : vacio ? (
                    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                        {t('empty')}
                    </Typography>
                ) : (
                    <>
                        {POR_PERIODO.includes(r.agrupar) && (
                            <Box component="section" aria-label={t('grafica.title')} sx={{ height: ALTO_GRAFICA, px: 1, breakInside: 'avoid' }}>
                                <Suspense fallback={<Skeleton variant="rectangular" height={ALTO_GRAFICA} />}>
                                    <GraficaReporte agrupar={r.agrupar} filas={r.filas} />
                                </Suspense>
                            </Box>
                        )}
                        {r.agrupar === 'hora' && <MapaDeCalor filas={r.filas} titulo={t('mapa.title')} />}
                        <TablaReporte reporte={r} columnas={columnasDe(r.agrupar, r.totales)} titulo={titulo} soloTotales={r.agrupar === 'hora'} />
                        {(r.agrupar === 'metodo_pago' || r.agrupar === 'categoria' || categoria !== undefined) && (
                            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
                                {t(r.agrupar === 'metodo_pago' ? 'pagos' : 'categorias')}
                            </Typography>
                        )}
                    </>
                )}
            </Card>
        </Box>
    );
};
