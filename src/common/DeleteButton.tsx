import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, type RaRecord, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { refusalOr } from '../forbidden';
import { errorMessage } from './errorMessage';
import { ConPermiso } from './ConPermiso';

export interface ConfirmDeleteButtonProps {
    resource: string;
    /** The record to delete; defaults to the record of the row (RecordContext). */
    record?: RaRecord;
    /** Dialog title; defaults to 'Eliminar'. Translation key or text. */
    confirmTitle?: string;
    /** The question asked, e.g. the spec's '¿Está seguro de que desea eliminar este cliente? …'. */
    confirmText: string;
    /** Put before the server's message when the delete is refused, e.g. 'Error al eliminar:'. */
    errorPrefix: string;
    /** The message when the server gives no detail, e.g. 'Error al eliminar la categoría.' (spec §8). */
    fallbackMessage?: string;
    /** Notified after a successful delete, e.g. 'Cliente eliminado con éxito.'. */
    successMessage?: string;
    /** Button text; defaults to 'Eliminar'. */
    label?: string;
    /** After a successful delete (e.g. to close the dialog the button was in). */
    onDeleted?: () => void;
    /** What a refusal (409) offers instead: a product with history is retired rather than deleted. */
    alternativa?: AlternativaAEliminar;
}

/**
 * A second question when the server refuses the delete with a 409: its title, its text (the
 * server's reason is shown above it), its button, and what it does on the record.
 */
export interface AlternativaAEliminar {
    titulo: string;
    pregunta: string;
    boton: string;
    hacer: (record: RaRecord) => Promise<unknown>;
    /** Notified once done. */
    exito: string;
    /** Put before the server's message when it fails too. */
    errorPrefix: string;
}

/**
 * 'Eliminar' with a confirmation (spec §5 Confirmations). Pessimistic: the row stays until the
 * server has deleted it, and a refusal (409: the record is in use) shows
 * `{errorPrefix} {server message}` and keeps the row.
 */
export const ConfirmDeleteButton = ({
    resource,
    record: recordProp,
    confirmTitle,
    confirmText,
    errorPrefix,
    fallbackMessage,
    successMessage,
    label,
    onDeleted,
    alternativa,
}: ConfirmDeleteButtonProps) => {
    const contextRecord = useRecordContext();
    const record = recordProp ?? contextRecord;
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [open, setOpen] = useState(false);
    // The refusal's text while the alternative is offered; null when it is not.
    const [ofrecida, setOfrecida] = useState<string | null>(null);
    const [haciendo, setHaciendo] = useState(false);
    const [deleteOne, { isPending }] = useDelete();
    const text = (value: string) => translate(value, { _: value });

    if (!record) return null;

    const confirm = () =>
        deleteOne(
            resource,
            { id: record.id, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    setOpen(false);
                    if (successMessage) notify(successMessage, { type: 'success', messageArgs: { _: text(successMessage) } });
                    refresh();
                    onDeleted?.();
                },
                onError: (error: unknown) => {
                    setOpen(false);
                    if (alternativa && (error as { status?: number } | null)?.status === 409) {
                        setOfrecida(errorMessage(error, ''));
                        return;
                    }
                    const message = refusalOr(error, `${text(errorPrefix)} ${errorMessage(error, fallbackMessage && text(fallbackMessage))}`);
                    notify(message, { type: 'error', messageArgs: { _: message } });
                },
            },
        );

    return (
        <>
            <ConPermiso accion="delete" resource={resource}>
                <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={(event) => {
                        event.stopPropagation();
                        setOpen(true);
                    }}
                >
                    {text(label ?? 'ra.action.delete')}
                </Button>
            </ConPermiso>
            <Confirm
                isOpen={open}
                loading={isPending}
                title={confirmTitle ?? 'ra.action.delete'}
                content={confirmText}
                confirm="ra.action.delete"
                confirmColor="warning"
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
            {alternativa ? (
                <Confirm
                    isOpen={ofrecida !== null}
                    loading={haciendo}
                    title={alternativa.titulo}
                    content={`${ofrecida ?? ''} ${text(alternativa.pregunta)}`.trim()}
                    confirm={alternativa.boton}
                    confirmColor="warning"
                    onConfirm={async () => {
                        setHaciendo(true);
                        try {
                            await alternativa.hacer(record);
                            setOfrecida(null);
                            notify(alternativa.exito, { type: 'success', messageArgs: { _: text(alternativa.exito) } });
                            refresh();
                        } catch (error) {
                            setOfrecida(null);
                            const message = refusalOr(error, `${text(alternativa.errorPrefix)} ${errorMessage(error)}`);
                            notify(message, { type: 'error', messageArgs: { _: message } });
                        } finally {
                            setHaciendo(false);
                        }
                    }}
                    onClose={() => setOfrecida(null)}
                />
            ) : null}
        </>
    );
};
