import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Form, type RaRecord, useTranslate, type ValidateForm } from 'react-admin';
import { failureText } from '../../forbidden';

export interface FormModalProps {
    open: boolean;
    onClose: () => void;
    /** Already translated. */
    title: string;
    /** Translation key of the submit button ('Guardar Rol', 'Guardar Cambios'). */
    submitLabel: string;
    /** Initial values. */
    record: Partial<RaRecord>;
    validate?: ValidateForm;
    /** Sends the values; throws the server's refusal. The modal closes once it resolves. */
    onSubmit: (values: Record<string, unknown>) => Promise<void>;
    /** Put before the server's message, e.g. 'Error:' (spec §8). */
    errorPrefix: string;
    /** The message when the server gives no detail, e.g. 'Error al crear el rol.'. */
    fallback: string;
    /** Buttons before Cancelar (a phone's Eliminar, which its list has no room for). */
    acciones?: ReactNode;
    children: ReactNode;
}

/**
 * A create/edit modal over a list whose submit button carries its own spec text (the shared
 * FormDialog's says 'Guardar'). A refusal shows `{errorPrefix} {message}` and keeps the form; a
 * 403 reads 'No tiene permiso para realizar esta acción.'.
 */
export const FormModal = ({ open, onClose, ...props }: FormModalProps) => {
    const titleId = useId();
    // MUI unmounts the content once closed, so each opening starts with a fresh form and no error.
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
            <FormModalContent {...props} onClose={onClose} titleId={titleId} />
        </Dialog>
    );
};

const FormModalContent = ({
    onClose,
    title,
    submitLabel,
    record,
    validate,
    onSubmit,
    errorPrefix,
    fallback,
    acciones,
    children,
    titleId,
}: Omit<FormModalProps, 'open'> & { titleId: string }) => {
    const translate = useTranslate();
    const [error, setError] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);
    const submit = async (values: Record<string, unknown>) => {
        setSaving(true);
        setError(null);
        try {
            await onSubmit(values);
            onClose();
        } catch (err) {
            setError(failureText(err, translate(fallback, { _: fallback })));
        } finally {
            setSaving(false);
        }
    };
    return (
        <Form record={record} validate={validate} onSubmit={submit} noValidate disableInvalidFormNotification>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
                <Stack spacing={0.5} sx={{ pt: 1 }}>
                    {error ? (
                        <Alert severity="error" sx={{ mb: 1 }}>
                            {`${translate(errorPrefix, { _: errorPrefix })} ${error}`}
                        </Alert>
                    ) : null}
                    {children}
                </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                {acciones ? <Box sx={{ mr: 'auto' }}>{acciones}</Box> : null}
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <Button type="submit" variant="contained" disabled={saving}>
                    {translate(saving ? 'app.form.saving' : submitLabel)}
                </Button>
            </DialogActions>
        </Form>
    );
};
