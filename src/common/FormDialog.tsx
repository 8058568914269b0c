import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { CreateBase, EditBase, type RaRecord, SaveContextProvider, useEditContext } from 'react-admin';
import type { AccionDialogProps, CreateDialogProps, DialogoProps, EditDialogProps } from './dialogoProps';
import { DialogForm, LoadError, Loading, Marco, useResultado } from './DialogForm';

export type { AccionDialogProps, CreateDialogProps, DialogoProps, EditDialogProps } from './dialogoProps';

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


const EditLoadError = (props: { titleId: string; title: DialogoProps['title']; onClose: () => void }) => <LoadError {...props} error={useEditContext().error} />;


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

