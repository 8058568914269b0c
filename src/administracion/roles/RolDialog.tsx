import type { ReactNode } from 'react';
import { type RaRecord, TextInput } from 'react-admin';
import { type Rol, rolInput } from '../../../contracts/roles';
import { DialogosDeRuta, type DialogosDeRutaProps } from '../../common/FormDialog';
import { PermisosInput } from './PermisosInput';
import './textos';

/** The body of POST and PUT /roles (spec §3): the name and the chosen permissions. */
export const rolBody = (values: Record<string, unknown>) => ({
    nombre: typeof values.nombre === 'string' ? values.nombre.trim() : values.nombre,
    permisos: Array.isArray(values.permisos) ? values.permisos : [],
});

const NUEVO = { nombre: '', permisos: [] };

/**
 * Spec §2 Roles: 'Crear Nuevo Rol' at /roles/create, 'Editar Rol' at /roles/:id, started from the
 * role as the list shows it (`rol`); 'Nombre del Rol' and the grid, 'Guardar Rol', 'Error:' before
 * the server's message (a 403's too), and no message on success. `acciones`: buttons beside
 * Cancelar (on a phone, the row's Eliminar).
 */
export const RolDialog = ({ ruta, rol, acciones }: { ruta: DialogosDeRutaProps['ruta']; rol: Rol | undefined; acciones?: ReactNode }) => (
    <DialogosDeRuta
        ruta={ruta}
        resource="roles"
        schema={rolInput}
        transform={rolBody}
        submitLabel="resources.roles.dialog.save"
        errorPrefix="resources.roles.errors.save"
        rechazoConPrefijo
        exito={false}
        maxWidth="md"
        alta={{ title: 'resources.roles.dialog.create', record: NUEVO, fallbackMessage: 'resources.roles.errors.create_fallback' }}
        edicion={{ title: 'resources.roles.dialog.edit', desdeLaLista: rol as RaRecord | undefined, fallbackMessage: 'resources.roles.errors.update_fallback', acciones }}
    >
        {() => (
            <>
                <TextInput source="nombre" label="resources.roles.fields.nombre" isRequired autoFocus fullWidth />
                <PermisosInput />
            </>
        )}
    </DialogosDeRuta>
);
