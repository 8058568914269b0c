/**
 * CONVENTIONS §1 Time: a shop without a zone of its own (empresas.zona_horaria) counts Mexico
 * City's days, on the server (server/domain/calendario.ts) and on screen (src/sesion/fechas.ts).
 * A module of its own, importing nothing, so the screens take it without the contracts' zod.
 */
export const ZONA_POR_DEFECTO = 'America/Mexico_City';
