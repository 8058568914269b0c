import DeleteIcon from '@mui/icons-material/Delete';
import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    List,
    ListItem,
    ListItemText,
    TextField,
    Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { EFECTIVO, type Pago, pagado, saldoDe } from '../../../contracts/calculo';
import { CANJE_DE_PUNTOS, CREDITO_DE_LA_TIENDA } from '../../../contracts/cuentas';
import { fromCents } from '../../../contracts/money';
import { formatMoney } from '../../common/money';
import { formatCantidad } from '../../common/cantidad';
import { useTelefono } from '../../layout/anchos';
import { type CuentaDisponible, metodosOfrecidos, SIN_CUENTA } from './cuentaDelCliente';
import { admitePago, BILLETES, efectivoExacto, leerMonto, METODO_POR_DEFECTO, montoDeCuentaSugerido, puedeFinalizar, type RechazoDePago, restanteDeCuenta } from './pagos';
import './textos';

const dinero = (cents: number) => formatMoney(fromCents(cents));

interface Props {
    open: boolean;
    /** Cents. */
    total: number;
    /** Sends the sale; settles when the server has answered (the dialog shows 'Procesando...' meanwhile). */
    onFinalizar: (pagos: Pago[]) => Promise<void>;
    onClose: () => void;
    /** The last checkout failure, already in the spec's words. */
    error: string | null;
    /** What the chosen customer's account offers (issue 34): 'Crédito de la Tienda' and 'Canje de Puntos' only when it does. */
    cuenta?: CuentaDisponible;
}

/**
 * Spec §4 payment modal: it opens empty with Efectivo; payments are added (typed, or a quick cash
 * button) and removed; 'Faltante' while something is missing, else 'Cambio'; finalizing only at a
 * remainder of 0 or less. Enter in the amount adds it, or finalizes when the box is empty; Esc
 * closes (MUI's Dialog). The customer's account methods come with what they still offer, and
 * choosing one proposes what is missing up to that (issue 34).
 */
export const PagoDialog = ({ open, total, onFinalizar, onClose, error, cuenta = SIN_CUENTA }: Props) => {
    const translate = useTranslate();
    const titleId = useId();
    // The hint speaks of a keyboard's Enter and Esc; on a phone the dialog's buttons do the same.
    const telefono = useTelefono();
    const [metodoElegido, setMetodo] = useState<string>(METODO_POR_DEFECTO);
    const metodos = metodosOfrecidos(cuenta);
    // An account method no longer offered (the customer read again after another till used their room) falls back to cash.
    const metodo = metodos.includes(metodoElegido) ? metodoElegido : METODO_POR_DEFECTO;
    const [monto, setMonto] = useState('');
    const [pagos, setPagos] = useState<Pago[]>([]);
    const montoRef = useRef<HTMLInputElement>(null);
    const [aviso, setAviso] = useState<string | null>(null);
    const [enviando, setEnviando] = useState(false);

    useEffect(() => {
        if (!open) return;
        setMetodo(METODO_POR_DEFECTO);
        setMonto('');
        setPagos([]);
        setAviso(null);
    }, [open]);

    const rechazoEnTexto = (r: RechazoDePago, metodo: string): string => {
        const texto = (clave: string, opciones?: object) => translate(`resources.pos.pago.${clave}`, opciones);
        switch (r.motivo) {
            case 'cubierto':
                return texto('de_mas');
            case 'solo_efectivo':
                return texto('solo_efectivo', { metodo, maximo: dinero(r.maximo) });
            case 'credito':
                return texto('credito_insuficiente', { disponible: dinero(r.disponible) });
            case 'puntos':
                return texto('puntos_insuficientes', { puntos: formatCantidad(r.puntos) });
            case 'puntos_exactos':
                return texto('puntos_exactos', { valor: dinero(r.valorPunto) });
            case 'sin_cambio':
                return texto('sin_cambio');
        }
    };
    const agregar = (pago: Pago) => {
        const admitido = admitePago(total, pagos, pago, cuenta);
        if (!admitido.ok) {
            setAviso(rechazoEnTexto(admitido, pago.metodo));
            return;
        }
        setPagos((ps) => [...ps, pago]);
        setMonto('');
        setAviso(null);
        // Back to the amount: a quick-cash button may vanish with the payment (Exacto does), and
        // the next Enter there finalizes.
        montoRef.current?.focus();
    };
    const quitarPago = (i: number) => {
        setPagos((ps) => ps.filter((_, j) => j !== i));
        montoRef.current?.focus();
    };
    const agregarTecleado = () => {
        const leido = leerMonto(monto);
        if ('error' in leido) setAviso(translate(`resources.pos.pago.${{ maximo: 'monto_maximo', coma: 'monto_coma', invalido: 'monto_invalido' }[leido.error]}`));
        else agregar({ metodo, monto: leido.monto });
    };
    const finalizar = async () => {
        if (enviando) return;
        if (!puedeFinalizar(total, pagos)) {
            setAviso(translate('resources.pos.pago.insuficiente'));
            return;
        }
        setEnviando(true);
        try {
            await onFinalizar(pagos);
        } finally {
            setEnviando(false);
        }
    };

    const { faltante, cambio } = saldoDe(total, pagos);
    const exacto = efectivoExacto(total, pagos);
    /** An account method's option and hint say what it still offers this sale. */
    const etiquetaDe = (m: string) => {
        const resto = restanteDeCuenta(cuenta, pagos, m);
        if (m === CREDITO_DE_LA_TIENDA) return translate('resources.pos.pago.metodo_credito', { metodo: m, disponible: dinero(resto) });
        if (m === CANJE_DE_PUNTOS) return translate('resources.pos.pago.metodo_puntos', { metodo: m, puntos: puntosDe(resto), valor: dinero(resto) });
        return m;
    };
    const puntosDe = (cents: number) => formatCantidad(cuenta.puntos && cuenta.puntos.valorPunto > 0 ? Math.floor(cents / cuenta.puntos.valorPunto) : 0);
    const ayudaDelMetodo =
        metodo === CREDITO_DE_LA_TIENDA
            ? translate('resources.pos.pago.disponible_credito', { disponible: dinero(restanteDeCuenta(cuenta, pagos, metodo)) })
            : metodo === CANJE_DE_PUNTOS
              ? translate('resources.pos.pago.disponible_puntos', {
                    puntos: puntosDe(restanteDeCuenta(cuenta, pagos, metodo)),
                    valor: dinero(restanteDeCuenta(cuenta, pagos, metodo)),
                    valor_punto: dinero(cuenta.puntos?.valorPunto ?? 0),
                })
              : undefined;
    const elegirMetodo = (m: string) => {
        setMetodo(m);
        // What the account can pay of what is missing, ready for Enter (a typed amount stays).
        const sugerido = montoDeCuentaSugerido(total, pagos, m, cuenta);
        if (sugerido !== null && monto.trim() === '') setMonto(fromCents(sugerido));
    };

    return (
        <Dialog open={open} onClose={enviando ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <DialogTitle id={titleId}>{translate('resources.pos.pago.title')}</DialogTitle>
            <DialogContent>
                <Typography variant="h5" component="p" sx={{ mb: 2 }} data-testid="pago-total">
                    {translate('resources.pos.pago.total')}: {dinero(total)}
                </Typography>
                {/* On a phone the method takes its own row: beside it the amount, the field the cashier types in, was squeezed to nothing and Agregar Pago pushed past the dialog's edge. */}
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '200px 1fr auto' }, gap: 1, alignItems: 'center', mb: 1 }}>
                    <TextField
                        select
                        size="small"
                        label={translate('resources.pos.pago.metodo')}
                        value={metodo}
                        onChange={(e) => elegirMetodo(e.target.value)}
                        helperText={ayudaDelMetodo}
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                    >
                        {metodos.map((m) => (
                            <option key={m} value={m}>
                                {etiquetaDe(m)}
                            </option>
                        ))}
                    </TextField>
                    <TextField
                        size="small"
                        autoFocus
                        inputRef={montoRef}
                        autoComplete="off"
                        label={translate('resources.pos.pago.monto')}
                        value={monto}
                        onChange={(e) => setMonto(e.target.value)}
                        onKeyDown={(e) => {
                            if (e.key !== 'Enter') return;
                            e.preventDefault();
                            if (monto.trim() === '') void finalizar();
                            else agregarTecleado();
                        }}
                        slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
                    />
                    <Button variant="outlined" onClick={agregarTecleado} sx={{ whiteSpace: 'nowrap' }}>
                        {translate('resources.pos.pago.agregar')}
                    </Button>
                </Box>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }} role="group" aria-label={translate('resources.pos.pago.rapido')}>
                    <Typography variant="body2">{translate('resources.pos.pago.rapido')}:</Typography>
                    {exacto !== null && (
                        <Button size="small" variant="contained" color="success" onClick={() => agregar({ metodo: EFECTIVO, monto: exacto })}>
                            {translate('resources.pos.pago.exacto')} ({dinero(exacto)})
                        </Button>
                    )}
                    {/* Once the payments cover the total no payment may join (contracts/calculo.ts pagoDeMas): the bills wait. */}
                    {BILLETES.map((b) => (
                        <Button key={b} size="small" variant="outlined" disabled={exacto === null} onClick={() => agregar({ metodo: EFECTIVO, monto: b })}>
                            {dinero(b).replace('.00', '')}
                        </Button>
                    ))}
                </Box>
                {aviso && (
                    <Alert severity="warning" sx={{ mb: 1 }}>
                        {aviso}
                    </Alert>
                )}
                <Typography variant="subtitle2" component="h3">{translate('resources.pos.pago.pagos')}</Typography>
                {pagos.length === 0 ? (
                    <Typography color="text.secondary">{translate('resources.pos.pago.sin_pagos')}</Typography>
                ) : (
                    <List dense aria-label={translate('resources.pos.pago.pagos')}>
                        {pagos.map((p, i) => (
                            <ListItem
                                // Payments have no identity but their place in the list.
                                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                                key={i}
                                secondaryAction={
                                    <IconButton
                                        edge="end"
                                        aria-label={translate('resources.pos.pago.quitar', { metodo: p.metodo })}
                                        onClick={() => quitarPago(i)}
                                    >
                                        <DeleteIcon fontSize="small" />
                                    </IconButton>
                                }
                            >
                                <ListItemText primary={`${p.metodo}: ${dinero(p.monto)}`} />
                            </ListItem>
                        ))}
                    </List>
                )}
                <Typography sx={{ mt: 1 }}>
                    {translate('resources.pos.pago.pagado')}: <span data-testid="pago-pagado">{dinero(pagado(pagos))}</span>
                </Typography>
                <Typography variant="h6" component="p" color={faltante > 0 ? 'error' : 'success.main'} data-testid="pago-saldo">
                    {translate(faltante > 0 ? 'resources.pos.pago.faltante' : 'resources.pos.pago.cambio')}: {dinero(faltante > 0 ? faltante : cambio)}
                </Typography>
                {error && (
                    <Alert severity="error" sx={{ mt: 1 }}>
                        {error}
                    </Alert>
                )}
                {!telefono && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                        {translate('resources.pos.pago.atajos')}
                    </Typography>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={enviando}>
                    {translate('resources.pos.pago.cancelar')}
                </Button>
                <Button variant="contained" onClick={() => void finalizar()} disabled={enviando || !puedeFinalizar(total, pagos)}>
                    {translate(enviando ? 'resources.pos.pago.procesando' : 'resources.pos.pago.finalizar')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
