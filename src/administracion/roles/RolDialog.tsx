import { type ReactNode, useMemo } from 'react';
import { TextInput, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { type Rol, rolInput } from '../../../contracts/roles';
import { zodValidator } from '../../common/zodValidator';
import { FormModal } from './FormModal';
import { PermisosInput } from './PermisosInput';

/** The body of POST and PUT /roles (spec §3): the name and the chosen permissions. */
export const rolBody = (values: Record<string, unknown>) => ({
    nombre: typeof values.nombre === 'string' ? values.nombre.trim() : values.nombre,
    permisos: Array.isArray(values.permisos) ? values.permisos : [],
});

/**
 * Spec §2 Roles: 'Crear Nuevo Rol', or 'Editar Rol' for `rol`; 'Nombre del Rol' and the grid.
 * `acciones`: buttons beside Cancelar (on a phone, the row's Eliminar).
 */
export const RolDialog = ({ open, rol, onClose, acciones }: { open: boolean; rol: Rol | null; onClose: () => void; acciones?: ReactNode }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    const refresh = useRefresh();
    const validate = useMemo(() => zodValidator(rolInput), []);
    const editing = rol != null;
    const submit = async (values: Record<string, unknown>) => {
        const data = rolBody(values);
        if (rol) await dataProvider.update('roles', { id: rol.id, data, previousData: rol });
        else await dataProvider.create('roles', { data });
        refresh();
    };
    return (
        <FormModal
            open={open}
            onClose={onClose}
            title={translate(editing ? 'resources.roles.dialog.edit' : 'resources.roles.dialog.create')}
            submitLabel="resources.roles.dialog.save"
            record={rol ? { nombre: rol.nombre, permisos: rol.permisos } : { nombre: '', permisos: [] }}
            validate={validate}
            onSubmit={submit}
            errorPrefix="resources.roles.errors.save"
            fallback={editing ? 'resources.roles.errors.update_fallback' : 'resources.roles.errors.create_fallback'}
            acciones={acciones}
        >
            <TextInput source="nombre" label="resources.roles.fields.nombre" isRequired autoFocus fullWidth />
            <PermisosInput />
        </FormModal>
    );
};
