import { z } from 'zod';
import { optionalEmail, optionalText, requiredText } from './common.js';
import { listContract } from './lists.js';

export const CLIENTE_MENSAJES = {
    nombreObligatorio: 'El nombre completo es obligatorio.',
    enUso: 'No se puede eliminar el cliente porque tiene ventas asociadas. Puede marcarlo como Inactivo.',
    noEncontrado: 'Cliente no encontrado.',
} as const;

export const ESTADOS_CLIENTE = ['Activo', 'Inactivo'] as const;

export const clienteInput = z.object({
    nombre_completo: requiredText(CLIENTE_MENSAJES.nombreObligatorio),
    email: optionalEmail,
    telefono: optionalText(50),
    rfc: optionalText(13).transform((v) => (v ? v.toUpperCase() : v)),
    direccion: optionalText(500, { multilinea: true }),
    estado: z.enum(ESTADOS_CLIENTE, { error: 'El estado debe ser Activo o Inactivo.' }).optional(),
});
export type ClienteInput = z.infer<typeof clienteInput>;

export const clienteSchema = z.object({
    id: z.number(),
    nombre_completo: z.string(),
    email: z.string().nullable(),
    telefono: z.string().nullable(),
    rfc: z.string().nullable(),
    direccion: z.string().nullable(),
    estado: z.string(),
});
export type Cliente = z.infer<typeof clienteSchema>;

export const clientesLista = listContract({
    search: 'termino',
    sort: ['nombre_completo', 'email', 'rfc', 'estado', 'id'],
    filters: { estado: z.enum(ESTADOS_CLIENTE, { error: 'El estado debe ser Activo o Inactivo.' }).optional() },
});
