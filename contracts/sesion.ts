import { z } from 'zod';

/**
 * `GET /api/v1/sesion`: who is calling and for which shop. The screens need the shop's name (the
 * ticket) and time zone (every date is shown in the shop's day, CONVENTIONS §1 Time), and may
 * tell a cashier what their role allows; any valid session may read it.
 */
export const sesionSchema = z.object({
    usuario: z.object({ id: z.number(), usuario: z.string(), nombre: z.string(), apellido: z.string() }),
    empresa: z.object({ id: z.number(), nombre: z.string(), zona_horaria: z.string() }),
    /** The caller's permissions, from the catalogue (the Administrador holds all of them). */
    permisos: z.array(z.string()),
});
export type Sesion = z.infer<typeof sesionSchema>;
