/*
 * The parts of the one dialog shell (FormDialog.tsx): the form with its alert and buttons, what a
 * save does after (useResultado), the frame, and the loading and load-error states.
 */
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps, Stack, Typography } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form, type RaRecord, useNotify, useRecordContext, useRefresh, useSaveContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isForbidden, refusalOr } from '../forbidden';
import { errorMessage } from './errorMessage';
import { zodValidator } from './zodValidator';
import { ConPermiso } from './ConPermiso';

import type { DialogoProps } from './dialogoProps';

const DEFAULT_ERROR_PREFIX = 'Error:';

/** Translates a key, or returns plain text as it is (without a missing-key warning). */
export const useText = () => {
    const translate = useTranslate();
    return (text: string) => translate(text, { _: text });
};

/** The dialog's title, from the record being edited when it names it. */
export const Titulo = ({ id, title }: { id: string; title: DialogoProps['title'] }) => {
    const text = useText();
    const record = useRecordContext();
    return <DialogTitle id={id}>{typeof title === 'function' ? title(record) : text(title)}</DialogTitle>;
};

/** The message under the title: a refusal of the values before sending, or the server's answer. */
export type Alerta = { tipo: 'aviso' | 'error'; texto: string };

type Resultado = Pick<DialogoProps, 'onClose' | 'errorPrefix' | 'fallbackMessage' | 'rechazoConPrefijo' | 'exito' | 'exitoArgs' | 'despues' | 'onSaved'>;

/** Close + refresh + message on success, the error's text otherwise; the state resets with the dialog. */
export const useResultado = (
    exitoPorDefecto: 'ra.notification.created' | 'ra.notification.updated',
    { onClose, errorPrefix, fallbackMessage, rechazoConPrefijo, exito = exitoPorDefecto, exitoArgs, despues, onSaved }: Resultado,
) => {
    const text = useText();
    const notify = useNotify();
    const refresh = useRefresh();
    const [alerta, setAlerta] = useState<Alerta | null>(null);
    // Saved: the form stays on screen while the dialog fades out, and must not save again.
    const [guardado, setGuardado] = useState(false);
    const alGuardar = async (data: RaRecord) => {
        setAlerta(null);
        setGuardado(true);
        if (exito) notify(exito, { type: 'success', messageArgs: exitoArgs?.(data) ?? { smart_count: 1 } });
        onClose();
        if (despues) await despues(data);
        else refresh();
        onSaved?.(data);
    };
    const alFallar = (err: unknown) => {
        const fallback = fallbackMessage ? text(fallbackMessage) : undefined;
        const mensaje = refusalOr(err, errorMessage(err, fallback) || fallback || '');
        const solo = isForbidden(err) && !rechazoConPrefijo;
        setAlerta({ tipo: 'error', texto: solo ? mensaje : `${text(errorPrefix ?? DEFAULT_ERROR_PREFIX)} ${mensaje}` });
    };
    return { alerta, setAlerta, guardado, alGuardar, alFallar };
};
export type ResultadoDelDialogo = ReturnType<typeof useResultado>;

export const SubmitButton = ({ label, guardado, disabled }: { label: string; guardado: boolean; disabled?: boolean }) => {
    const translate = useTranslate();
    const text = useText();
    const { saving } = useSaveContext();
    return (
        <Button type="submit" variant="contained" disabled={disabled || saving || guardado}>
            {saving ? translate('app.form.saving') : text(label)}
        </Button>
    );
};

export const CancelButton = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    const { saving } = useSaveContext();
    return (
        <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
        </Button>
    );
};

/** The alert under the title; an `aviso` lasts while the values still give it, and is then forgotten. */
export const AlertaDelDialogo = ({ alerta, aviso, olvidar }: { alerta: Alerta | null; aviso?: DialogoProps['aviso']; olvidar: () => void }) => {
    const valores = useWatch();
    const vencido = alerta?.tipo === 'aviso' && aviso?.(valores) !== alerta.texto;
    useEffect(() => {
        if (vencido) olvidar();
    }, [vencido, olvidar]);
    if (!alerta || vencido) return null;
    return (
        <Alert severity="error" sx={{ mb: 1 }}>
            {alerta.texto}
        </Alert>
    );
};

interface DialogFormProps extends Pick<DialogoProps, 'schema' | 'validate' | 'aviso' | 'onClose' | 'acciones' | 'children'> {
    titleId: string;
    title: DialogoProps['title'];
    submitLabel: string;
    resultado: ResultadoDelDialogo;
    record?: object;
    permiso?: DialogoProps['permiso'];
}

export const DialogForm = ({ titleId, title, schema, validate, aviso, resultado, onClose, submitLabel, acciones, record, permiso, children }: DialogFormProps) => {
    const validar = useMemo(() => validate ?? (schema ? zodValidator(schema) : undefined), [validate, schema]);
    const { save } = useSaveContext();
    const { alerta, setAlerta, guardado } = resultado;
    const olvidar = useCallback(() => setAlerta(null), [setAlerta]);
    // One save at a time, checked in the click's own task: a double click's second submit comes
    // before the render that disables the button, and made a second record. The promise settles
    // with the server's answer (its field errors, for the form to show).
    const enviando = useRef(false);
    const guardar = async (valores: Record<string, unknown>) => {
        if (enviando.current || guardado || !save) return;
        const refusal = aviso?.(valores) ?? null;
        if (refusal !== null) {
            setAlerta({ tipo: 'aviso', texto: refusal });
            return;
        }
        setAlerta(null);
        enviando.current = true;
        try {
            return await save(valores);
        } finally {
            enviando.current = false;
        }
    };
    return (
        <Form record={record} validate={validar} noValidate disableInvalidFormNotification onSubmit={guardar}>
            <Titulo id={titleId} title={title} />
            <DialogContent>
                <Stack spacing={0.5} sx={{ pt: 1 }}>
                    <AlertaDelDialogo alerta={alerta} aviso={aviso} olvidar={olvidar} />
                    {children}
                </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                {acciones ? <Box sx={{ mr: 'auto' }}>{acciones}</Box> : null}
                <CancelButton onClose={onClose} />
                {permiso ? (
                    <ConPermiso accion={permiso.accion} resource={permiso.resource} enCarga="activo">
                        <SubmitButton label={submitLabel} guardado={guardado} />
                    </ConPermiso>
                ) : (
                    <SubmitButton label={submitLabel} guardado={guardado} />
                )}
            </DialogActions>
        </Form>
    );
};

/** The dialog around the form; MUI unmounts the content once closed, so each opening starts afresh. */
export const Marco = ({ open, onClose, maxWidth = 'sm', children }: { open: boolean; onClose: () => void; maxWidth?: DialogProps['maxWidth']; children: (titleId: string) => ReactNode }) => {
    const titleId = useId();
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
            {children(titleId)}
        </Dialog>
    );
};

/** The record could not be read: 'Error al cargar:' and the server's message (not the save's prefix), and a way out. */
export const LoadError = ({ titleId, title, error, onClose }: { titleId: string; title: DialogoProps['title']; error: unknown; onClose: () => void }) => {
    const translate = useTranslate();
    return (
        <>
            <Titulo id={titleId} title={title} />
            <DialogContent>
                <Alert severity="error">{refusalOr(error, `${translate('app.form.load_error')} ${errorMessage(error)}`)}</Alert>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            </DialogActions>
        </>
    );
};

export const Loading = ({ titleId, title, loadingText, onClose }: { titleId: string; title: DialogoProps['title']; loadingText?: string; onClose: () => void }) => {
    const translate = useTranslate();
    const text = useText();
    return (
        <>
            <Titulo id={titleId} title={title} />
            <DialogContent>
                <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
                    <CircularProgress size={24} />
                    <Typography color="text.secondary">{text(loadingText ?? 'ra.page.loading')}</Typography>
                </Box>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            </DialogActions>
        </>
    );
};
