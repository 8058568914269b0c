import { TZDate } from '@date-fns/tz';
import { CAJA_POR_DEFECTO } from '../../contracts/caja.js';
import { toCents } from '../../contracts/money.js';
import type { Db } from '../db/createDb.js';
import { abrirSesion, type Cajero, cerrarSesion, leerSesion, registrarMovimientoCaja } from '../modules/caja/caja.service.js';
import { generador } from './azarDemo.js';

/** Who works the demo's till: the owner (the demo's Administrador, who supervises) and the cashier. */
export interface EquipoDemo {
    dueno: Cajero;
    cajero: Cajero;
}

/** Days before today the cashier rests and the owner minds the till. */
const DESCANSOS = [11, 4];

/** How a closed day's count came out, count − expected in cents (the rest count exactly): a few pesos off. */
export const DIFERENCIAS_DEMO: Readonly<Record<number, number>> = { 12: -500, 9: 200, 6: -1000, 2: 50 };

// What the drawer pays for during the day (a salida marked gasto: an egreso 'Caja' in the ledger).
const GASTOS: [motivo: string, monto: number][] = [
    ['Compra de garrafón de agua', 4_500],
    ['Artículos de limpieza para la tienda', 8_900],
    ['Bolsas para mercancía', 6_500],
    ['Pago al repartidor de paquetería', 12_000],
];

interface MovimientoPlaneado {
    fecha: string;
    tipo: 'entrada' | 'salida';
    /** Cents; a cash drop (`retiro`) takes what is above the float, in $500 notes, decided when it happens. */
    monto: number;
    motivo: string;
    gasto: boolean;
    retiro?: boolean;
}

/** A day at the till: who sells from when to when, with what float, what goes in and out, and how the count came out. */
export interface Jornada {
    /** Days before today (0: today). */
    dia: number;
    cajero: Cajero;
    fondo: number;
    abre: string;
    /** Null: still open (today's). */
    cierra: string | null;
    movimientos: MovimientoPlaneado[];
    diferencia: number;
}

export type EventoDeCaja =
    | { tipo: 'apertura'; fecha: string; jornada: Jornada }
    | { tipo: 'movimiento'; fecha: string; jornada: Jornada; movimiento: MovimientoPlaneado }
    | { tipo: 'cierre'; fecha: string; jornada: Jornada };

/**
 * The demo's cash sessions, one a day over the sales' window: the cashier's (the owner's on the
 * cashier's days off) opened before 09:00 with a float, some change put in in the morning, a
 * purchase paid from the drawer or a cash drop to the safe in the afternoon, closed after 20:00
 * with a count that is a few pesos off on some days. Today's is the cashier's, open now. Its own
 * seeded generator, so the sales drawn beside it stay the same.
 */
export function planDeCaja(dias: number, ahora: Date, zona: string, equipo: EquipoDemo): Jornada[] {
    const azar = generador(20240615);
    const hoy = new TZDate(ahora.getTime(), zona);
    const a = (d: number, h: number, m: number) => new Date(new TZDate(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - d, h, m, azar.entero(0, 59), zona).getTime()).toISOString();
    const jornadas: Jornada[] = [];
    for (let d = dias - 1; d >= 0; d--) {
        const dueno = DESCANSOS.includes(d);
        const cajero = dueno ? equipo.dueno : equipo.cajero;
        const fondo = dueno ? 50_000 : azar.uno([50_000, 100_000]);
        let abre = a(d, 8, azar.entero(40, 55));
        if (abre > ahora.toISOString()) abre = ahora.toISOString();
        const movimientos: MovimientoPlaneado[] = [];
        if (azar.next() < 0.35 || d === dias - 1) {
            movimientos.push({ fecha: a(d, azar.entero(10, 11), azar.entero(0, 59)), tipo: 'entrada', monto: azar.uno([20_000, 30_000]), motivo: 'Morralla del banco para cambio', gasto: false });
        }
        const tarde = azar.next();
        if (tarde < 0.4 || d === dias - 3) {
            const [motivo, monto] = d === dias - 3 ? GASTOS[0] : azar.uno(GASTOS);
            movimientos.push({ fecha: a(d, azar.entero(14, 16), azar.entero(0, 59)), tipo: 'salida', monto, motivo, gasto: true });
        } else if (tarde > 0.75) {
            movimientos.push({ fecha: a(d, 17, azar.entero(30, 59)), tipo: 'salida', monto: 0, motivo: 'Retiro parcial a la caja fuerte', gasto: false, retiro: true });
        }
        const cierra = d === 0 ? null : a(d, 20, azar.entero(5, 25));
        jornadas.push({ dia: d, cajero, fondo, abre, cierra, movimientos: movimientos.filter((m) => m.fecha <= ahora.toISOString()), diferencia: DIFERENCIAS_DEMO[d] ?? 0 });
    }
    return jornadas;
}

/** The session's openings, movements and closes as events in time, to be run among the sales. */
export function eventosDeCaja(jornadas: readonly Jornada[]): EventoDeCaja[] {
    return jornadas.flatMap((jornada): EventoDeCaja[] => [
        { tipo: 'apertura', fecha: jornada.abre, jornada },
        ...jornada.movimientos.map((movimiento) => ({ tipo: 'movimiento' as const, fecha: movimiento.fecha, jornada, movimiento })),
        ...(jornada.cierra === null ? [] : [{ tipo: 'cierre' as const, fecha: jornada.cierra, jornada }]),
    ]);
}

/** Whose till a moment belongs to: the session open then (undefined outside every one). */
export function jornadaDe(jornadas: readonly Jornada[], fecha: string): Jornada | undefined {
    return jornadas.find((j) => j.abre <= fecha && (j.cierra === null || fecha <= j.cierra));
}

/**
 * Runs the cash sessions' events through the caja service, as the API's routes do but with a
 * past `fecha`, in the caller's transaction. The close counts what the drawer should hold plus
 * the day's difference, which the close itself posts to the ledger (sobrante / faltante).
 */
export function cajaDemo(tx: Db) {
    const sesiones = new Map<Jornada, number>();
    const sesionDe = (j: Jornada) => {
        const id = sesiones.get(j);
        if (id === undefined) throw new Error(`Demo: la caja del día -${j.dia} no está abierta.`);
        return id;
    };
    const esperado = async (j: Jornada) => {
        const leida = await leerSesion(tx, { ...j.cajero, supervisa: true }, { id: sesionDe(j) });
        return toCents(leida?.lectura.efectivo_esperado) ?? 0;
    };
    return async (e: EventoDeCaja): Promise<void> => {
        const { jornada: j } = e;
        if (e.tipo === 'apertura') {
            const sesion = await abrirSesion(tx, j.cajero, { fondo_inicial: j.fondo, caja: CAJA_POR_DEFECTO }, { fecha: e.fecha });
            sesiones.set(j, sesion.id);
        } else if (e.tipo === 'movimiento') {
            const { retiro, fecha, ...m } = e.movimiento;
            const monto = retiro ? Math.floor(((await esperado(j)) - j.fondo) / 50_000) * 50_000 : m.monto;
            if (monto > 0) await registrarMovimientoCaja(tx, j.cajero, sesionDe(j), { ...m, monto }, { fecha });
        } else {
            await cerrarSesion(tx, j.cajero, sesionDe(j), { efectivo_contado: (await esperado(j)) + j.diferencia }, { fecha: e.fecha });
        }
    };
}
