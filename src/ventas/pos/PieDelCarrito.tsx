import { TableCell, TableFooter, TableRow, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { Descuento } from '../../../contracts/calculo';
import { fromCents } from '../../../contracts/money';
import { formatMoney } from '../../common/money';
import { type Carrito, subtotalCarrito, totalCarrito } from './carrito';
import { type CarritoStore, CifraCarrito, totalEnPesos, useCarrito } from './carritoStore';
import './textos';

const dinero = (cents: number) => formatMoney(fromCents(cents));
const subtotalEnPesos = (c: Carrito) => dinero(subtotalCarrito(c));
/** What the sale's discount takes off, as the checkout spreads it over the lines (preciarLineas). */
const descuentoEnPesos = (c: Carrito, d: Descuento | null) => `−${dinero(subtotalCarrito(c) - totalCarrito(c, d))}`;
const descuentoDeVenta = (_: Carrito, d: Descuento | null) => d;

/**
 * The cart's totals: with a discount on the sale (issue 33 item 4), the lines' subtotal and the
 * discount above the total, which is what the checkout charges to the cent; without one, the
 * total alone, as before.
 */
export const PieDelCarrito = memo(({ store, telefono }: { store: CarritoStore; telefono: boolean }) => {
    const translate = useTranslate();
    const descuento = useCarrito(store, descuentoDeVenta);
    const columnas = telefono ? 2 : 3;
    return (
        <TableFooter>
            {descuento && (
                <>
                    <TableRow>
                        <TableCell colSpan={columnas} align="right">
                            {translate('resources.pos.carrito.subtotal')}
                        </TableCell>
                        <TableCell align="right" data-testid="subtotal-carrito">
                            <CifraCarrito store={store} cifra={subtotalEnPesos} />
                        </TableCell>
                        <TableCell />
                    </TableRow>
                    <TableRow>
                        <TableCell colSpan={columnas} align="right">
                            {descuento.tipo === 'porcentaje'
                                ? translate('resources.pos.carrito.descuento_venta_porcentaje', { porcentaje: String(descuento.valor) })
                                : translate('resources.pos.carrito.descuento_venta_monto')}
                        </TableCell>
                        <TableCell align="right" data-testid="descuento-venta">
                            <CifraCarrito store={store} cifra={descuentoEnPesos} />
                        </TableCell>
                        <TableCell />
                    </TableRow>
                </>
            )}
            <TableRow>
                <TableCell colSpan={columnas} align="right">
                    <Typography variant="h6" component="span">
                        {translate('resources.pos.carrito.total')}
                    </Typography>
                </TableCell>
                <TableCell align="right" data-testid="total-carrito">
                    <Typography variant="h6" component="span">
                        <CifraCarrito store={store} cifra={totalEnPesos} />
                    </Typography>
                </TableCell>
                <TableCell />
            </TableRow>
        </TableFooter>
    );
});
