import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CancelIcon from '@mui/icons-material/Cancel';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Title, useCreatePath, useTranslate } from 'react-admin';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import type { VentaDetalle } from '../../../contracts/ventas';
import { fromCents, toCents } from '../../../contracts/money';
import { formatMoney } from '../../common/money';
import { cargaDeRegistro } from '../../common/cargaDeRegistro';
import { useFormatoFecha } from '../../sesion';
import { EstadoVentaBadge, esDevolvible } from './estadoVenta';
import { NotasCredito } from './NotasCredito';
import { useVentaDetalle } from './useVentaDetalle';
import { LineasDelDocumento } from '../../common/LineasDelDocumento';
import { ConPermiso } from '../../common/ConPermiso';
import { CancelarVentaDialog } from './CancelarVentaDialog';
import { desgloseDeImpuestos } from '../impuestosDeLaVenta';
import './textos';

type Texto = (key: string, args?: Record<string, unknown>) => string;

/**
 * The void's dialog at /ventas/:id/cancelar, over the detail: opening and closing navigate, so Back
 * closes it. (In the detail's chunk: as a chunk of its own, its split of the dialog shell's shared
 * parts made the sales and products lists' first visits heavier.)
 */
const useCancelacion = (id: string) => {
    const { pathname, search } = useLocation();
    const navigate = useNavigate();
    const detalle = useCreatePath()({ resource: 'ventas', type: 'edit', id });
    return {
        abierta: matchPath(`${detalle}/cancelar`, pathname) !== null,
        abrir: () => navigate({ pathname: `${detalle}/cancelar`, search }),
        cerrar: () => navigate({ pathname: detalle, search }),
    };
};

const Dato = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box>
        <Typography variant="caption" color="text.secondary" component="div">
            {label}
        </Typography>
        {typeof children === 'string' ? <Typography>{children}</Typography> : children}
    </Box>
);

/** Whether an amount is above zero; a sale from a server before discounts (no field) has none. */
const positivo = (dinero: string | undefined) => (toCents(dinero) ?? 0) > 0;

/**
 * The words under a line's unit price: a wholesale tier's (issue 33) with the list price it
 * replaced, and its discount (its own plus its share of the sale's), which its subtotal already took off.
 */
const notaDelPrecio = (d: VentaDetalle['detalles'][number], t: Texto): { notaDelPrecio?: string } => {
    const notas = [
        ...(d.mayoreo ? [t('mayoreo', { precio: formatMoney(d.precio_lista) })] : []),
        ...(positivo(d.descuento) ? [t('descuento_linea', { monto: formatMoney(d.descuento) })] : []),
    ];
    return notas.length > 0 ? { notaDelPrecio: notas.join(' · ') } : {};
};

/**
 * The sale's discount and what the customer saved against list prices (issue 33), under its
 * lines; each only when above zero. Informative: the subtotals and the total already took it off.
 */
const Descuentos = ({ venta, t }: { venta: VentaDetalle; t: Texto }) => {
    const descuento = positivo(venta.descuento);
    const ahorro = positivo(venta.ahorro);
    if (!descuento && !ahorro) return null;
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mt: 1 }} data-testid="venta-descuentos">
            {descuento ? <Dato label={t('descuento')}>{t('menos', { monto: formatMoney(venta.descuento) })}</Dato> : null}
            {ahorro ? <Dato label={t('ahorro')}>{formatMoney(venta.ahorro)}</Dato> : null}
        </Stack>
    );
};

/**
 * The sold lines with their amounts as the API sends them: the server priced them with
 * contracts/calculo.ts, and the screen computes nothing of its own: a line's subtotal is what it
 * charged (quantity × unit price − its discount).
 */
const ProductosVendidos = ({ venta, t }: { venta: VentaDetalle; t: Texto }) => {
    const lineas = venta.detalles.map((d) => ({
        id: d.id,
        nombre: d.producto.plantilla.nombre,
        sku: d.producto.sku,
        cantidad: d.cantidad,
        unidad: d.unidad,
        precio: d.precio_unitario,
        subtotal: d.subtotal,
        ...notaDelPrecio(d, t),
    }));
    const textos = { producto: t('producto'), sku: t('sku'), cantidad: t('cantidad'), precio: t('precio_unitario'), subtotal: t('subtotal'), total: t('total') };
    return (
        <Box component="section" aria-labelledby="venta-productos">
            <Typography variant="h6" component="h2" id="venta-productos">
                {t('productos')}
            </Typography>
            <LineasDelDocumento lineas={lineas} total={venta.total} textos={textos} etiquetadoPor="venta-productos" />
            <Descuentos venta={venta} t={t} />
        </Box>
    );
};

/**
 * The sale's taxes per tax and rate as the API split them (issue 32): base and amount of each,
 * then the subtotal without taxes, the taxes and the total they add up to. An exempt row has a
 * base and no amount. None for a sale the API answers without `impuestos`.
 */
const Impuestos = ({ venta, t }: { venta: VentaDetalle; t: Texto }) => {
    const desglose = desgloseDeImpuestos(venta);
    if (!desglose) return null;
    const impuestos = (toCents(venta.total) ?? 0) - (toCents(desglose.subtotal) ?? 0);
    const cierre = [
        [t('subtotal_sin_impuestos'), desglose.subtotal],
        [t('impuestos_total'), fromCents(impuestos)],
        [t('total'), venta.total],
    ] as const;
    return (
        <Box component="section" aria-labelledby="venta-impuestos">
            <Typography variant="h6" component="h2" id="venta-impuestos">
                {t('impuestos')}
            </Typography>
            <TableContainer sx={{ maxWidth: 480 }}>
                <Table size="small" aria-labelledby="venta-impuestos">
                    <TableHead>
                        <TableRow>
                            <TableCell>{t('impuesto')}</TableCell>
                            <TableCell align="right">{t('base')}</TableCell>
                            <TableCell align="right">{t('importe')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {desglose.filas.map((f) => (
                            <TableRow key={f.etiqueta}>
                                <TableCell>{f.etiqueta}</TableCell>
                                <TableCell align="right">{formatMoney(f.base)}</TableCell>
                                <TableCell align="right">{f.exento ? '—' : formatMoney(f.importe)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                    <TableFooter>
                        {cierre.map(([etiqueta, importe], i) => (
                            <TableRow key={etiqueta}>
                                <TableCell colSpan={2} align="right">
                                    {i === cierre.length - 1 ? <strong>{etiqueta}</strong> : etiqueta}
                                </TableCell>
                                <TableCell align="right">{i === cierre.length - 1 ? <strong>{formatMoney(importe)}</strong> : formatMoney(importe)}</TableCell>
                            </TableRow>
                        ))}
                    </TableFooter>
                </Table>
            </TableContainer>
        </Box>
    );
};

/**
 * The payments (method, amount), what was paid in all and the change handed back. A table on a
 * phone too: its two columns, at most 480 px, fit 390 px with neither cut.
 */
const Pagos = ({ venta, t }: { venta: VentaDetalle; t: Texto }) => (
    <Box component="section" aria-labelledby="venta-pagos">
        <Typography variant="h6" component="h2" id="venta-pagos">
            {t('pagos')}
        </Typography>
        {venta.pagos.length === 0 ? (
            <Typography color="text.secondary">{t('sin_pagos')}</Typography>
        ) : (
            <TableContainer sx={{ maxWidth: 480 }}>
                <Table size="small" aria-labelledby="venta-pagos">
                    <TableHead>
                        <TableRow>
                            <TableCell>{t('metodo')}</TableCell>
                            <TableCell align="right">{t('monto')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {venta.pagos.map((p) => (
                            <TableRow key={p.id}>
                                <TableCell>{p.metodo_pago}</TableCell>
                                <TableCell align="right">{formatMoney(p.monto)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                    <TableFooter>
                        <TableRow>
                            <TableCell align="right">{t('pagado')}</TableCell>
                            <TableCell align="right">{formatMoney(venta.pagado)}</TableCell>
                        </TableRow>
                        <TableRow>
                            <TableCell align="right">
                                <strong>{t('cambio')}</strong>
                            </TableCell>
                            <TableCell align="right">
                                <strong>{formatMoney(venta.cambio)}</strong>
                            </TableCell>
                        </TableRow>
                    </TableFooter>
                </Table>
            </TableContainer>
        )}
    </Box>
);

const Detalle = ({ venta, t }: { venta: VentaDetalle; t: Texto }) => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    return (
        <Stack spacing={3}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
                <Dato label={t('cliente')}>{venta.cliente?.nombre_completo ?? translate('resources.ventas.consumidor_final')}</Dato>
                <Dato label={t('fecha')}>{fechaHora(venta.fecha)}</Dato>
                <Dato label={t('estado')}>
                    <EstadoVentaBadge estado={venta.estado} />
                </Dato>
                <Dato label={t('vendedor')}>{venta.usuario}</Dato>
            </Stack>
            <ProductosVendidos venta={venta} t={t} />
            <Impuestos venta={venta} t={t} />
            <Pagos venta={venta} t={t} />
            <NotasCredito venta={venta} />
        </Stack>
    );
};

/**
 * Spec §2 Sale detail: customer, date and status, the sold lines, (beyond the spec) the payments
 * and change, and the credit notes; links to the return (when the state allows it), the ticket
 * and the list; beyond the spec, 'Cancelar Venta' for a Completada sale (disabled, with its
 * reason, for a role without ventas:cancelar).
 */
export const VentaShow = () => {
    const translate = useTranslate();
    const t: Texto = (key, args) => translate(`resources.ventas.detalle.${key}`, args);
    const { param: id, data: venta, isPending, error } = useVentaDetalle();
    const cancelacion = useCancelacion(id);
    // Only a Completada sale is voided (a sale with returns, or voided already, is not).
    const anulable = venta?.estado === 'Completada';

    const contenido = () =>
        cargaDeRegistro(
            { isPending, error, registro: venta },
            {
                cargando: t('loading'),
                noEncontrado: t('not_found'),
                errorDeCarga: (message) => t('load_error', { message }),
                errorHttp: translate('ra.notification.http_error'),
            },
        ) ?? <Detalle venta={venta!} t={t} />;

    return (
        <Card sx={{ mt: 2 }}>
            <Title title={t('title', { id })} />
            <CardContent>
                <Stack spacing={2}>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                        <Button component={Link} to="/ventas" startIcon={<ArrowBackIcon />} size="small">
                            {t('volver')}
                        </Button>
                        <Box sx={{ flex: 1 }} />
                        {venta && esDevolvible(venta.estado) && (
                            <ConPermiso accion="devolver" resource="ventas">
                                <Button component={Link} to={`/ventas/${venta.id}/devolucion`} variant="contained" size="small" startIcon={<AssignmentReturnIcon />}>
                                    {t('procesar_devolucion')}
                                </Button>
                            </ConPermiso>
                        )}
                        {venta && anulable && (
                            <ConPermiso accion="cancelar" resource="ventas">
                                <Button variant="outlined" color="error" size="small" startIcon={<CancelIcon />} onClick={cancelacion.abrir}>
                                    {t('cancelar_venta')}
                                </Button>
                            </ConPermiso>
                        )}
                        {venta && (
                            <Button component={Link} to={`/ventas/${venta.id}/ticket`} variant="outlined" size="small" startIcon={<PrintIcon />}>
                                {t('imprimir')}
                            </Button>
                        )}
                    </Stack>
                    {contenido()}
                </Stack>
            </CardContent>
            {venta && <CancelarVentaDialog venta={venta} open={cancelacion.abierta && anulable} onClose={cancelacion.cerrar} />}
        </Card>
    );
};
