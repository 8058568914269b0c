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
    /** A body carrying a cost from a caller who does not see costs (server/http/costos.ts). */
    sinCostos: 'No tiene permiso para ver ni cambiar costos.',
    /** An answer made of costs (the stock's value at cost) asked by a caller who does not see them. */
    sinVerCostos: 'No tiene permiso para ver costos ni el valor del inventario a costo.',
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
