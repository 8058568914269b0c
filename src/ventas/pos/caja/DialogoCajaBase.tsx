import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import '../../../caja/textos';

interface Props {
    titulo: string;
    onCerrar: () => void;
    /** The form's submit (Enter in a field); none: a dialog to read (the X). */
    onEnviar?: () => void;
    enviando?: boolean;
    /** The server's refusal, already in Spanish. */
    error?: string | null;
    /** Its main button; 'Guardar' by default. */
    accion?: ReactNode;
    /** Buttons before the main one (Imprimir). */
    extra?: ReactNode;
    maxWidth?: 'xs' | 'sm' | 'md';
    children: ReactNode;
}

/**
 * The till's caja dialogs' frame: title, content, the refusal, Cancelar/Cerrar and the main
 * button. The focus is not restored to what opened it (a menu item gone with the menu): the till
 * puts it back in the product box (PosPage).
 */
export const DialogoCajaBase = ({ titulo, onCerrar, onEnviar, enviando = false, error, accion, extra, maxWidth = 'xs', children }: Props) => {
    const translate = useTranslate();
    const tituloId = useId();
    const enviar = (e: FormEvent) => {
        e.preventDefault();
        if (!enviando) onEnviar?.();
    };
    return (
        <Dialog open onClose={enviando ? undefined : onCerrar} aria-labelledby={tituloId} fullWidth maxWidth={maxWidth} disableRestoreFocus>
            <form onSubmit={enviar} noValidate>
                <DialogTitle id={tituloId}>{titulo}</DialogTitle>
                <DialogContent>
                    {children}
                    {error && (
                        <Alert severity="error" sx={{ mt: 2 }}>
                            {error}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onCerrar} disabled={enviando}>
                        {translate(onEnviar ? 'resources.caja.cancelar' : 'resources.caja.cerrar')}
                    </Button>
                    {extra}
                    {onEnviar &&
                        (accion ?? (
                            <Button type="submit" variant="contained" disabled={enviando}>
                                {translate(enviando ? 'resources.caja.pos.guardando' : 'resources.caja.pos.guardar')}
                            </Button>
                        ))}
                </DialogActions>
            </form>
        </Dialog>
    );
};

/** The first message per field of a contract's refusal (zod issues), by the field's name. */
export const erroresPorCampo = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const errores: Record<string, string> = {};
    for (const i of issues) {
        const campo = String(i.path[0] ?? '');
        errores[campo] ??= i.message;
    }
    return errores;
};
