import { z } from 'zod';
import { optionalEmail, optionalText, requiredText } from './common.js';
import { listContract } from './lists.js';

export const PROVEEDOR_MENSAJES = {
    nombreObligatorio: 'El nombre de la empresa es obligatorio.',
    enUso: 'No se puede eliminar el proveedor porque tiene productos u órdenes de compra asociados.',
    noEncontrado: 'Proveedor no encontrado.',
} as const;

export const proveedorInput = z.object({
    nombre_empresa: requiredText(PROVEEDOR_MENSAJES.nombreObligatorio),
    persona_contacto: optionalText(200),
    email: optionalEmail,
    telefono: optionalText(50),
});
export type ProveedorInput = z.infer<typeof proveedorInput>;

export const proveedorSchema = z.object({
    id: z.number(),
    nombre_empresa: z.string(),
    persona_contacto: z.string().nullable(),
    email: z.string().nullable(),
    telefono: z.string().nullable(),
});
export type Proveedor = z.infer<typeof proveedorSchema>;

export const proveedoresLista = listContract({
    search: 'termino',
    sort: ['nombre_empresa', 'persona_contacto', 'email', 'id'],
    filters: {},
});
