import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type RaRecord, useTranslate } from 'react-admin';
import { ajusteCuentaInput, type Cuenta } from '../../../../contracts/cuentas';
import { fromCents } from '../../../../contracts/money';
import { leerCantidad } from '../../../../contracts/numero';
import { CampoTexto } from '../../../common/CampoTexto';
import { AccionDialog } from '../../../common/FormDialog';
import { formatMoney } from '../../../common/money';
import { MUESTRAN, refrescar } from '../../../common/refrescar';
import { zodValidator } from '../../../common/zodValidator';
import { useDatos } from '../../../dataProvider';
import './textos';

const NUEVO = { monto: '', puntos: '', motivo: '' };

const texto = (v: unknown) => (v == null ? '' : String(v).trim());

/**
 * The form's values as the contract reads them: a blank box is no adjustment of its kind; points
 * are read the es-MX way of whole units ('-1,500'), and what is no whole number goes as typed, for
 * the contract to refuse with its own message.
 */
const cuerpoDe = (values: Record<string, unknown>) => {
    const monto = texto(values.monto);
    const puntos = texto(values.puntos);
    const leidos = puntos === '' ? null : leerCantidad(puntos);
    return {
        ...(monto === '' ? {} : { monto }),
        ...(leidos === null ? {} : { puntos: leidos.ok ? leidos.valor : puntos }),
        motivo: String(values.motivo ?? ''),
    };
};

const validarContrato = zodValidator(ajusteCuentaInput);
const validar = (values: Record<string, unknown>) => validarContrato(cuerpoDe(values));

/** The body as sent: the amount in the API's own form ('-150.50'), read once by the contract. */
const pedidoDe = (values: Record<string, unknown>) => {
    const ajuste = ajusteCuentaInput.parse(cuerpoDe(values));
    return { ...(ajuste.monto === undefined ? {} : { monto: fromCents(ajuste.monto) }), ...(ajuste.puntos === undefined ? {} : { puntos: ajuste.puntos }), motivo: ajuste.motivo };
};

/**
 * 'Ajustar cuenta' on a customer's statement (issue 34 item 3), at /estado-de-cuenta/{id}/ajuste:
 * a signed amount (positive raises what the customer owes, negative lowers it) and/or signed
 * points, with the reason, checked by the contract before sending; the server's refusals read
 * 'Error: …' (points that would go below zero, a 422 at Puntos too). The route takes no
 * Idempotency-Key. Saved, the account and every screen showing it are read again.
 */
export const AjusteCuentaDialog = ({ cuenta, open, onClose }: { cuenta: Cuenta; open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const t = (clave: string, opciones?: object) => translate(`resources.estado-de-cuenta.ajuste.${clave}`, opciones);
    const queryClient = useQueryClient();
    const dataProvider = useDatos();
    return (
        <AccionDialog
            open={open}
            onClose={onClose}
            record={NUEVO}
            permiso={{ accion: 'ajustar', resource: 'estado-de-cuenta' }}
            title={t('title', { nombre: cuenta.cliente.nombre_completo })}
            validate={validar}
            guardar={(values) => dataProvider.ajustarCuenta(cuenta.cliente.id, pedidoDe(values))}
            submitLabel="resources.estado-de-cuenta.ajuste.submit"
            errorPrefix="resources.estado-de-cuenta.ajuste.error"
            fallbackMessage="resources.estado-de-cuenta.ajuste.fallback"
            exito="resources.estado-de-cuenta.ajuste.exito"
            exitoArgs={(a: RaRecord) => ({ saldo: formatMoney(a.saldo), puntos: a.puntos })}
            despues={() => refrescar(queryClient, MUESTRAN.cuentas)}
        >
            <Stack spacing={2}>
                <Typography color="text.secondary">{t('actual', { saldo: formatMoney(cuenta.saldo), puntos: cuenta.puntos })}</Typography>
                {/* No inputMode: a phone's decimal and numeric pads have no minus sign, and these take one. */}
                <CampoTexto source="monto" autoFocus label={t('monto')} helperText={t('monto_ayuda')} />
                <CampoTexto source="puntos" label={t('puntos')} helperText={t('puntos_ayuda')} />
                <CampoTexto source="motivo" required label={t('motivo')} multiline minRows={2} />
            </Stack>
        </AccionDialog>
    );
};
