import { z } from 'zod';
import { enBlanco, optionalText, requiredText, sinControl, TEXTO_NO_PERMITIDO } from './common.js';
import { iepsInput, ivaInput, TASAS_IVA } from './impuestos.js';
import { esRegimenFiscal } from './regimenFiscal.js';
import { esRfcGenerico, normalizarRfc, problemaDelRfc, RFC_MENSAJES } from './rfc.js';

/*
 * The company's settings (CONVENTIONS §6): `GET /api/v1/empresa/` for every user of the company
 * (the ticket prints its header and footer, the till reads `caja_obligatoria`), `PUT` with
 * `configuracion:administrar`. The PUT takes the whole object; read-only fields (`id`) are ignored.
 * Later issues add their settings here, each with its messages.
 */

/** The ticket's texts: at most this many characters and lines each (an 80 mm roll prints ~48 characters a line). */
export const TEXTO_TICKET_MAX = 500;
export const RENGLONES_TICKET_MAX = 10;

export const EMPRESA_MENSAJES = {
    nombreObligatorio: 'El nombre de la empresa es obligatorio.',
    zonaObligatoria: 'La zona horaria es obligatoria.',
    zonaInvalida: 'La zona horaria no es válida: elija una de la lista (por ejemplo, America/Mexico_City).',
    textoInvalido: 'El texto del ticket debe ser texto.',
    renglones: `Máximo ${RENGLONES_TICKET_MAX} renglones.`,
    cajaObligatoria: 'Indique si la caja es obligatoria (sí o no).',
    /** empresas.nombre_clave is unique: the same text registration answers. */
    duplicada: 'Ya existe una empresa registrada con ese nombre.',
    /** Why a zone cannot change once documents were counted in the old one (server/modules/empresa/empresa.service.ts). */
    zonaConDocumentos:
        'No se puede cambiar la zona horaria: la empresa ya tiene ventas o movimientos contables, y sus días ya se contaron en la zona actual.',
    rfc: RFC_MENSAJES.formato,
    rfcFecha: RFC_MENSAJES.fecha,
    rfcGenerico:
        'El RFC de la empresa no puede ser un RFC genérico (XAXX010101000, público en general, o XEXX010101000, extranjero): escriba el RFC con el que la empresa está inscrita en el SAT.',
    regimen: 'El régimen fiscal no es válido: elija uno del catálogo del SAT (por ejemplo, 601, 612 o 626).',
    codigoPostal: 'El código postal debe tener 5 dígitos (por ejemplo, 01234).',
} as const;

/** CFDI 4.0 caps the issuer's name (Emisor/@Nombre) at 254 characters. */
export const RAZON_SOCIAL_MAX = 254;

// IANA names only ('America/Mexico_City', 'Etc/GMT+6', 'UTC'): no offsets such as '+05:00'.
const NOMBRE_DE_ZONA = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The canonical spelling of an IANA time zone the runtime knows ('america/mexico_city' →
 * 'America/Mexico_City', an alias to its zone), or null: the one test of a zone, on the server
 * and in the form, since every date the shop sees is computed with `Intl` in that zone.
 */
export function zonaCanonica(zona: string): string | null {
    if (zona.length > 64 || !NOMBRE_DE_ZONA.test(zona)) return null;
    try {
        return new Intl.DateTimeFormat('en-US', { timeZone: zona }).resolvedOptions().timeZone;
    } catch {
        return null;
    }
}

/** A ticket's header or footer: optional multi-line text, blank is none, lines end in '\n'. */
const textoDelTicket = z
    .union([z.string(), z.null()], { error: EMPRESA_MENSAJES.textoInvalido })
    .optional()
    .refine((v) => v == null || sinControl(true)(v), TEXTO_NO_PERMITIDO)
    .transform((v) => {
        if (v == null || enBlanco(v)) return null;
        // Windows' and old Macs' line ends as one; spaces at a line's end print nothing.
        return v
            .replace(/\r\n?/g, '\n')
            .split('\n')
            .map((renglon) => renglon.trimEnd())
            .join('\n')
            .trim();
    })
    .pipe(
        z
            .string()
            .max(TEXTO_TICKET_MAX, `Máximo ${TEXTO_TICKET_MAX} caracteres.`)
            .refine((v) => v.split('\n').length <= RENGLONES_TICKET_MAX, EMPRESA_MENSAJES.renglones)
            .nullable(),
    );

/** An optional text field of the fiscal data: '' and null are none; anything but text is the field's own message. */
const textoFiscal = (mensaje: string) =>
    z
        .union([z.string(), z.null()], { error: mensaje })
        .optional()
        .transform((v) => (v == null || enBlanco(v) ? null : v.trim()));

/**
 * The company's RFC (contracts/rfc.ts): SAT's pattern with a real date, kept in upper case. Not a
 * generic one: those name a customer (the general public, a foreigner), never the issuer, and a
 * CFDI with one as Emisor is refused by the PAC.
 */
const rfcDeLaEmpresa = textoFiscal(RFC_MENSAJES.formato).transform((v, ctx) => {
    if (v === null) return null;
    const rfc = normalizarRfc(v);
    const problema = problemaDelRfc(rfc);
    if (problema) {
        ctx.addIssue({ code: 'custom', message: RFC_MENSAJES[problema] });
        return z.NEVER;
    }
    if (esRfcGenerico(rfc)) {
        ctx.addIssue({ code: 'custom', message: EMPRESA_MENSAJES.rfcGenerico });
        return z.NEVER;
    }
    return rfc;
});

const regimenFiscal = textoFiscal(EMPRESA_MENSAJES.regimen).refine((v) => v === null || esRegimenFiscal(v), EMPRESA_MENSAJES.regimen);

// Digits only: a CP is text ('01234'), a JSON number would have lost its leading zero.
const codigoPostal = textoFiscal(EMPRESA_MENSAJES.codigoPostal).refine((v) => v === null || /^\d{5}$/.test(v), EMPRESA_MENSAJES.codigoPostal);

/** PUT /api/v1/empresa/: the whole settings object. The fiscal data may be left out (null: a shop sells before it has them); the default IVA then is 16 %. */
export const empresaInput = z.object({
    nombre: requiredText(EMPRESA_MENSAJES.nombreObligatorio, { max: 200 }),
    zona_horaria: z
        .string({ error: EMPRESA_MENSAJES.zonaObligatoria })
        .trim()
        .min(1, { error: EMPRESA_MENSAJES.zonaObligatoria, abort: true })
        .transform((v, ctx) => {
            const canonica = zonaCanonica(v);
            if (canonica === null) {
                ctx.addIssue({ code: 'custom', message: EMPRESA_MENSAJES.zonaInvalida });
                return z.NEVER;
            }
            return canonica;
        }),
    encabezado_ticket: textoDelTicket,
    pie_ticket: textoDelTicket,
    caja_obligatoria: z.boolean({ error: EMPRESA_MENSAJES.cajaObligatoria }),
    rfc: rfcDeLaEmpresa,
    razon_social: optionalText(RAZON_SOCIAL_MAX),
    regimen_fiscal: regimenFiscal,
    codigo_postal: codigoPostal,
    /** The IVA a new product starts with. */
    iva_predeterminado: ivaInput.optional().transform((v) => v ?? '16'),
    /** The IEPS a new product starts with, in millionths once read; none by default. */
    ieps_predeterminado: iepsInput,
});
export type EmpresaInput = z.infer<typeof empresaInput>;

/** The company's settings as answered. */
export const empresaSchema = z.object({
    id: z.number(),
    nombre: z.string(),
    zona_horaria: z.string(),
    encabezado_ticket: z.string().nullable(),
    pie_ticket: z.string().nullable(),
    /** A sale or a cash refund needs the user's open cash session. */
    caja_obligatoria: z.boolean(),
    rfc: z.string().nullable(),
    razon_social: z.string().nullable(),
    /** SAT's c_RegimenFiscal code (contracts/regimenFiscal.ts). */
    regimen_fiscal: z.string().nullable(),
    codigo_postal: z.string().nullable(),
    iva_predeterminado: z.enum(TASAS_IVA),
    /** CFDI's six decimals ("0.080000"), or null for none. */
    ieps_predeterminado: z.string().nullable(),
});
export type Empresa = z.infer<typeof empresaSchema>;
