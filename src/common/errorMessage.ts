import { HttpError } from 'react-admin';
import { describeDetail } from './apiError';

/**
 * The text of a failed call as a screen shows it: the server's own message, or — when the server
 * gave no usable detail and the screen has a message of its own for that call (spec §8: 'Error
 * al crear la categoría.') — that message. Network failures keep their own text.
 */
export const errorMessage = (error: unknown, fallback?: string): string => {
    if (fallback && error instanceof HttpError && !describeDetail(error.body)) return fallback;
    if (typeof error === 'string') return error;
    if (error instanceof Error) return error.message;
    return String((error as { message?: unknown })?.message ?? '');
};
