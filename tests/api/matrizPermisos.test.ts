import { PERMISOS, type Permiso } from '../../contracts/permisos.js';
import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { claveDe, ENTRADAS, esPermisoDelCatalogo, fotoDeLaBase, llamar, rutasV1, soloV1 } from '../helpers/matrizRutas.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/**
 * Every /api/v1 route, enumerated from the server's own route table: a user whose role holds
 * every permission but the route's is refused (403, nothing changed anywhere), a user holding
 * only the route's permission gets through. A new route needs a line in tests/helpers/matrizRutas.ts.
 */
const RUTAS = await rutasV1();
const SIN_PERMISO = { detail: 'No tiene permiso para realizar esta acción.' };

describeEachEngine('permission matrix', (server) => {
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

    it('enumerates exactly the routes of the running server', () => {
        expect(RUTAS.length).toBeGreaterThan(0);
        expect(soloV1(server().app.routeTable)).toEqual(RUTAS);
    });

    it('has no entry for a route that does not exist (a stale line in the table)', () => {
        const existentes = new Set(RUTAS.map(claveDe));
        expect(Object.keys(ENTRADAS).filter((k) => !existentes.has(k))).toEqual([]);
    });

    for (const ruta of RUTAS) {
        it(`${claveDe(ruta)} needs ${ruta.permiso ?? '(ninguno)'}`, async () => {
            const entrada = ENTRADAS[claveDe(ruta)];
            expect(entrada, `Añada '${claveDe(ruta)}' a ENTRADAS en tests/helpers/matrizRutas.ts`).toBeDefined();
            const peticion = await entrada.peticion(admin);
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

            const permitida = await llamar(conPermiso, ruta.method, peticion);
            expect(permitida.status, JSON.stringify(permitida.body)).not.toBe(403);
            // The entry builds a valid call: with the permission it succeeds.
            expect(permitida.status, JSON.stringify(permitida.body)).toBeGreaterThanOrEqual(200);
            expect(permitida.status, JSON.stringify(permitida.body)).toBeLessThan(300);
        });
    }
});
