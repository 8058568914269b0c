import { z } from 'zod';
import { AUTH_MENSAJES, PASSWORD_MIN } from './auth.js';
import { requiredId, requiredText } from './common.js';
import { listContract, queryId } from './lists.js';

export const USUARIO_MENSAJES = {
    nombreObligatorio: AUTH_MENSAJES.nombreObligatorio,
    apellidoObligatorio: AUTH_MENSAJES.apellidoObligatorio,
    usuarioObligatorio: 'El nombre de usuario es obligatorio.',
    usuarioConEspacios: 'El nombre de usuario no puede contener espacios.',
    usuarioInmutable: 'El nombre de usuario no se puede cambiar.',
    contrasenaCorta: AUTH_MENSAJES.contrasenaCorta,
    rolObligatorio: 'Debe seleccionar un rol para el usuario.',
    rolInexistente: 'El rol seleccionado no existe.',
    activoInvalido: 'activo debe ser verdadero o falso.',
    duplicado: 'Ya existe un usuario con ese nombre de usuario.',
    noEncontrado: 'Usuario no encontrado.',
} as const;

const requerido = (mensaje: string, max = 100) => requiredText(mensaje, { max });

const contrasena = z
    .string({ error: USUARIO_MENSAJES.contrasenaCorta })
    .min(PASSWORD_MIN, USUARIO_MENSAJES.contrasenaCorta)
    .max(200, 'Máximo 200 caracteres.');

/** Login names compare in lower case everywhere (the login lower-cases what it is given). */
const nombreDeUsuario = z
    .string({ error: USUARIO_MENSAJES.usuarioObligatorio })
    .trim()
    .toLowerCase()
    .min(1, USUARIO_MENSAJES.usuarioObligatorio)
    .max(254, 'Máximo 254 caracteres.')
    .regex(/^\S+$/, USUARIO_MENSAJES.usuarioConEspacios);

const rolId = requiredId(USUARIO_MENSAJES.rolObligatorio);

/**
 * POST /api/v1/usuarios/. The spec's client also sends `empresa_id` (fixed at 1): it is accepted
 * and ignored, the user always joins the caller's company (CONVENTIONS §1, Tenancy).
 */
export const usuarioCrearInput = z.object({
    nombre: requerido(USUARIO_MENSAJES.nombreObligatorio),
    apellido: requerido(USUARIO_MENSAJES.apellidoObligatorio),
    usuario: nombreDeUsuario,
    contrasena,
    rol_id: rolId,
    empresa_id: z.unknown().optional().transform(() => undefined),
});
export type UsuarioCrearInput = z.infer<typeof usuarioCrearInput>;

/**
 * PUT /api/v1/usuarios/{id}. A blank or absent `contrasena` keeps the current one. `usuario`
 * cannot change: it may be sent (react-admin sends the whole record) and is accepted when it
 * equals the current one, refused with a 422 otherwise. `activo` goes beyond the spec's form.
 */
export const usuarioEditarInput = z.object({
    nombre: requerido(USUARIO_MENSAJES.nombreObligatorio),
    apellido: requerido(USUARIO_MENSAJES.apellidoObligatorio),
    usuario: z.string({ error: USUARIO_MENSAJES.usuarioInmutable }).trim().toLowerCase().optional(),
    contrasena: z
        .union([z.string(), z.null()], { error: USUARIO_MENSAJES.contrasenaCorta })
        .optional()
        .transform((v) => (v == null || v.trim() === '' ? undefined : v))
        .pipe(contrasena.optional()),
    rol_id: rolId,
    activo: z.boolean({ error: USUARIO_MENSAJES.activoInvalido }).optional(),
    empresa_id: z.unknown().optional().transform(() => undefined),
});
export type UsuarioEditarInput = z.infer<typeof usuarioEditarInput>;

/** A user as answered: never a password or its hash. */
export const usuarioSchema = z.object({
    id: z.number(),
    nombre: z.string(),
    apellido: z.string(),
    usuario: z.string(),
    rol_asignado: z.object({ id: z.number(), nombre: z.string() }).nullable(),
    activo: z.boolean(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

/**
 * GET /api/v1/usuarios/roles: the roles a user may be given, for the user form's select. Served
 * under `usuarios:administrar`, so whoever manages users needs no `roles:administrar` to pick one.
 */
export const rolAsignableSchema = z.object({ id: z.number(), nombre: z.string() });
export type RolAsignable = z.infer<typeof rolAsignableSchema>;
export const rolesAsignablesLista = listContract({ sort: ['nombre', 'id'], filters: {} });

export const usuariosLista = listContract({
    sort: ['usuario', 'id'],
    filters: { rol_id: queryId.optional() },
});
