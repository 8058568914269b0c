// The props of the one dialog shell (FormDialog.tsx), apart so its parts (DialogForm.tsx) share them.
import type { DialogProps } from '@mui/material';
import type { ReactNode } from 'react';
import type { Identifier, RaRecord, TransformData, ValidateForm } from 'react-admin';
import type { ZodType } from 'zod';

/** What every dialog of the shell takes (FormDialog.tsx says how they behave). */
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

