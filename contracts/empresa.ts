import { z } from 'zod';
import { type ContenidoEtiqueta, DECIMALES_MAXIMOS, type FormatoEtiqueta, LONGITUD_EAN13, leerPrefijos } from './bascula.js';
import { enBlanco, optionalText, requiredText, sinControl, TEXTO_NO_PERMITIDO } from './common.js';
import { iepsInput, ivaInput, TASAS_IVA } from './impuestos.js';
import { moneyInput } from './money.js';
import { esRegimenFiscal } from './regimenFiscal.js';
import { esRfcGenerico, normalizarRfc, problemaDelRfc, RFC_MENSAJES } from './rfc.js';

/*
 * The company's settings (CONVENTIONS §6): `GET /api/v1/empresa/` for every user of the company
 * (the ticket prints its header and footer, the till reads `caja_obligatoria`), `PUT` with
 * `configuracion:administrar`. The PUT takes the whole object; read-only fields (`id`) are ignored.
 * Later issues add their settings here, each with its messages.
 */

/** Digits of a scale label's prefix, at most; how many prefixes; digits of its code or value field, at most. */
export const PREFIJO_MAX = 3;
export const PREFIJOS_MAX = 100;
export const LONGITUD_CAMPO_MAX = 10;

/**
 * What a cashier without `ventas:descontar_sin_limite` may give (%), until the shop says
 * otherwise: 10 %, the regular customer's 5 % and a damaged box's 10 % go through, a 50 % needs
 * someone who may give it. 0 would make `ventas:descontar` useless until the owner found this
 * setting; 100 would make the cap no cap.
 */
export const DESCUENTO_MAXIMO_PREDETERMINADO = 10;

/** The ticket's texts: at most this many characters and lines each (an 80 mm roll prints ~48 characters a line). */
export const TEXTO_TICKET_MAX = 500;
export const RENGLONES_TICKET_MAX = 10;

export const EMPRESA_MENSAJES = {
    puntosPorCada100: 'Los puntos por cada $100 deben ser un número entero de 0 a 10,000.',
    valorPunto: 'El valor del punto debe ser un importe de $0.00 a $1,000.00 con hasta dos decimales.',
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
    etiquetaBascula: 'El formato de la etiqueta de báscula no es válido: indique prefijos, dígitos del código, contenido, dígitos del valor y decimales.',
    prefijos: 'Escriba los prefijos de la etiqueta con dígitos, separados por comas o como rango (por ejemplo, 20-29).',
    prefijosLongitud: `Los prefijos deben tener todos el mismo número de dígitos, de 1 a ${PREFIJO_MAX} (por ejemplo, 20-29).`,
    prefijosMuchos: `Máximo ${PREFIJOS_MAX} prefijos.`,
    longitudCodigo: `Los dígitos del código del producto deben ser un número entero de 1 a ${LONGITUD_CAMPO_MAX}.`,
    longitudValor: `Los dígitos del valor deben ser un número entero de 1 a ${LONGITUD_CAMPO_MAX}.`,
    contenido: 'Indique qué trae la etiqueta: el peso o el precio.',
    decimales: (contenido: ContenidoEtiqueta) =>
        contenido === 'peso' ? 'El peso admite de 0 a 3 decimales (3: el valor está en gramos).' : 'El precio admite de 0 a 2 decimales (2: el valor está en centavos).',
    longitudTotal: (prefijo: number, codigo: number, valor: number) =>
        `El prefijo (${prefijo}), el código (${codigo}), el valor (${valor}) y el dígito verificador deben sumar ${LONGITUD_EAN13} dígitos: ahora suman ${prefijo + codigo + valor + 1}.`,
    descuentoMaximo: 'El descuento máximo debe ser un porcentaje de 0 a 100, con hasta 2 decimales.',
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

const enteroDe = (mensaje: string) =>
    z.number({ error: mensaje }).int(mensaje).min(1, mensaje).max(LONGITUD_CAMPO_MAX, mensaje);

/**
 * The scale-label format (contracts/bascula.ts): null or absent is none (the till reads no
 * labels). `prefijos` as a list (['20', '21']) or as a shop writes them ('20-29, 02'), answered as
 * the sorted list; prefix, code, value and check digit must make an EAN-13's 13 digits, and the
 * decimals must fit the thousandths of a kg or the cents the value becomes.
 */
export const etiquetaBasculaInput = z
    .union([z.looseObject({}), z.null()], { error: EMPRESA_MENSAJES.etiquetaBascula })
    .optional()
    .transform((v) => v ?? null)
    .pipe(
        z
            .object({
                prefijos: z
                    .union([z.string(), z.array(z.string())], { error: EMPRESA_MENSAJES.prefijos })
                    .transform((v, ctx) => {
                        const prefijos = leerPrefijos(Array.isArray(v) ? v.join(',') : v);
                        if (prefijos === null) {
                            ctx.addIssue({ code: 'custom', message: EMPRESA_MENSAJES.prefijos });
                            return z.NEVER;
                        }
                        if (new Set(prefijos.map((p) => p.length)).size !== 1 || prefijos[0].length > PREFIJO_MAX) {
                            ctx.addIssue({ code: 'custom', message: EMPRESA_MENSAJES.prefijosLongitud });
                            return z.NEVER;
                        }
                        if (prefijos.length > PREFIJOS_MAX) {
                            ctx.addIssue({ code: 'custom', message: EMPRESA_MENSAJES.prefijosMuchos });
                            return z.NEVER;
                        }
                        return prefijos;
                    }),
                longitud_codigo: enteroDe(EMPRESA_MENSAJES.longitudCodigo),
                contenido: z.enum(['peso', 'precio'], { error: EMPRESA_MENSAJES.contenido }),
                longitud_valor: enteroDe(EMPRESA_MENSAJES.longitudValor),
                decimales: z.number({ error: 'Los decimales deben ser un número entero.' }).int('Los decimales deben ser un número entero.'),
            })
            .superRefine((f, ctx) => {
                if (f.decimales < 0 || f.decimales > DECIMALES_MAXIMOS[f.contenido])
                    ctx.addIssue({ code: 'custom', path: ['decimales'], message: EMPRESA_MENSAJES.decimales(f.contenido) });
                // Said once the lengths themselves are right (their own messages first).
                const enRango = (n: number) => Number.isInteger(n) && n >= 1 && n <= LONGITUD_CAMPO_MAX;
                const largo = f.prefijos[0].length + f.longitud_codigo + f.longitud_valor + 1;
                if (enRango(f.longitud_codigo) && enRango(f.longitud_valor) && largo !== LONGITUD_EAN13)
                    ctx.addIssue({ code: 'custom', path: ['longitud_valor'], message: EMPRESA_MENSAJES.longitudTotal(f.prefijos[0].length, f.longitud_codigo, f.longitud_valor) });
            })
            .transform((f): FormatoEtiqueta => formatoCanonico(f))
            .nullable(),
    );

/** The format with its keys in one order: the settings compare and store it as JSON text. */
export const formatoCanonico = (f: FormatoEtiqueta): FormatoEtiqueta => ({
    prefijos: [...f.prefijos],
    longitud_codigo: f.longitud_codigo,
    contenido: f.contenido,
    longitud_valor: f.longitud_valor,
    decimales: f.decimales,
});

/**
 * `descuento_maximo`: a percentage 0–100 with up to 2 decimals, as a number (12.5) or its text
 * ('12.5'); absent is the default (10 %). Read as hundredths of a percent (1250), exact.
 */
export const descuentoMaximoInput = z
    .union([z.number(), z.string()], { error: EMPRESA_MENSAJES.descuentoMaximo })
    .optional()
    .transform((v, ctx) => {
        if (v === undefined) return DESCUENTO_MAXIMO_PREDETERMINADO * 100;
        const centesimas = leerCentesimasDePorcentaje(v);
        if (centesimas === null) {
            ctx.addIssue({ code: 'custom', message: EMPRESA_MENSAJES.descuentoMaximo });
            return z.NEVER;
        }
        return centesimas;
    });

/** '12.5' or 12.5 → 1250 hundredths of a percent, by its digits (no float arithmetic); null unless 0–100 with up to 2 decimals. */
export function leerCentesimasDePorcentaje(v: number | string): number | null {
    if (typeof v === 'number' && !Number.isFinite(v)) return null;
    const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(String(v).trim());
    if (!m) return null;
    const centesimas = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
    return centesimas <= 10_000 ? centesimas : null;
}

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
    /** The scale labels the till reads (contracts/bascula.ts); absent or null: none. */
    etiqueta_bascula: etiquetaBasculaInput,
    /** The most a cashier without ventas:descontar_sin_limite may discount (%); absent: 10 %. */
    descuento_maximo: descuentoMaximoInput,
    /** Issue 34's points program: points per $100.00 paid by other methods than points and credit (0: off; absent: 0). */
    // A number, or its digits as the settings form types them.
    puntos_por_cada_100: z
        .union([z.number(), z.string().trim().regex(/^\d{1,5}$/, EMPRESA_MENSAJES.puntosPorCada100)], { error: EMPRESA_MENSAJES.puntosPorCada100 })
        .transform(Number)
        .pipe(z.number().int(EMPRESA_MENSAJES.puntosPorCada100).min(0, EMPRESA_MENSAJES.puntosPorCada100).max(10_000, EMPRESA_MENSAJES.puntosPorCada100))
        .optional()
        .transform((v) => v ?? 0),
    /** What a point pays, in cents once read; absent: $1.00. */
    valor_punto: moneyInput({ invalid: EMPRESA_MENSAJES.valorPunto, rule: (c) => c >= 0 && c <= 100_000, ruleMessage: EMPRESA_MENSAJES.valorPunto, maximo: EMPRESA_MENSAJES.valorPunto })
        .optional()
        .transform((v) => v ?? 100),
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
    /** The scale-label format, or null: the till reads no labels. */
    etiqueta_bascula: z
        .object({
            prefijos: z.array(z.string()),
            longitud_codigo: z.number(),
            contenido: z.enum(['peso', 'precio']),
            longitud_valor: z.number(),
            decimales: z.number(),
        })
        .nullable(),
    /** A percentage with up to 2 decimals (12.5). */
    descuento_maximo: z.number(),
    puntos_por_cada_100: z.number(),
    /** Pesos a point pays ("1.00"). */
    valor_punto: z.string(),
});
export type Empresa = z.infer<typeof empresaSchema>;
