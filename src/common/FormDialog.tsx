import {
    Alert,
    Box,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    type DialogProps,
    Stack,
    Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import {
    CreateBase,
    EditBase,
    Form,
    type Identifier,
    type RaRecord,
    type TransformData,
    useEditContext,
    useNotify,
    useRefresh,
    useSaveContext,
    useTranslate,
} from 'react-admin';
import type { ZodType } from 'zod';
import { isForbidden, refusalOr } from '../forbidden';
import { errorMessage } from './errorMessage';
import { zodValidator } from './zodValidator';

/**
 * Create and edit forms in a modal over a list (CONVENTIONS §3: react-admin's demo style,
 * CreateBase/EditBase inside a MUI Dialog). Saving is pessimistic: the dialog closes and the
 * lists refetch only once the server has accepted the record.
 * - Client validation comes from the contract's zod `schema`, so messages are the spec's.
 * - A refused save shows `{errorPrefix} {message}` in the dialog; a 422 also marks each field
 *   (the dataProvider puts the field errors in the HttpError body).
 * `title`, `errorPrefix` and `loadingText` may be translation keys or plain text.
 */
interface DialogCommonProps {
    resource: string;
    title: string;
    open: boolean;
    onClose: () => void;
    schema?: ZodType;
    transform?: TransformData;
    /** Put before the server's message, e.g. 'Error al crear:'. */
    errorPrefix?: string;
    /** The message when the server gives no detail, e.g. 'Error al crear la categoría.' (spec §8). */
    fallbackMessage?: string;
    children: ReactNode;
    maxWidth?: DialogProps['maxWidth'];
    /** Called with the saved record after a successful save (after closing and refreshing). */
    onSaved?: (record: RaRecord) => void;
}

export interface CreateDialogProps extends DialogCommonProps {
    /** Initial values of the form. */
    record?: object;
}

export interface EditDialogProps extends DialogCommonProps {
    id: Identifier | null | undefined;
    /** Shown while the record loads, e.g. 'Cargando datos del cliente...'. */
    loadingText?: string;
    /**
     * Load the record from the server on opening (default), rather than starting from the copy the
     * list left in the cache: the form then shows the record as it is now (spec §2: "the customer
     * is loaded first").
     */
    fresh?: boolean;
    /** Buttons before Cancelar, on the loaded record (a phone's Eliminar, which its list has no room for). */
    acciones?: ReactNode;
}

const DEFAULT_ERROR_PREFIX = 'Error:';

/** Translates a key, or returns plain text as it is (without a missing-key warning). */
const useText = () => {
    const translate = useTranslate();
    return (text: string) => translate(text, { _: text });
};

/** Close + refresh on success, an error message otherwise; the message resets with the dialog. */
interface SaveError {
    message: string;
    refused: boolean;
}

/**
 * `exito` is react-admin's own Spanish for the save ('Elemento creado' / 'Elemento actualizado'):
 * the dialog closes on success, and the message says the save happened, as the other screens'
 * saves do.
 */
const useSaveHandlers = (exito: 'ra.notification.created' | 'ra.notification.updated', onClose: () => void, onSaved?: (record: RaRecord) => void, fallbackMessage?: string) => {
    const translate = useTranslate();
    const notify = useNotify();
    const fallback = fallbackMessage ? translate(fallbackMessage, { _: fallbackMessage }) : undefined;
    const refresh = useRefresh();
    // The message under the title: a refusal (403) stands alone, anything else follows the prefix.
    const [error, setError] = useState<SaveError | null>(null);
    // Saved: the form stays on screen while the dialog fades out, and must not save again.
    const [guardado, setGuardado] = useState(false);
    const mutationOptions = useMemo(
        () => ({
            onSuccess: (data: RaRecord) => {
                setError(null);
                setGuardado(true);
                notify(exito, { type: 'success', messageArgs: { smart_count: 1 } });
                onClose();
                refresh();
                onSaved?.(data);
            },
            onError: (err: unknown) => setError({ message: refusalOr(err, errorMessage(err, fallback)), refused: isForbidden(err) }),
        }),
        [exito, notify, onClose, refresh, onSaved, fallback],
    );
    return { error, setError, guardado, mutationOptions };
};

const SubmitButton = ({ guardado }: { guardado: boolean }) => {
    const translate = useTranslate();
    const { saving } = useSaveContext();
    return (
        <Button type="submit" variant="contained" disabled={saving || guardado}>
            {translate(saving ? 'app.form.saving' : 'ra.action.save')}
        </Button>
    );
};

interface DialogFormProps {
    titleId: string;
    title: string;
    schema?: ZodType;
    error: SaveError | null;
    errorPrefix: string;
    onClose: () => void;
    acciones?: ReactNode;
    guardado: boolean;
    children: ReactNode;
}

const DialogForm = ({ titleId, title, schema, error, errorPrefix, onClose, acciones, guardado, children }: DialogFormProps) => {
    const translate = useTranslate();
    const text = useText();
    const validate = useMemo(() => (schema ? zodValidator(schema) : undefined), [schema]);
    const { save } = useSaveContext();
    // One save at a time, checked in the click's own task: a double click's second submit comes
    // before the render that disables the button, and made a second record. The promise settles
    // with the server's answer (its field errors, for the form to show).
    const enviando = useRef(false);
    const guardar = async (valores: Record<string, unknown>) => {
        if (enviando.current || guardado || !save) return;
        enviando.current = true;
        try {
            return await save(valores);
        } finally {
            enviando.current = false;
        }
    };
    return (
        <Form validate={validate} noValidate disableInvalidFormNotification onSubmit={guardar}>
            <DialogTitle id={titleId}>{text(title)}</DialogTitle>
            <DialogContent>
                <Stack spacing={0.5} sx={{ pt: 1 }}>
                    {error ? (
                        <Alert severity="error" sx={{ mb: 1 }}>
                            {error.refused ? error.message : `${text(errorPrefix)} ${error.message}`}
                        </Alert>
                    ) : null}
                    {children}
                </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                {acciones ? <Box sx={{ mr: 'auto' }}>{acciones}</Box> : null}
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <SubmitButton guardado={guardado} />
            </DialogActions>
        </Form>
    );
};

const CreateDialogContent = ({ resource, title, onClose, schema, transform, errorPrefix, fallbackMessage, children, record, onSaved, titleId }: CreateDialogProps & { titleId: string }) => {
    const { error, guardado, mutationOptions } = useSaveHandlers('ra.notification.created', onClose, onSaved, fallbackMessage);
    return (
        <CreateBase resource={resource} record={record} transform={transform} redirect={false} mutationMode="pessimistic" mutationOptions={mutationOptions}>
            <DialogForm titleId={titleId} title={title} schema={schema} error={error} errorPrefix={errorPrefix ?? DEFAULT_ERROR_PREFIX} onClose={onClose} guardado={guardado}>
                {children}
            </DialogForm>
        </CreateBase>
    );
};

export const CreateDialog = ({ open, onClose, maxWidth = 'sm', ...props }: CreateDialogProps) => {
    const titleId = useId();
    // MUI unmounts the content once closed, so each opening starts with a fresh form.
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
            <CreateDialogContent {...props} open={open} onClose={onClose} titleId={titleId} />
        </Dialog>
    );
};

/** The record could not be read: 'Error al cargar:' and the server's message (not the save's prefix), and a way out. */
const LoadError = ({ titleId, title, onClose }: { titleId: string; title: string; onClose: () => void }) => {
    const translate = useTranslate();
    const text = useText();
    const { error } = useEditContext();
    return (
        <>
            <DialogTitle id={titleId}>{text(title)}</DialogTitle>
            <DialogContent>
                <Alert severity="error">{refusalOr(error, `${translate('app.form.load_error')} ${errorMessage(error)}`)}</Alert>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            </DialogActions>
        </>
    );
};

const Loading = ({ titleId, title, loadingText, onClose }: { titleId: string; title: string; loadingText?: string; onClose: () => void }) => {
    const translate = useTranslate();
    const text = useText();
    return (
        <>
            <DialogTitle id={titleId}>{text(title)}</DialogTitle>
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

const EditDialogContent = ({ resource, id, title, onClose, schema, transform, errorPrefix, fallbackMessage, loadingText, fresh = true, acciones, children, onSaved, titleId }: EditDialogProps & { titleId: string }) => {
    const { error, guardado, mutationOptions } = useSaveHandlers('ra.notification.updated', onClose, onSaved, fallbackMessage);
    const queryClient = useQueryClient();
    // Once per opening, before EditBase reads the cache (react-admin fills it from the list).
    useState(() => {
        if (fresh && id != null) queryClient.removeQueries({ queryKey: [resource, 'getOne', { id: String(id) }] });
        return null;
    });
    const prefix = errorPrefix ?? DEFAULT_ERROR_PREFIX;
    return (
        <EditBase
            resource={resource}
            id={id ?? undefined}
            transform={transform}
            redirect={false}
            mutationMode="pessimistic"
            mutationOptions={mutationOptions}
            // The dialog shows a failed load itself: no notification, no redirect.
            queryOptions={{ onError: () => undefined }}
            loading={<Loading titleId={titleId} title={title} loadingText={loadingText} onClose={onClose} />}
            error={<LoadError titleId={titleId} title={title} onClose={onClose} />}
        >
            <DialogForm titleId={titleId} title={title} schema={schema} error={error} errorPrefix={prefix} onClose={onClose} acciones={acciones} guardado={guardado}>
                {children}
            </DialogForm>
        </EditBase>
    );
};

export const EditDialog = ({ open, onClose, maxWidth = 'sm', id, ...props }: EditDialogProps) => {
    const titleId = useId();
    // Keep the last id while the dialog fades out, so its content does not jump.
    const [shownId, setShownId] = useState(id);
    if (id != null && id !== shownId) setShownId(id);
    return (
        <Dialog open={open && shownId != null} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
            {shownId != null ? <EditDialogContent key={String(shownId)} {...props} id={shownId} open={open} onClose={onClose} titleId={titleId} /> : null}
        </Dialog>
    );
};
