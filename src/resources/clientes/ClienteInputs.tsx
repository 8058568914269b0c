import { TextInput } from 'react-admin';

/** Spec §2 Customers: the modal's fields (create and edit). Labels: resources.clientes.fields.* */
export const ClienteInputs = () => (
    <>
        <TextInput source="nombre_completo" autoFocus fullWidth />
        <TextInput source="email" type="email" fullWidth />
        <TextInput source="telefono" type="tel" fullWidth />
        <TextInput source="rfc" fullWidth />
        <TextInput source="direccion" multiline minRows={3} fullWidth />
    </>
);
