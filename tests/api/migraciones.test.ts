import { sql } from 'kysely';
import { createDb } from '../../server/db/createDb.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { MODULOS } from '../../server/modules/index.js';

/**
 * A migration's name is `NNNN_what`, and its number is taken once: by the tree of
 * server/db/migrate.ts or by a module of server/modules/index.ts (its `migraciones`). Two
 * branches that each took "the next number" meet here; so does a module that reused a name, which
 * would silently replace the tree's migration. Names do not depend on the engine: SQLite suffices.
 */
async function aplicadas(modulos: Parameters<typeof migrateToLatest>[1]): Promise<string[]> {
    const db = createDb('sqlite::memory:');
    try {
        await migrateToLatest(db, modulos);
        return (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely)).rows.map((r) => r.name);
    } finally {
        await db.close();
    }
}

const numero = (nombre: string) => nombre.split('_')[0];

describe('migration numbers', () => {
    it('are four digits, each taken by one migration; a new one takes the next free number', async () => {
        const delArbol = await aplicadas([]);
        const deModulos = MODULOS.flatMap((m) => Object.keys(m.migraciones ?? {}));
        const todas = [...delArbol, ...deModulos];
        const siguiente = String(Math.max(...todas.map((n) => Number(numero(n)))) + 1).padStart(4, '0');
        expect(todas.filter((n) => !/^\d{4}_[a-z0-9_]+$/.test(n)), `Nombre: NNNN_<qué hace>, p. ej. '${siguiente}_marcas'`).toEqual([]);
        const repetidos = todas.filter((n, i) => todas.findIndex((o) => numero(o) === numero(n)) !== i);
        expect(repetidos, `Número repetido: el siguiente libre es ${siguiente}`).toEqual([]);
        // Every module's migration ran: none was shadowed by a name the tree already had.
        expect((await aplicadas(MODULOS)).sort()).toEqual([...todas].sort());
    });
});
