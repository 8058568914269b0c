import { describe, expect, it } from 'vitest';
import { baseFresca } from '../helpers/migracion.js';
import { ENGINES, migrar } from '../helpers/testServer.js';

/**
 * Migration 0011 on a database that already holds daily totals: they survive as ranura 0 with
 * their values, and the key then admits more rows per day (the spread writes of checkout).
 */
for (const engine of ENGINES) {
    describe(`migration 0011_totales_repartidos [${engine}]`, () => {
        const base = baseFresca(engine);

        it('keeps the existing totals as ranura 0 and lets a key have several rows', async () => {
            const db = base();
            await migrar(db, { hasta: '0010_ventas_diarias' });
            const k = db.kysely;
            const { id } = await k
                .insertInto('empresas')
                .values({ nombre: 'Antes de 0011', nombre_clave: 'antes de 0011', creado_en: new Date().toISOString() } as never)
                .returning('id')
                .executeTakeFirstOrThrow();
            const cuenta = { empresa_id: id, dia: '2026-11-20', tipo: 'ingreso', categoria: 'Ventas', movimientos: 3, monto: 4500 };
            const ventas = { empresa_id: id, dia: '2026-11-20', estado: 'Completada', ventas: 3, total: 4500 };
            await k.insertInto('contabilidad_diaria').values(cuenta).execute();
            await k.insertInto('ventas_diarias').values(ventas).execute();

            await migrar(db);

            const numeros = <T extends Record<string, unknown>>(f: T) => Object.fromEntries(Object.entries(f).map(([c, v]) => [c, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]));
            expect((await k.selectFrom('contabilidad_diaria').selectAll().execute()).map(numeros)).toEqual([{ ...cuenta, ranura: 0 }]);
            expect((await k.selectFrom('ventas_diarias').selectAll().execute()).map(numeros)).toEqual([{ ...ventas, ranura: 0 }]);
            await k.insertInto('ventas_diarias').values({ ...ventas, ranura: 5 }).execute();
            const suma = await k.selectFrom('ventas_diarias').select((eb) => eb.fn.sum<number>('ventas').as('n')).where('empresa_id', '=', id).executeTakeFirstOrThrow();
            expect(Number(suma.n)).toBe(6);
        });
    });
}
