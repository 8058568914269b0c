import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { AJUSTE_MENSAJES, ajusteInput, type InventarioFila, TIPOS_AJUSTE_TODOS, type TipoAjuste } from '../../../contracts/inventario';
import { errorMessage } from '../../common/errorMessage';
import { refusalOr } from '../../forbidden';
import { MUESTRAN, refrescar } from '../../common/refrescar';
import { ajustarStock } from './api';
import { formatCantidad } from '../../common/cantidad';

interface AjusteDialogProps {
    variante: InventarioFila | null;
    onClose: () => void;
}

/** The first refusal of the contract (spec §5 messages), checked before anything is sent. */
const primerError = (data: Record<string, unknown>): string | null => {
    const parsed = ajusteInput.safeParse(data);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? AJUSTE_MENSAJES.fallback);
};

/**
 * Spec §2/§5 stock adjustment: a type among the seven, a signed whole quantity whose sign must
 * agree with the type, and a reason. The server's refusal (e.g. not enough stock) shows as
 * 'Error: {message}'; on success the inventory (list, value, history) is fetched again.
 */
export const AjusteDialog = ({ variante, onClose }: AjusteDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const logoutIfAccessDenied = useLogoutIfAccessDenied();
    const titleId = useId();
    const [tipo, setTipo] = useState<TipoAjuste>('ENTRADA_MANUAL');
    const [cantidad, setCantidad] = useState('');
    const [motivo, setMotivo] = useState('');
    const [error, setError] = useState<string | null>(null);

    const reset = () => {
        setTipo('ENTRADA_MANUAL');
        setCantidad('');
        setMotivo('');
        setError(null);
    };
    const close = () => {
        reset();
        onClose();
    };

    const mutation = useMutation({
        mutationFn: ajustarStock,
        onSuccess: async (resultado) => {
            notify('app.inventario.ajuste.success', { type: 'success', messageArgs: { stock: formatCantidad(resultado.stock) } });
            close();
            await refrescar(queryClient, MUESTRAN.stock);
        },
        onError: async (err) => {
            if (await logoutIfAccessDenied(err)) return;
            setError(refusalOr(err, translate('app.inventario.ajuste.error', { message: errorMessage(err, AJUSTE_MENSAJES.fallback) })));
        },
    });

    const submit = (event: React.FormEvent) => {
        event.preventDefault();
        if (!variante) return;
        const data = { producto_id: variante.id, tipo_ajuste: tipo, cantidad_ajuste: cantidad.trim(), motivo: motivo.trim() || null };
        const refusal = primerError(data);
        if (refusal) {
            setError(refusal);
            return;
        }
        setError(null);
        mutation.mutate(ajusteInput.parse(data));
    };

    return (
        <Dialog open={variante != null} onClose={mutation.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <form onSubmit={submit} noValidate>
                <DialogTitle id={titleId}>
                    {variante ? translate('app.inventario.ajuste.title', { nombre: variante.plantilla.nombre, sku: variante.sku }) : ''}
                </DialogTitle>
                <DialogContent>
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        <Typography color="text.secondary">{translate('app.inventario.ajuste.stock_actual', { stock: formatCantidad(variante?.stock) })}</Typography>
                        <TextField
                            select
                            label={translate('app.inventario.ajuste.tipo')}
                            value={tipo}
                            onChange={(e) => setTipo(e.target.value as TipoAjuste)}
                            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                        >
                            {TIPOS_AJUSTE_TODOS.map((t) => (
                                <option key={t} value={t}>
                                    {translate(`app.inventario.tipos.${t}`)}
                                </option>
                            ))}
                        </TextField>
                        <TextField
                            required
                            label={translate('app.inventario.ajuste.cantidad')}
                            value={cantidad}
                            onChange={(e) => setCantidad(e.target.value)}
                            helperText={translate('app.inventario.ajuste.cantidad_help')}
                            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                            autoFocus
                        />
                        <TextField
                            label={translate('app.inventario.ajuste.motivo')}
                            value={motivo}
                            onChange={(e) => setMotivo(e.target.value)}
                            multiline
                            minRows={2}
                        />
                        {error && <Alert severity="error">{error}</Alert>}
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={close} disabled={mutation.isPending}>
                        {translate('app.inventario.ajuste.cancel')}
                    </Button>
                    <Button type="submit" variant="contained" disabled={mutation.isPending}>
                        {translate(mutation.isPending ? 'app.inventario.ajuste.saving' : 'app.inventario.ajuste.submit')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
