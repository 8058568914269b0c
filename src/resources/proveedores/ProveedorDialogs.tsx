import type { Identifier } from 'react-admin';
import { proveedorInput } from '../../../contracts/proveedores';
import { CreateDialog, EditDialog } from '../../common/FormDialog';
import { blankToNull } from '../../common/formValues';
import { ProveedorInputs } from './ProveedorInputs';

/** The body of POST and PUT (spec §7): the four fields, an empty one as null. */
export const proveedorBody = (data: Record<string, unknown>) => ({
    nombre_empresa: typeof data.nombre_empresa === 'string' ? data.nombre_empresa.trim() : data.nombre_empresa,
    persona_contacto: blankToNull(data.persona_contacto),
    email: blankToNull(data.email),
    telefono: blankToNull(data.telefono),
});

export const ProveedorCreate = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
    <CreateDialog
        resource="proveedores"
        title="resources.proveedores.dialog.create"
        open={open}
        onClose={onClose}
        schema={proveedorInput}
        transform={proveedorBody}
        errorPrefix="resources.proveedores.errors.save"
    >
        <ProveedorInputs />
    </CreateDialog>
);

export const ProveedorEdit = ({ id, onClose }: { id: Identifier | null; onClose: () => void }) => (
    <EditDialog
        resource="proveedores"
        id={id}
        title="resources.proveedores.dialog.edit"
        open={id != null}
        onClose={onClose}
        schema={proveedorInput}
        transform={proveedorBody}
        errorPrefix="resources.proveedores.errors.save"
    >
        <ProveedorInputs />
    </EditDialog>
);
