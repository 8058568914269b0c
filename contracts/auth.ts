import { z } from 'zod';
import { requiredText, sinControl, TEXTO_NO_PERMITIDO } from './common.js';

/** Spanish texts of the auth rules, shared by the server's 422s and the forms. */
export const AUTH_MENSAJES = {
    usuarioObligatorio: 'El usuario es obligatorio.',
    contrasenaObligatoria: 'La contraseña es obligatoria.',
    empresaObligatoria: 'El nombre de la empresa es obligatorio.',
    nombreObligatorio: 'El nombre es obligatorio.',
    apellidoObligatorio: 'El apellido es obligatorio.',
    emailInvalido: 'El email no tiene un formato válido.',
    contrasenaCorta: 'La contraseña debe tener al menos 8 caracteres.',
} as const;

export const PASSWORD_MIN = 8;

const requerido = (mensaje: string, max = 200) => requiredText(mensaje, { max });

/** POST /api/login/token (form-urlencoded). */
export const loginSchema = z.object({
    username: requerido(AUTH_MENSAJES.usuarioObligatorio),
    password: z.string({ error: AUTH_MENSAJES.contrasenaObligatoria }).min(1, AUTH_MENSAJES.contrasenaObligatoria),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const tokenRespuestaSchema = z.object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
});
export type TokenRespuesta = z.infer<typeof tokenRespuestaSchema>;

/** POST /api/public/registro. The email becomes the first user's username. */
export const registroSchema = z.object({
    nombre_empresa: requerido(AUTH_MENSAJES.empresaObligatoria),
    nombre_usuario: requerido(AUTH_MENSAJES.nombreObligatorio),
    apellido_usuario: requerido(AUTH_MENSAJES.apellidoObligatorio),
    email: z
        .string({ error: AUTH_MENSAJES.emailInvalido })
        .refine(sinControl(), TEXTO_NO_PERMITIDO)
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: AUTH_MENSAJES.emailInvalido }).max(254, AUTH_MENSAJES.emailInvalido)),
    contrasena: z
        .string({ error: AUTH_MENSAJES.contrasenaCorta })
        .min(PASSWORD_MIN, AUTH_MENSAJES.contrasenaCorta)
        .max(200, 'Máximo 200 caracteres.'),
});
export type RegistroInput = z.infer<typeof registroSchema>;

export const REGISTRO_EXITO = 'Empresa y usuario registrados exitosamente.';

export const registroRespuestaSchema = z.object({ mensaje: z.string() });

/** GET /api/public/demo: the demo credentials, only while the server runs in demo mode. */
export const demoCredencialesSchema = z.object({ username: z.string(), password: z.string() });
export type DemoCredenciales = z.infer<typeof demoCredencialesSchema>;
