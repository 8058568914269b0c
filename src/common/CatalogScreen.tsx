import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { DataTable, List, useListContext, useTranslate } from 'react-admin';
import { hasMessage } from '../i18n';
import type { CatalogScreenProps } from './catalogResource';
import { ConfirmDeleteButton } from './DeleteButton';
import { CreateDialog, EditDialog } from './FormDialog';
import { EditRowButton, ListActions, ListEmpty, ListError, RowActions, useSearchFilter } from './listParts';
import { useDialogRoute } from './useDialogRoute';

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

/** The list's load failure in place of the table; the text may carry the server's `%{message}`. */
const LoadError = ({ messageKey }: { messageKey: string }) => {
    const translate = useTranslate();
    const { error } = useListContext();
    return <ListError message={translate(messageKey, { message: error?.message ?? '' })} />;
};

/**
 * A catalogue screen (see CatalogConfig): the searchable list, and its create and edit dialogs
 * opened from the URL. Saving and deleting are pessimistic: the server answers first.
 */
export const CatalogScreen = ({
    resource,
    sort,
    perPage = 25,
    pagination,
    columns,
    inputs,
    schema,
    body,
    newRecord,
    exporter,
    dialogWidth = 'sm',
}: CatalogScreenProps): ReactElement => {
    const { key, optional } = textsOf(resource);
    const dialog = useDialogRoute(resource);
    const filters = useSearchFilter(key('search'));
    const dialogProps = { resource, schema, transform: body, onClose: dialog.close, maxWidth: dialogWidth };
    return (
        <>
            <List
                resource={resource}
                title={`app.page.${resource}`}
                filters={filters}
                // Spec §9: searches wait for a 500 ms pause (also for filters set from code).
                debounce={500}
                perPage={perPage}
                pagination={pagination}
                sort={sort}
                exporter={exporter}
                actions={<ListActions addLabel={key('add')} onAdd={dialog.openCreate} />}
                empty={false}
                error={<LoadError messageKey={key('load_error')} />}
                // The load failure is shown in place of the table, not as a notification too.
                queryOptions={{ onError: () => undefined }}
            >
                <DataTable rowClick={false} bulkActionButtons={false} empty={<ListEmpty message={key('empty')} />}>
                    {columnsOf(columns)}
                    <DataTable.Col label="app.list.actions" align="right" disableSort>
                        <RowActions>
                            <EditRowButton onEdit={dialog.openEdit} />
                            <ConfirmDeleteButton
                                resource={resource}
                                confirmTitle={optional('delete.title')}
                                confirmText={key('delete.confirm')}
                                errorPrefix={key('errors.delete')}
                                fallbackMessage={optional('fallback.delete')}
                                successMessage={optional('delete.success')}
                            />
                        </RowActions>
                    </DataTable.Col>
                </DataTable>
            </List>
            <CreateDialog
                {...dialogProps}
                open={dialog.creating}
                record={newRecord}
                title={key('dialog.create')}
                errorPrefix={key('errors.create')}
                fallbackMessage={optional('fallback.create')}
            >
                {inputs}
            </CreateDialog>
            <EditDialog
                {...dialogProps}
                id={dialog.editId}
                open={dialog.editId !== undefined}
                title={key('dialog.edit')}
                errorPrefix={key('errors.update')}
                fallbackMessage={optional('fallback.update')}
                loadingText={optional('dialog.loading')}
            >
                {inputs}
            </EditDialog>
        </>
    );
};
