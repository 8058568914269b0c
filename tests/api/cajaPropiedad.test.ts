import fc from 'fast-check';
import { CAJA_MENSAJES } from '../../contracts/caja.js';
import { fromCents } from '../../contracts/money.js';
import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { abrir, articulo, cerrar, mover, RUTAS_CAJA, SUPERVISOR } from '../helpers/caja.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';
import { checkout, RUTAS_VENTAS } from '../helpers/ventas.js';

/** One step of a shift at the till. */
type Paso =
    | { tipo: 'venta'; cantidad: number; pago: 'exacto' | 'cambio' | 'tarjeta' | 'mixto'; extra: number }
    | { tipo: 'devolucion'; venta: number }
    | { tipo: 'cancelacion'; venta: number }
    | { tipo: 'entrada' | 'salida'; monto: number };

const paso: fc.Arbitrary<Paso> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ tipo: fc.constant('venta' as const), cantidad: fc.integer({ min: 1, max: 3 }), pago: fc.constantFrom('exacto', 'cambio', 'tarjeta', 'mixto'), extra: fc.integer({ min: 1, max: 50_000 }) }) },
    { weight: 2, arbitrary: fc.record({ tipo: fc.constant('devolucion' as const), venta: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ tipo: fc.constant('cancelacion' as const), venta: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ tipo: fc.constant('entrada' as const), monto: fc.integer({ min: 1, max: 100_000 }) }) },
    { weight: 2, arbitrary: fc.record({ tipo: fc.constant('salida' as const), monto: fc.integer({ min: 1, max: 200_000 }) }) },
);

/**
 * Expected cash, straight from the session's own rows: float + Σ over its sales not voided of
 * (cash paid − all paid + total) − its notes' cash refunds + entradas − salidas.
 */
async function sumaDeDocumentos(server: TestServer, empresaId: number, id: number): Promise<number> {
    const k = server.db.kysely;
    const [sesion, ventas, pagos, notas, movimientos] = await Promise.all([
        k.selectFrom('sesiones_caja').select('fondo_inicial').where('id', '=', id).executeTakeFirstOrThrow(),
        k.selectFrom('ventas').select(['id', 'total', 'estado']).where('empresa_id', '=', empresaId).where('sesion_caja_id', '=', id).execute(),
        k.selectFrom('venta_pagos').select(['venta_id', 'metodo_pago', 'monto']).where('empresa_id', '=', empresaId).execute(),
        k.selectFrom('notas_credito').select('reembolso_efectivo').where('empresa_id', '=', empresaId).where('sesion_caja_id', '=', id).execute(),
        k.selectFrom('movimientos_caja').select(['tipo', 'monto']).where('empresa_id', '=', empresaId).where('sesion_caja_id', '=', id).execute(),
    ]);
    let suma = Number(sesion.fondo_inicial);
    for (const v of ventas.filter((x) => x.estado !== 'Cancelada')) {
        const suyos = pagos.filter((p) => p.venta_id === v.id);
        const efectivo = suyos.filter((p) => p.metodo_pago === 'Efectivo').reduce((s, p) => s + Number(p.monto), 0);
        suma += efectivo - suyos.reduce((s, p) => s + Number(p.monto), 0) + Number(v.total);
    }
    for (const n of notas) suma -= Number(n.reembolso_efectivo);
    for (const m of movimientos) suma += m.tipo === 'entrada' ? Number(m.monto) : -Number(m.monto);
    return suma;
}

/**
 * A property over random shifts (CONVENTIONS §6, Cash): whatever the sequence of sales (cash
 * with or without change, card, split), returns (cash first, up to what each sale kept in cash;
 * a 409 writing nothing when that is more than the drawer holds), voids of sales without returns
 * (all the cash the sale kept goes back; the same 409 when the drawer holds less), entradas and salidas (a 409
 * above the drawer), the session's expected cash is what a model of the drawer says, equals the
 * sum of its own documents, never goes below zero, and its close differs from the count by
 * exactly the count's difference.
 */
describeEachEngine('caja: expected cash is the sum of the session’s documents (property)', (server) => {
    let admin: Sesion;
    beforeAll(async () => {
        admin = await nuevaSesion(server());
    });

    it('holds for random shifts', async () => {
        await fc.assert(
            fc.asyncProperty(
                fc.integer({ min: 0, max: 200_000 }),
                fc.integer({ min: 2, max: 99_999 }),
                fc.array(paso, { minLength: 1, maxLength: 10 }),
                fc.integer({ min: -5_000, max: 5_000 }),
                async (fondo, precio, pasos, desvio) => {
                    const c = await usuarioConPermisos(server(), admin.empresaId, [...SUPERVISOR, 'ventas:cancelar']);
                    const producto = await articulo(admin, fromCents(precio));
                    const id = await abrir(c, fromCents(fondo));
                    let cajon = fondo;
                    // Each sale: its total, the cash it kept, its units not yet returned, the cash already given back and its credit notes.
                    const ventas: { id: number; total: number; efectivo: number; unidades: number; reembolsado: number; notas: number }[] = [];
                    for (const p of pasos) {
                        if (p.tipo === 'venta') {
                            const total = precio * p.cantidad;
                            const pagos: [string, number][] =
                                p.pago === 'exacto'
                                    ? [['Efectivo', total]]
                                    : p.pago === 'cambio'
                                      ? [['Efectivo', total + p.extra]]
                                      : p.pago === 'tarjeta'
                                        ? [['Tarjeta de Débito', total]]
                                        : [
                                              ['Tarjeta de Crédito', Math.floor(total / 2)],
                                              ['Efectivo', total - Math.floor(total / 2) + p.extra],
                                          ];
                            const res = await checkout(c, {
                                items: [{ producto_id: producto, cantidad: p.cantidad }],
                                pagos: pagos.map(([metodo_pago, monto]) => ({ metodo_pago, monto: fromCents(monto) })),
                            });
                            expect(res.status, JSON.stringify(res.body)).toBe(201);
                            const pagado = pagos.reduce((s, [, m]) => s + m, 0);
                            const efectivo = pagos.filter(([m]) => m === 'Efectivo').reduce((s, [, m]) => s + m, 0) - (pagado - total);
                            ventas.push({ id: res.body.id, total, efectivo, unidades: p.cantidad, reembolsado: 0, notas: 0 });
                            cajon += efectivo;
                        } else if (p.tipo === 'cancelacion') {
                            // Only a sale with no returns is voided; a voided one has no units left to return.
                            const anulables = ventas.filter((v) => v.notas === 0 && v.unidades > 0);
                            if (anulables.length === 0) continue;
                            const v = anulables[p.venta % anulables.length];
                            const res = await c.post(`/api/v1/ventas/${v.id}/cancelar`, { motivo: 'Propiedad' });
                            const estado = await server().db.kysely.selectFrom('ventas').select('estado').where('id', '=', v.id).executeTakeFirstOrThrow();
                            if (v.efectivo > cajon) {
                                expect(res.status, JSON.stringify(res.body)).toBe(409);
                                expect(res.body).toEqual({ detail: CAJA_MENSAJES.cancelacionExcede(v.efectivo, cajon) });
                                expect(estado.estado).toBe('Completada');
                            } else {
                                expect(res.status, JSON.stringify(res.body)).toBe(200);
                                expect(estado.estado).toBe('Cancelada');
                                v.unidades = 0;
                                cajon -= v.efectivo;
                            }
                        } else if (p.tipo === 'devolucion') {
                            const conUnidades = ventas.filter((v) => v.unidades > 0);
                            if (conUnidades.length === 0) continue;
                            const v = conUnidades[p.venta % conUnidades.length];
                            const res = await c.post(RUTAS_VENTAS.devolucion(v.id), { items: [{ producto_id: producto, cantidad: 1 }] });
                            const enEfectivo = Math.min(precio, v.efectivo - v.reembolsado);
                            if (enEfectivo > cajon) {
                                // More cash back than the drawer holds: refused, and nothing written.
                                expect(res.status, JSON.stringify(res.body)).toBe(409);
                                expect(res.body).toEqual({ detail: CAJA_MENSAJES.reembolsoExcede(enEfectivo, cajon) });
                                const notas = await server().db.kysely.selectFrom('notas_credito').select('id').where('venta_id', '=', v.id).execute();
                                expect(notas).toHaveLength(v.notas);
                            } else {
                                expect(res.status, JSON.stringify(res.body)).toBe(201);
                                v.reembolsado += enEfectivo;
                                v.unidades -= 1;
                                v.notas += 1;
                                cajon -= enEfectivo;
                            }
                        } else {
                            const res = await mover(c, id, p.tipo, fromCents(p.monto));
                            if (p.tipo === 'salida' && p.monto > cajon) {
                                expect(res.status).toBe(409);
                                expect(res.body).toEqual({ detail: CAJA_MENSAJES.salidaExcede(cajon) });
                            } else {
                                expect(res.status, JSON.stringify(res.body)).toBe(201);
                                cajon += p.tipo === 'entrada' ? p.monto : -p.monto;
                            }
                        }
                        expect(cajon).toBeGreaterThanOrEqual(0);
                    }
                    const x = await c.get(RUTAS_CAJA.actual);
                    expect(x.body.lectura.efectivo_esperado).toBe(fromCents(cajon));
                    expect(await sumaDeDocumentos(server(), admin.empresaId, id)).toBe(cajon);
                    const contado = Math.max(0, cajon + desvio);
                    const z = await cerrar(c, id, fromCents(contado));
                    expect(z.status, JSON.stringify(z.body)).toBe(200);
                    expect(z.body).toMatchObject({ efectivo_esperado: fromCents(cajon), efectivo_contado: fromCents(contado), diferencia: fromCents(contado - cajon) });
                },
            ),
            { numRuns: server().engine === 'postgres' ? 5 : 10 },
        );
    }, 240_000);
});
