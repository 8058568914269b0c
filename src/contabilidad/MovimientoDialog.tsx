import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type Movimiento, movimientoInput, type TipoMovimiento } from '../../contracts/contabilidad';
import { failureText } from '../forbidden';
import type { MovimientoForm } from './useLibroMayor';

interface Valores {
    tipo: TipoMovimiento;
    monto: string;
    concepto: string;
    categoria: string;
    descripcion: string;
}

/** Spec §9: a new movement is an egreso. */
const VACIO: Valores = { tipo: 'egreso', monto: '', concepto: '', categoria: '', descripcion: '' };

const valoresDe = (m: Movimiento | null): Valores =>
    m ? { tipo: m.tipo, monto: m.monto, concepto: m.concepto, categoria: m.categoria ?? '', descripcion: m.descripcion ?? '' } : VACIO;

/** Spec §5: monto is read as a decimal and an unreadable value becomes 0 (which the contract then refuses). */
const aEnviar = (v: Valores): MovimientoForm => {
    const monto = Number.parseFloat(v.monto);
    return { tipo: v.tipo, monto: Number.isFinite(monto) ? monto : 0, concepto: v.concepto, categoria: v.categoria, descripcion: v.descripcion };
};

interface Props {
    /** Open for a new movement (`'nuevo'`), for editing one, or closed (null). */
    abierto: 'nuevo' | Movimiento | null;
    onClose: () => void;
    onGuardar: (valores: MovimientoForm, anterior: Movimiento | null) => Promise<unknown>;
}

/**
 * Spec §2 'Crear/Editar Movimiento Contable': Tipo (Egreso by default), Monto (step 0.01), Concepto,
 * Categoría, 'Descripción (Opcional)'; Cancelar and Guardar ('Guardando...'). The contract's own
 * schema checks monto and concepto before sending (its Spanish texts under the fields); the
 * server's refusals (a 422 too) read 'Error: {message}'.
 */
export const MovimientoDialog = ({ abierto, onClose, onGuardar }: Props) => {
    const translate = useTranslate();
    const titleId = useId();
    const anterior = abierto === 'nuevo' ? null : abierto;
    const [valores, setValores] = useState<Valores>(VACIO);
    const [errores, setErrores] = useState<Partial<Record<keyof Valores, string>>>({});
    const [error, setError] = useState<string | null>(null);
    const [guardando, setGuardando] = useState(false);

    useEffect(() => {
        if (abierto === null) return;
        setValores(valoresDe(abierto === 'nuevo' ? null : abierto));
        setErrores({});
        setError(null);
    }, [abierto]);

    const campo = (nombre: keyof Valores) => ({
        value: valores[nombre],
        onChange: (e: { target: { value: string } }) => setValores((v) => ({ ...v, [nombre]: e.target.value })),
        error: Boolean(errores[nombre]),
        helperText: errores[nombre],
    });

    const guardar = async (e: FormEvent) => {
        e.preventDefault();
        const datos = aEnviar(valores);
        const revisado = movimientoInput.safeParse(datos);
        if (!revisado.success) {
            const porCampo: Partial<Record<keyof Valores, string>> = {};
            for (const issue of revisado.error.issues) {
                const nombre = issue.path[0] as keyof Valores;
                porCampo[nombre] ??= issue.message;
            }
            setErrores(porCampo);
            return;
        }
        setErrores({});
        setError(null);
        setGuardando(true);
        try {
            await onGuardar(datos, anterior);
            onClose();
        } catch (err) {
            const fieldErrors = (err as { body?: { errors?: Record<string, string> } })?.body?.errors;
            if (fieldErrors) setErrores(fieldErrors as Partial<Record<keyof Valores, string>>);
            setError(translate('app.contabilidad.error', { message: failureText(err, String((err as Error)?.message ?? '')) }));
        } finally {
            setGuardando(false);
        }
    };

    return (
        <Dialog open={abierto !== null} onClose={guardando ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <form onSubmit={guardar} noValidate>
                <DialogTitle id={titleId}>{translate('app.contabilidad.dialog.title')}</DialogTitle>
                <DialogContent>
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        {error && <Alert severity="error">{error}</Alert>}
                        <TextField select label={translate('app.contabilidad.dialog.tipo')} {...campo('tipo')}>
                            <MenuItem value="egreso">{translate('app.contabilidad.tipos.egreso')}</MenuItem>
                            <MenuItem value="ingreso">{translate('app.contabilidad.tipos.ingreso')}</MenuItem>
                        </TextField>
                        <TextField
                            type="number"
                            required
                            label={translate('app.contabilidad.dialog.monto')}
                            slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
                            {...campo('monto')}
                        />
                        <TextField required label={translate('app.contabilidad.dialog.concepto')} {...campo('concepto')} />
                        <TextField label={translate('app.contabilidad.dialog.categoria')} {...campo('categoria')} />
                        <TextField multiline minRows={2} label={translate('app.contabilidad.dialog.descripcion')} {...campo('descripcion')} />
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose} disabled={guardando}>
                        {translate('app.contabilidad.dialog.cancelar')}
                    </Button>
                    <Button type="submit" variant="contained" disabled={guardando}>
                        {translate(guardando ? 'app.contabilidad.dialog.guardando' : 'app.contabilidad.dialog.guardar')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
