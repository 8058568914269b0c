import type { ZodType } from 'zod';

/**
 * Whether a form marks a field as required: its contract refuses it both left blank and left out.
 * The label's asterisk then says what the contract's message would, before the user saves.
 */
export const obligatorio = (schema: ZodType, campo: string): boolean => {
    const regla = (schema as { shape?: Record<string, ZodType> }).shape?.[campo];
    if (!regla) throw new Error(`El contrato no tiene el campo ${campo}.`);
    return !regla.safeParse('').success && !regla.safeParse(undefined).success;
};
