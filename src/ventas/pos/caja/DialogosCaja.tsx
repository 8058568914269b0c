import { Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { aperturaInput, CAJA_POR_DEFECTO, movimientoCajaInput, type SesionConLectura, type TipoMovimientoCaja } from '../../../../contracts/caja';
import { fromCents } from '../../../../contracts/money';
import { LecturaImprimible } from '../../../caja/LecturaImprimible';
import { MUESTRAN, refrescar } from '../../../common/refrescar';
import { useDatos } from '../../../dataProvider';
import { failureText } from '../../../forbidden';
import type { DialogoCaja } from './CajaDelPos';
import { CerrarCajaDialog } from './CerrarCajaDialog';
import { DialogoCajaBase, erroresPorCampo } from './DialogoCajaBase';
import { useCajaActual } from './useCajaActual';
import '../../../caja/textos';

type Texto = (key: string, args?: Record<string, unknown>) => string;
const useT = (): Texto => {
    const translate = useTranslate();
    return (key, args) => translate(`resources.caja.pos.${key}`, args);
};

/** Sends once, keeps the refusal in Spanish ('Error: …'), and says when it is on its way. */
const useEnvio = () => {
    const t = useT();
    const translate = useTranslate();
    const [enviando, setEnviando] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const enviar = async (paso: () => Promise<void>) => {
        setEnviando(true);
        setError(null);
        try {
            await paso();
        } catch (e) {
            setError(t('error', { message: failureText(e, translate('ra.notification.http_error')) }));
        } finally {
            setEnviando(false);
        }
    };
    return { enviando, error, enviar };
};

const campoDinero = { htmlInput: { inputMode: 'decimal' as const }, inputLabel: { shrink: true } };

/** 'Abrir Caja': the opening float (the es-MX reading of contracts/numero.ts, as the API's) and the drawer's name. */
const AbrirCajaDialog = ({ onCerrar }: { onCerrar: () => void }) => {
    const t = useT();
    const notify = useNotify();
    const dataProvider = useDatos();
    const queryClient = useQueryClient();
    const [fondo, setFondo] = useState('');
    const [caja, setCaja] = useState(CAJA_POR_DEFECTO);
    const [errores, setErrores] = useState<Record<string, string>>({});
    const { enviando, error, enviar } = useEnvio();
    const abrir = () => {
        const leido = aperturaInput.safeParse({ fondo_inicial: fondo, caja });
        setErrores(leido.success ? {} : erroresPorCampo(leido.error.issues));
        if (!leido.success) return;
        void enviar(async () => {
            const sesion = await dataProvider.abrirCaja({ fondo_inicial: fromCents(leido.data.fondo_inicial), caja: leido.data.caja });
            await refrescar(queryClient, ['caja']);
            notify(t('abierta', { caja: sesion.caja }), { type: 'success' });
            onCerrar();
        });
    };
    return (
        <DialogoCajaBase titulo={t('abrir')} onCerrar={onCerrar} onEnviar={abrir} enviando={enviando} error={error}>
            <Stack spacing={2} sx={{ pt: 1 }}>
                <TextField
                    autoFocus
                    required
                    autoComplete="off"
                    label={t('fondo')}
                    value={fondo}
                    onChange={(e) => setFondo(e.target.value)}
                    error={Boolean(errores.fondo_inicial)}
                    helperText={errores.fondo_inicial}
                    slotProps={campoDinero}
                />
                <TextField label={t('nombre')} value={caja} onChange={(e) => setCaja(e.target.value)} error={Boolean(errores.caja)} helperText={errores.caja} autoComplete="off" />
            </Stack>
        </DialogoCajaBase>
    );
};

/** 'Entrada de Efectivo' / 'Salida de Efectivo': amount, reason and, for a salida, 'Es un gasto' (an egreso in the ledger). */
const MovimientoCajaDialog = ({ tipo, sesion, onCerrar }: { tipo: TipoMovimientoCaja; sesion: SesionConLectura; onCerrar: () => void }) => {
    const t = useT();
    const notify = useNotify();
    const dataProvider = useDatos();
    const queryClient = useQueryClient();
    const [monto, setMonto] = useState('');
    const [motivo, setMotivo] = useState('');
    const [gasto, setGasto] = useState(false);
    const [errores, setErrores] = useState<Record<string, string>>({});
    const { enviando, error, enviar } = useEnvio();
    const guardar = () => {
        const leido = movimientoCajaInput.safeParse({ tipo, monto, motivo, gasto: tipo === 'salida' && gasto });
        setErrores(leido.success ? {} : erroresPorCampo(leido.error.issues));
        if (!leido.success) return;
        const m = leido.data;
        void enviar(async () => {
            await dataProvider.movimientoCaja(sesion.id, { tipo: m.tipo, monto: fromCents(m.monto), motivo: m.motivo, gasto: m.gasto });
            await refrescar(queryClient, ['caja', ...(m.gasto ? MUESTRAN.libro : [])]);
            notify(t('registrada'), { type: 'success' });
            onCerrar();
        });
    };
    return (
        <DialogoCajaBase titulo={t(tipo)} onCerrar={onCerrar} onEnviar={guardar} enviando={enviando} error={error}>
            <Stack spacing={2} sx={{ pt: 1 }}>
                <TextField
                    autoFocus
                    required
                    autoComplete="off"
                    label={t('monto')}
                    value={monto}
                    onChange={(e) => setMonto(e.target.value)}
                    error={Boolean(errores.monto)}
                    helperText={errores.monto}
                    slotProps={campoDinero}
                />
                <TextField required label={t('motivo')} value={motivo} onChange={(e) => setMotivo(e.target.value)} error={Boolean(errores.motivo)} helperText={errores.motivo} autoComplete="off" />
                {/* A native checkbox: MUI's would split the lists' shared Switch chunk (scripts/assetBudget.ts). */}
                {tipo === 'salida' && (
                    <Typography component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <input type="checkbox" checked={gasto} onChange={(e) => setGasto(e.target.checked)} style={{ width: 18, height: 18 }} />
                        {t('gasto')}
                    </Typography>
                )}
            </Stack>
        </DialogoCajaBase>
    );
};

/** 'Corte X': the open session's reading as of now (read again on opening), shown and printed. */
const CorteXDialog = ({ onCerrar }: { onCerrar: () => void }) => {
    const t = useT();
    const { data: sesion, refetch } = useCajaActual();
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening: the reading as of now.
    useEffect(() => {
        void refetch();
    }, []);
    return (
        <DialogoCajaBase titulo={t('corte_x')} onCerrar={onCerrar} maxWidth="sm">
            {sesion ? <LecturaImprimible sesion={sesion} /> : <Typography>{t('cargando')}</Typography>}
        </DialogoCajaBase>
    );
};

/**
 * The caja dialog the till opened. The session is the one on screen when it opened: closing it
 * refreshes the header behind the Z report, which stays.
 */
export const DialogosCaja = ({ dialogo, sesion, onCerrar }: { dialogo: DialogoCaja; sesion: SesionConLectura | null; onCerrar: () => void }) => {
    const [abierta] = useState(sesion);
    if (dialogo === 'abrir' || !abierta) return <AbrirCajaDialog onCerrar={onCerrar} />;
    if (dialogo === 'x') return <CorteXDialog onCerrar={onCerrar} />;
    if (dialogo === 'cerrar') return <CerrarCajaDialog sesion={abierta} onCerrar={onCerrar} />;
    return <MovimientoCajaDialog tipo={dialogo} sesion={abierta} onCerrar={onCerrar} />;
};
