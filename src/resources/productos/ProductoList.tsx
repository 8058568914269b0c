import { DataTable, List, Pagination, useListContext, useTranslate } from 'react-admin';
import type { Producto } from '../../../contracts/productos';
import { ConfirmDeleteButton } from '../../common/DeleteButton';
import { EditRowButton, ListActions, ListEmpty, ListError, RowActions, useSearchFilter } from '../../common/listParts';
import { MoneyField } from '../../common/MoneyField';
import { useDialogState } from '../../common/useDialogState';
import { ProductoCreateDialog, ProductoEditDialog } from './ProductoDialogs';
import { productoExporter } from './productoExporter';

/**
 * /productos (spec §2): search by name or SKU (500 ms pause, page 1 of 100), one row per product
 * showing only its first variant, add/edit in a modal, delete with confirmation.
 * The search pause is react-admin's filter form's own 500 ms debounce; `debounce` on List is the
 * same delay for filters set from code.
 */
const Column = DataTable.Col<Producto>;

const primera = (producto: Partial<Producto>) => producto.variantes?.[0];

/** 'Error: {message}' in place of the table. */
const LoadError = () => {
    const translate = useTranslate();
    const { error } = useListContext();
    return <ListError message={translate('resources.productos.list.error', { message: error?.message ?? '' })} />;
};

export const ProductoList = () => {
    const translate = useTranslate();
    const dialog = useDialogState();
    const filters = useSearchFilter('resources.productos.list.search');
    return (
        <>
            <List<Producto>
                title="app.page.productos"
                perPage={100}
                debounce={500}
                sort={{ field: 'nombre', order: 'ASC' }}
                filters={filters}
                actions={<ListActions addLabel="resources.productos.list.add" onAdd={dialog.openCreate} />}
                exporter={productoExporter}
                pagination={<Pagination rowsPerPageOptions={[100]} />}
                empty={false}
                error={<LoadError />}
                // The failure is shown in place of the table, not as a notification too.
                queryOptions={{ onError: () => undefined }}
            >
                <DataTable
                    bulkActionButtons={false}
                    rowClick={false}
                    empty={<ListEmpty message="resources.productos.list.empty" />}
                >
                    <Column source="nombre" label="resources.productos.fields.nombre" />
                    <Column
                        label="resources.productos.fields.sku"
                        disableSort
                        render={(p) => primera(p)?.sku || translate('resources.productos.list.sin_sku')}
                    />
                    <Column label="resources.productos.fields.precio_venta" disableSort align="right">
                        <MoneyField source="variantes.0.precio_venta" />
                    </Column>
                    <Column
                        label="resources.productos.fields.stock"
                        disableSort
                        align="right"
                        render={(p) => primera(p)?.stock ?? 0}
                    />
                    <Column
                        label="resources.productos.fields.categoria"
                        disableSort
                        render={(p) => p.categoria?.nombre || translate('resources.productos.list.sin_categoria')}
                    />
                    <Column
                        label="resources.productos.list.actions"
                        disableSort
                        align="right"
                        render={(p) => (
                            <RowActions>
                                <EditRowButton onEdit={dialog.openEdit} />
                                <ConfirmDeleteButton
                                    resource="productos"
                                    record={p}
                                    confirmText="resources.productos.delete.confirm"
                                    errorPrefix="resources.productos.delete.error"
                                    successMessage="resources.productos.delete.success"
                                />
                            </RowActions>
                        )}
                    />
                </DataTable>
            </List>
            <ProductoCreateDialog open={dialog.creating} onClose={dialog.close} />
            <ProductoEditDialog id={dialog.editId} onClose={dialog.close} />
        </>
    );
};
