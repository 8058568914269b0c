import DownloadIcon from '@mui/icons-material/GetApp';
import { Alert, Box, Button, Card, Stack, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Title, useTranslate } from 'react-admin';
import { guardarCsv, toCsv } from '../../common/csv';
import { DiaInput } from '../../common/DiaInput';
import { formatMoney } from '../../common/money';
import { useFiltrosEnUrl } from '../../common/useFiltrosEnUrl';
import { useDatos } from '../../dataProvider';
import { failureText, isForbidden, PaginaProhibida } from '../../forbidden';
import { useFormatoFecha, useSesion } from '../../sesion';
import { IMPUESTOS_CSV, type Renglon, renglonesDe } from './csv';
import { diaValido, mesDe } from './periodo';
import './textos';

const EN_URL = ['desde', 'hasta'] as const;
const IMPORTES = ['base_ventas', 'importe_ventas', 'base_devoluciones', 'importe_devoluciones', 'base_neta', 'importe_neto'] as const;

const Fila = ({ renglon, total = false }: { renglon: Renglon; total?: boolean }) => (
    <TableRow sx={total ? { '& > *': { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem' } } : undefined}>
        <TableCell component="th" scope="row">
            {renglon.etiqueta}
        </TableCell>
        {IMPORTES.map((campo) => (
            <TableCell key={campo} align="right">
                {formatMoney(renglon[campo])}
            </TableCell>
        ))}
    </TableRow>
);

/**
 * The tax report (/reportes/impuestos): per tax and rate, the sales' base and tax, the returns'
 * and the net over a range of the shop's days, the current month of its zone unless the URL
 * names one (`?desde=2025-03-01&hasta=2025-03-31`, kept there so a reload or a link shows the
 * same period). Its CSV is written here from the rows on screen: a handful, the totals last.
 */
export const ReporteImpuestosPage = () => {
    const translate = useTranslate();
    const datos = useDatos();
    const sesion = useSesion();
    const { dia } = useFormatoFecha();
    // A field emptied keeps the period until a day is typed in it; 'Mes actual' goes back to the default.
    const [url, ponerEnUrl] = useFiltrosEnUrl(EN_URL);
    const mes = mesDe(dia(new Date()));
    const desde = diaValido(url.desde) ?? mes.desde;
    const hasta = diaValido(url.hasta) ?? mes.hasta;
    const invertido = desde > hasta;
    // The month is the shop's: until its zone is known, a default end waits for it.
    const listo = (diaValido(url.desde) && diaValido(url.hasta)) || !sesion.isPending;

    const reporte = useQuery({
        queryKey: ['reportes/impuestos', desde, hasta],
        queryFn: ({ signal }) => datos.reporteImpuestos({ desde, hasta }, signal),
        enabled: Boolean(listo) && !invertido,
        staleTime: 0,
    });
    const renglones = useMemo(() => (reporte.data ? renglonesDe(reporte.data) : undefined), [reporte.data]);
    const vacio = renglones?.filas.length === 0;
    const exportar = () => {
        if (renglones) guardarCsv(toCsv(IMPUESTOS_CSV, [...renglones.filas, renglones.total]), `impuestos_${desde}_${hasta}`);
    };
    const titulo = translate('resources.reportes/impuestos.title');

    if (isForbidden(reporte.error)) return <PaginaProhibida titulo={titulo} error={reporte.error} fallback={translate('resources.reportes/impuestos.fallback')} />;

    return (
        <Box sx={{ mt: 2 }}>
            <Title title={titulo} />
            <Card>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: 2, pt: 2, pb: 1, alignItems: { sm: 'center' } }}>
                    <DiaInput
                        size="small"
                        label={translate('resources.reportes/impuestos.filtros.desde')}
                        value={desde}
                        onChange={(d) => d && ponerEnUrl({ desde: d, hasta })}
                    />
                    <DiaInput
                        size="small"
                        label={translate('resources.reportes/impuestos.filtros.hasta')}
                        value={hasta}
                        onChange={(d) => d && ponerEnUrl({ desde, hasta: d })}
                        rechazo={invertido ? translate('resources.reportes/impuestos.rango') : null}
                    />
                    {(url.desde || url.hasta) && (
                        <Button size="small" onClick={() => ponerEnUrl({ desde: undefined, hasta: undefined })}>
                            {translate('resources.reportes/impuestos.filtros.mes_actual')}
                        </Button>
                    )}
                    <Box sx={{ flexGrow: 1 }} />
                    <Button startIcon={<DownloadIcon />} onClick={exportar} disabled={!renglones || vacio || invertido}>
                        {translate('ra.action.export')}
                    </Button>
                </Stack>
                {invertido ? null : reporte.error ? (
                    <Alert severity="error" sx={{ m: 2 }}>
                        {failureText(reporte.error, translate('resources.reportes/impuestos.fallback'))}
                    </Alert>
                ) : !renglones ? (
                    <Typography sx={{ p: 3 }}>{translate('resources.reportes/impuestos.loading')}</Typography>
                ) : vacio ? (
                    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                        {translate('resources.reportes/impuestos.empty')}
                    </Typography>
                ) : (
                    <>
                        {/* Seven amounts scroll sideways on a phone: the region takes the focus, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
                        <TableContainer tabIndex={0} role="region" aria-label={titulo}>
                            <Table size="small" aria-label={titulo}>
                                <TableHead>
                                    <TableRow>
                                        <TableCell>{translate('resources.reportes/impuestos.columnas.impuesto')}</TableCell>
                                        {IMPORTES.map((campo) => (
                                            <TableCell key={campo} align="right">
                                                {translate(`resources.reportes/impuestos.columnas.${campo}`)}
                                            </TableCell>
                                        ))}
                                    </TableRow>
                                </TableHead>
                                <TableBody>
                                    {renglones.filas.map((r) => (
                                        <Fila key={r.etiqueta} renglon={r} />
                                    ))}
                                </TableBody>
                                <TableFooter>
                                    <Fila renglon={renglones.total} total />
                                </TableFooter>
                            </Table>
                        </TableContainer>
                        <Box sx={{ px: 2, py: 1.5 }}>
                            <Typography variant="body2">
                                {translate('resources.reportes/impuestos.documentos', {
                                    ventas: formatMoney(reporte.data?.totales.total_ventas),
                                    devoluciones: formatMoney(reporte.data?.totales.total_devoluciones),
                                    neto: formatMoney(reporte.data?.totales.total_neto),
                                })}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {translate('resources.reportes/impuestos.nota')}
                            </Typography>
                        </Box>
                    </>
                )}
            </Card>
        </Box>
    );
};
