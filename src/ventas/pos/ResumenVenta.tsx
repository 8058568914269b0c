import PaymentIcon from '@mui/icons-material/Payment';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { Box, Button, Chip, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConPermiso, usePuede } from '../../common/ConPermiso';
import { useTelefono } from '../../layout/anchos';
import { totalCarrito } from './carrito';
import { type CarritoStore, CifraCarrito, estaVacio, totalEnPesos, unidadesALaVista, useCarrito } from './carritoStore';
import { ATAJOS_DE_LINEA } from './DialogosDeLinea';
import { PagoDialog } from './PagoDialog';
import { ATAJOS } from './useAtajos';
import './textos';

/**
 * The till's keys, shown where a keyboard is likely: a phone has no F-keys, and there the chips
 * only pushed the pay button's card further down. The discount keys only to whoever may discount.
 */
export const AtajosDeTeclado = memo(() => {
    const translate = useTranslate();
    const telefono = useTelefono();
    const descuenta = usePuede('descontar', 'pos') === true;
    if (telefono) return null;
    const atajos: [string, string][] = [
        ...Object.entries(ATAJOS),
        ...Object.entries(ATAJOS_DE_LINEA).filter(([k]) => descuenta || !k.startsWith('descuento')),
    ];
    return (
        <Box aria-label={translate('resources.pos.atajos')} role="note" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {atajos.map(([k, tecla]) => (
                <Chip key={k} size="small" variant="outlined" label={`${tecla} ${translate(`resources.pos.atajo.${k}`)}`} />
            ))}
        </Box>
    );
});

/**
 * The sale's total and the buttons that depend on the cart. The figures are text nodes that
 * follow the store (CifraCarrito); the buttons themselves render again only when the cart turns
 * empty or stops being so.
 */
export const ResumenVenta = memo(
    ({ store, hayCliente, onPagar, onCancelar }: { store: CarritoStore; hayCliente: boolean; onPagar: () => void; onCancelar: () => void }) => {
        const translate = useTranslate();
        const vacio = useCarrito(store, estaVacio);
        return (
            <>
                {/* A live region: a screen reader says the new total after each scan, as a till's display shows it. */}
                <Typography variant="h4" component="p" data-testid="total-venta" aria-live="polite" aria-atomic="true">
                    {translate('resources.pos.carrito.total')}:{' '}
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        <CifraCarrito store={store} cifra={totalEnPesos} />
                    </Box>
                </Typography>
                <ConPermiso accion="create" resource="pos">
                    <Button variant="contained" size="large" startIcon={<PaymentIcon />} disabled={vacio} onClick={onPagar} sx={{ whiteSpace: 'nowrap' }}>
                        {translate('resources.pos.pagar')} (<CifraCarrito store={store} cifra={unidadesALaVista} />)
                    </Button>
                </ConPermiso>
                <Button color="error" startIcon={<RemoveShoppingCartIcon />} disabled={vacio && !hayCliente} onClick={onCancelar}>
                    {translate('resources.pos.cancelar.boton')}
                </Button>
            </>
        );
    },
);

/**
 * The payment modal follows the cart while it is open (a lookup still in flight when F9 opened it
 * adds its line there too); closed, it keeps the last total it showed (for its closing fade) and
 * scans do not render it. The total is the sale's after every discount, as the checkout charges.
 */
export const PagoDeLaVenta = ({ store, open, ...props }: { store: CarritoStore } & Omit<Parameters<typeof PagoDialog>[0], 'total'>) => {
    const vivo = useCarrito(store, (c, d) => (open ? totalCarrito(c, d) : null));
    // State from the previous render, kept the way React documents it (set while rendering; React
    // re-renders at once, before the screen shows the stale value), not a ref written mid-render.
    const [mostrado, setMostrado] = useState(0);
    if (vivo !== null && vivo !== mostrado) setMostrado(vivo);
    return <PagoDialog open={open} total={vivo ?? mostrado} {...props} />;
};
