import {
    type AjusteCuentaInput,
    antiguedad,
    cargosPendientes,
    CUENTA_MENSAJES,
    type Cuenta,
    type CuentasPorCobrar,
    type FilaCuentaPorCobrar,
    type TipoMovimientoCuenta,
    type TipoMovimientoPuntos,
} from '../../../contracts/cuentas.js';
import { CLIENTE_MENSAJES } from '../../../contracts/clientes.js';
import { fromCents } from '../../../contracts/money.js';
import type { Db } from '../../db/createDb.js';
import { diaLocal, sumarDias } from '../../domain/calendario.js';
import { DatoInvalido, NoEncontrado } from '../../domain/errors.js';
import { anotar } from '../bitacora/bitacora.js';
import { zonaDeLaEmpresa } from '../empresa/empresa.repo.js';
import { estadoDelCliente, insertarMovimientosCuenta, insertarMovimientosPuntos, moverCliente } from './cuentas.repo.js';
import './cuentas.tablas.js';

/*
 * Reading customer accounts (issue 34 item 5): a customer's statement (its head and a page of
 * movements, newest first) and the aging of every balance (cuentas por cobrar); and the one
 * write by hand, an ajuste, with its reason and audit entry.
 */

/** GET /clientes/{id}/cuenta: five statements whatever the account holds; undefined when not the company's. */
export async function leerCuenta(db: Db, empresaId: number, clienteId: number, pagina: { skip: number; limit: number }): Promise<Cuenta | undefined> {
    const k = db.kysely;
    const [estado, empresa, movimientos, cuenta, puntos] = await Promise.all([
        estadoDelCliente(db, empresaId, clienteId),
        k.selectFrom('empresas').select(['zona_horaria', 'valor_punto']).where('id', '=', empresaId).executeTakeFirstOrThrow(),
        k
            .selectFrom('movimientos_cuenta as m')
            .leftJoin('usuarios as u', 'u.id', 'm.usuario_id')
            .select(['m.id', 'm.fecha', 'm.tipo', 'm.monto', 'm.saldo', 'm.venta_id', 'm.nota_credito_id', 'm.metodo_pago', 'm.referencia', 'm.motivo', 'u.usuario'])
            .where('m.empresa_id', '=', empresaId)
            .where('m.cliente_id', '=', clienteId)
            .orderBy('m.id', 'desc')
            .limit(pagina.limit)
            .offset(pagina.skip)
            .execute(),
        k
            .selectFrom('movimientos_cuenta')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('empresa_id', '=', empresaId)
            .where('cliente_id', '=', clienteId)
            .executeTakeFirstOrThrow(),
        k
            .selectFrom('movimientos_puntos')
            .select(['id', 'fecha', 'tipo', 'puntos', 'saldo', 'venta_id', 'nota_credito_id', 'motivo'])
            .where('empresa_id', '=', empresaId)
            .where('cliente_id', '=', clienteId)
            .orderBy('id', 'desc')
            .limit(pagina.limit)
            .offset(pagina.skip)
            .execute(),
    ]);
    if (!estado) return undefined;
    const zona = empresa.zona_horaria ?? 'America/Mexico_City';
    return {
        cliente: { id: estado.id, nombre_completo: estado.nombre },
        saldo: fromCents(estado.saldo),
        limite_credito: fromCents(estado.limite),
        disponible: fromCents(Math.max(0, estado.limite - estado.saldo)),
        dias_credito: estado.dias,
        puntos: estado.puntos,
        valor_puntos: fromCents(Math.max(0, estado.puntos) * Number(empresa.valor_punto)),
        total_movimientos: Number(cuenta.n),
        movimientos: movimientos.map((m) => ({
            id: m.id,
            fecha: m.fecha,
            tipo: m.tipo as TipoMovimientoCuenta,
            monto: fromCents(Number(m.monto)),
            saldo: fromCents(Number(m.saldo)),
            venta_id: m.venta_id,
            nota_credito_id: m.nota_credito_id,
            metodo_pago: m.metodo_pago,
            referencia: m.referencia,
            motivo: m.motivo,
            // Today's terms: a charge's due day as the aging report counts it.
            vence: m.tipo === 'cargo' ? sumarDias(diaLocal(m.fecha, zona), estado.dias) : null,
            usuario: m.usuario,
        })),
        movimientos_puntos: puntos.map((p) => ({
            id: p.id,
            fecha: p.fecha,
            tipo: p.tipo as TipoMovimientoPuntos,
            puntos: Number(p.puntos),
            saldo: Number(p.saldo),
            venta_id: p.venta_id,
            nota_credito_id: p.nota_credito_id,
            motivo: p.motivo,
        })),
    };
}

/**
 * GET /reportes/cuentas-por-cobrar: every customer who owes, their balance by age. Two
 * statements: the customers with a balance (a partial index holds them) and their charges (cargos
 * and positive ajustes), oldest first; in the company's days, which charges are still unpaid (the
 * newest ones that add up to the balance: what was paid paid the oldest first) and how long past
 * due each is. Sorted by balance, largest first.
 */
export async function cuentasPorCobrar(db: Db, empresaId: number, ahora: Date = new Date()): Promise<CuentasPorCobrar> {
    const k = db.kysely;
    const [zona, deudores] = await Promise.all([
        zonaDeLaEmpresa(db, empresaId),
        k
            .selectFrom('clientes')
            .select(['id', 'nombre_completo', 'saldo', 'limite_credito', 'dias_credito'])
            .where('empresa_id', '=', empresaId)
            .where('saldo', '>', 0)
            .execute(),
    ]);
    const hoy = diaLocal(ahora, zona);
    const ids = deudores.map((d) => d.id);
    const cargos =
        ids.length === 0
            ? []
            : await k
                  .selectFrom('movimientos_cuenta')
                  .select(['cliente_id', 'fecha', 'monto'])
                  .where('empresa_id', '=', empresaId)
                  .where('cliente_id', 'in', ids)
                  .where('monto', '>', 0)
                  .orderBy('cliente_id')
                  .orderBy('id')
                  .execute();
    const porCliente = new Map<number, { dia: string; monto: number }[]>();
    for (const c of cargos) {
        const lista = porCliente.get(c.cliente_id) ?? [];
        lista.push({ dia: diaLocal(c.fecha, zona), monto: Number(c.monto) });
        porCliente.set(c.cliente_id, lista);
    }
    const filas = deudores
        .map((d) => {
            const saldo = Number(d.saldo);
            const edades = antiguedad(cargosPendientes(porCliente.get(d.id) ?? [], saldo), Number(d.dias_credito), hoy);
            return { d, saldo, edades };
        })
        .sort((a, b) => b.saldo - a.saldo || a.d.nombre_completo.localeCompare(b.d.nombre_completo, 'es'));
    const suma = (f: (x: (typeof filas)[number]) => number) => fromCents(filas.reduce((s, x) => s + f(x), 0));
    return {
        fecha: hoy,
        filas: filas.map(
            ({ d, saldo, edades }): FilaCuentaPorCobrar => ({
                cliente: { id: d.id, nombre_completo: d.nombre_completo },
                saldo: fromCents(saldo),
                limite_credito: fromCents(Number(d.limite_credito)),
                dias_credito: Number(d.dias_credito),
                d0_30: fromCents(edades.d0_30),
                d31_60: fromCents(edades.d31_60),
                d61_90: fromCents(edades.d61_90),
                mas_de_90: fromCents(edades.mas_de_90),
            }),
        ),
        totales: {
            saldo: suma((x) => x.saldo),
            d0_30: suma((x) => x.edades.d0_30),
            d31_60: suma((x) => x.edades.d31_60),
            d61_90: suma((x) => x.edades.d61_90),
            mas_de_90: suma((x) => x.edades.mas_de_90),
        },
    };
}

/**
 * POST /clientes/{id}/ajustes: a correction by hand of the balance and/or the points, with its
 * reason, in the caller's transaction, audited ('cliente.ajuste'). Points never go below zero by
 * an ajuste (a 422); the balance may (in the customer's favour).
 */
export async function ajustarCuenta(tx: Db, quien: { empresaId: number; usuarioId: number }, clienteId: number, input: AjusteCuentaInput, fecha = new Date().toISOString()) {
    tx.assertTransaction();
    const { empresaId, usuarioId } = quien;
    const saldo = input.monto ?? 0;
    const puntos = input.puntos ?? 0;
    const movido = await moverCliente(tx, empresaId, clienteId, { saldo, puntos, puntosExigidos: puntos < 0 ? -puntos : 0 });
    if (!movido) {
        const estado = await estadoDelCliente(tx, empresaId, clienteId);
        if (!estado) throw new NoEncontrado(CLIENTE_MENSAJES.noEncontrado);
        throw new DatoInvalido('puntos', CUENTA_MENSAJES.ajusteSinPuntos(estado.puntos));
    }
    const doc = { empresaId, clienteId, usuarioId, fecha };
    if (saldo !== 0) await insertarMovimientosCuenta(tx, doc, movido.saldo, [{ tipo: 'ajuste', monto: saldo, motivo: input.motivo }]);
    await insertarMovimientosPuntos(tx, doc, movido.puntos, [{ tipo: 'ajuste', puntos, motivo: input.motivo }]);
    await anotar(tx, quien, {
        tipo: 'cliente.ajuste',
        entidad: 'cliente',
        entidadId: clienteId,
        antes: { saldo: fromCents(movido.saldo - saldo), puntos: movido.puntos - puntos },
        despues: { saldo: fromCents(movido.saldo), puntos: movido.puntos, motivo: input.motivo },
        fecha,
    });
    return { saldo: fromCents(movido.saldo), puntos: movido.puntos };
}
