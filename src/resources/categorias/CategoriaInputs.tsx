import { TextInput } from 'react-admin';

/** The category form (create and edit): only its name. */
export const CategoriaInputs = () => <TextInput source="nombre" autoFocus fullWidth />;
