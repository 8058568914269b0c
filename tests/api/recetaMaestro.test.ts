import type { Generated, Selectable } from 'kysely';
import { z } from 'zod';
import { requiredText } from '../../contracts/common.js';
import { listContract } from '../../contracts/lists.js';
import { searchKey } from '../../server/db/searchKey.js';
import { tablaMaestra } from '../../server/db/tablaMaestra.js';
import { tableRepo } from '../../server/db/tableRepo.js';
import { crudRoutes } from '../../server/http/crudRoutes.js';
import { MODULOS } from '../../server/modules/index.js';
import type { Modulo } from '../../server/modules/modulo.js';
import { request } from '../helpers/apiClient.js';
import { nuevaSesion } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/**
 * ARCHITECTURE's recipe for a master-data resource, server half, kept here whole: a contract, a
 * `tablaMaestra` migration, `tableRepo` and `crudRoutes`. Mounted beside the real modules, it must
 * work end to end with nothing else written: migrated on both engines, searchable, its name unique
 * per company, its permissions enforced, other companies' ids a 404, and in the OpenAPI document.
 */
const VACIO = 'El nombre de la marca no puede estar vacío.';
const DUPLICADA = 'Ya existe una marca con ese nombre.';
const marcaInput = z.object({ nombre: requiredText(VACIO, { max: 100 }) });
const marcaSchema = z.object({ id: z.number(), nombre: z.string() });

interface MarcasTable {
    id: Generated<number>;
    empresa_id: number;
    nombre: string;
    busqueda: string;
}

const marcas: Modulo = {
    nombre: 'marcas_prueba',
    migraciones: { '9001_marcas_prueba': tablaMaestra('marcas_prueba', (t) => t.addColumn('nombre', 'text', (c) => c.notNull())) },
    rutas: crudRoutes({
        path: '/marcas',
        permisos: { leer: 'productos:leer', escribir: 'productos:escribir' },
        input: marcaInput,
        output: marcaSchema,
        list: listContract({ search: 'termino', sort: ['nombre', 'id'], filters: {} }),
        noEncontrado: 'Marca no encontrada.',
        repo: tableRepo<z.infer<typeof marcaInput>, Selectable<MarcasTable>, z.infer<typeof marcaSchema>>({
            // A table of this test alone, outside the app's Database type.
            table: 'marcas_prueba' as 'categorias',
            toColumns: (input) => ({ nombre: input.nombre }),
            searchText: (input) => searchKey(input.nombre),
            toOut: (row) => ({ id: row.id, nombre: row.nombre }),
            sortColumns: { id: 'id', nombre: 'busqueda' },
            duplicado: DUPLICADA,
        }),
    }),
};

describeEachEngine(
    'a master-data resource built by the recipe',
    (server) => {
        const URL = '/api/v1/marcas/';

        it('creates, searches accent-blind, renames and deletes; a name twice or blank is refused in Spanish', async () => {
            const s = await nuevaSesion(server());
            const truper = await s.post(URL, { nombre: '  Truper ' });
            expect([truper.status, truper.body]).toEqual([201, { id: expect.any(Number), nombre: 'Truper' }]);
            await s.post(URL, { nombre: 'Pétalo' });

            const otra = await s.post(URL, { nombre: 'TRUPER' });
            expect([otra.status, otra.body.detail]).toEqual([409, DUPLICADA]);
            const vacia = await s.post(URL, { nombre: ' ' });
            expect([vacia.status, vacia.body.detail[0].msg]).toEqual([422, VACIO]);

            const busqueda = await s.get(`${URL}?termino=PETALO`);
            expect([busqueda.body, busqueda.headers.get('x-total-count')]).toEqual([[{ id: expect.any(Number), nombre: 'Pétalo' }], '1']);
            expect((await s.get(`${URL}?sort=${encodeURIComponent('["nombre","DESC"]')}`)).body.map((m: { nombre: string }) => m.nombre)).toEqual(['Truper', 'Pétalo']);
            expect((await s.get(`${URL}?sort=${encodeURIComponent('["color","ASC"]')}`)).status).toBe(422);

            expect((await s.put(`${URL}${truper.body.id}`, { nombre: 'Truper Pro' })).body.nombre).toBe('Truper Pro');
            expect((await s.del(`${URL}${truper.body.id}`)).status).toBe(204);
            expect((await s.get(`${URL}${truper.body.id}`)).status).toBe(404);
        });

        it('keeps each company to its own: the same name twice across companies, another’s id a 404', async () => {
            const a = await nuevaSesion(server());
            const b = await nuevaSesion(server());
            const deA = await a.post(URL, { nombre: 'Stanley' });
            expect((await b.post(URL, { nombre: 'Stanley' })).status).toBe(201);
            expect((await b.get(`${URL}${deA.body.id}`)).status).toBe(404);
            expect((await b.put(`${URL}${deA.body.id}`, { nombre: 'Mía' })).status).toBe(404);
            expect((await b.del(`${URL}${deA.body.id}`)).status).toBe(404);
            expect((await a.get(`${URL}${deA.body.id}`)).body.nombre).toBe('Stanley');
        });

        it('asks for its declared permissions', async () => {
            const admin = await nuevaSesion(server());
            const lector = await usuarioConPermisos(server(), admin.empresaId, ['productos:leer']);
            expect((await lector.get(URL)).status).toBe(200);
            expect((await lector.post(URL, { nombre: 'Bellota' })).status).toBe(403);
            const nadie = await usuarioConPermisos(server(), admin.empresaId, []);
            expect((await nadie.get(URL)).status).toBe(403);
        });

        it('appears in the OpenAPI document with its permissions', async () => {
            const doc = (await request(server().url, '/api/openapi.json')).body;
            expect(doc.paths['/api/v1/marcas'].get['x-permiso']).toBe('productos:leer');
            expect(doc.paths['/api/v1/marcas/{id}'].delete['x-permiso']).toBe('productos:escribir');
        });
    },
    { modulos: [...MODULOS, marcas] },
);
