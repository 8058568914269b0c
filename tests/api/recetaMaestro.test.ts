import { CATEGORIA_MENSAJES } from '../../contracts/categorias.js';
import { BOOLEANO_INVALIDO, contratoMaestro, referencia, texto } from '../../contracts/maestro.js';
import { PERMISOS, type Permiso } from '../../contracts/permisos.js';
import { tablaMaestra } from '../../server/db/tablaMaestra.js';
import type { Database } from '../../server/db/tables.js';
import { repoMaestro } from '../../server/db/tableRepo.js';
import { crudRoutes } from '../../server/http/crudRoutes.js';
import { MODULOS } from '../../server/modules/index.js';
import type { Modulo } from '../../server/modules/modulo.js';
import { crearCategoria, nuevaSesion } from '../helpers/catalogo.js';
import { matrizDePermisos, matrizDeTenencia } from '../helpers/matrices.js';
import { documentaCadaRuta, documento } from '../helpers/openapi.js';
import { MUESTRA_MENSAJES as M } from '../helpers/receta/contrato.js';
import { muestras } from '../helpers/receta/modulo.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/*
 * ARCHITECTURE's recipe for a master-data resource, server half, followed whole by a scratch
 * resource (tests/helpers/receta/: its contract with every field kind and a reference to the
 * categories, its permission declaration, its module): mounted beside the real modules, it works
 * end to end with nothing else written, on both engines, and the permission and tenancy matrices
 * and the OpenAPI checks take it in. Its declaration joins the catalogue here as the recipe's one
 * line in contracts/permisos.ts would.
 */
vi.mock('../../contracts/permisos.js', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../contracts/permisos.js')>();
    const { PERMISOS_DE_MUESTRAS } = await import('../helpers/receta/permisos.js');
    return { ...real, ...real.catalogo([...real.DECLARACIONES, PERMISOS_DE_MUESTRAS]) };
});

// A second resource, referencing the first: a record nothing but a foreign key refers to is kept
// from deletion too, with its own enUso text, and no edit of its module.
const { input: lineaInput, schema: lineaSchema, lista: lineasLista, campos: LINEA_CAMPOS } = contratoMaestro({
    nombre: texto('El nombre de la línea no puede estar vacío.'),
    muestra_id: referencia('muestras_de_receta', { falta: 'Debes seleccionar una muestra.', inexistente: 'La muestra seleccionada no existe.' }),
});
const lineas: Modulo = {
    nombre: 'lineas_de_muestra',
    migraciones: { '9002_lineas_de_muestra': tablaMaestra('lineas_de_muestra', { nombre: 'texto', muestra_id: { referencia: 'muestras_de_receta' } }) },
    rutas: crudRoutes({
        path: '/lineas_de_muestra',
        permisos: { leer: 'muestras_de_receta:leer' as Permiso, escribir: 'muestras_de_receta:escribir' as Permiso },
        input: lineaInput,
        output: lineaSchema,
        list: lineasLista,
        noEncontrado: 'Línea no encontrada.',
        repo: repoMaestro({ table: 'lineas_de_muestra' as keyof Database, campos: LINEA_CAMPOS, duplicado: 'Ya existe una línea con ese nombre.' }),
    }),
};

const modulos = [...MODULOS, muestras, lineas];
const URL = '/api/v1/muestras_de_receta/';
const LEER = 'muestras_de_receta:leer' as Permiso;
const ESCRIBIR = 'muestras_de_receta:escribir' as Permiso;

describeEachEngine(
    'a master-data resource built by the recipe',
    (server) => {
        const muestra = (categoria_id: number, datos: Record<string, unknown> = {}) => ({ nombre: 'Truper', piezas: 3, categoria_id, ...datos });

        it('creates, searches accent-blind, renames and deletes; a name twice or blank is refused in Spanish', async () => {
            const s = await nuevaSesion(server());
            const { id: cat } = await crearCategoria(s);
            const truper = await s.post(URL, muestra(cat, { nombre: '  Truper ' }));
            expect([truper.status, truper.body]).toEqual([201, { id: expect.any(Number), nombre: 'Truper', nota: null, piezas: 3, vigente: false, categoria_id: cat }]);
            await s.post(URL, muestra(cat, { nombre: 'Pétalo' }));

            const otra = await s.post(URL, muestra(cat, { nombre: 'TRUPER' }));
            expect([otra.status, otra.body.detail]).toEqual([409, M.duplicada]);
            const vacia = await s.post(URL, muestra(cat, { nombre: ' ' }));
            expect([vacia.status, vacia.body.detail[0].msg]).toEqual([422, M.nombreVacio]);

            const busqueda = await s.get(`${URL}?termino=PETALO`);
            expect([busqueda.body.map((m: { nombre: string }) => m.nombre), busqueda.headers.get('x-total-count')]).toEqual([['Pétalo'], '1']);
            expect((await s.get(`${URL}?sort=${encodeURIComponent('["nombre","DESC"]')}`)).body.map((m: { nombre: string }) => m.nombre)).toEqual(['Truper', 'Pétalo']);
            expect((await s.get(`${URL}?sort=${encodeURIComponent('["color","ASC"]')}`)).status).toBe(422);

            expect((await s.put(`${URL}${truper.body.id}`, muestra(cat, { nombre: 'Truper Pro' }))).body.nombre).toBe('Truper Pro');
            expect((await s.del(`${URL}${truper.body.id}`)).status).toBe(204);
            expect((await s.get(`${URL}${truper.body.id}`)).status).toBe(404);
        });

        it('takes optional text, a number and a yes/no by their kinds, and refuses them in Spanish', async () => {
            const s = await nuevaSesion(server());
            const { id: cat } = await crearCategoria(s);
            const creada = await s.post(URL, muestra(cat, { nota: '  frágil ', piezas: '12', vigente: true }));
            expect(creada.body).toMatchObject({ nota: 'frágil', piezas: 12, vigente: true });
            const editada = await s.put(`${URL}${creada.body.id}`, muestra(cat, { nota: '   ', vigente: false }));
            expect(editada.body).toMatchObject({ nota: null, piezas: 3, vigente: false });
            for (const [campo, valor, mensaje] of [
                ['piezas', 10_000, M.piezas],
                ['piezas', '2.5', M.piezas],
                ['piezas', null, M.piezas],
                ['vigente', 'sí', BOOLEANO_INVALIDO],
                ['nota', 'x'.repeat(201), 'Máximo 200 caracteres.'],
            ] as const) {
                const res = await s.post(URL, muestra(cat, { nombre: 'Rechazada', [campo]: valor }));
                expect([res.status, res.body.detail?.[0]?.loc, res.body.detail?.[0]?.msg], `${campo}: ${JSON.stringify(valor)}`).toEqual([422, ['body', campo], mensaje]);
            }
            // Every field but the reference sorts; the reference filters.
            await s.post(URL, muestra(cat, { nombre: 'Pocas', piezas: 1 }));
            const porPiezas = await s.get(`${URL}?sort=${encodeURIComponent('["piezas","ASC"]')}`);
            expect(porPiezas.body.map((m: { piezas: number }) => m.piezas)).toEqual([1, 3]);
            expect((await s.get(`${URL}?sort=${encodeURIComponent('["categoria_id","ASC"]')}`)).status).toBe(422);
        });

        it('takes a reference to a category of the company only (a Spanish 422), filters by it, and keeps that category from being deleted', async () => {
            const s = await nuevaSesion(server());
            const otra = await nuevaSesion(server());
            const { id: cat } = await crearCategoria(s);
            const { id: ajena } = await crearCategoria(otra);
            const sinElegir = await s.post(URL, muestra(cat, { categoria_id: null }));
            expect([sinElegir.status, sinElegir.body.detail[0]]).toEqual([422, expect.objectContaining({ loc: ['body', 'categoria_id'], msg: M.categoria })]);
            for (const id of [ajena, 2_000_000_000]) {
                const res = await s.post(URL, muestra(id));
                expect([res.status, res.body.detail], String(id)).toEqual([422, [expect.objectContaining({ loc: ['body', 'categoria_id'], msg: M.categoriaInexistente })]]);
            }
            const creada = await s.post(URL, muestra(cat));
            const cambio = await s.put(`${URL}${creada.body.id}`, muestra(ajena));
            expect([cambio.status, cambio.body.detail[0].msg]).toEqual([422, M.categoriaInexistente]);
            expect((await s.get(`${URL}${creada.body.id}`)).body.categoria_id).toBe(cat);

            const { id: vacia } = await crearCategoria(s);
            expect((await s.get(`${URL}?categoria_id=${cat}`)).body.map((m: { id: number }) => m.id)).toEqual([creada.body.id]);
            expect((await s.get(`${URL}?categoria_id=${vacia}`)).body).toEqual([]);

            const borrar = await s.del(`/api/v1/categorias/${cat}`);
            expect([borrar.status, borrar.body]).toEqual([409, { detail: CATEGORIA_MENSAJES.enUso }]);
            expect((await s.del(`${URL}${creada.body.id}`)).status).toBe(204);
            expect((await s.del(`/api/v1/categorias/${cat}`)).status).toBe(204);
        });

        it('is kept from deletion, with its own text, while another resource’s record refers to it', async () => {
            const s = await nuevaSesion(server());
            const creada = await s.post(URL, muestra((await crearCategoria(s)).id));
            const linea = await s.post('/api/v1/lineas_de_muestra/', { nombre: 'Primera', muestra_id: creada.body.id });
            expect(linea.status).toBe(201);
            const borrar = await s.del(`${URL}${creada.body.id}`);
            expect([borrar.status, borrar.body]).toEqual([409, { detail: M.enUso }]);
            expect((await s.del(`/api/v1/lineas_de_muestra/${linea.body.id}`)).status).toBe(204);
            expect((await s.del(`${URL}${creada.body.id}`)).status).toBe(204);
        });

        it('keeps each company to its own: the same name twice across companies, another’s id a 404', async () => {
            const a = await nuevaSesion(server());
            const b = await nuevaSesion(server());
            const deA = await a.post(URL, muestra((await crearCategoria(a)).id, { nombre: 'Stanley' }));
            const catB = (await crearCategoria(b)).id;
            expect((await b.post(URL, muestra(catB, { nombre: 'Stanley' }))).status).toBe(201);
            expect((await b.get(`${URL}${deA.body.id}`)).status).toBe(404);
            expect((await b.put(`${URL}${deA.body.id}`, muestra(catB, { nombre: 'Mía' }))).status).toBe(404);
            expect((await b.del(`${URL}${deA.body.id}`)).status).toBe(404);
            expect((await a.get(`${URL}${deA.body.id}`)).body.nombre).toBe('Stanley');
        });

        it('asks for its own permissions, which the Administrador holds and a role may be given', async () => {
            const admin = await nuevaSesion(server());
            expect(PERMISOS.slice(-2)).toEqual([LEER, ESCRIBIR]);
            expect((await admin.get('/api/v1/sesion')).body.permisos).toEqual(expect.arrayContaining([LEER, ESCRIBIR]));
            expect((await admin.get('/api/v1/roles/permisos-disponibles')).body).toEqual([...PERMISOS]);
            const rol = await admin.post('/api/v1/roles/', { nombre: 'Muestrario', permisos: [LEER] });
            expect([rol.status, rol.body.permisos]).toEqual([201, [LEER]]);

            const lector = await usuarioConPermisos(server(), admin.empresaId, [LEER]);
            expect((await lector.get(URL)).status).toBe(200);
            expect((await lector.post(URL, muestra((await crearCategoria(admin)).id))).status).toBe(403);
            // The catalogue's permissions, which categories ask for, are not its.
            const catalogo = await usuarioConPermisos(server(), admin.empresaId, ['productos:leer', 'productos:escribir']);
            expect((await catalogo.get(URL)).status).toBe(403);
        });

        describe('its OpenAPI entries', () => {
            documentaCadaRuta(server);

            it('carry its own permissions', async () => {
                const doc = await documento(server());
                expect(doc.paths['/api/v1/muestras_de_receta'].get['x-permiso']).toBe(LEER);
                expect(doc.paths['/api/v1/muestras_de_receta/{id}'].delete['x-permiso']).toBe(ESCRIBIR);
                expect(doc.paths['/api/v1/muestras_de_receta'].post.requestBody.content['application/json'].schema.required).toEqual(['nombre', 'piezas', 'categoria_id']);
            });
        });
    },
    { modulos },
);

// The matrices, over the scratch resource's five routes.
const suyas = (ruta: { url: string }) => ruta.url.startsWith('/api/v1/muestras_de_receta');
await matrizDePermisos({ modulos, solo: suyas });
await matrizDeTenencia({ modulos, solo: suyas });
