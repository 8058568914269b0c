import { describe, expect, it } from 'vitest';
import { clienteInput } from '../../contracts/clientes.js';
import type { Db } from '../../server/db/createDb.js';
import { Duplicado } from '../../server/domain/errors.js';
import { clientesRepo } from '../../server/modules/clientes/clientes.repo.js';
import { ENGINES, freshDatabase, migrar } from '../helpers/testServer.js';

const ahora = new Date().toISOString();

async function empresa(db: Db, nombre: string): Promise<number> {
    const fila = await db.kysely.insertInto('empresas').values({ nombre, nombre_clave: nombre.toLowerCase(), creado_en: ahora }).returning('id').executeTakeFirstOrThrow();
    return fila.id;
}

/** A customer as a shop stored it before 0017: any RFC, email and phone the API then took. */
async function cliente(db: Db, empresaId: number, nombre: string, datos: { rfc?: string; email?: string; telefono?: string }): Promise<number> {
    const fila = await db.kysely
        .insertInto('clientes')
        .values({
            empresa_id: empresaId,
            nombre_completo: nombre,
            email: datos.email ?? null,
            telefono: datos.telefono ?? null,
            rfc: datos.rfc ?? null,
            direccion: null,
            busqueda: nombre.toLowerCase(),
            creado_en: ahora,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    return fila.id;
}

const leer = (db: Db, id: number) =>
    db.kysely.selectFrom('clientes').select(['rfc', 'email', 'telefono', 'rfc_repetido', 'email_repetido']).where('id', '=', id).executeTakeFirstOrThrow();

/**
 * Migration 0017 on a shop that already has repeated RFCs and emails: it runs, keeps every value,
 * leaves the later repeats out of the unique indexes, and from then on no new repeat gets in.
 */
describe('migration 0017_clientes_unicos', () => {
    it.each(ENGINES)('tolerates the duplicates a shop already has, and refuses new ones [%s]', async (engine) => {
        const { db, drop } = await freshDatabase(engine);
        try {
            await migrar(db, { hasta: '0016_sin_exigir' });
            const e1 = await empresa(db, 'Ferretería Uno');
            const e2 = await empresa(db, 'Ferretería Dos');
            const ana = await cliente(db, e1, 'Ana', { rfc: 'PEAA800101AB1', email: 'ana@correo.mx', telefono: '(55) 1234-5678' });
            const ana2 = await cliente(db, e1, 'Ana otra vez', { rfc: ' peaa800101ab1', email: 'ANA@Correo.mx', telefono: 'ext. 12' });
            const publico1 = await cliente(db, e1, 'Mostrador 1', { rfc: 'XAXX010101000' });
            const publico2 = await cliente(db, e1, 'Mostrador 2', { rfc: 'xaxx010101000' });
            const ajena = await cliente(db, e2, 'Ana en otra empresa', { rfc: 'PEAA800101AB1', email: 'ana@correo.mx' });

            await migrar(db);

            expect(await leer(db, ana)).toEqual({ rfc: 'PEAA800101AB1', email: 'ana@correo.mx', telefono: '5512345678', rfc_repetido: 0, email_repetido: 0 });
            // Kept, in the API's form, and marked: a phone that is no Mexican number stays as typed.
            expect(await leer(db, ana2)).toEqual({ rfc: 'PEAA800101AB1', email: 'ana@correo.mx', telefono: 'ext. 12', rfc_repetido: 1, email_repetido: 1 });
            for (const id of [publico1, publico2, ajena]) expect((await leer(db, id)).rfc_repetido).toBe(0);
            expect((await leer(db, publico2)).rfc).toBe('XAXX010101000');

            const input = (datos: Record<string, unknown>) => clienteInput.parse({ nombre_completo: 'Cliente', ...datos });
            const crear = (datos: Record<string, unknown>) => db.transaction((tx) => clientesRepo.create(tx, e1, input(datos), 1));
            const editar = (id: number, datos: Record<string, unknown>) => db.transaction((tx) => clientesRepo.update(tx, e1, id, input(datos), 1));

            await expect(crear({ rfc: 'PEAA800101AB1' })).rejects.toThrow(new Duplicado("Ya existe un cliente con el RFC 'PEAA800101AB1'."));
            await expect(crear({ email: 'ana@correo.mx' })).rejects.toThrow(new Duplicado("Ya existe un cliente con el email 'ana@correo.mx'."));
            // The repeated customer is still edited with its values unchanged...
            expect(await editar(ana2, { rfc: 'PEAA800101AB1', email: 'ana@correo.mx', telefono: '55 0000 1111' })).toMatchObject({ telefono: '5500001111' });
            expect(await leer(db, ana2)).toMatchObject({ rfc_repetido: 1, email_repetido: 1 });
            // ...and a new value is checked like any other: once changed, the repeat cannot come back.
            await editar(ana2, { rfc: 'PEAB800101AB1', email: 'ana.b@correo.mx' });
            expect(await leer(db, ana2)).toMatchObject({ rfc_repetido: 0, email_repetido: 0 });
            await expect(editar(ana2, { rfc: 'PEAA800101AB1' })).rejects.toThrow(new Duplicado("Ya existe un cliente con el RFC 'PEAA800101AB1'."));
            await expect(editar(ana2, { email: 'ANA@correo.mx' })).rejects.toThrow(new Duplicado("Ya existe un cliente con el email 'ana@correo.mx'."));
        } finally {
            await db.close();
            await drop();
        }
    });
});
