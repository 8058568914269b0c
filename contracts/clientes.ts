import { z } from 'zod';
import { optionalEmail, optionalText, requiredText } from './common.js';
import { diasCreditoInput, limiteCreditoInput } from './cuentas.js';
import { listContract } from './lists.js';
import { normalizarRfc, problemaDelRfc, RFC_MENSAJES } from './rfc.js';
import { normalizarTelefono, TELEFONO_MENSAJE } from './telefono.js';

export const CLIENTE_MENSAJES = {
    nombreObligatorio: 'El nombre completo es obligatorio.',
    enUso: 'No se puede eliminar el cliente porque tiene ventas asociadas. Puede marcarlo como Inactivo.',
    noEncontrado: 'Cliente no encontrado.',
    rfc: RFC_MENSAJES.formato,
    rfcFecha: RFC_MENSAJES.fecha,
    rfcDuplicado: RFC_MENSAJES.duplicado,
    telefono: TELEFONO_MENSAJE,
    emailDuplicado: (email: string) => `Ya existe un cliente con el email '${email}'.`,
} as const;

/**
 * The RFC, when given (contracts/rfc.ts): SAT's pattern with a real date, in upper case. Unique in
 * the company but for the two generic ones: the database's index says so (a 409), not this schema.
 */
const rfcOpcional = optionalText(200)
    .transform((v) => (v === null ? null : normalizarRfc(v)))
    .superRefine((v, ctx) => {
        const problema = v === null ? null : problemaDelRfc(v);
        if (problema) ctx.addIssue({ code: 'custom', message: RFC_MENSAJES[problema] });
    });

/** The phone, when given (contracts/telefono.ts): 10 digits, kept without separators or +52. */
const telefonoOpcional = optionalText(100).transform((v, ctx) => {
    if (v === null) return null;
    const digitos = normalizarTelefono(v);
    if (digitos === null) {
        ctx.addIssue({ code: 'custom', message: TELEFONO_MENSAJE });
        return z.NEVER;
    }
    return digitos;
});

export const ESTADOS_CLIENTE = ['Activo', 'Inactivo'] as const;

export const clienteInput = z.object({
    nombre_completo: requiredText(CLIENTE_MENSAJES.nombreObligatorio),
    email: optionalEmail,
    telefono: telefonoOpcional,
    rfc: rfcOpcional,
    direccion: optionalText(500, { multilinea: true }),
    estado: z.enum(ESTADOS_CLIENTE, { error: 'El estado debe ser Activo o Inactivo.' }).optional(),
    /**
     * Credit terms (issue 34): left out, a new customer gets no credit and 30 days and an edit keeps
     * them; changing them needs clientes:credito (a 403 otherwise, the same values sent back are no change).
     */
    limite_credito: limiteCreditoInput.optional(),
    dias_credito: diasCreditoInput.optional(),
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
    /** What the customer may owe (0: no credit) and the days a credit sale has to be paid. */
    limite_credito: z.string(),
    dias_credito: z.number(),
    /** What the customer owes now (negative: in their favour) and the points they hold: the sums of their movements. */
    saldo: z.string(),
    puntos: z.number(),
});
export type Cliente = z.infer<typeof clienteSchema>;

export const clientesLista = listContract({
    search: 'termino',
    sort: ['nombre_completo', 'email', 'rfc', 'estado', 'id'],
    filters: { estado: z.enum(ESTADOS_CLIENTE, { error: 'El estado debe ser Activo o Inactivo.' }).optional() },
});
