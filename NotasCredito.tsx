import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, List, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { NotaCredito, VentaDetalle } from '../../../contracts/ventas';
import { formatMoney } from '../../common/money';
import { conVarianteId } from '../../common/varianteId';
import { useFormatoFecha } from '../../sesion';
import { TotalFooter } from '../../common/TotalFooter';
import { formatStock } from '../../common/cantidadConUnidad';
import { LineaTelefono, Partes, TotalTelefono } from '../../common/LineaTelefono';
import { useTelefono } from '../../layout/anchos';
import './textos';

type LineaVendida = VentaDetalle['detalles'][number];
/**
 * The sale's variants by id (a sale line's `producto` is its variant), to name a note's lines, and
 * the unit each is sold by: a note's line has none of its own, and is the sale line's product.
 */
type Variantes = Map<number, LineaVendida['producto'] & { unidad?: LineaVendida['unidad'] }>;

const Nota = ({ nota, variantes }: { nota: NotaCredito; variantes: Variantes }) => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ventas.detalle.${key}`, args);
    const tituloId = useId();
    const telefono = useTelefono();
    const lineas = nota.detalles.map(conVarianteId);
    return (
        <Paper variant="outlined" component="section" aria-labelledby={tituloId} sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ alignItems: { sm: 'baseline' } }}>
                <Typography variant="subtitle1" component="h3" id={tituloId} sx={{ fontWeight: 'bold' }}>
                    {t('nota', { id: nota.id })}
                </Typography>
                <Typography color="text.secondary">{t('nota_fecha', { fecha: fechaHora(nota.fecha) })}</Typography>
                {/* A reason typed without spaces wraps inside the note's card rather than past its edge. */}
                {nota.motivo && (
                    <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                        {t('nota_motivo', { motivo: nota.motivo })}
                    </Typography>
                )}
                {/* The note for the customer, on the receipt printer's paper. */}
                <Button
                    component={Link}
                    to={`/ventas/${nota.venta_id}/notas/${nota.id}`}
                    size="small"
                    startIcon={<PrintIcon />}
                    aria-label={t('imprimir_nota_de', { id: nota.id })}
                    sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, ml: { sm: 'auto' } }}
                >
                    {t('imprimir_nota')}
                </Button>
            </Stack>
            {telefono ? (
                // At 390 px the four columns pushed the amount past the edge and cut 'Café Molido (CAF-1)' at its hyphen.
                <>
                    <List aria-labelledby={tituloId}>
                        {lineas.map((d) => {
                            const producto = variantes.get(d.varianteId);
                            return (
                                <LineaTelefono
                                    key={d.varianteId}
                                    primario={producto ? producto.plantilla.nombre : t('producto_desconocido', { id: d.varianteId })}
                                    terciario={formatMoney(d.monto_devuelto)}
                                    secundario={<Partes de={[`${t('producto_id')}: ${d.varianteId}`, producto?.sku, `${t('cantidad')}: ${formatStock(d.cantidad, producto?.unidad)}`]} />}
                                />
                            );
                        })}
                    </List>
                    <TotalTelefono label={t('total_reembolsado')} total={formatMoney(nota.total_devuelto)} />
                </>
            ) : (
                <TableContainer>
                    <Table size="small" aria-labelledby={tituloId}>
                        <TableHead>
                            <TableRow>
                                <TableCell align="right">{t('cantidad')}</TableCell>
                                <TableCell>{t('producto_id')}</TableCell>
                                <TableCell>{t('producto')}</TableCell>
                                <TableCell align="right">{t('monto_devuelto')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {lineas.map((d) => {
                                const producto = variantes.get(d.varianteId);
                                return (
                                    <TableRow key={d.varianteId}>
                                        <TableCell align="right">{formatStock(d.cantidad, producto?.unidad)}</TableCell>
                                        <TableCell>{d.varianteId}</TableCell>
                                        {/* Beyond the spec's product id: the name and SKU, from the sale's own lines. */}
                                        <TableCell>
                                            {producto ? `${producto.plantilla.nombre} (${producto.sku})` : t('producto_desconocido', { id: d.varianteId })}
                                        </TableCell>
                                        <TableCell align="right">{formatMoney(d.monto_devuelto)}</TableCell>
                                    </TableRow>
                                );
                            })}
                        </TableBody>
                        <TotalFooter label={t('total_reembolsado')} total={formatMoney(nota.total_devuelto)} columnas={4} />
                    </Table>
                </TableContainer>
            )}
        </Paper>
    );
};

/** Spec §2 Sale detail: 'Historial de Devoluciones (Notas de Crédito)', each note with its id, date, lines and 'Total Reembolsado'. */
export const NotasCredito = ({ venta }: { venta: VentaDetalle }) => {
    const translate = useTranslate();
    const tituloId = useId();
    if (venta.notas_credito.length === 0) return null;
    const variantes: Variantes = new Map(venta.detalles.map((d) => [d.producto.id, { ...d.producto, unidad: d.unidad }]));
    return (
        <Box component="section" aria-labelledby={tituloId}>
            <Typography variant="h6" component="h2" id={tituloId} sx={{ mb: 1 }}>
                {translate('resources.ventas.detalle.notas')}
            </Typography>
            <Stack spacing={2}>
                {venta.notas_credito.map((nota) => (
                    <Nota key={nota.id} nota={nota} variantes={variantes} />
                ))}
            </Stack>
        </Box>
    );
};
