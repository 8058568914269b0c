import { Box, Divider, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { VentaDetalle } from '../../../contracts/ventas';
import { formatMoney } from '../../common/money';
import { ANCHOS, type Ancho, CLASE_TICKET } from './ticketPrint';
import { formatCantidad } from '../../common/cantidad';

const Fila = ({ izquierda, derecha, fuerte }: { izquierda: string; derecha: string; fuerte?: boolean }) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: fuerte ? 700 : 400 }}>
        <span>{izquierda}</span>
        <span style={{ whiteSpace: 'nowrap' }}>{derecha}</span>
    </Box>
);

interface Props {
    venta: VentaDetalle;
    empresa: string;
    /** The sale's date already in the shop's time zone. */
    fecha: string;
    ancho: Ancho;
    ref?: Ref<HTMLElement>;
}

/** The receipt itself, beyond the spec: shop, sale number, date, lines, total, payments, change, seller. */
export const Ticket = ({ venta, empresa, fecha, ancho, ref }: Props) => {
    const translate = useTranslate();
    return (
        <Box
            component="article"
            ref={ref}
            className={CLASE_TICKET}
            aria-label={translate('resources.ventas.ticket.title', { id: venta.id })}
            data-ancho={ancho}
            sx={{
                // The printed geometry on screen too (the page's length is measured here): the
                // preview's frame is an outline, which takes no room.
                width: ANCHOS[ancho].contenido,
                bgcolor: '#fff',
                color: '#000',
                py: '2mm',
                m: '3mm',
                outline: '1px dashed #999',
                outlineOffset: '3mm',
                fontFamily: 'monospace',
                fontSize: ancho === '58' ? '9pt' : '10pt',
                lineHeight: 1.3,
            }}
        >
            <Typography component="h2" sx={{ font: 'inherit', fontWeight: 700, fontSize: '1.2em', textAlign: 'center' }}>
                {empresa}
            </Typography>
            <Box sx={{ textAlign: 'center' }}>{translate('resources.ventas.ticket.venta', { id: venta.id })}</Box>
            <Box>{translate('resources.ventas.ticket.fecha', { fecha })}</Box>
            <Box>{translate('resources.ventas.ticket.cliente', { cliente: venta.cliente?.nombre_completo ?? translate('resources.ventas.ticket.consumidor_final') })}</Box>
            <Divider sx={{ my: 1, borderStyle: 'dashed', borderColor: '#000' }} />
            {venta.detalles.map((d) => (
                <Box key={d.id} sx={{ mb: 0.5 }} data-testid="ticket-linea">
                    <div>{translate('resources.ventas.ticket.producto', { nombre: d.producto.plantilla.nombre, sku: d.producto.sku })}</div>
                    <Fila izquierda={translate('resources.ventas.ticket.linea', { cantidad: formatCantidad(d.cantidad), precio: formatMoney(d.precio_unitario) })} derecha={formatMoney(d.subtotal)} />
                </Box>
            ))}
            <Divider sx={{ my: 1, borderStyle: 'dashed', borderColor: '#000' }} />
            <Fila izquierda={translate('resources.ventas.ticket.total')} derecha={formatMoney(venta.total)} fuerte />
            <Box sx={{ mt: 0.5 }}>{translate('resources.ventas.ticket.pagos')}:</Box>
            {venta.pagos.map((p) => (
                <Fila key={p.id} izquierda={p.metodo_pago} derecha={formatMoney(p.monto)} />
            ))}
            <Fila izquierda={translate('resources.ventas.ticket.cambio')} derecha={formatMoney(venta.cambio)} fuerte />
            <Divider sx={{ my: 1, borderStyle: 'dashed', borderColor: '#000' }} />
            <Box>{translate('resources.ventas.ticket.vendedor', { usuario: venta.vendedor || venta.usuario })}</Box>
            <Box sx={{ textAlign: 'center', mt: 1 }}>{translate('resources.ventas.ticket.gracias')}</Box>
        </Box>
    );
};
