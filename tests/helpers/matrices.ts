import { MENSAJES_HTTP } from '../../contracts/errors.js';
import { PERMISOS, PERMISOS_QUE_VEN_COSTOS, type Permiso } from '../../contracts/permisos.js';
import type { RouteEntry } from '../../server/http/routeTable.js';
import { MODULOS } from '../../server/modules/index.js';
import type { Modulo } from '../../server/modules/modulo.js';
import { nuevaSesion, type Sesion } from './catalogo.js';
import { claveDe, conValor, esPermisoDelCatalogo, fotoDeLaBase, idsDe, llamar, matriz, rutasV1, soloV1 } from './matrizRutas.js';
import { describeEachEngine } from './testServer.js';
import { usuarioConPermisos } from './usuarios.js';

/*
 * The permission and tenancy matrices over every /api/v1 route of an app built of `modulos`
 * (tests/api/matriz*.test.ts run them over MODULOS; a test may add a module of its own and keep
 * to its routes with `solo`). Requests come from tests/helpers/matrizRutas.ts.
 */
export interface OpcionesDeMatriz {
    modulos?: readonly Modulo[];
    /** The routes to check one by one (default: all). */
    solo?: (ruta: RouteEntry) => boolean;
}

const SIN_PERMISO = { detail: 'No tiene permiso para realizar esta acción.' };

/**
 * A user whose role holds every permission but the route's is refused (403, nothing changed
 * anywhere), a user holding only the route's permission gets through.
 */
export async function matrizDePermisos({ modulos = MODULOS, solo = () => true }: OpcionesDeMatriz = {}): Promise<void> {
    const RUTAS = await rutasV1(modulos);
    const { entradas } = matriz(modulos);

    describeEachEngine(
        'permission matrix',
        (server) => {
            let admin: Sesion;
            const sin = new Map<Permiso, Sesion>();
            const con = new Map<Permiso, Sesion>();

            beforeAll(async () => {
                admin = await nuevaSesion(server());
            });

            async function usuarios(permiso: Permiso) {
                if (!sin.has(permiso)) {
                    sin.set(permiso, await usuarioConPermisos(server(), admin.empresaId, PERMISOS.filter((p) => p !== permiso)));
                    con.set(permiso, await usuarioConPermisos(server(), admin.empresaId, [permiso]));
                }
                return { sinPermiso: sin.get(permiso)!, conPermiso: con.get(permiso)! };
            }
            /** For a route whose answer is costs (config.soloConCostos): its permission and one that sees costs. */
            const conCostos = new Map<Permiso, Sesion>();
            async function usuarioConCostos(permiso: Permiso) {
                if (!conCostos.has(permiso)) conCostos.set(permiso, await usuarioConPermisos(server(), admin.empresaId, [permiso, PERMISOS_QUE_VEN_COSTOS[0]]));
                return conCostos.get(permiso)!;
            }

            it('enumerates exactly the routes of the running server', () => {
                expect(RUTAS.length).toBeGreaterThan(0);
                expect(soloV1(server().app.routeTable)).toEqual(RUTAS);
            });

            it('has no entry for a route that does not exist (a stale line in the table)', () => {
                const existentes = new Set(RUTAS.map(claveDe));
                expect(Object.keys(entradas).filter((k) => !existentes.has(k))).toEqual([]);
            });

            for (const ruta of RUTAS.filter(solo)) {
                it(`${claveDe(ruta)} needs ${ruta.permiso ?? '(ninguno)'}`, async () => {
                    const entrada = entradas[claveDe(ruta)];
                    expect(entrada, `Añada '${claveDe(ruta)}' a ENTRADAS en tests/helpers/matrizRutas.ts`).toBeDefined();
                    // A call on the caller's own record (their cash session) is built for who holds the permission.
                    const propia = entrada.delLlamante && ruta.permiso !== 'autenticado';
                    const peticion = await entrada.peticion(propia ? (await usuarios(ruta.permiso as Permiso)).conPermiso : admin);
                    if (ruta.permiso === 'autenticado') {
                        // Any valid session, even one whose role holds no permission at all.
                        const sinNinguno = await usuarioConPermisos(server(), admin.empresaId, []);
                        const res = await llamar(sinNinguno, ruta.method, peticion);
                        expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
                        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
                        expect(ruta.method, 'Solo una lectura puede bastar con la sesión').toBe('GET');
                        return;
                    }
                    expect(esPermisoDelCatalogo(ruta.permiso), `${claveDe(ruta)} debe declarar un permiso del catálogo, no '${ruta.permiso}'`).toBe(true);
                    const permiso = ruta.permiso as Permiso;
                    const { sinPermiso, conPermiso } = await usuarios(permiso);

                    const antes = await fotoDeLaBase(server());
                    const negada = await llamar(sinPermiso, ruta.method, peticion);
                    expect(negada.status).toBe(403);
                    expect(negada.body).toEqual(SIN_PERMISO);
                    expect(await fotoDeLaBase(server())).toEqual(antes);

                    if (ruta.soloConCostos) {
                        // The route's permission alone does not show costs (server/http/costos.ts).
                        const sinCostos = await llamar(conPermiso, ruta.method, peticion);
                        expect(sinCostos.status).toBe(403);
                        expect(sinCostos.body).toEqual({ detail: MENSAJES_HTTP.sinVerCostos });
                        expect(await fotoDeLaBase(server())).toEqual(antes);
                    }
                    const permitida = await llamar(ruta.soloConCostos ? await usuarioConCostos(permiso) : conPermiso, ruta.method, peticion);
                    expect(permitida.status, JSON.stringify(permitida.body)).not.toBe(403);
                    // The entry builds a valid call: with the permission it succeeds.
                    expect(permitida.status, JSON.stringify(permitida.body)).toBeGreaterThanOrEqual(200);
                    expect(permitida.status, JSON.stringify(permitida.body)).toBeLessThan(300);
                });
            }
        },
        { modulos },
    );
}

/**
 * Company B against company A on every route: A's id in the path is a 404, A's id inside a body
 * is a 404 or 422, neither changes anything anywhere, and no list of B shows a row of A.
 */
export async function matrizDeTenencia({ modulos = MODULOS, solo = () => true }: OpcionesDeMatriz = {}): Promise<void> {
    const RUTAS = await rutasV1(modulos);
    const { entradas, crearFila } = matriz(modulos);
    const elegidas = RUTAS.filter(solo);
    const conId = elegidas.filter((r) => r.url.includes(':'));
    const listas = elegidas.filter((r) => r.method === 'GET' && !r.url.includes(':'));
    const conCuerpo = elegidas.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));

    describeEachEngine(
        'tenancy matrix',
        (server) => {
            let a: Sesion;
            let b: Sesion;

            beforeAll(async () => {
                a = await nuevaSesion(server());
                b = await nuevaSesion(server());
                // Both companies get rows of every kind the routes touch, through the routes' own fixtures.
                for (const ruta of conId) {
                    const entrada = entradas[claveDe(ruta)];
                    if (ruta.method === 'GET' && entrada) await Promise.all([entrada.peticion(a), entrada.peticion(b)]);
                }
            });

            const entradaDe = (clave: string) => {
                const entrada = entradas[clave];
                expect(entrada, `Añada '${clave}' a ENTRADAS en tests/helpers/matrizRutas.ts`).toBeDefined();
                return entrada;
            };

            it('enumerates exactly the routes of the running server', () => {
                expect(soloV1(server().app.routeTable)).toEqual(RUTAS);
            });

            for (const ruta of conId) {
                it(`${claveDe(ruta)} with another company’s id is a 404 and changes nothing`, async () => {
                    const entrada = entradaDe(claveDe(ruta));
                    const deA = await entrada.peticion(a);
                    const deB = await entrada.peticion(b);
                    const antes = await fotoDeLaBase(server());
                    const res = await llamar(b, ruta.method, { path: deA.path, body: deB.body });
                    expect(res.status, JSON.stringify(res.body)).toBe(404);
                    expect(typeof res.body.detail).toBe('string');
                    expect(await fotoDeLaBase(server())).toEqual(antes);
                    // The same call on B's own id is served: the 404 came from the company, not the request.
                    const propia = await llamar(b, ruta.method, deB);
                    expect(propia.status, JSON.stringify(propia.body)).toBeLessThan(300);
                });
            }

            for (const ruta of conCuerpo) {
                it(`${claveDe(ruta)}: every id inside the body, taken from another company, is a 404 or 422 and changes nothing`, async () => {
                    const entrada = entradaDe(claveDe(ruta));
                    const valida = await entrada.peticion(b);
                    const declarados = entrada.idsEnCuerpo ?? {};
                    // Every id-like field of the body must say what it names, so none escapes the matrix.
                    expect(idsDe(valida.body).sort(), `declare idsEnCuerpo de '${claveDe(ruta)}'`).toEqual(Object.keys(declarados).sort());
                    for (const [campo, tipo] of Object.entries(declarados)) {
                        const ajeno = await crearFila[tipo](a);
                        const peticion = await entrada.peticion(b);
                        const antes = await fotoDeLaBase(server());
                        const res = await llamar(b, ruta.method, { path: peticion.path, body: conValor(peticion.body, campo, ajeno) });
                        expect([404, 422], `${campo}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
                        expect(await fotoDeLaBase(server())).toEqual(antes);
                    }
                });
            }

            for (const ruta of listas) {
                it(`${claveDe(ruta)} of company B lists none of company A’s rows`, async () => {
                    const entrada = entradaDe(claveDe(ruta));
                    if (entrada.sinFilas) return;
                    expect(entrada.lista, `declare lista (su tabla) o sinFilas en '${claveDe(ruta)}'`).toBeDefined();
                    const tabla = entrada.lista!;
                    const idsDeEmpresa = async (empresaId: number) =>
                        (
                            await server()
                                .db.kysely.selectFrom(tabla)
                                .select('id' as never)
                                .where('empresa_id' as never, '=', empresaId as never)
                                .execute()
                        ).map((r) => (r as { id: number }).id);
                    const [deA, deB] = [await idsDeEmpresa(a.empresaId), await idsDeEmpresa(b.empresaId)];
                    expect(deA.length, `company A needs rows in ${tabla}`).toBeGreaterThan(0);
                    const peticion = await entrada.peticion(b);
                    const sep = peticion.path.includes('?') ? '&' : '?';
                    const res = await llamar(b, 'GET', { path: `${peticion.path}${sep}limit=1000` });
                    expect(res.status).toBe(200);
                    const vistos: number[] = res.body.map((r: { id: number }) => r.id);
                    expect(vistos.length).toBeGreaterThan(0);
                    expect(vistos.filter((id) => deA.includes(id))).toEqual([]);
                    expect(vistos.filter((id) => !deB.includes(id))).toEqual([]);
                    // A asking for A's ids by id through B's session still gets nothing.
                    const porIds = await llamar(b, 'GET', { path: `${peticion.path}${sep}filter=${encodeURIComponent(JSON.stringify({ id: deA }))}` });
                    expect(porIds.status).toBe(200);
                    expect(porIds.body).toEqual([]);
                });
            }
        },
        { modulos },
    );
}
