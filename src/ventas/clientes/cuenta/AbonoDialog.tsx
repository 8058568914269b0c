import { MenuItem, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { abonoInput, type Cuenta, METODOS_DE_ABONO } from '../../../../contracts/cuentas';
import { CampoTexto } from '../../../common/CampoTexto';
import { AccionDialog } from '../../../common/FormDialog';
import { formatMoney } from '../../../common/money';
import { MUESTRAN, refrescar } from '../../../common/refrescar';
import { useDatos } from '../../../dataProvider';
import { nuevaClave } from '../../pos/claveIdempotencia';
import './textos';

const NUEVO = { monto: '', metodo_pago: 'Efectivo', referencia: '' };

/** What an abono changes on other screens: the account and the aging report, the ledger, the cash session (a cash abono), the customers. */
const CAMBIA = [...MUESTRAN.cuentas, 'caja', ...MUESTRAN.libro];

const texto = (v: unknown) => (v == null ? '' : String(v).trim());

/**
 * 'Registrar abono' on a customer's statement (issue 34 item 4), at /estado-de-cuenta/{id}/abono:
 * amount, method (never credit or points) and an optional reference, checked by the contract
 * before sending; the server's refusals read 'Error: …' (past the balance, the 422 'El abono
 * excede el saldo de $X.' under Monto too). One Idempotency-Key per opening, kept across its
 * retries, so a retry after a lost answer never takes a second abono. Saved, the receipt opens.
 */
export const AbonoDialog = ({ cuenta, open, onClose }: { cuenta: Cuenta; open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const dataProvider = useDatos();
    const navigate = useNavigate();
    const clave = useRef<string | null>(null);
    if (!open) clave.current = null;
    return (
        <AccionDialog
            open={open}
            onClose={onClose}
            record={NUEVO}
            permiso={{ accion: 'abonar', resource: 'estado-de-cuenta' }}
            title={translate('resources.estado-de-cuenta.abono.title', { nombre: cuenta.cliente.nombre_completo })}
            schema={abonoInput}
            guardar={(values) => {
                clave.current ??= nuevaClave();
                const referencia = texto(values.referencia);
                return dataProvider.abonar(cuenta.cliente.id, { monto: texto(values.monto), metodo_pago: values.metodo_pago as (typeof METODOS_DE_ABONO)[number], referencia: referencia || null }, clave.current);
            }}
            submitLabel="resources.estado-de-cuenta.abono.submit"
            errorPrefix="resources.estado-de-cuenta.abono.error"
            fallbackMessage="resources.estado-de-cuenta.abono.fallback"
            exito="resources.estado-de-cuenta.abono.exito"
            exitoArgs={(a: RaRecord) => ({ monto: formatMoney(a.monto), saldo: formatMoney(a.saldo) })}
            despues={() => refrescar(queryClient, CAMBIA)}
            onSaved={(a) => navigate(`/recibo-de-abono/${a.id}`)}
        >
            <Stack spacing={2}>
                <Typography color="text.secondary">{translate('resources.estado-de-cuenta.abono.saldo', { saldo: formatMoney(cuenta.saldo) })}</Typography>
                <CampoTexto source="monto" required autoFocus label={translate('resources.estado-de-cuenta.abono.monto')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                <CampoTexto source="metodo_pago" select label={translate('resources.estado-de-cuenta.abono.metodo')}>
                    {METODOS_DE_ABONO.map((m) => (
                        <MenuItem key={m} value={m}>
                            {m}
                        </MenuItem>
                    ))}
                </CampoTexto>
                <CampoTexto source="referencia" label={translate('resources.estado-de-cuenta.abono.referencia')} />
            </Stack>
        </AccionDialog>
    );
};
