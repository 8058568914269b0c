import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { anotar } from '../../server/modules/bitacora/bitacora.js';
import { ENGINES, freshDatabase, migrar } from '../helpers/testServer.js';

/**
 * The audit log is append-only in the database itself (CONVENTIONS §6): whatever code runs, an
 * UPDATE or a DELETE of an entry (or a TRUNCATE on PostgreSQL) is refused and the entry stays.
 */
describe('bitácora: append-only by trigger', () => {
    it.each(ENGINES)('takes entries, refuses UPDATE and DELETE [%s]', async (engine) => {
        const { db, drop } = await freshDatabase(engine);
        try {
            await migrar(db);
            const empresa = await db.kysely
                .insertInto('empresas')
                .values({ nombre: 'Tienda', nombre_clave: 'tienda', creado_en: new Date().toISOString() })
                .returning('id')
                .executeTakeFirstOrThrow();
            await db.transaction((tx) =>
                anotar(tx, { empresaId: empresa.id, usuarioId: null }, { tipo: 'empresa.ajustes', entidad: 'empresa', entidadId: empresa.id, antes: { a: 1 }, despues: { a: 2 } }),
            );
            const leer = () => db.kysely.selectFrom('bitacora').selectAll().execute();
            const [entrada] = await leer();
            expect(entrada).toMatchObject({ tipo: 'empresa.ajustes', entidad: 'empresa', antes: '{"a":1}', despues: '{"a":2}' });

            await expect(db.kysely.updateTable('bitacora').set({ despues: '{"a":3}' }).execute()).rejects.toThrow(/bitácora/);
            await expect(db.kysely.deleteFrom('bitacora').execute()).rejects.toThrow(/bitácora/);
            if (engine === 'postgres') await expect(sql`truncate bitacora`.execute(db.kysely)).rejects.toThrow(/bitácora/);
            expect(await leer()).toEqual([entrada]);
        } finally {
            await db.close();
            await drop();
        }
    });
});
