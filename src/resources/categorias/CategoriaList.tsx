import { DataTable, type Identifier, List } from 'react-admin';
import type { Categoria } from '../../../contracts/categorias';
import { ConfirmDeleteButton } from '../../common/DeleteButton';
import { EditRowButton, ListActions, ListEmpty, ListError, RowActions, useSearchFilter } from '../../common/listParts';
import { useDialogState } from '../../common/useDialogState';
import { CategoriaCreate, CategoriaEdit } from './CategoriaDialogs';
import { categoriaExporter } from './categoriaExporter';

const CategoriaRowActions = ({ onEdit }: { onEdit: (id: Identifier) => void }) => (
    <RowActions>
        <EditRowButton onEdit={onEdit} />
        <ConfirmDeleteButton
            resource="categorias"
            confirmTitle="resources.categorias.delete.title"
            confirmText="resources.categorias.delete.confirm"
            errorPrefix="resources.categorias.errors.delete"
            fallbackMessage="resources.categorias.fallback.delete"
        />
    </RowActions>
);

/** Spec §2 Categories: ID, name and actions; create and edit in a modal, delete with confirmation. */
export const CategoriaList = () => {
    const dialog = useDialogState();
    const filters = useSearchFilter('resources.categorias.search');
    return (
        <>
            <List
                title="app.page.categorias"
                filters={filters}
                debounce={500}
                perPage={25}
                sort={{ field: 'nombre', order: 'ASC' }}
                exporter={categoriaExporter}
                actions={<ListActions addLabel="resources.categorias.add" onAdd={dialog.openCreate} />}
                empty={false}
                error={<ListError message="resources.categorias.load_error" />}
                // The load failure is shown in place of the table, not as a notification too.
                queryOptions={{ onError: () => undefined }}
            >
                <DataTable<Categoria> rowClick={false} bulkActionButtons={false} empty={<ListEmpty message="resources.categorias.empty" />}>
                    <DataTable.Col source="id" />
                    <DataTable.Col source="nombre" />
                    <DataTable.Col label="app.list.actions" align="right">
                        <CategoriaRowActions onEdit={dialog.openEdit} />
                    </DataTable.Col>
                </DataTable>
            </List>
            <CategoriaCreate open={dialog.creating} onClose={dialog.close} />
            <CategoriaEdit id={dialog.editId} onClose={dialog.close} />
        </>
    );
};
