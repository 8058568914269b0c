import { Box, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import { sumar } from '../../../contracts/calculo';
import { fromCents, toCents } from '../../../contracts/money';
import type { NotaCredito, VentaDetalle } from '../../../contracts/ventas';
import { formatStock } from '../../common/cantidadConUnidad';
import { formatMoney } from '../../common/money';
import { useFormatoFecha } from '../../sesion';
import { useEmpresa } from '../../configuracion/useEmpresa';
import { DatosFiscales, Fila, Hoja, Separador, TextoDeLaTienda } from './partes';
import type { Ancho } from './ticketPrint';
import './textos';

const menos = (monto: string) => formatMoney(fromCents(-(toCents(monto) ?? 0)));

/**
 * A credit note's lines: the product by id, name and SKU (two variants of one product differ by it),
 * the quantity with the unit of the sale's line of that product ('0.250 kg'; a note's line has none
 * of its own) and the refund.
 */
const LineasDeNota = ({ venta, nota, negativas }: { venta: VentaDetalle; nota: NotaCredito; negativas?: boolean }) => {
    const translate = useTranslate();
    const unidades = new Map(venta.detalles.map((d) => [d.producto.id, d.unidad]));
    return nota.detalles.map((d) => (
        <Box key={d.producto_id} sx={{ mb: 0.5 }} data-testid="nota-linea">
            <div>{translate('resources.ventas.ticket.nota_producto', { id: d.producto_id, nombre: d.nombre, sku: d.sku })}</div>
            <Fila
                izquierda={translate('resources.ventas.ticket.nota_cantidad', { cantidad: formatStock(d.cantidad, unidades.get(d.producto_id)) })}
                derecha={negativas ? menos(d.monto_devuelto) : formatMoney(d.monto_devuelto)}
            />
        </Box>
    ));
};

interface Props {
    venta: VentaDetalle;
    nota: NotaCredito;
    empresa: string;
    ancho: Ancho;
    ref?: Ref<HTMLElement>;
}

/**
 * A credit note on receipt paper, for the customer: shop, its fiscal data and its header, note
 * and sale numbers, date, customer, reason, lines, the refund, that it is no CFDI (as the
 * ticket), and the shop's footer.
 */
export const NotaCreditoTicket = ({ venta, nota, empresa, ancho, ref }: Props) => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    const { data: ajustes } = useEmpresa();
    const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ventas.ticket.${key}`, args);
    return (
        <Hoja ancho={ancho} titulo={t('nota', { id: nota.id })} ref={ref}>
            <Typography component="h2" sx={{ font: 'inherit', fontWeight: 700, fontSize: '1.2em', textAlign: 'center' }}>
                {empresa}
            </Typography>
            <DatosFiscales empresa={ajustes} nombre={empresa} />
            <TextoDeLaTienda texto={ajustes?.encabezado_ticket} testId="ticket-encabezado" />
            <Box sx={{ textAlign: 'center', fontWeight: 700 }}>{t('nota', { id: nota.id })}</Box>
            <Box>{t('venta', { id: venta.id })}</Box>
            <Box>{t('fecha', { fecha: fechaHora(nota.fecha) })}</Box>
            <Box>{t('cliente', { cliente: venta.cliente?.nombre_completo ?? t('consumidor_final') })}</Box>
            {nota.motivo && <Box>{t('nota_motivo', { motivo: nota.motivo })}</Box>}
            <Separador />
            <LineasDeNota venta={venta} nota={nota} />
            <Separador />
            <Fila izquierda={t('total_reembolsado')} derecha={formatMoney(nota.total_devuelto)} fuerte />
            <Box data-testid="ticket-no-fiscal" sx={{ textAlign: 'center', mt: 1 }}>
                {t('nota_no_fiscal')}
            </Box>
            <TextoDeLaTienda texto={ajustes?.pie_ticket} testId="ticket-pie" />
        </Hoja>
    );
};

/**
 * Under a reprinted ticket's lines, what came back since: each credit note with its lines (as
 * amounts taken off), what was refunded in all and the net the customer kept paying. Nothing for
 * a sale without returns.
 */
export const DevolucionesDelTicket = ({ venta }: { venta: VentaDetalle }) => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ventas.ticket.${key}`, args);
    if (venta.notas_credito.length === 0) return null;
    const devuelto = sumar(venta.notas_credito.map((n) => toCents(n.total_devuelto) ?? 0));
    const neto = sumar([toCents(venta.total) ?? 0, -devuelto]);
    return (
        <Box data-testid="ticket-devoluciones">
            <Separador />
            <Box sx={{ fontWeight: 700 }}>{t('devoluciones')}</Box>
            {venta.notas_credito.map((nota) => (
                <Box key={nota.id} sx={{ mt: 0.5 }}>
                    <div>{t('nota_fecha', { id: nota.id, fecha: fechaHora(nota.fecha) })}</div>
                    <LineasDeNota venta={venta} nota={nota} negativas />
                </Box>
            ))}
            <Fila izquierda={t('total_devuelto')} derecha={formatMoney(fromCents(-devuelto))} />
            <Fila izquierda={t('neto')} derecha={formatMoney(fromCents(neto))} fuerte />
        </Box>
    );
};
