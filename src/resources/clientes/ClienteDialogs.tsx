import type { Identifier } from 'react-admin';
import { clienteInput } from '../../../contracts/clientes';
import { CreateDialog, EditDialog } from '../../common/FormDialog';
import { blankToNull } from '../../common/formValues';
import { ClienteInputs } from './ClienteInputs';

/** The body of POST and PUT (spec §7): the five fields, an empty one as null. The estado stays as it is. */
export const clienteBody = (data: Record<string, unknown>) => ({
    nombre_completo: typeof data.nombre_completo === 'string' ? data.nombre_completo.trim() : data.nombre_completo,
    email: blankToNull(data.email),
    telefono: blankToNull(data.telefono),
    rfc: blankToNull(data.rfc),
    direccion: blankToNull(data.direccion),
});

export const ClienteCreate = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
    <CreateDialog
        resource="clientes"
        title="resources.clientes.dialog.create"
        open={open}
        onClose={onClose}
        schema={clienteInput}
        transform={clienteBody}
        errorPrefix="resources.clientes.errors.save"
    >
        <ClienteInputs />
    </CreateDialog>
);

/** Spec §2: the customer is loaded first, with 'Cargando datos del cliente...'. */
export const ClienteEdit = ({ id, onClose }: { id: Identifier | null; onClose: () => void }) => (
    <EditDialog
        resource="clientes"
        id={id}
        title="resources.clientes.dialog.edit"
        open={id != null}
        onClose={onClose}
        schema={clienteInput}
        transform={clienteBody}
        errorPrefix="resources.clientes.errors.save"
        loadingText="resources.clientes.loading"
    >
        <ClienteInputs />
    </EditDialog>
);
