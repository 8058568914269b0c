import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { cancelacionInput, type VentaDetalle } from '../../../contracts/ventas';
import { CampoTexto } from '../../common/CampoTexto';
import { AccionDialog } from '../../common/FormDialog';
import { formatMoney } from '../../common/money';
import { MUESTRAN, refrescar } from '../../common/refrescar';
import { useDatos } from '../../dataProvider';
import './textos';

/** The form starts blank; kept stable (a new object resets the form). */
const VACIO = { motivo: '' };

/**
 * Beyond the spec: voiding a Completada sale, at /ventas/:id/cancelar over its detail. It says what
 * the void undoes and asks the reason (required: the contract's message under the field); the
 * server's refusal (a return or a close since, a 403) shows as 'Error al cancelar la venta: …'. Once
 * voided, whatever shows the sale, its stock, the ledger or the cash session is read again.
 */
export const CancelarVentaDialog = ({ venta, open, onClose }: { venta: VentaDetalle; open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const dataProvider = useDatos();
    return (
        <AccionDialog
            permiso={{ accion: 'cancelar', resource: 'ventas' }}
            open={open}
            onClose={onClose}
            record={VACIO}
            title={translate('resources.ventas.cancelar.title', { id: venta.id })}
            schema={cancelacionInput}
            guardar={(values) => dataProvider.cancelarVenta(venta.id, cancelacionInput.parse(values))}
            submitLabel="resources.ventas.cancelar.submit"
            errorPrefix="resources.ventas.cancelar.error"
            exito="resources.ventas.cancelar.success"
            exitoArgs={() => ({ id: venta.id })}
            despues={() => refrescar(queryClient, [...MUESTRAN.ventas, ...MUESTRAN.stock, ...MUESTRAN.libro, ...MUESTRAN.cuentas, 'caja'])}
        >
            <Stack spacing={2}>
                <Typography>{translate('resources.ventas.cancelar.confirm', { id: venta.id, total: formatMoney(venta.total) })}</Typography>
                <CampoTexto source="motivo" required label={translate('resources.ventas.cancelar.motivo')} multiline minRows={2} autoFocus />
            </Stack>
        </AccionDialog>
    );
};
