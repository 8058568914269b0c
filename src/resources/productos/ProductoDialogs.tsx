import type { Identifier, TransformData } from 'react-admin';
import { CreateDialog, EditDialog } from '../../common/FormDialog';
import { formToBody, type ProductoForm, productoFormSchema, recordToForm } from './productoForm';
import { ProductoInputs } from './ProductoInputs';

/**
 * The product modal (spec §2, §4 Modals): create mode from the list's add button, edit mode for the
 * chosen row. The form holds the API's shape; what is sent is formToBody's.
 */
const transform: TransformData = (data) => formToBody(data as ProductoForm);

const NUEVO = recordToForm();

export const ProductoCreateDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
    <CreateDialog
        resource="productos"
        title="resources.productos.form.create_title"
        open={open}
        onClose={onClose}
        record={NUEVO as unknown as Record<string, unknown>}
        schema={productoFormSchema}
        transform={transform}
        errorPrefix="resources.productos.form.create_error"
        maxWidth="md"
    >
        <ProductoInputs />
    </CreateDialog>
);

export const ProductoEditDialog = ({ id, onClose }: { id: Identifier | null; onClose: () => void }) => (
    <EditDialog
        resource="productos"
        id={id}
        title="resources.productos.form.edit_title"
        open={id != null}
        onClose={onClose}
        schema={productoFormSchema}
        transform={transform}
        errorPrefix="resources.productos.form.update_error"
        loadingText="resources.productos.form.loading"
        maxWidth="md"
    >
        <ProductoInputs />
    </EditDialog>
);
