import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/createDb.js';
import { ENGINES, freshDatabase, migrar } from '../helpers/testServer.js';

interface Indice {
    tabla: string;
    nombre: string;
    columnas: string[];
    unico: boolean;
    parcial: boolean;
}

/** Every index of the migrated schema (primary keys and unique constraints included). */
async function indices(db: Db): Promise<Indice[]> {
    if (db.dialect === 'postgres') {
        const { rows } = await sql<Indice>`
            select c.relname as tabla, ic.relname as nombre, x.indisunique as unico, x.indpred is not null as parcial,
                   array(select a.attname::text from unnest(x.indkey) with ordinality k(attnum, ord)
                         join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.ord) as columnas
            from pg_index x
            join pg_class c on c.oid = x.indrelid
            join pg_class ic on ic.oid = x.indexrelid
            where c.relnamespace = current_schema()::regnamespace`.execute(db.kysely);
        return rows;
    }
    const tablas = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db.kysely);
    const todos: Indice[] = [];
    for (const { name: tabla } of tablas.rows) {
        const lista = await sql<{ name: string; unique: number; partial: number }>`select * from pragma_index_list(${tabla})`.execute(db.kysely);
        for (const i of lista.rows) {
            const cols = await sql<{ name: string }>`select name from pragma_index_info(${i.name}) order by seqno`.execute(db.kysely);
            todos.push({ tabla, nombre: i.name, columnas: cols.rows.map((c) => c.name), unico: i.unique === 1, parcial: i.partial === 1 });
        }
    }
    return todos;
}

/**
 * Each index is written by every insert into its table, checkout's included: none may be one
 * another index already serves (a plain index leading a longer one on the same table), and the
 * ledger's one-posting-per-document keys index only postings that have that document.
 */
for (const engine of ENGINES) {
    describe(`schema indexes [${engine}]`, () => {
        let db: Db;
        let drop: () => Promise<void>;
        let todos: Indice[];
        beforeAll(async () => {
            ({ db, drop } = await freshDatabase(engine));
            await migrar(db);
            todos = await indices(db);
        });
        afterAll(async () => {
            await db.close();
            await drop();
        });

        it('has no plain index that leads another index of its table', () => {
            expect(todos.length).toBeGreaterThan(20);
            const redundantes = todos.flatMap((a) =>
                a.unico || a.parcial
                    ? []
                    : todos
                          .filter((b) => b.tabla === a.tabla && b.nombre !== a.nombre && !b.parcial && b.columnas.length > a.columnas.length)
                          .filter((b) => a.columnas.every((c, i) => b.columnas[i] === c))
                          .map((b) => `${a.nombre} (${a.columnas}) ⊂ ${b.nombre} (${b.columnas})`),
            );
            expect(redundantes).toEqual([]);
        });

        it('indexes a posting by its document only when it has one', () => {
            const claves = todos.filter((i) => i.tabla === 'movimientos_contables' && i.unico && i.columnas[0] === 'empresa_id');
            expect(claves.map((i) => [i.columnas[1], i.parcial]).sort()).toEqual([
                ['compra_id', true],
                ['nota_credito_id', true],
                ['venta_id', true],
            ]);
        });

        it('keeps on ventas only the indexes its reads use, each sale writing one entry into each', () => {
            const ventas = todos.filter((i) => i.tabla === 'ventas' && !(i.columnas.length === 1 && i.columnas[0] === 'id'));
            expect(ventas.map((i) => i.columnas.join(',')).sort()).toEqual([
                'empresa_id,cliente_id,fecha,id', // the history filtered by customer
                'empresa_id,estado,fecha,id', // … by state
                'empresa_id,fecha,id', // the history in its default order
                'empresa_id,id', // … sorted by number
                'empresa_id,idempotency_key', // a retried checkout (unique)
                'empresa_id,sesion_caja_id,estado,total', // a cash session's reading (its own sales; only those in a session)
                'empresa_id,total', // … sorted by total
                'empresa_id,usuario_id', // … filtered by seller
            ]);
        });
    });
}
