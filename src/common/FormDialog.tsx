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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
    CreateBase,
    EditBase,
    Form,
    type Identifier,
    type RaRecord,
    SaveContextProvider,
    type TransformData,
    useEditContext,
    useNotify,
    useRecordContext,
    useRefresh,
    useSaveContext,
    useTranslate,
    type ValidateForm,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ZodType } from 'zod';
import { isForbidden, refusalOr } from '../forbidden';
import { errorMessage } from './errorMessage';
import { zodValidator } from './zodValidator';
import { ConPermiso } from './ConPermiso';

/**
 * The one shell of every create/edit dialog (CONVENTIONS §3: react-admin's demo style, a form
 * inside a MUI Dialog), opened by URL (`useDialogRoute`: Back closes it). Saving is pessimistic:
 * the dialog closes only once the server has accepted the record. Three ways in, one look:
 * - `CreateDialog` and `EditDialog` save a REST resource (CreateBase/EditBase);
 * - `AccionDialog` saves through a workflow method of the data provider (a stock adjustment, a
 *   ledger movement that patches its lists in place).
 * Every one: the title, one alert under it, the inputs, Cancelar and the submit button ('Guardando...'
 * while the server answers). One save at a time, checked in the click's own task, and none once
 * saved while the dialog fades out. A refused save shows `{errorPrefix} {message}` (a 403, the
 * Spanish refusal); a 422 also marks each field (the dataProvider puts the field errors in the
 * HttpError body). `title`, `errorPrefix`, `submitLabel` and `loadingText` may be translation keys
 * or plain text.
 */
export interface DialogoProps {
    /** A key or text, or the text from the record being edited ('Editar Usuario: {username}'). */
    title: string | ((record?: RaRecord) => string);
    open: boolean;
    onClose: () => void;
    /** The contract's input schema: the form's validation and its messages, under each field. */
    schema?: ZodType;
    /** A validation of the dialog's own, when the values are read before the contract sees them. */
    validate?: ValidateForm;
    /**
     * A refusal shown in the alert, as it is, before anything is sent (a purchase order without a
     * supplier). It stays while the values still give it: once its cause is fixed it goes, and the
     * next problem waits for the next attempt.
     */
    aviso?: (values: Record<string, unknown>) => string | null;
    /** The submit button's text (default 'Guardar'). */
    submitLabel?: string;
    /**
     * The screen's action the submit needs (react-admin's access control): without it the submit
     * is disabled with its reason. Create and edit dialogs ask `create`/`edit` of their resource.
     */
    permiso?: { accion: string; resource: string };
    /** Put before the server's message, e.g. 'Error al crear:'. */
    errorPrefix?: string;
    /** The message when the server gives no detail, e.g. 'Error al crear la categoría.' (spec §8). */
    fallbackMessage?: string;
    /** A refusal (403) follows the prefix too ('Error: No tiene permiso…'), where the spec's dialog shows it so. */
    rechazoConPrefijo?: boolean;
    /** What a save says (default react-admin's 'Elemento creado' / 'Elemento actualizado'); false: nothing. */
    exito?: string | false;
    /** The arguments of `exito`, from the saved record ('Orden de Compra #%{id} creada.'). */
    exitoArgs?: (record: RaRecord) => Record<string, unknown>;
    /** What refreshes after a save (default every query on screen: react-admin's refresh). */
    despues?: (record: RaRecord) => unknown;
    /** Called with the saved record after a successful save (after closing and refreshing). */
    onSaved?: (record: RaRecord) => void;
    maxWidth?: DialogProps['maxWidth'];
    /** Buttons before Cancelar (a phone's Eliminar, which its list has no room for). */
    acciones?: ReactNode;
    children: ReactNode;
}

export interface CreateDialogProps extends DialogoProps {
    resource: string;
    transform?: TransformData;
    /** Initial values of the form. */
    record?: object;
}

export interface EditDialogProps extends DialogoProps {
    resource: string;
    transform?: TransformData;
    id: Identifier | null | undefined;
    /** Shown while the record loads, e.g. 'Cargando datos del cliente...'. */
    loadingText?: string;
    /**
     * Load the record from the server on opening (default), rather than starting from the copy the
     * list left in the cache: the form then shows the record as it is now (spec §2: "the customer
     * is loaded first").
     */
    fresh?: boolean;
    /** The record as its list shows it now: the form starts from it, with no request (roles, users). */
    desdeLaLista?: RaRecord;
    /** The form's values from the record as read (a user's `rol_asignado` becomes the select's `rol_id`). */
    valoresDe?: (record: RaRecord) => RaRecord;
}

export interface AccionDialogProps extends DialogoProps {
    /** Initial values of the form; keep the object stable (a new one resets the form). */
    record?: object;
    /** Sends the values (a workflow method of the data provider) and answers what was saved. */
    guardar: (values: Record<string, unknown>) => Promise<object>;
    /** The record the dialog works on is still being read (`loadingText`), or could not be. */
    cargando?: boolean;
    errorDeCarga?: unknown;
    loadingText?: string;
}

const DEFAULT_ERROR_PREFIX = 'Error:';

/** Translates a key, or returns plain text as it is (without a missing-key warning). */
const useText = () => {
    const translate = useTranslate();
    return (text: string) => translate(text, { _: text });
};

/** The dialog's title, from the record being edited when it names it. */
const Titulo = ({ id, title }: { id: string; title: DialogoProps['title'] }) => {
    const text = useText();
    const record = useRecordContext();
    return <DialogTitle id={id}>{typeof title === 'function' ? title(record) : text(title)}</DialogTitle>;
};

/** The message under the title: a refusal of the values before sending, or the server's answer. */
type Alerta = { tipo: 'aviso' | 'error'; texto: string };

type Resultado = Pick<DialogoProps, 'onClose' | 'errorPrefix' | 'fallbackMessage' | 'rechazoConPrefijo' | 'exito' | 'exitoArgs' | 'despues' | 'onSaved'>;

/** Close + refresh + message on success, the error's text otherwise; the state resets with the dialog. */
const useResultado = (
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
type ResultadoDelDialogo = ReturnType<typeof useResultado>;

const SubmitButton = ({ label, guardado, disabled }: { label: string; guardado: boolean; disabled?: boolean }) => {
    const translate = useTranslate();
    const text = useText();
    const { saving } = useSaveContext();
    return (
        <Button type="submit" variant="contained" disabled={disabled || saving || guardado}>
            {saving ? translate('app.form.saving') : text(label)}
        </Button>
    );
};

const CancelButton = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    const { saving } = useSaveContext();
    return (
        <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
        </Button>
    );
};

/** The alert under the title; an `aviso` lasts while the values still give it, and is then forgotten. */
const AlertaDelDialogo = ({ alerta, aviso, olvidar }: { alerta: Alerta | null; aviso?: DialogoProps['aviso']; olvidar: () => void }) => {
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

const DialogForm = ({ titleId, title, schema, validate, aviso, resultado, onClose, submitLabel, acciones, record, permiso, children }: DialogFormProps) => {
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
const Marco = ({ open, onClose, maxWidth = 'sm', children }: { open: boolean; onClose: () => void; maxWidth?: DialogProps['maxWidth']; children: (titleId: string) => ReactNode }) => {
    const titleId = useId();
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
            {children(titleId)}
        </Dialog>
    );
};

const CreateDialogContent = ({ resource, transform, record, titleId, ...props }: CreateDialogProps & { titleId: string }) => {
    const resultado = useResultado('ra.notification.created', props);
    const mutationOptions = { onSuccess: resultado.alGuardar, onError: resultado.alFallar };
    return (
        // react-admin's own access check stays here (with disableAuthentication the recipe's create
        // dialog rendered before its reference select, tests/ui/recetaMaestro.test.tsx): a role without
        // `create` reaches /<name>/create only by typing it, and gets react-admin's access-denied page.
        <CreateBase resource={resource} record={record} transform={transform} redirect={false} mutationMode="pessimistic" mutationOptions={mutationOptions}>
            <DialogForm permiso={{ accion: 'create', resource }} {...props} titleId={titleId} submitLabel={props.submitLabel ?? 'ra.action.save'} resultado={resultado} />
        </CreateBase>
    );
};

export const CreateDialog = ({ open, onClose, maxWidth, ...props }: CreateDialogProps) => (
    <Marco open={open} onClose={onClose} maxWidth={maxWidth}>
        {(titleId) => <CreateDialogContent {...props} open={open} onClose={onClose} titleId={titleId} />}
    </Marco>
);

/** Where a resource's two dialogs are: `useDialogRoute`'s reading of the address. */
type Ruta = { creating: boolean; editId: string | undefined; close: () => void };

export type DialogosDeRutaProps = Omit<CreateDialogProps, 'open' | 'onClose' | 'title' | 'children' | 'record'> & {
    ruta: Ruta;
    /** What only the create dialog says or starts from (its title, initial values…). */
    alta: Pick<CreateDialogProps, 'title'> & Partial<CreateDialogProps>;
    /** What only the edit dialog says or starts from. */
    edicion: Pick<EditDialogProps, 'title'> & Partial<Omit<EditDialogProps, 'id' | 'open' | 'onClose'>>;
    /** The form's inputs, for a new record (`false`) or one being edited. */
    children: (editando: boolean) => ReactNode;
};

/** A REST resource's create dialog at /<resource>/create and edit dialog at /<resource>/:id, over its list. */
export const DialogosDeRuta = ({ ruta, alta, edicion, children, ...comun }: DialogosDeRutaProps) => (
    <>
        <CreateDialog {...comun} {...alta} open={ruta.creating} onClose={ruta.close}>
            {children(false)}
        </CreateDialog>
        <EditDialog {...comun} {...edicion} id={ruta.editId} open={ruta.editId !== undefined} onClose={ruta.close}>
            {children(true)}
        </EditDialog>
    </>
);

/** The record could not be read: 'Error al cargar:' and the server's message (not the save's prefix), and a way out. */
const LoadError = ({ titleId, title, error, onClose }: { titleId: string; title: DialogoProps['title']; error: unknown; onClose: () => void }) => {
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

const EditLoadError = (props: { titleId: string; title: DialogoProps['title']; onClose: () => void }) => <LoadError {...props} error={useEditContext().error} />;

const Loading = ({ titleId, title, loadingText, onClose }: { titleId: string; title: DialogoProps['title']; loadingText?: string; onClose: () => void }) => {
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

const EditDialogContent = ({ resource, id, transform, loadingText, fresh = true, desdeLaLista, valoresDe, titleId, ...props }: EditDialogProps & { titleId: string }) => {
    const resultado = useResultado('ra.notification.updated', props);
    const mutationOptions = { onSuccess: resultado.alGuardar, onError: resultado.alFallar };
    const queryClient = useQueryClient();
    // Once per opening, before EditBase reads the cache (react-admin fills it from the list, and
    // keeps a record it already had when the list is read again).
    useState(() => {
        if (id == null) return null;
        const clave = [resource, 'getOne', { id: String(id) }];
        if (desdeLaLista) queryClient.setQueryData(clave, desdeLaLista);
        else if (fresh) queryClient.removeQueries({ queryKey: clave });
        return null;
    });
    const { title, onClose } = props;
    return (
        <EditBase
            resource={resource}
            id={id ?? undefined}
            transform={transform}
            redirect={false}
            mutationMode="pessimistic"
            mutationOptions={mutationOptions}
            // No redirect to /access-denied for a role without `edit` (the app requires a session
            // already): the record shows, and its disabled Guardar says why.
            disableAuthentication
            // The dialog shows a failed load itself: no notification, no redirect.
            queryOptions={{ onError: () => undefined, select: valoresDe }}
            loading={<Loading titleId={titleId} title={title} loadingText={loadingText} onClose={onClose} />}
            error={<EditLoadError titleId={titleId} title={title} onClose={onClose} />}
        >
            <DialogForm permiso={{ accion: 'edit', resource }} {...props} titleId={titleId} submitLabel={props.submitLabel ?? 'ra.action.save'} resultado={resultado} />
        </EditBase>
    );
};

export const EditDialog = ({ open, onClose, maxWidth, id, ...props }: EditDialogProps) => {
    // Keep the last id while the dialog fades out, so its content does not jump.
    const [shownId, setShownId] = useState(id);
    if (id != null && id !== shownId) setShownId(id);
    return (
        <Marco open={open && shownId != null} onClose={onClose} maxWidth={maxWidth}>
            {(titleId) => (shownId != null ? <EditDialogContent key={String(shownId)} {...props} id={shownId} open={open} onClose={onClose} titleId={titleId} /> : null)}
        </Marco>
    );
};

const AccionDialogContent = ({ guardar, record, cargando, errorDeCarga, loadingText, titleId, ...props }: AccionDialogProps & { titleId: string }) => {
    const resultado = useResultado('ra.notification.created', props);
    const mutation = useMutation({ mutationFn: guardar });
    const save = async (valores: Record<string, unknown>) => {
        try {
            await resultado.alGuardar((await mutation.mutateAsync(valores)) as RaRecord);
        } catch (err) {
            resultado.alFallar(err);
            // A 422's field errors, for the form to mark (as react-admin's own save answers them).
            return (err as { body?: { errors?: Record<string, string> } } | null)?.body?.errors;
        }
    };
    const { title, onClose } = props;
    if (cargando) return <Loading titleId={titleId} title={title} loadingText={loadingText} onClose={onClose} />;
    if (errorDeCarga) return <LoadError titleId={titleId} title={title} error={errorDeCarga} onClose={onClose} />;
    return (
        <SaveContextProvider value={{ save, saving: mutation.isPending, mutationMode: 'pessimistic' }}>
            <DialogForm {...props} record={record} titleId={titleId} submitLabel={props.submitLabel ?? 'ra.action.save'} resultado={resultado} />
        </SaveContextProvider>
    );
};

export const AccionDialog = ({ open, onClose, maxWidth, ...props }: AccionDialogProps) => (
    <Marco open={open} onClose={onClose} maxWidth={maxWidth}>
        {(titleId) => <AccionDialogContent {...props} open={open} onClose={onClose} titleId={titleId} />}
    </Marco>
);
