import { DataTable, type Identifier, List, TextField } from 'react-admin';
import type { Cliente } from '../../../contracts/clientes';
import { ConfirmDeleteButton } from '../../common/DeleteButton';
import { EditRowButton, ListActions, ListEmpty, ListError, RowActions, useSearchFilter } from '../../common/listParts';
import { EstadoBadge } from '../../common/StatusBadge';
import { useDialogState } from '../../common/useDialogState';
import { ClienteCreate, ClienteEdit } from './ClienteDialogs';
import { clienteExporter } from './clienteExporter';

const ClienteRowActions = ({ onEdit }: { onEdit: (id: Identifier) => void }) => (
    <RowActions>
        <EditRowButton onEdit={onEdit} />
        <ConfirmDeleteButton
            resource="clientes"
            confirmTitle="resources.clientes.delete.title"
            confirmText="resources.clientes.delete.confirm"
            errorPrefix="resources.clientes.errors.delete"
            successMessage="resources.clientes.delete.success"
        />
    </RowActions>
);

/** Spec §2 Customers: searchable table, modal create/edit, delete with confirmation. */
export const ClienteList = () => {
    const dialog = useDialogState();
    const filters = useSearchFilter('resources.clientes.search');
    return (
        <>
            <List
                title="app.page.clientes"
                filters={filters}
                // Spec §9: the customer search waits for a 500 ms pause.
                debounce={500}
                perPage={25}
                sort={{ field: 'nombre_completo', order: 'ASC' }}
                exporter={clienteExporter}
                actions={<ListActions addLabel="resources.clientes.add" onAdd={dialog.openCreate} />}
                empty={false}
                error={<ListError message="resources.clientes.load_error" />}
                // The load failure is shown in place of the table, not as a notification too.
                queryOptions={{ onError: () => undefined }}
            >
                <DataTable<Cliente> rowClick={false} bulkActionButtons={false} empty={<ListEmpty message="resources.clientes.empty" />}>
                    <DataTable.Col source="nombre_completo" />
                    <DataTable.Col source="email" />
                    {/* The server does not sort by phone. */}
                    <DataTable.Col source="telefono" disableSort />
                    <DataTable.Col source="rfc">
                        <TextField source="rfc" emptyText="app.list.not_available" />
                    </DataTable.Col>
                    <DataTable.Col
                        source="estado"
                        render={(cliente) => <EstadoBadge value={cliente.estado} color={cliente.estado === 'Activo' ? 'success' : 'error'} />}
                    />
                    <DataTable.Col label="app.list.actions" align="right">
                        <ClienteRowActions onEdit={dialog.openEdit} />
                    </DataTable.Col>
                </DataTable>
            </List>
            <ClienteCreate open={dialog.creating} onClose={dialog.close} />
            <ClienteEdit id={dialog.editId} onClose={dialog.close} />
        </>
    );
};
