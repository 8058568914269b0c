import { TZDate } from '@date-fns/tz';
import type { Db } from '../db/createDb.js';
import { registrarAbono } from '../modules/clientes/abonos.service.js';
import { ajustarCuenta } from '../modules/clientes/cuentas.lectura.js';
import { zonaDeLaEmpresa } from '../modules/empresa/empresa.repo.js';
import type { EquipoDemo } from './cajaDemo.js';

/**
 * Customer accounts in the demo (issue 34 item 8). The shop gives credit to a few regulars (a
 * builder, a plumber, an electrician's workshop and a neighbour) and, as a shop moving its fiado
 * notebook to SIPV does, carries their open balances over as dated ajustes of 'Saldo de la
 * libreta' — 10, 45, 75 and 120 days old, so the aging report fills every bucket — and the
 * abonos they paid since, by transfer and card (no cash session: the drawers' days stay as
 * cajaDemo made them). Points: the program gives 1 point per $100.00 at $1.00 a point, and two
 * customers carry points from the old card. All through the account services with past dates;
 * no sale is added or changed, so the demo's sales, returns and sessions stay as they were.
 */
const CREDITO: [nombre: string, limite: number, dias: number][] = [
    ['Construcciones Ávila S.A.', 2_000_000, 30],
    ['Plomería Martínez', 800_000, 15],
    ['Taller Eléctrico Solís', 500_000, 30],
    ['José Luis Hernández', 150_000, 7],
];

/** [customer, days ago, cents]: balances carried over from the notebook. */
const SALDOS: [nombre: string, hace: number, monto: number][] = [
    ['Construcciones Ávila S.A.', 120, 450_000],
    ['Construcciones Ávila S.A.', 45, 380_050],
    ['Plomería Martínez', 75, 215_000],
    ['Plomería Martínez', 10, 96_500],
    ['Taller Eléctrico Solís', 45, 128_000],
    ['José Luis Hernández', 10, 35_000],
];

/** [customer, days ago, cents, method, reference]. */
const ABONOS: [nombre: string, hace: number, monto: number, metodo: 'Transferencia' | 'Tarjeta de Débito', referencia: string | null][] = [
    ['Construcciones Ávila S.A.', 60, 150_000, 'Transferencia', 'SPEI 0042'],
    ['Construcciones Ávila S.A.', 20, 100_000, 'Transferencia', 'SPEI 0107'],
    ['Plomería Martínez', 30, 65_000, 'Tarjeta de Débito', null],
    ['Taller Eléctrico Solís', 8, 28_000, 'Transferencia', null],
];

const PUNTOS: [nombre: string, puntos: number][] = [
    ['María José Peña Ruiz', 120],
    ['Ana Sofía Gutiérrez', 45],
];

export async function seedCuentasDemo(tx: Db, empresaId: number, equipo: EquipoDemo, ahora = new Date()): Promise<void> {
    const k = tx.kysely;
    const zona = await zonaDeLaEmpresa(tx, empresaId);
    // The points program is a setting the shop had before: no sale of the demo earned points.
    await k.updateTable('empresas').set({ puntos_por_cada_100: 1, valor_punto: 100 }).where('id', '=', empresaId).execute();
    const clientes = await k.selectFrom('clientes').select(['id', 'nombre_completo']).where('empresa_id', '=', empresaId).execute();
    const id = (nombre: string) => {
        const c = clientes.find((x) => x.nombre_completo === nombre);
        if (!c) throw new Error(`Cliente demo ${nombre} no encontrado.`);
        return c.id;
    };
    for (const [nombre, limite, dias] of CREDITO) {
        await k.updateTable('clientes').set({ limite_credito: limite, dias_credito: dias }).where('empresa_id', '=', empresaId).where('id', '=', id(nombre)).execute();
    }
    // At 11:00 of that day in the shop, in the order they happened.
    const dia = (hace: number) => {
        const hoy = new TZDate(ahora.getTime(), zona);
        return new Date(new TZDate(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - hace, 11, 0, 0, zona).getTime()).toISOString();
    };
    const dueno = { empresaId, usuarioId: equipo.dueno.usuarioId };
    const eventos = [
        ...SALDOS.map(([nombre, hace, monto]) => ({ hace, hacer: () => ajustarCuenta(tx, dueno, id(nombre), { monto, motivo: 'Saldo de la libreta de fiado' }, dia(hace)) })),
        ...ABONOS.map(([nombre, hace, monto, metodo, referencia]) => ({
            hace,
            hacer: () => registrarAbono(tx, equipo.dueno, id(nombre), { monto, metodo_pago: metodo, referencia }, { fecha: dia(hace) }),
        })),
        ...PUNTOS.map(([nombre, puntos]) => ({ hace: 90, hacer: () => ajustarCuenta(tx, dueno, id(nombre), { puntos, motivo: 'Puntos de la tarjeta de cliente anterior' }, dia(90)) })),
    ].sort((a, b) => b.hace - a.hace);
    for (const e of eventos) await e.hacer();
}
