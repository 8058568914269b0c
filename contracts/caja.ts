import { z } from 'zod';
import { optionalText, requiredText } from './common.js';
import { diaOInstanteFiltro } from './fechas.js';
import { listContract, queryId } from './lists.js';
import { enPesos, moneyInput } from './money.js';
import { METODOS_PAGO } from './ventas.js';

/*
 * Corte de caja (CONVENTIONS §6, Cash): a cashier's cash session, from the opening float to the
 * blind count. Expected cash = float + cash received − change given − cash refunds + cash abonos +
 * cash put in − cash taken out, from the session's own documents only, exact to the cent. Money enters as the
 * es-MX reading of contracts/money.ts and leaves as two-decimal strings.
 */

export const ESTADOS_SESION = ['Abierta', 'Cerrada'] as const;
export type EstadoSesion = (typeof ESTADOS_SESION)[number];

export const TIPOS_MOVIMIENTO_CAJA = ['entrada', 'salida'] as const;
export type TipoMovimientoCaja = (typeof TIPOS_MOVIMIENTO_CAJA)[number];

export const CAJA_POR_DEFECTO = 'Caja 1';

/** Largest float, movement or count (cents): a drawer never holds ten million pesos. */
export const EFECTIVO_MAXIMO = 999_999_999;

/** The ledger's categories of what a session posts (CONVENTIONS §1, Ledger). */
export const CATEGORIAS_CAJA = {
    /** A salida marked `gasto`: an egreso in the ledger. */
    gasto: 'Caja',
    sobrante: 'Sobrante de caja',
    faltante: 'Faltante de caja',
} as const;

/**
 * The denomination grid of 'Cerrar Caja', Mexican pesos in cents: bills and coins (a $20 bill and
 * a $20 coin are two rows). The grid sums itself; the server checks that the rows add up to the count.
 */
export const DENOMINACIONES = [
    { tipo: 'billete', valor: 100_000 },
    { tipo: 'billete', valor: 50_000 },
    { tipo: 'billete', valor: 20_000 },
    { tipo: 'billete', valor: 10_000 },
    { tipo: 'billete', valor: 5_000 },
    { tipo: 'billete', valor: 2_000 },
    { tipo: 'moneda', valor: 2_000 },
    { tipo: 'moneda', valor: 1_000 },
    { tipo: 'moneda', valor: 500 },
    { tipo: 'moneda', valor: 200 },
    { tipo: 'moneda', valor: 100 },
    { tipo: 'moneda', valor: 50 },
] as const;

export const CAJA_MENSAJES = {
    noEncontrada: 'Sesión de caja no encontrada.',
    yaAbierta: 'Ya tiene una caja abierta: ciérrela antes de abrir otra.',
    sinSesion: 'No tiene una caja abierta.',
    /** 409 of a checkout or a cash refund with `caja_obligatoria` and no open session. */
    debeAbrir: 'Debe abrir la caja antes de vender.',
    yaCerrada: 'La sesión de caja ya está cerrada.',
    salidaExcede: (disponible: number) => `La salida excede el efectivo en caja: disponible ${enPesos(disponible)}.`,
    /** The same refusal for who counts blind (no caja:supervisar): it does not say the expected cash. */
    salidaExcedeCiega: 'La salida excede el efectivo en caja.',
    /** 409 of a return whose cash refund exceeds the cash in the returning user's drawer: nothing is written. */
    reembolsoExcede: (reembolso: number, disponible: number) =>
        `No hay suficiente efectivo en la caja para este reembolso de ${enPesos(reembolso)}: disponible ${enPesos(disponible)}.`,
    /** The same refusal for who counts blind (no caja:supervisar): it does not say the expected cash. */
    reembolsoExcedeCiega: 'No hay suficiente efectivo en la caja para este reembolso.',
    /** 409 of a void whose cash, given back from the sale's open session, exceeds its drawer: nothing is written. */
    cancelacionExcede: (efectivo: number, disponible: number) =>
        `No hay suficiente efectivo en la caja para cancelar esta venta (${enPesos(efectivo)} en efectivo): disponible ${enPesos(disponible)}.`,
    /** The same refusal for who counts blind (no caja:supervisar): it does not say the expected cash. */
    cancelacionExcedeCiega: 'No hay suficiente efectivo en la caja para cancelar esta venta.',
    gastoSoloSalida: 'Solo una salida de efectivo puede registrarse como gasto.',
    fondoInvalido: 'El fondo inicial debe ser un importe con hasta dos decimales.',
    fondoObligatorio: 'El fondo inicial es obligatorio.',
    fondoNegativo: 'El fondo inicial no puede ser negativo.',
    montoInvalido: 'El monto debe ser un importe con hasta dos decimales.',
    montoObligatorio: 'El monto es obligatorio.',
    montoPositivo: 'El monto debe ser mayor que cero.',
    contadoInvalido: 'El efectivo contado debe ser un importe con hasta dos decimales.',
    contadoObligatorio: 'El efectivo contado es obligatorio.',
    contadoNegativo: 'El efectivo contado no puede ser negativo.',
    maximo: `El importe no puede superar ${enPesos(EFECTIVO_MAXIMO)}.`,
    tipo: "El tipo debe ser 'entrada' o 'salida'.",
    motivoObligatorio: 'El motivo es obligatorio.',
    cajaNombre: 'El nombre de la caja no puede estar vacío.',
    denominacion: 'Denominación no reconocida.',
    cantidadDenominacion: 'La cantidad de piezas debe ser un número entero no negativo.',
    denominacionesNoSuman: (suma: number) => `Las denominaciones suman ${enPesos(suma)}, no el efectivo contado.`,
    fecha: 'La fecha debe tener el formato AAAA-MM-DD o ser una fecha y hora ISO 8601.',
    estado: `El estado debe ser uno de: ${ESTADOS_SESION.join(', ')}.`,
} as const;

const efectivo = (m: { invalid: string; vacio: string; negativo: string }) =>
    moneyInput({ invalid: m.invalid, vacio: m.vacio, maximo: CAJA_MENSAJES.maximo, rule: (c) => c >= 0, ruleMessage: m.negativo }).pipe(
        z.number().max(EFECTIVO_MAXIMO, CAJA_MENSAJES.maximo),
    );

/** POST /api/v1/caja/sesiones/: the opening float (0 allowed) and the drawer's free name. */
export const aperturaInput = z.object({
    fondo_inicial: efectivo({ invalid: CAJA_MENSAJES.fondoInvalido, vacio: CAJA_MENSAJES.fondoObligatorio, negativo: CAJA_MENSAJES.fondoNegativo }),
    caja: optionalText(50).transform((v) => v ?? CAJA_POR_DEFECTO),
});
export type AperturaInput = z.infer<typeof aperturaInput>;

/** POST /api/v1/caja/sesiones/{id}/movimientos/: cash put in or taken out; a `gasto` salida posts an egreso 'Caja'. */
export const movimientoCajaInput = z
    .object({
        tipo: z.enum(TIPOS_MOVIMIENTO_CAJA, { error: CAJA_MENSAJES.tipo }),
        monto: moneyInput({
            invalid: CAJA_MENSAJES.montoInvalido,
            vacio: CAJA_MENSAJES.montoObligatorio,
            maximo: CAJA_MENSAJES.maximo,
            rule: (c) => c > 0,
            ruleMessage: CAJA_MENSAJES.montoPositivo,
        }).pipe(z.number().max(EFECTIVO_MAXIMO, CAJA_MENSAJES.maximo)),
        motivo: requiredText(CAJA_MENSAJES.motivoObligatorio, { max: 200 }),
        gasto: z.boolean().optional().default(false),
    })
    .refine((m) => !m.gasto || m.tipo === 'salida', { error: CAJA_MENSAJES.gastoSoloSalida, path: ['gasto'] });
export type MovimientoCajaInput = z.infer<typeof movimientoCajaInput>;

const denominacion = z
    .object({
        tipo: z.enum(['billete', 'moneda'], { error: CAJA_MENSAJES.denominacion }),
        /** The piece's value as money ('500', '0.50'). */
        valor: moneyInput({ invalid: CAJA_MENSAJES.denominacion }),
        cantidad: z.number({ error: CAJA_MENSAJES.cantidadDenominacion }).int(CAJA_MENSAJES.cantidadDenominacion).min(0, CAJA_MENSAJES.cantidadDenominacion).max(1_000_000, CAJA_MENSAJES.cantidadDenominacion),
    })
    .refine((d) => DENOMINACIONES.some((x) => x.tipo === d.tipo && x.valor === d.valor), { error: CAJA_MENSAJES.denominacion, path: ['valor'] });

/** POST /api/v1/caja/sesiones/{id}/cierre/: the count, as one amount or with the grid that makes it up. */
export const cierreInput = z
    .object({
        efectivo_contado: efectivo({ invalid: CAJA_MENSAJES.contadoInvalido, vacio: CAJA_MENSAJES.contadoObligatorio, negativo: CAJA_MENSAJES.contadoNegativo }),
        denominaciones: z.array(denominacion).max(DENOMINACIONES.length * 2).optional(),
    })
    .superRefine((c, ctx) => {
        if (!c.denominaciones) return;
        const suma = c.denominaciones.reduce((s, d) => s + d.valor * d.cantidad, 0);
        if (suma !== c.efectivo_contado) ctx.addIssue({ code: 'custom', path: ['denominaciones'], message: CAJA_MENSAJES.denominacionesNoSuman(suma) });
    });
export type CierreInput = z.infer<typeof cierreInput>;

/**
 * The X reading of a session (open or closed): what its documents add up to. `efectivo_ventas`
 * is cash received net of change given; `efectivo_esperado` is absent for who counts blind (a
 * user without `caja:supervisar`, while the session is open).
 */
export const lecturaSchema = z.object({
    fondo_inicial: z.string(),
    ventas: z.number(),
    por_metodo: z.array(z.object({ metodo_pago: z.enum(METODOS_PAGO), monto: z.string() })),
    efectivo_ventas: z.string(),
    efectivo_devoluciones: z.string(),
    /** Cash abonos of customers received in the session (issue 34). */
    efectivo_abonos: z.string(),
    entradas: z.string(),
    salidas: z.string(),
    efectivo_esperado: z.string().optional(),
});
export type Lectura = z.infer<typeof lecturaSchema>;

/** A session as listed and as opened (201). `usuario` is the login (like a sale's), `cajero` the name. */
export const sesionCajaSchema = z.object({
    id: z.number(),
    caja: z.string(),
    usuario_id: z.number(),
    usuario: z.string(),
    cajero: z.string(),
    abierta_en: z.string(),
    cerrada_en: z.string().nullable(),
    fondo_inicial: z.string(),
    estado: z.enum(ESTADOS_SESION),
    /** Set once closed: what the Z report said. */
    efectivo_esperado: z.string().nullable(),
    efectivo_contado: z.string().nullable(),
    diferencia: z.string().nullable(),
});
export type SesionCaja = z.infer<typeof sesionCajaSchema>;

export const movimientoCajaSchema = z.object({
    id: z.number(),
    tipo: z.enum(TIPOS_MOVIMIENTO_CAJA),
    monto: z.string(),
    motivo: z.string(),
    gasto: z.boolean(),
    fecha: z.string(),
    usuario: z.string(),
});
export type MovimientoCaja = z.infer<typeof movimientoCajaSchema>;

const denominacionesContadas = z.array(z.object({ tipo: z.enum(['billete', 'moneda']), valor: z.string(), cantidad: z.number() })).nullable();

/**
 * GET /api/v1/caja/sesiones/actual and /{id}: the session with its reading (X while open, Z once
 * closed) and movements; once closed, the grid it was counted with (null: counted as one amount).
 */
export const sesionConLecturaSchema = sesionCajaSchema.extend({
    lectura: lecturaSchema,
    movimientos: z.array(movimientoCajaSchema),
    denominaciones: denominacionesContadas.optional(),
});
export type SesionConLectura = z.infer<typeof sesionConLecturaSchema>;

/** The Z report, the close's answer: the reading with the count and its difference (sobrante > 0, faltante < 0). */
export const reporteZSchema = sesionConLecturaSchema.extend({
    estado: z.literal('Cerrada'),
    efectivo_contado: z.string(),
    diferencia: z.string(),
    efectivo_esperado: z.string(),
    denominaciones: denominacionesContadas,
});
export type ReporteZ = z.infer<typeof reporteZSchema>;

const fecha = diaOInstanteFiltro(CAJA_MENSAJES.fecha);

/** GET /api/v1/caja/sesiones/: newest first, by cashier, state and opening dates (the company's days). */
export const sesionesLista = listContract({
    sort: ['abierta_en', 'id'],
    defaultOrder: 'DESC',
    filters: {
        usuario_id: queryId.optional(),
        estado: z.enum(ESTADOS_SESION, { error: CAJA_MENSAJES.estado }).optional(),
        fecha_desde: fecha.optional(),
        fecha_hasta: fecha.optional(),
    },
});
