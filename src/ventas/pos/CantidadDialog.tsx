import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { esFraccionable, formatearMilesimas } from '../../../contracts/unidades';
import { leerCantidadDeLinea } from './cantidadDeLinea';
import { type LineaCarrito, unidadDe } from './carrito';
import './textos';

interface Props {
    /** The line whose quantity is set. */
    linea: LineaCarrito;
    /** What the box starts with (a number typed in the product box before '*'), else empty. */
    inicial: string;
    /** Sets the line's quantity in thousandths: null once applied, else why not (in Spanish). */
    onAplicar: (milesimas: number) => string | null;
    onCerrar: () => void;
}

/**
 * The quantity or weight of one line, typed (issue 33 item 1): '0.750' kg of beans, '3' hammers.
 * Enter applies, Esc cancels; a piece refuses '1.5', more than the stock is refused, and the
 * dialog stays open with the message. Mounted while open (its box starts from `inicial`). It does not restore the focus: the till puts it back in
 * the product box (PosPage), where the next scan types.
 */
export const CantidadDialog = ({ linea, inicial, onAplicar, onCerrar }: Props) => {
    const translate = useTranslate();
    const tituloId = useId();
    const ayudaId = useId();
    const [texto, setTexto] = useState(inicial);
    const [error, setError] = useState<string | null>(null);
    const unidad = unidadDe(linea);
    const aplicar = (e: FormEvent) => {
        e.preventDefault();
        const leida = leerCantidadDeLinea(texto, unidad, linea.nombre);
        setError(leida.ok ? onAplicar(leida.valor) : leida.mensaje);
    };
    return (
        <Dialog open onClose={onCerrar} aria-labelledby={tituloId} fullWidth maxWidth="xs" disableRestoreFocus>
            <form onSubmit={aplicar} noValidate>
                <DialogTitle id={tituloId}>{translate('resources.pos.cantidad.title', { nombre: linea.nombre })}</DialogTitle>
                <DialogContent>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="cantidad-actual">
                        {translate('resources.pos.cantidad.actual', { cantidad: formatearMilesimas(linea.cantidad, unidad) })}
                    </Typography>
                    <TextField
                        autoFocus
                        fullWidth
                        autoComplete="off"
                        label={translate('resources.pos.cantidad.label')}
                        value={texto}
                        onChange={(e) => setTexto(e.target.value)}
                        error={error !== null}
                        helperText={
                            esFraccionable(unidad) ? translate('resources.pos.cantidad.ejemplo_peso', { unidad }) : translate('resources.pos.cantidad.ejemplo_pieza')
                        }
                        slotProps={{
                            htmlInput: { inputMode: esFraccionable(unidad) ? 'decimal' : 'numeric', 'aria-describedby': error ? ayudaId : undefined },
                            inputLabel: { shrink: true },
                        }}
                        sx={{ mt: 1 }}
                    />
                    {error && (
                        <Alert severity="error" id={ayudaId} sx={{ mt: 2 }}>
                            {error}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onCerrar}>{translate('resources.pos.cantidad.cancelar')}</Button>
                    <Button type="submit" variant="contained">
                        {translate('resources.pos.cantidad.aplicar')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
