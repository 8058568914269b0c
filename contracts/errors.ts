/** FastAPI-shaped error bodies (CONVENTIONS §1): what the server sends and the client reads. */
export interface ValidationIssue {
    loc: (string | number)[];
    msg: string;
    type: string;
}
export type ErrorBody = { detail: string } | { detail: ValidationIssue[] };

export const MENSAJES_HTTP = {
    noAutenticado: 'No autenticado.',
    tokenInvalido: 'El token no es válido o ha expirado.',
    sinPermiso: 'No tiene permiso para realizar esta acción.',
    noEncontrado: 'Recurso no encontrado.',
    rutaNoEncontrada: 'Ruta no encontrada.',
    jsonInvalido: 'El cuerpo de la petición no es un JSON válido.',
    internal: 'Error interno del servidor.',
    credenciales: 'Usuario o contraseña incorrectos.',
    demasiadosIntentos: (espera: string) => `Demasiados intentos. Intente de nuevo en ${espera}.`,
    usuarioInactivo: 'El usuario está inactivo.',
    emailEnUso: 'Ya existe un usuario registrado con ese email.',
    empresaEnUso: 'Ya existe una empresa registrada con ese nombre.',
} as const;
