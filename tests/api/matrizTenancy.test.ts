import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { claveDe, conValor, CREAR_FILA, ENTRADAS, fotoDeLaBase, idsDe, llamar, rutasV1, soloV1 } from '../helpers/matrizRutas.js';
import { describeEachEngine } from '../helpers/testServer.js';

/**
 * Company B against company A on every /api/v1 route of the server's route table: A's id in the
 * path is a 404, A's id inside a body is a 404 or 422, neither changes anything anywhere, and no
 * list of B shows a row of A. Requests come from tests/helpers/matrizRutas.ts.
 */
const RUTAS = await rutasV1();
const conId = RUTAS.filter((r) => r.url.includes(':'));
const listas = RUTAS.filter((r) => r.method === 'GET' && !r.url.includes(':'));
const conCuerpo = RUTAS.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));

describeEachEngine('tenancy matrix', (server) => {
    let a: Sesion;
    let b: Sesion;

    beforeAll(async () => {
        a = await nuevaSesion(server());
        b = await nuevaSesion(server());
        // Both companies get rows of every kind the routes touch, through the routes' own fixtures.
        for (const ruta of conId) {
            const entrada = ENTRADAS[claveDe(ruta)];
            if (ruta.method === 'GET' && entrada) await Promise.all([entrada.peticion(a), entrada.peticion(b)]);
        }
    });

    const entradaDe = (clave: string) => {
        const entrada = ENTRADAS[clave];
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
                const ajeno = await CREAR_FILA[tipo](a);
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
});
