import { Box, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { VentaDetalle } from '../../../contracts/ventas';
import { formatMoney } from '../../common/money';
import type { Ancho } from './ticketPrint';
import { DevolucionesDelTicket } from './NotaCreditoTicket';
import { useEmpresa } from '../../configuracion/useEmpresa';
import { DatosFiscales, Fila, Hoja, ImpuestosDelTicket, Separador, TextoDeLaTienda } from './partes';
import { formatStock } from '../../common/cantidadConUnidad';
import { formatCantidad } from '../../common/cantidad';
import { desgloseDeImpuestos } from '../impuestosDeLaVenta';
import { toCents } from '../../../contracts/money';
import './textos';

/** Whether an amount is above zero; a sale from a server before discounts (no field) has none. */
const positivo = (dinero: string | undefined) => (toCents(dinero) ?? 0) > 0;

interface Props {
    venta: VentaDetalle;
    empresa: string;
    /** The sale's date already in the shop's time zone. */
    fecha: string;
    ancho: Ancho;
    ref?: Ref<HTMLElement>;
}

/**
 * The receipt itself, beyond the spec: shop, its fiscal data and its header, sale number, date,
 * lines (each one's discount under it), the sale's discount, subtotal and taxes per rate, total,
 * payments, change, the returns since (a reprint), the customer's balance and points right after
 * the sale (issue 34), what the customer saved, seller, that it is not a CFDI (issue 32: a shop's
 * customer asks for an invoice to deduct; the ticket must not pass for one), and the shop's footer.
 */
export const Ticket = ({ venta, empresa, fecha, ancho, ref }: Props) => {
    const translate = useTranslate();
    const { data: ajustes } = useEmpresa();
    // Until GET /ventas/{id} carries the split (issue 32), a sale without `impuestos` prints its total alone.
    const desglose = desgloseDeImpuestos(venta);
    return (
        <Hoja ancho={ancho} titulo={translate('resources.ventas.ticket.title', { id: venta.id })} ref={ref}>
            <Typography component="h2" sx={{ font: 'inherit', fontWeight: 700, fontSize: '1.2em', textAlign: 'center' }}>
                {empresa}
            </Typography>
            <DatosFiscales empresa={ajustes} nombre={empresa} />
            <TextoDeLaTienda texto={ajustes?.encabezado_ticket} testId="ticket-encabezado" />
            <Box sx={{ textAlign: 'center' }}>{translate('resources.ventas.ticket.venta', { id: venta.id })}</Box>
            <Box>{translate('resources.ventas.ticket.fecha', { fecha })}</Box>
            <Box>{translate('resources.ventas.ticket.cliente', { cliente: venta.cliente?.nombre_completo ?? translate('resources.ventas.ticket.consumidor_final') })}</Box>
            <Separador />
            {venta.detalles.map((d) => (
                <Box key={d.id} sx={{ mb: 0.5 }} data-testid="ticket-linea">
                    <div>{translate('resources.ventas.ticket.producto', { nombre: d.producto.plantilla.nombre, sku: d.producto.sku })}</div>
                    <Fila izquierda={translate('resources.ventas.ticket.linea', { cantidad: formatStock(d.cantidad, d.unidad), precio: formatMoney(d.precio_unitario) })} derecha={formatMoney(d.subtotal)} />
                    {/* A wholesale tier's price (issue 33): said on paper, with the list price it replaced. */}
                    {d.mayoreo ? <div data-testid="ticket-mayoreo">{translate('resources.ventas.ticket.mayoreo', { precio: formatMoney(d.precio_lista) })}</div> : null}
                    {/*
                     * Its discount (issue 33) as a note, not in the amounts column: the line's amount is
                     * already what it charged (quantity × price − this), so the column adds up to the total.
                     */}
                    {positivo(d.descuento) ? <div data-testid="ticket-descuento-linea">{translate('resources.ventas.ticket.descuento_linea', { monto: formatMoney(d.descuento) })}</div> : null}
                </Box>
            ))}
            <Separador />
            {/*
             * Informative only: the lines above already charged net of it, so Subtotal (Σ bases) and
             * the taxes still add up to the Total; 'incluido' says it is not one more thing to subtract.
             */}
            {positivo(venta.descuento) ? (
                <Box data-testid="ticket-descuento">
                    <Fila izquierda={translate('resources.ventas.ticket.descuento')} derecha={translate('resources.ventas.ticket.menos', { monto: formatMoney(venta.descuento) })} />
                </Box>
            ) : null}
            {desglose ? <ImpuestosDelTicket desglose={desglose} /> : null}
            <Fila izquierda={translate('resources.ventas.ticket.total')} derecha={formatMoney(venta.total)} fuerte />
            <Box sx={{ mt: 0.5 }}>{translate('resources.ventas.ticket.pagos')}:</Box>
            {venta.pagos.map((p) => (
                <Fila key={p.id} izquierda={p.metodo_pago} derecha={formatMoney(p.monto)} />
            ))}
            <Fila izquierda={translate('resources.ventas.ticket.cambio')} derecha={formatMoney(venta.cambio)} fuerte />
            <DevolucionesDelTicket venta={venta} />
            {/* The customer's account right after this sale (issue 34): a reprint prints the same, whatever came after. */}
            {venta.cuenta && (venta.cuenta.saldo !== null || venta.cuenta.puntos !== null) ? (
                <Box data-testid="ticket-cuenta" sx={{ mt: 0.5 }}>
                    {venta.cuenta.saldo !== null && <Fila izquierda={translate('resources.ventas.ticket.saldo_cuenta')} derecha={formatMoney(venta.cuenta.saldo)} />}
                    {venta.cuenta.puntos !== null && <Fila izquierda={translate('resources.ventas.ticket.puntos')} derecha={formatCantidad(venta.cuenta.puntos)} />}
                </Box>
            ) : null}
            <Separador />
            {/* What the customer saved against list prices, tiers included (the API's `ahorro`). */}
            {positivo(venta.ahorro) ? (
                <Box data-testid="ticket-ahorro" sx={{ textAlign: 'center', fontWeight: 700, mb: 0.5 }}>
                    {translate('resources.ventas.ticket.ahorro', { monto: formatMoney(venta.ahorro) })}
                </Box>
            ) : null}
            <Box>{translate('resources.ventas.ticket.vendedor', { usuario: venta.vendedor || venta.usuario })}</Box>
            {/* Above the closing words and the shop's own footer, which stays the paper's last text. */}
            <Box data-testid="ticket-no-fiscal" sx={{ textAlign: 'center', mt: 1 }}>
                {translate('resources.ventas.ticket.no_fiscal')}
            </Box>
            <Box sx={{ textAlign: 'center', mt: 1 }}>{translate('resources.ventas.ticket.gracias')}</Box>
            <TextoDeLaTienda texto={ajustes?.pie_ticket} testId="ticket-pie" />
        </Hoja>
    );
};
