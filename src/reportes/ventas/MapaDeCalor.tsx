import { alpha, Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FilaVentas } from '../../../contracts/reportes';
import { formatCantidad } from '../../common/cantidad';
import { formatMoney } from '../../common/money';
import './textos';

const DIAS = [1, 2, 3, 4, 5, 6, 7] as const;
// Only to compare cells' shades: the figures shown are the API's own strings.
const centavos = (importe: string | undefined) => Math.round(Number(importe ?? 0) * 100) || 0;
const HORAS = Array.from({ length: 24 }, (_, h) => h);

// Read by a screen reader, and by no one else: the cell's colour says it to the eye.
const oculto = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The heat map of `agrupar=hora`: a weekday (Monday first) × hour (0–23, the shop's clock) grid,
 * each cell shaded by its neto against the busiest hour's; the API sends only the cells with any
 * movement, the rest are zeros. Each cell says its figures in words (its title on hover, hidden
 * text for a screen reader), so the colour is never the only way to read it.
 */
export const MapaDeCalor = ({ filas, titulo }: { filas: readonly FilaVentas[]; titulo: string }) => {
    const translate = useTranslate();
    const t = (clave: string, opciones?: object) => translate(`resources.reportes.mapa.${clave}`, opciones);
    const porCelda = new Map(filas.map((f) => [`${f.dia_semana}-${f.hora}`, f]));
    const maximo = Math.max(0, ...filas.map((f) => centavos(f.neto)));
    return (
        <Box sx={{ px: 2, pb: 1 }}>
            <TableContainer tabIndex={0} role="region" aria-label={titulo} sx={{ '@media print': { overflow: 'visible' } }}>
                <Table size="small" aria-label={titulo} sx={{ tableLayout: 'fixed', minWidth: 720, '& td, & th': { px: 0.25, py: 0.25, border: 0 } }}>
                    <TableHead>
                        <TableRow>
                            <TableCell sx={{ width: 88 }}>
                                <Box component="span" sx={oculto}>
                                    {t('esquina')}
                                </Box>
                            </TableCell>
                            {HORAS.map((h) => (
                                <TableCell key={h} align="center" sx={{ fontSize: '0.7rem', color: 'text.secondary' }}>
                                    {h}
                                </TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {DIAS.map((d) => (
                            <TableRow key={d}>
                                <TableCell component="th" scope="row" sx={{ fontSize: '0.8rem' }}>
                                    {t(`dias.${d}`)}
                                </TableCell>
                                {HORAS.map((h) => {
                                    const fila = porCelda.get(`${d}-${h}`);
                                    const neto = centavos(fila?.neto);
                                    const texto = t('celda', { dia: t(`dias.${d}`), hora: h, ventas: formatCantidad(fila?.ventas ?? 0), neto: formatMoney(fila?.neto ?? 0) });
                                    const intensidad = maximo > 0 && neto > 0 ? 0.12 + (0.88 * neto) / maximo : 0;
                                    return (
                                        <TableCell key={h} title={texto} data-hora={h} data-dia={d}>
                                            <Box
                                                sx={{
                                                    height: 24,
                                                    borderRadius: 0.5,
                                                    bgcolor: (theme) => (intensidad > 0 ? alpha(theme.palette.primary.main, intensidad) : theme.palette.action.hover),
                                                    printColorAdjust: 'exact',
                                                    WebkitPrintColorAdjust: 'exact',
                                                }}
                                            />
                                            <Box component="span" sx={oculto}>
                                                {texto}
                                            </Box>
                                        </TableCell>
                                    );
                                })}
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
            <Typography variant="caption" color="text.secondary">
                {t('escala', { maximo: formatMoney(maximo / 100) })}
            </Typography>
        </Box>
    );
};
