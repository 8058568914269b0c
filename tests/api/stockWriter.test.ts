import { aMilesimas } from '../../contracts/unidades.js';
import fc from 'fast-check';
import { StockInsuficiente } from '../../server/domain/errors.js';
import { type MovimientoDeStock, moverStock } from '../../server/modules/inventario/stockWriter.js';
import { crearProducto, nuevaSesion, type Sesion, stockYMovimientos, variante } from '../helpers/catalogo.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';

/**
 * The one stock writer, driven by random sequences of signed changes (fast-check) against the
 * real database: after every step the movements of each variant add up to its stock, stock never
 * drops below zero, and a refused change leaves nothing behind — also when the changes race.
 * Quantities are thousandths (migration 0027_milesimas): the product is sold by the kilo, and
 * changes of a few grams exercise the fractions the stock must keep exactly.
 */
describeEachEngine('stock writer: properties', (server) => {
    let s: Sesion;
    let ids: number[];

    beforeAll(async () => {
        s = await nuevaSesion(server());
        const producto = await crearProducto(s, {
            unidad: 'kg',
            variantes: [variante({ sku: 'PROP-A', stock: 10 }), variante({ sku: 'PROP-B', stock: 3 })],
        });
        ids = producto.variantes.map((v) => v.id);
    });

    const aplicar = (srv: TestServer, cambios: MovimientoDeStock[]) =>
        srv.db.transaction((tx) => moverStock(tx, s.empresaId, s.usuarioId, cambios));

    const estado = async () => {
        const filas = await stockYMovimientos(server(), ids);
        for (const f of Object.values(filas)) {
            expect(f.stock).toBeGreaterThanOrEqual(0);
            expect(f.suma).toBe(f.stock);
        }
        // In thousandths, as the writer takes them.
        return new Map(ids.map((id) => [id, aMilesimas(filas[id].stock)]));
    };

    const cambio = (varianteId: fc.Arbitrary<number>) =>
        fc.record({ varianteId, cantidad: fc.integer({ min: -12_000, max: 12_000 }).filter((n) => n !== 0) });

    it('applies or refuses each sequential change exactly as a model says', async () => {
        await fc.assert(
            fc.asyncProperty(fc.array(fc.array(cambio(fc.constantFrom(...ids)), { minLength: 1, maxLength: 3 }), { maxLength: 12 }), async (lotes) => {
                for (const lote of lotes) {
                    const antes = await estado();
                    // The model: the whole batch passes only if every variant stays at 0 or more.
                    const esperado = new Map(antes);
                    let cabe = true;
                    for (const c of [...lote].sort((a, b) => a.varianteId - b.varianteId)) {
                        const nuevo = (esperado.get(c.varianteId) ?? 0) + c.cantidad;
                        if (nuevo < 0) cabe = false;
                        esperado.set(c.varianteId, nuevo);
                    }
                    const resultado = await aplicar(server(), lote.map((c) => ({ ...c, tipo: 'AJUSTE_PRUEBA' }))).then(
                        (r) => r,
                        (e: unknown) => e,
                    );
                    const despues = await estado();
                    if (cabe) {
                        expect(resultado).toBeInstanceOf(Array);
                        expect(despues).toEqual(esperado);
                    } else {
                        expect(resultado).toBeInstanceOf(StockInsuficiente);
                        expect((resultado as StockInsuficiente).message).toMatch(/^Stock insuficiente para el SKU 'PROP-[AB]': disponible [\d,]+\.\d{3} kg, solicitado [\d,]+\.\d{3} kg\.$/);
                        expect(despues).toEqual(antes);
                    }
                }
            }),
            { numRuns: 25 },
        );
    });

    it('judges a change on the stock as locked: a restock committed while a sale waited for the row counts (PostgreSQL)', async () => {
        const db = server().db;
        if (db.dialect !== 'postgres') return; // SQLite: one writer, nothing waits.
        const [id] = (await crearProducto(s, { unidad: 'kg', variantes: [variante({ sku: 'PROP-C', stock: 0 })] })).variantes.map((v) => v.id);
        const pausa = () => new Promise((r) => setTimeout(r, 150));
        // A restock holds the row, not yet committed, while the sale's statement starts: the sale's
        // snapshot still sees 0 units, the row it locks once the restock commits has 10.
        let soltar!: () => void;
        const retenida = new Promise<void>((r) => (soltar = r));
        const reposicion = db.transaction(async (tx) => {
            await moverStock(tx, s.empresaId, s.usuarioId, [{ varianteId: id, cantidad: 10_000, tipo: 'AJUSTE_PRUEBA' }]);
            await retenida;
        });
        await pausa();
        const venta = aplicar(server(), [{ varianteId: id, cantidad: -3_000, tipo: 'VENTA' }]);
        await pausa();
        soltar();
        await reposicion;
        await expect(venta).resolves.toEqual([{ varianteId: id, sku: 'PROP-C', stock: 7_000 }]);
    });

    it('keeps every invariant under concurrent changes, refusing only with StockInsuficiente', async () => {
        await fc.assert(
            fc.asyncProperty(
                fc.array(fc.array(cambio(fc.constantFrom(...ids)), { minLength: 1, maxLength: 2 }), { minLength: 2, maxLength: 12 }),
                async (lotes) => {
                    const antes = await estado();
                    const resultados = await Promise.allSettled(lotes.map((lote) => aplicar(server(), lote.map((c) => ({ ...c, tipo: 'AJUSTE_PRUEBA' })))));
                    const despues = await estado();
                    const esperado = new Map(antes);
                    resultados.forEach((r, i) => {
                        if (r.status === 'rejected') {
                            expect(r.reason).toBeInstanceOf(StockInsuficiente);
                            return;
                        }
                        for (const c of lotes[i]) esperado.set(c.varianteId, (esperado.get(c.varianteId) ?? 0) + c.cantidad);
                    });
                    expect(despues).toEqual(esperado);
                },
            ),
            { numRuns: 15 },
        );
    });

    it('sells the last units exactly once under a burst of parallel takers', async () => {
        // 2.5 kg left, taken 0.5 kg at a time.
        await aplicar(server(), [{ varianteId: ids[1], cantidad: 2_500 - (await estado()).get(ids[1])!, tipo: 'AJUSTE_PRUEBA' }].filter((c) => c.cantidad !== 0));
        const resultados = await Promise.allSettled(Array.from({ length: 16 }, () => aplicar(server(), [{ varianteId: ids[1], cantidad: -500, tipo: 'VENTA' }])));
        expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
        expect((await estado()).get(ids[1])).toBe(0);
    });

    it('refuses to run outside a transaction', async () => {
        await expect(moverStock(server().db, s.empresaId, s.usuarioId, [{ varianteId: ids[0], cantidad: 1, tipo: 'X' }])).rejects.toThrow(/transacción/);
    });
});
