import type { DialogProps } from '@mui/material';
import { Children, Fragment, isValidElement, lazy, type ReactElement, type ReactNode, Suspense, useMemo, useState } from 'react';
import { DataTable, List, type RaRecord, type SortPayload, useCreatePath, useListContext, useTranslate, type ValidateForm } from 'react-admin';
import type { ZodType } from 'zod';
import { hasMessage } from '../i18n';
import { type CsvColumn, csvExporter } from './csv';
import { Casilla } from './Casillas';
import { type AlternativaAEliminar, ConfirmDeleteButton } from './DeleteButton';
import { useTelefono } from '../layout/anchos';
import type { FilaTelefono, TextoTelefono } from './ListaTelefono';
import { EditRowButton, Filas, ListActions, ListEmpty, ListError, Paginacion, RowActions, useSearchFilter } from './listParts';
import { useDialogRoute } from './useDialogRoute';

// The create and edit dialogs (FormDialog.tsx, 4.9 kB brotli) come with the first one opened, not
// with the list's first visit: the lists stay within their budget (scripts/assetBudget.ts).
const DialogosDeRuta = lazy(() => import('./FormDialog').then((m) => ({ default: m.DialogosDeRuta })));

/**
 * What a catalogue screen (categorías, proveedores, clientes, productos…) declares; CatalogScreen
 * draws the rest: title, search box, add and export buttons, the table with Editar/Eliminar, the
 * load, empty and error states, and the create/edit dialogs at `/<resource>/create` and
 * `/<resource>/:id`.
 *
 * Texts come from the resource's own (its folder's textos, served as `resources.<resource>.*`):
 * `title`, `name`, `fields.*` (column and input labels), `add`, `search`, `empty`, `load_error` (may use
 * `%{message}`), `dialog.create`, `dialog.edit`, `errors.create|update|delete` (put before the
 * server's message), `delete.confirm`; and, when the resource has them, `dialog.loading`,
 * `delete.title`, `delete.success`, `fallback.create|update|delete` (spec §8: the text when the
 * server gives no detail).
 */
export interface CatalogScreenProps<R extends RaRecord = RaRecord> {
    /** The <Resource> name; its API path comes from apiPaths.ts. */
    resource: string;
    /** The first order. Only fields the API declares as sortable (any other is a 422). */
    sort: SortPayload;
    perPage?: number;
    pagination?: ReactElement;
    /** The table's columns (DataTable.Col), before Acciones. Columns the API cannot sort by say `disableSort`. */
    columns: ReactNode;
    /** On a phone, a record's lines in place of the columns; a tap opens its edit dialog, which then carries Eliminar. */
    telefono: TextoTelefono<R>;
    /** The form of both dialogs. */
    inputs: ReactNode;
    /** Inputs only the edit dialog adds after `inputs`: what a new record does not choose (a customer's estado). */
    editInputs?: ReactNode;
    /** The contract's input schema: the form's validation and its messages. */
    schema?: ZodType;
    /**
     * In place of `schema`, a validation that may load it first: react-admin awaits the errors it
     * promises, so a schema only the dialog needs comes with the dialog (products).
     */
    validate?: ValidateForm;
    /** What POST and PUT send, from the form's values (default: the values as they are). */
    body?: (values: Record<string, unknown>) => object;
    /** The new record's initial values. */
    newRecord?: object;
    /**
     * The CSV export written in the browser (`<resource>.csv`), for a list the server does not
     * export (master data); without it, the server's export of every row (ExportarButton).
     */
    csv?: readonly CsvColumn<R>[];
    dialogWidth?: DialogProps['maxWidth'];
    /** List filters beside the search box (inputs with their `source`, `alwaysOn`); a stable array. */
    filtros?: ReactElement[];
    /** What a refused delete (409) offers instead (a product with history is retired). */
    alternativaAEliminar?: AlternativaAEliminar;
    /** Buttons of the list's own before export and add (the products' taxes by category). */
    acciones?: ReactNode;
    /**
     * Actions on the rows ticked (the products' labels), beside `acciones`: the table then starts
     * with a checkbox per row (Casillas.tsx; the list context's selectedIds), none without them.
     * Not on a phone, whose lines have no checkboxes.
     */
    accionesEnLote?: ReactNode;
}


/** `resources.<resource>.<name>`, and the optional ones only when the resource has that text. */
const textsOf = (resource: string) => {
    const key = (name: string) => `resources.${resource}.${name}`;
    return { key, optional: (name: string) => (hasMessage(key(name)) ? key(name) : undefined) };
};

// DataTable counts its children to draw the loading skeleton and to order columns: one per column.
const columnsOf = (node: ReactNode): ReactNode[] =>
    Children.toArray(node).flatMap((child) =>
        isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment ? columnsOf(child.props.children) : [child],
    );

/** The checkboxes' column: as narrow as MUI's table checkbox cells. */
const casilla = () => ({ width: 40, py: 0, pr: 0 }) as const;

/** The list's load failure in place of the table; the text may carry the server's `%{message}`. */
const LoadError = ({ messageKey }: { messageKey: string }) => {
    const translate = useTranslate();
    const { error } = useListContext();
    return <ListError error={error} message={translate(messageKey, { message: error?.message ?? '' })} />;
};

/**
 * A catalogue screen, the list page of its resource (see CatalogScreenProps): the searchable list,
 * and its create and edit dialogs opened from the URL. Saving and deleting are pessimistic: the
 * server answers first.
 */
export const CatalogScreen = <R extends RaRecord>({
    resource,
    sort,
    perPage = 25,
    pagination,
    columns,
    telefono,
    inputs,
    editInputs,
    schema,
    validate,
    body,
    newRecord,
    csv,
    dialogWidth = 'sm',
    filtros,
    alternativaAEliminar,
    acciones,
    accionesEnLote,
}: CatalogScreenProps<R>): ReactElement => {
    const { key, optional } = textsOf(resource);
    const exporter = useMemo(() => (csv ? csvExporter(resource, csv) : false), [resource, csv]);
    const dialog = useDialogRoute(resource);
    // Mounted from the first opening on, so closing fades out like every dialog.
    const [conDialogos, setConDialogos] = useState(false);
    if (!conDialogos && (dialog.creating || dialog.editId !== undefined)) setConDialogos(true);
    const busqueda = useSearchFilter(key('search'));
    const filters = useMemo(() => (filtros ? [...busqueda, ...filtros] : busqueda), [busqueda, filtros]);
    const esTelefono = useTelefono();
    const createPath = useCreatePath();
    // Each line links to its edit dialog's address; the list behind keeps its page and search
    // (react-admin's store holds them).
    const fila: FilaTelefono<R> = { ...telefono, destino: (record) => createPath({ resource, type: 'edit', id: record.id }) };
    const eliminar = (onDeleted?: () => void) => (
        <ConfirmDeleteButton
            resource={resource}
            confirmTitle={optional('delete.title')}
            confirmText={key('delete.confirm')}
            errorPrefix={key('errors.delete')}
            fallbackMessage={optional('fallback.delete')}
            successMessage={optional('delete.success')}
            onDeleted={onDeleted}
            alternativa={alternativaAEliminar}
        />
    );
    const empty = <ListEmpty message={key('empty')} />;
    return (
        <>
            <List
                resource={resource}
                title={key('title')}
                filters={filters}
                // Spec §9: searches wait for a 500 ms pause (also for filters set from code).
                debounce={500}
                perPage={perPage}
                pagination={pagination ?? <Paginacion />}
                sort={sort}
                exporter={exporter}
                actions={
                    <ListActions addLabel={key('add')} onAdd={dialog.openCreate} exportar={csv ? 'navegador' : true}>
                        {/* A phone's lines have no checkboxes: nothing to act on. */}
                        {!esTelefono && accionesEnLote}
                        {acciones}
                    </ListActions>
                }
                empty={false}
                error={<LoadError messageKey={key('load_error')} />}
                // The load failure is shown in place of the table, not as a notification too.
                queryOptions={{ onError: () => undefined }}
            >
                <Filas<R> telefono={fila} empty={empty}>
                    <DataTable rowClick={false} bulkActionButtons={false} empty={empty}>
                        {columnsOf(
                            <>
                                {accionesEnLote !== undefined && <DataTable.Col label={<Casilla />} disableSort cellSx={casilla} render={(record: R) => <Casilla id={record.id} />} />}
                                {columns}
                            </>,
                        )}
                        <DataTable.Col label="app.list.actions" align="right" disableSort>
                            <RowActions>
                                <EditRowButton onEdit={dialog.openEdit} />
                                {eliminar()}
                            </RowActions>
                        </DataTable.Col>
                    </DataTable>
                </Filas>
            </List>
            {conDialogos && (
                <Suspense fallback={null}>
                    <DialogosDeRuta
                        ruta={dialog}
                        resource={resource}
                        schema={schema}
                        validate={validate}
                        transform={body}
                        maxWidth={dialogWidth}
                        alta={{ title: key('dialog.create'), record: newRecord, errorPrefix: key('errors.create'), fallbackMessage: optional('fallback.create') }}
                        edicion={{
                            title: key('dialog.edit'),
                            errorPrefix: key('errors.update'),
                            fallbackMessage: optional('fallback.update'),
                            loadingText: optional('dialog.loading'),
                            acciones: esTelefono ? eliminar(dialog.close) : undefined,
                        }}
                    >
                        {(editando) => (
                            <>
                                {inputs}
                                {editando && editInputs}
                            </>
                        )}
                    </DialogosDeRuta>
                </Suspense>
            )}
        </>
    );
};
