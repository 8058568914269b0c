import PrintIcon from '@mui/icons-material/Print';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CheckoutRespuesta } from '../../../contracts/ventas';
import { formatMoney } from '../../common/money';
import { formatCantidad } from '../../common/cantidad';
import './textos';

const textoDeCuenta = (translate: ReturnType<typeof useTranslate>, c: NonNullable<CheckoutRespuesta['cuenta']>) =>
    [
        c.saldo !== '0.00' && translate('resources.pos.exito.saldo', { saldo: formatMoney(c.saldo) }),
        c.puntos_ganados > 0
            ? translate('resources.pos.exito.puntos_ganados', { puntos: formatCantidad(c.puntos), ganados: formatCantidad(c.puntos_ganados) })
            : c.puntos !== 0 && translate('resources.pos.exito.puntos', { puntos: formatCantidad(c.puntos) }),
    ]
        .filter(Boolean)
        .join(' · ');

/** Spec §4 after a successful sale: what was charged and the change to hand back, the customer's account after it, and the ticket. */
export const VentaExitosa = ({ venta, onCerrar }: { venta: CheckoutRespuesta; onCerrar: () => void }) => {
    const translate = useTranslate();
    return (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="venta-exitosa">
            <AlertTitle>{translate('resources.pos.exito.title', { id: venta.id })}</AlertTitle>
            <Typography variant="h6" component="p">{translate('resources.pos.exito.total', { total: formatMoney(venta.total) })}</Typography>
            <Typography variant="h6" component="p">{translate('resources.pos.exito.cambio', { cambio: formatMoney(venta.cambio) })}</Typography>
            {/* What the sale left on the customer's account (issue 34), from the checkout's answer (no read more); a balance or points of 0 are no news. */}
            {venta.cuenta && <Typography component="p" data-testid="venta-cuenta">{textoDeCuenta(translate, venta.cuenta)}</Typography>}
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button variant="contained" startIcon={<PrintIcon />} component={Link} to={`/ventas/${venta.id}/ticket`}>
                    {translate('resources.pos.exito.imprimir')}
                </Button>
                <Button onClick={onCerrar}>{translate('resources.pos.exito.cerrar')}</Button>
            </Stack>
        </Alert>
    );
};
