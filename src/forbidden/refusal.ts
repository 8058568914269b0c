import { MENSAJES_HTTP } from '../../contracts/errors';
import { errorMessage } from '../common/errorMessage';

/** The text every refused call shows (CONVENTIONS, Permissions), the server's own 403 detail. */
export const SIN_PERMISO = MENSAJES_HTTP.sinPermiso;

export const isForbidden = (error: unknown): boolean => (error as { status?: unknown } | null)?.status === 403;

/**
 * What a screen shows for a failed call: a 403 is always the Spanish refusal (whatever detail the
 * server sent, so it never reads as a plain load failure or in English); anything else is the
 * server's detail, else the screen's own `fallback` (spec §8).
 */
export const failureText = (error: unknown, fallback: string): string =>
    isForbidden(error) ? SIN_PERMISO : errorMessage(error, fallback) || fallback;

/**
 * A screen's own failure text ('Error al cargar…: %{message}'), unless the call was refused:
 * then only the refusal, so a 403 never reads as a load failure or a bug.
 */
export const refusalOr = (error: unknown, text: string): string => (isForbidden(error) ? SIN_PERMISO : text);
