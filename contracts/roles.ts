import { z } from 'zod';
import { requiredText } from './common.js';
import { listContract } from './lists.js';
import { PERMISOS } from './permisos.js';

export const ROL_MENSAJES = {
    nombreObligatorio: 'El nombre del rol es obligatorio.',
    permisoDesconocido: 'El permiso no existe.',
    permisosLista: 'Los permisos deben ser una lista.',
    duplicado: 'Ya existe un rol con ese nombre.',
    enUso: 'No se puede eliminar el rol porque tiene usuarios asignados.',
    noEncontrado: 'Rol no encontrado.',
    administradorFijo: 'El rol Administrador tiene todos los permisos y no se puede modificar ni eliminar.',
    permisosAjenos: 'No puede otorgar permisos que usted no tiene.',
    rolFueraDeAlcance: 'No puede modificar un rol con permisos que usted no tiene.',
    usuarioFueraDeAlcance: 'No puede modificar a un usuario con permisos que usted no tiene.',
    sinAdministrador:
        'La empresa debe conservar al menos un usuario activo que pueda administrar roles y usuarios.',
} as const;

/** POST/PUT /api/v1/roles/: a name and permissions of the catalogue only (repeats collapse). */
export const rolInput = z.object({
    nombre: requiredText(ROL_MENSAJES.nombreObligatorio, { max: 100 }),
    permisos: z
        .array(z.enum(PERMISOS, { error: ROL_MENSAJES.permisoDesconocido }), { error: ROL_MENSAJES.permisosLista })
        .default([])
        .transform((permisos) => [...new Set(permisos)]),
});
export type RolInput = z.infer<typeof rolInput>;

/**
 * A role as answered. `todos_los_permisos` marks the Administrador: it holds the whole catalogue
 * (listed in `permisos`), present and future, and cannot be edited or deleted.
 */
export const rolSchema = z.object({
    id: z.number(),
    nombre: z.string(),
    permisos: z.array(z.string()),
    todos_los_permisos: z.boolean(),
});
export type Rol = z.infer<typeof rolSchema>;

export const rolesLista = listContract({ sort: ['nombre', 'id'], filters: {} });
