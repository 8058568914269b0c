import { TextInput } from 'react-admin';

/** The supplier form (create and edit). Labels: resources.proveedores.fields.* */
export const ProveedorInputs = () => (
    <>
        <TextInput source="nombre_empresa" autoFocus fullWidth />
        <TextInput source="persona_contacto" fullWidth />
        <TextInput source="email" type="email" fullWidth />
        <TextInput source="telefono" type="tel" fullWidth />
    </>
);
