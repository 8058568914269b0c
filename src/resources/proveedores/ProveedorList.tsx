import { DataTable, type Identifier, List } from 'react-admin';
import type { Proveedor } from '../../../contracts/proveedores';
import { ConfirmDeleteButton } from '../../common/DeleteButton';
import { EditRowButton, ListActions, ListEmpty, ListError, RowActions, useSearchFilter } from '../../common/listParts';
import { useDialogState } from '../../common/useDialogState';
import { ProveedorCreate, ProveedorEdit } from './ProveedorDialogs';
import { proveedorExporter } from './proveedorExporter';

const ProveedorRowActions = ({ onEdit }: { onEdit: (id: Identifier) => void }) => (
    <RowActions>
        <EditRowButton onEdit={onEdit} />
        <ConfirmDeleteButton
            resource="proveedores"
            confirmTitle="resources.proveedores.delete.title"
            confirmText="resources.proveedores.delete.confirm"
            errorPrefix="resources.proveedores.errors.delete"
        />
    </RowActions>
);

const column = (source: keyof Proveedor) => `resources.proveedores.columns.${source}`;

/** Spec §2 Suppliers: company, contact, email, phone and actions; create and edit in a modal. */
export const ProveedorList = () => {
    const dialog = useDialogState();
    const filters = useSearchFilter('resources.proveedores.search');
    return (
        <>
            <List
                title="app.page.proveedores"
                filters={filters}
                debounce={500}
                perPage={25}
                sort={{ field: 'nombre_empresa', order: 'ASC' }}
                exporter={proveedorExporter}
                actions={<ListActions addLabel="resources.proveedores.add" onAdd={dialog.openCreate} />}
                empty={false}
                error={<ListError message="resources.proveedores.load_error" />}
                // The load failure is shown in place of the table, not as a notification too.
                queryOptions={{ onError: () => undefined }}
            >
                <DataTable<Proveedor> rowClick={false} bulkActionButtons={false} empty={<ListEmpty message="resources.proveedores.empty" />}>
                    <DataTable.Col source="nombre_empresa" label={column('nombre_empresa')} />
                    <DataTable.Col source="persona_contacto" label={column('persona_contacto')} />
                    <DataTable.Col source="email" label={column('email')} />
                    {/* The server sorts by company, contact and email only. */}
                    <DataTable.Col source="telefono" label={column('telefono')} disableSort />
                    <DataTable.Col label="app.list.actions" align="right">
                        <ProveedorRowActions onEdit={dialog.openEdit} />
                    </DataTable.Col>
                </DataTable>
            </List>
            <ProveedorCreate open={dialog.creating} onClose={dialog.close} />
            <ProveedorEdit id={dialog.editId} onClose={dialog.close} />
        </>
    );
};
