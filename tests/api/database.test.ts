import { sql } from 'kysely';
import { isCheckViolation, isForeignKeyViolation } from '../../server/db/constraints.js';
import { nuevaSesion } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

// The database itself keeps the rules the code relies on, on both engines: the last guard when a
// code path forgets a check or two requests race.
describeEachEngine('database guarantees', (server) => {
    it('enforces foreign keys', async () => {
        const s = await nuevaSesion(server());
        const ahora = new Date().toISOString();
        const error = await server()
            .db.kysely.insertInto('plantillas')
            .values({ empresa_id: s.empresaId, nombre: 'Huérfano', categoria_id: 987654, busqueda: 'huerfano', creado_en: ahora, actualizado_en: ahora })
            .execute()
            .then(() => null, (e: unknown) => e);
        expect(isForeignKeyViolation(error)).toBe(true);
    });

    it('refuses negative stock', async () => {
        const s = await nuevaSesion(server());
        const ahora = new Date().toISOString();
        const { kysely } = server().db;
        const plantilla = await kysely
            .insertInto('plantillas')
            .values({ empresa_id: s.empresaId, nombre: 'Tuerca', busqueda: 'tuerca', creado_en: ahora, actualizado_en: ahora })
            .returning('id')
            .executeTakeFirstOrThrow();
        const variante = await kysely
            .insertInto('variantes')
            .values({ empresa_id: s.empresaId, plantilla_id: plantilla.id, sku: `T-${plantilla.id}`, sku_busqueda: `t-${plantilla.id}`, posicion: 0, precio_venta: 100, costo_compra: 0, stock: 1, valores_ids: '[]' })
            .returning('id')
            .executeTakeFirstOrThrow();
        const error = await kysely
            .updateTable('variantes')
            .set({ stock: sql`stock - 2` })
            .where('id', '=', variante.id)
            .execute()
            .then(() => null, (e: unknown) => e);
        expect(isCheckViolation(error)).toBe(true);
        const row = await kysely.selectFrom('variantes').select('stock').where('id', '=', variante.id).executeTakeFirstOrThrow();
        expect(row.stock).toBe(1);
    });

    it('runs SQLite in WAL mode with foreign keys on (PostgreSQL always enforces them)', async (ctx) => {
        if (server().engine !== 'sqlite') ctx.skip();
        const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(server().db.kysely);
        const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(server().db.kysely);
        expect(mode.rows[0].journal_mode).toBe('wal');
        expect(fk.rows[0].foreign_keys).toBe(1);
    });
});
