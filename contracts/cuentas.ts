import { z } from 'zod';
import { optionalText, requiredText } from './common.js';
import { dividirRedondeando } from './calculo.js';
import { enPesos, moneyInput } from './money.js';

/*
 * Customer accounts (issue 34): sales on credit (fiado) with abonos, and loyalty points. Every peso
 * and every point is a movement row, signed, carrying the running balance it left; a customer's
 * `saldo` and `puntos` are always the sums of theirs. The arithmetic that decides amounts (points
 * earned, what a return gives back of each, the aging of a balance) lives here, once, exact.
 */

/** The payment methods a customer account backs: a charge to the balance, and points spent. */
export const CREDITO_DE_LA_TIENDA = 'Crédito de la Tienda';
export const CANJE_DE_PUNTOS = 'Canje de Puntos';
/** Both: they bring no money in (the ledger posts none) and give no change. */
export const METODOS_DE_CUENTA: readonly string[] = [CREDITO_DE_LA_TIENDA, CANJE_DE_PUNTOS];
export const esDeCuenta = (metodo: string): boolean => METODOS_DE_CUENTA.includes(metodo);

/** How an abono is received (never on credit or in points). */
export const METODOS_DE_ABONO = ['Efectivo', 'Tarjeta de Débito', 'Tarjeta de Crédito', 'Transferencia'] as const;
export type MetodoDeAbono = (typeof METODOS_DE_ABONO)[number];

/**
 * A balance movement: `cargo` a credit sale (+), `abono` a payment received (−), `devolucion` a
 * return of units sold on credit (−), `cancelacion` a voided credit sale (−), `ajuste` by hand (±).
 */
export const TIPOS_MOVIMIENTO_CUENTA = ['cargo', 'abono', 'devolucion', 'cancelacion', 'ajuste'] as const;
export type TipoMovimientoCuenta = (typeof TIPOS_MOVIMIENTO_CUENTA)[number];

/** A points movement: earned by a sale (+), spent paying one (−), a return's or a void's (±), by hand (±). */
export const TIPOS_MOVIMIENTO_PUNTOS = ['ganados', 'canjeados', 'devolucion', 'cancelacion', 'ajuste'] as const;
export type TipoMovimientoPuntos = (typeof TIPOS_MOVIMIENTO_PUNTOS)[number];

/** Days to pay a credit sale when none are given. */
export const DIAS_CREDITO_PREDETERMINADOS = 30;
/** Largest credit limit, balance movement or abono (cents): ten million pesos. */
export const LIMITE_MAXIMO = 999_999_999;
export const DIAS_CREDITO_MAXIMOS = 365;
export const PUNTOS_MAXIMOS = 1_000_000_000;

export const CUENTA_MENSAJES = {
    /** 409: a credit sale beyond the customer's limit; nothing was written. */
    creditoInsuficiente: (disponible: number) => `Crédito insuficiente: disponible ${enPesos(Math.max(0, disponible))}.`,
    /** 409: points spent beyond what the customer holds; nothing was written. */
    puntosInsuficientes: (puntos: number) => `Puntos insuficientes: el cliente tiene ${Math.max(0, puntos)} puntos.`,
    creditoSinCliente: 'Para pagar con Crédito de la Tienda seleccione un cliente.',
    puntosSinCliente: 'Para pagar con Canje de Puntos seleccione un cliente.',
    sinCambio: 'Una venta pagada con Crédito de la Tienda o con puntos no da cambio: los pagos deben sumar exactamente el total.',
    puntosApagados: 'La empresa no tiene un valor de punto configurado: no se puede pagar con puntos.',
    puntosNoExactos: (valor: number) => `El pago con puntos debe ser un múltiplo del valor del punto (${enPesos(valor)}).`,
    /** 422 at `monto`: an abono above what the customer owes. */
    abonoExcede: (saldo: number) => `El abono excede el saldo de ${enPesos(Math.max(0, saldo))}.`,
    abonoMonto: 'El monto del abono debe ser un importe mayor que cero con hasta dos decimales.',
    abonoMetodo: `El método de pago del abono debe ser uno de: ${METODOS_DE_ABONO.join(', ')}.`,
    claveDeOtroAbono: (id: number) => `Esta Idempotency-Key ya registró el abono #${id} con otro cliente o monto: use una clave nueva para otro abono.`,
    debeAbrir: 'Debe abrir la caja antes de recibir un abono en efectivo.',
    limite: `El límite de crédito debe ser un importe de $0.00 a ${enPesos(LIMITE_MAXIMO)}.`,
    dias: `Los días de crédito deben ser un número entero de 0 a ${DIAS_CREDITO_MAXIMOS}.`,
    sinPermisoCredito: 'No tiene permiso para cambiar el crédito de un cliente.',
    ajusteMonto: 'El ajuste de saldo debe ser un importe distinto de cero con hasta dos decimales (negativo para reducir el saldo).',
    ajustePuntos: 'El ajuste de puntos debe ser un número entero distinto de cero (negativo para quitar puntos).',
    ajusteVacio: 'Indique un ajuste de saldo o de puntos.',
    motivoObligatorio: 'El motivo del ajuste es obligatorio.',
    ajusteSinPuntos: (puntos: number) => `El ajuste dejaría los puntos en negativo: el cliente tiene ${puntos} puntos.`,
} as const;

/** The customer's credit terms in a body: absent, unchanged on an edit and the defaults on a create. */
export const limiteCreditoInput = moneyInput({ invalid: CUENTA_MENSAJES.limite, rule: (c) => c >= 0 && c <= LIMITE_MAXIMO, ruleMessage: CUENTA_MENSAJES.limite, maximo: CUENTA_MENSAJES.limite });
export const diasCreditoInput = z
    .number({ error: CUENTA_MENSAJES.dias })
    .int(CUENTA_MENSAJES.dias)
    .min(0, CUENTA_MENSAJES.dias)
    .max(DIAS_CREDITO_MAXIMOS, CUENTA_MENSAJES.dias);

/** POST /api/v1/clientes/{id}/abonos/ (Idempotency-Key as checkout's). */
export const abonoInput = z.object({
    monto: moneyInput({ invalid: CUENTA_MENSAJES.abonoMonto, rule: (c) => c > 0 && c <= LIMITE_MAXIMO, ruleMessage: CUENTA_MENSAJES.abonoMonto, maximo: CUENTA_MENSAJES.abonoMonto }),
    metodo_pago: z.enum(METODOS_DE_ABONO, { error: CUENTA_MENSAJES.abonoMetodo }),
    referencia: optionalText(100),
});
export type AbonoInput = z.infer<typeof abonoInput>;

/** POST /api/v1/clientes/{id}/ajustes/: a signed amount and/or signed points, with the reason. */
export const ajusteCuentaInput = z
    .object({
        monto: moneyInput({ invalid: CUENTA_MENSAJES.ajusteMonto, rule: (c) => c !== 0 && Math.abs(c) <= LIMITE_MAXIMO, ruleMessage: CUENTA_MENSAJES.ajusteMonto, maximo: CUENTA_MENSAJES.ajusteMonto }).optional(),
        puntos: z.number({ error: CUENTA_MENSAJES.ajustePuntos }).int(CUENTA_MENSAJES.ajustePuntos).min(-PUNTOS_MAXIMOS, CUENTA_MENSAJES.ajustePuntos).max(PUNTOS_MAXIMOS, CUENTA_MENSAJES.ajustePuntos).refine((p) => p !== 0, CUENTA_MENSAJES.ajustePuntos).optional(),
        motivo: requiredText(CUENTA_MENSAJES.motivoObligatorio, { max: 500, multilinea: true }),
    })
    .refine((a) => a.monto !== undefined || a.puntos !== undefined, { error: CUENTA_MENSAJES.ajusteVacio, path: ['monto'] });
export type AjusteCuentaInput = z.infer<typeof ajusteCuentaInput>;

const dinero = z.string().describe('Importe con dos decimales, p. ej. "150.50"');

/** One row of a statement: signed, with the balance it left. */
export const movimientoCuentaSchema = z.object({
    id: z.number(),
    fecha: z.string(),
    tipo: z.enum(TIPOS_MOVIMIENTO_CUENTA),
    monto: dinero.describe('Con signo: positivo aumenta lo que el cliente debe'),
    saldo: dinero.describe('El saldo que dejó el movimiento'),
    venta_id: z.number().nullable(),
    nota_credito_id: z.number().nullable(),
    metodo_pago: z.string().nullable(),
    referencia: z.string().nullable(),
    motivo: z.string().nullable(),
    /** Only for a credit sale: the day it falls due (charge's local day + dias_credito). */
    vence: z.string().nullable(),
    usuario: z.string().nullable(),
});
export type MovimientoCuenta = z.infer<typeof movimientoCuentaSchema>;

export const movimientoPuntosSchema = z.object({
    id: z.number(),
    fecha: z.string(),
    tipo: z.enum(TIPOS_MOVIMIENTO_PUNTOS),
    puntos: z.number(),
    saldo: z.number(),
    venta_id: z.number().nullable(),
    nota_credito_id: z.number().nullable(),
    motivo: z.string().nullable(),
});
export type MovimientoPuntos = z.infer<typeof movimientoPuntosSchema>;

/** GET /api/v1/clientes/{id}/cuenta: the account now and a page of its movements, newest first. */
export const cuentaSchema = z.object({
    cliente: z.object({ id: z.number(), nombre_completo: z.string() }),
    saldo: dinero,
    limite_credito: dinero,
    disponible: dinero.describe('limite_credito − saldo, nunca negativo'),
    dias_credito: z.number(),
    puntos: z.number(),
    valor_puntos: dinero.describe('Lo que valen los puntos del cliente al valor de punto de la empresa'),
    total_movimientos: z.number(),
    movimientos: z.array(movimientoCuentaSchema),
    movimientos_puntos: z.array(movimientoPuntosSchema),
});
export type Cuenta = z.infer<typeof cuentaSchema>;

export const cuentaQuery = z.strictObject({
    skip: z.coerce.number({ error: 'skip debe ser un entero ≥ 0.' }).int('skip debe ser un entero ≥ 0.').min(0, 'skip debe ser un entero ≥ 0.').default(0),
    limit: z.coerce.number({ error: 'limit debe ser un entero de 1 a 1000.' }).int('limit debe ser un entero de 1 a 1000.').min(1, 'limit debe ser un entero de 1 a 1000.').max(1000, 'limit debe ser un entero de 1 a 1000.').default(50),
});

/** An abono as answered (201): the movement, the customer's new balance. */
export const abonoSchema = z.object({
    id: z.number(),
    cliente: z.object({ id: z.number(), nombre_completo: z.string() }),
    fecha: z.string(),
    monto: dinero,
    metodo_pago: z.enum(METODOS_DE_ABONO),
    referencia: z.string().nullable(),
    saldo_anterior: dinero,
    saldo: dinero,
    usuario: z.string(),
});
export type Abono = z.infer<typeof abonoSchema>;

export const ajusteCuentaSchema = z.object({ saldo: dinero, puntos: z.number() });

/** One row of the aging report: the customer's balance by how long its unpaid charges are past due. */
export const filaCuentaPorCobrarSchema = z.object({
    cliente: z.object({ id: z.number(), nombre_completo: z.string() }),
    saldo: dinero,
    limite_credito: dinero,
    dias_credito: z.number(),
    d0_30: dinero.describe('Por vencer o vencido hasta 30 días'),
    d31_60: dinero,
    d61_90: dinero,
    mas_de_90: dinero,
});
export type FilaCuentaPorCobrar = z.infer<typeof filaCuentaPorCobrarSchema>;

export const cuentasPorCobrarSchema = z.object({
    /** The company's local day the ages are counted to. */
    fecha: z.string(),
    filas: z.array(filaCuentaPorCobrarSchema),
    totales: filaCuentaPorCobrarSchema.omit({ cliente: true, limite_credito: true, dias_credito: true }),
});
export type CuentasPorCobrar = z.infer<typeof cuentasPorCobrarSchema>;

/* ---------- The arithmetic, exact (unit-tested in tests/unit/cuentas.test.ts). ---------- */

/**
 * The points a sale earns: `puntosPorCada100` per $100.00 of `base` (what was paid by methods other
 * than points and credit, net of change), whole points, rounded down (a $250 sale at 1 per $100
 * earns 2). 0 when the company's program is off.
 */
export function puntosGanados(base: number, puntosPorCada100: number): number {
    if (base <= 0 || puntosPorCada100 <= 0) return 0;
    return Number((BigInt(base) * BigInt(puntosPorCada100)) / 10_000n);
}

/**
 * A return's share of something the sale carried (its points earned or spent, the money paid in
 * points) when `antes` of the sale's `total` had been returned and now `despues` has: the
 * difference of the cumulative shares round(cantidad × returned / total), half away from zero, so
 * the returns of a whole sale add up to `cantidad` exactly and never pass it.
 */
export function parteProporcional(cantidad: number, total: number, antes: number, despues: number): number {
    if (total <= 0 || cantidad === 0) return 0;
    const hasta = (devuelto: number) => dividirRedondeando(BigInt(cantidad) * BigInt(Math.min(devuelto, total)), BigInt(total));
    return Number(hasta(despues) - hasta(antes));
}

/** What a sale's return gives back by each way: in points' value, off the balance, in cash, and by the other methods. */
export interface RepartoDeDevolucion {
    /** The value of the points given back (cents), `puntos` of them. */
    enPuntos: number;
    puntos: number;
    /** Off the customer's balance. */
    aCredito: number;
    efectivo: number;
    otros: number;
}

/**
 * A return's refund split (issue 34 item 3): the points it was paid with come back in proportion
 * (their value and their number, cumulative shares of the sale's total); of the money, the
 * balance first, up to what the sale still holds on credit; then cash, up to what the sale left
 * in the drawer less earlier refunds; the rest by the sale's other methods.
 */
export function repartirDevolucion(r: {
    monto: number;
    totalVenta: number;
    devueltoAntes: number;
    pagadoEnPuntos: number;
    puntosCanjeados: number;
    creditoPendiente: number;
    efectivoPendiente: number;
}): RepartoDeDevolucion {
    const despues = r.devueltoAntes + r.monto;
    const enPuntos = Math.min(r.monto, parteProporcional(r.pagadoEnPuntos, r.totalVenta, r.devueltoAntes, despues));
    const puntos = parteProporcional(r.puntosCanjeados, r.totalVenta, r.devueltoAntes, despues);
    const dinero = r.monto - enPuntos;
    const aCredito = Math.min(dinero, Math.max(0, r.creditoPendiente));
    const efectivo = Math.min(dinero - aCredito, Math.max(0, r.efectivoPendiente));
    return { enPuntos, puntos, aCredito, efectivo, otros: dinero - aCredito - efectivo };
}

/** A charge not yet paid: its local day, the part of it still owed, its customer's days to pay. */
export interface CargoPendiente {
    dia: string;
    pendiente: number;
}

export interface Antiguedad {
    d0_30: number;
    d31_60: number;
    d61_90: number;
    mas_de_90: number;
}

const DIA_MS = 86_400_000;
const diasEntre = (desde: string, hasta: string) => Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / DIA_MS);

/**
 * The charges of a balance still unpaid, oldest charges paid first: of the charges (positive
 * movements, oldest first), the newest ones that add up to `saldo` (the last of them in part).
 * Nothing when the balance is 0 or less.
 */
export function cargosPendientes(cargos: readonly { dia: string; monto: number }[], saldo: number): CargoPendiente[] {
    const pendientes: CargoPendiente[] = [];
    let falta = saldo;
    for (let i = cargos.length - 1; i >= 0 && falta > 0; i--) {
        const parte = Math.min(falta, cargos[i].monto);
        if (parte > 0) pendientes.unshift({ dia: cargos[i].dia, pendiente: parte });
        falta -= parte;
    }
    return pendientes;
}

/**
 * A balance by age: each unpaid charge falls due `diasCredito` days after its day and is counted
 * by the days it is past due on `hoy` (days of the company's zone): 0–30 (not yet due too), 31–60,
 * 61–90, more than 90. The four add up to the unpaid charges.
 */
export function antiguedad(pendientes: readonly CargoPendiente[], diasCredito: number, hoy: string): Antiguedad {
    const a: Antiguedad = { d0_30: 0, d31_60: 0, d61_90: 0, mas_de_90: 0 };
    for (const c of pendientes) {
        const vencido = diasEntre(c.dia, hoy) - diasCredito;
        const cubeta = vencido <= 30 ? 'd0_30' : vencido <= 60 ? 'd31_60' : vencido <= 90 ? 'd61_90' : 'mas_de_90';
        a[cubeta] += c.pendiente;
    }
    return a;
}
