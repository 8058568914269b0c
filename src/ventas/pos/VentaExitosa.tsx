import PrintIcon from '@mui/icons-material/Print';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CheckoutRespuesta } from '../../../contracts/ventas';
import { formatMoney } from '../../common/money';
import './textos';

/** Spec §4 after a successful sale: what was charged and the change to hand back, and the ticket. */
export const VentaExitosa = ({ venta, onCerrar }: { venta: CheckoutRespuesta; onCerrar: () => void }) => {
    const translate = useTranslate();
    return (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="venta-exitosa">
            <AlertTitle>{translate('resources.pos.exito.title', { id: venta.id })}</AlertTitle>
            <Typography variant="h6" component="p">{translate('resources.pos.exito.total', { total: formatMoney(venta.total) })}</Typography>
            <Typography variant="h6" component="p">{translate('resources.pos.exito.cambio', { cambio: formatMoney(venta.cambio) })}</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button variant="contained" startIcon={<PrintIcon />} component={Link} to={`/ventas/${venta.id}/ticket`}>
                    {translate('resources.pos.exito.imprimir')}
                </Button>
                <Button onClick={onCerrar}>{translate('resources.pos.exito.cerrar')}</Button>
            </Stack>
        </Alert>
    );
};
