import fc from 'fast-check';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { RouteEntry } from '../../server/http/routeTable.js';
import { request } from '../helpers/apiClient.js';
import { crearProducto, nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';

/**
 * Generated bad input against every route the server registered (its own route table, so a new
 * route is fuzzed the day it lands): never a 5xx, always a Spanish `detail`, and not one row of any
 * business table changed. The budget is small in `npm test`; FUZZ_RUNS=5000 runs longer.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);

// Tables whose rows a refused request may legitimately touch: the throttle's attempt counters.
const NOT_BUSINESS = new Set(['intentos_acceso', 'kysely_migration', 'kysely_migration_lock']);

async function dump(server: TestServer): Promise<string> {
    const tables =
        server.db.dialect === 'sqlite'
            ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%_fts%'`.execute(server.db.kysely)).rows
            : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(server.db.kysely)).rows;
    const parts: string[] = [];
    for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
        if (NOT_BUSINESS.has(name)) continue;
        const rows = await sql`select * from ${sql.table(name)}`.execute(server.db.kysely);
        parts.push(`${name}:${JSON.stringify(rows.rows.map((r) => JSON.stringify(r)).sort())}`);
    }
    return parts.join('\n');
}

/** Bad values of every kind a client can send. */
const hostil = fc.oneof(
    fc.constantFrom(null, true, false, '', ' ', '\u0000', 'a\u0000b', '%00', '0x10', '1e3', '+5', '-1', '1.5', 'NaN', 'Infinity', '9'.repeat(40), '2147483648', '<script>', "' or 1=1 --", '[]', '{}'),
    fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
    fc.double(),
    fc.string({ maxLength: 30 }),
    fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
);

const bodyFor = (keys: string[]) =>
    fc.oneof(
        fc.anything({ maxDepth: 2 }),
        keys.length ? fc.record(Object.fromEntries(keys.map((k) => [k, hostil])), { requiredKeys: [] }) : fc.constant({}),
        keys.length ? fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(hostil, fc.array(fc.record({ producto_id: hostil, cantidad: hostil, monto: hostil, metodo_pago: hostil }, { requiredKeys: [] }), { maxLength: 2 }))])), { requiredKeys: [] }) : fc.constant({}),
    );

/** Query values that once broke a list: control characters, JSON of the wrong shape, numbers in disguise. */
const valorDeConsulta = fc.constantFrom('\u0000', 'abc\u0000def', '\u001f', '-1', '1e3', '0x10', '[0,1]', '[5,1]', '["x","ASC"]', '["nombre"]', '{"q":"\u0000"}', '{"id":["a"]}', '{"nope":1}', '{', 'null', '9'.repeat(30));

/** Query parameters a route declares (plus one it does not), with hostile values. */
const queryFor = (ruta: RouteEntry) =>
    fc.dictionary(fc.constantFrom(...schemaKeys(ruta.schema?.querystring), 'range', 'filter', 'nope'), fc.oneof(valorDeConsulta, fc.string({ maxLength: 12 })), {
        maxKeys: 3,
    });

const idDePrueba = fc.constantFrom('0', '-1', 'abc', '1.5', '2147483648', '%00', '%ZZ', '999999', '0x1', '+1', '1e2', '%20');

const schemaKeys = (schema: unknown): string[] => {
    const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
    return shape ? Object.keys(shape) : [];
};

/** True when the value would pass the route's own schema (then it is not bad input). */
const passes = (schema: unknown, value: unknown) => {
    const zod = schema as z.ZodType | undefined;
    return zod ? zod.safeParse(value).success : false;
};

const ENGLISH = /\b(expected|invalid input|required|must|received|bad request|not found|unexpected|error)\b/i;

function checkAnswer(status: number, body: any, what: string) {
    expect(status, what).toBeLessThan(500);
    expect(status, what).toBeGreaterThanOrEqual(400);
    const detail = body?.detail;
    const texts = typeof detail === 'string' ? [detail] : Array.isArray(detail) ? detail.map((d: { msg: string }) => d.msg) : [];
    expect(texts.length, `${what}: ${JSON.stringify(body)}`).toBeGreaterThan(0);
    for (const t of texts) expect(t, what).not.toMatch(ENGLISH);
}

describeEachEngine('fuzz: bad input to every route', (server) => {
    let admin: Sesion;

    beforeAll(async () => {
        admin = await nuevaSesion(server());
        await crearProducto(admin);
    });

    it('finds the routes to fuzz in the server route table', () => {
        const rutas = server().app.routeTable.filter((r) => r.url.startsWith('/api/'));
        expect(rutas.length).toBeGreaterThan(20);
    });

    it('answers every generated bad request with a Spanish 4xx and changes no row', async () => {
        const rutas: RouteEntry[] = server().app.routeTable.filter((r) => r.url.startsWith('/api/') && r.url !== '/api/health');
        const before = await dump(server());
        await fc.assert(
            fc.asyncProperty(
                fc.constantFrom(...rutas).chain((r) => fc.tuple(fc.constant(r), bodyFor(schemaKeys(r.schema?.body)), queryFor(r))),
                idDePrueba,
                async ([ruta, body, query], id) => {
                    const path = ruta.url.replace(/:[a-zA-Z_]+/g, id);
                    const qs = new URLSearchParams(query).toString();
                    const hasBody = ruta.method !== 'GET' && ruta.method !== 'DELETE';
                    // A write must be bad input (a valid one would rightly change rows): skip the
                    // rare valid draw. A read may be valid; it still must never fail with a 5xx.
                    const validPath = ruta.url === path || passes(ruta.schema?.params, { id });
                    const validQuery = !qs || passes(ruta.schema?.querystring, query);
                    const validBody = !hasBody || passes(ruta.schema?.body, body);
                    const valid = validPath && validQuery && validBody;
                    if (ruta.method !== 'GET') fc.pre(!valid);
                    const isForm = ruta.url === '/api/login/token';
                    const res = await request(server().url, `${path}${qs ? `?${qs}` : ''}`, {
                        method: ruta.method,
                        token: admin.token,
                        ...(hasBody
                            ? isForm
                                ? { form: Object.fromEntries(Object.entries(typeof body === 'object' && body ? body : {}).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])) }
                                : { raw: { body: JSON.stringify(body) ?? 'null', contentType: 'application/json' } }
                            : {}),
                    });
                    const what = `${ruta.method} ${path}?${qs} ${JSON.stringify(body)?.slice(0, 200)}`;
                    if (ruta.method === 'GET' && res.status < 400) expect(res.status, what).toBeLessThan(300);
                    else checkAnswer(res.status, res.body, what);
                },
            ),
            { numRuns: RUNS },
        );
        expect(await dump(server())).toBe(before);
    });
});
