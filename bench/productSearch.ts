import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { registrarEmpresa } from '../server/modules/auth/registro.service.js';
import { generateCatalog } from './generateCatalog.js';
import { BENCH_ENGINES, freshDb, percentile } from './support.js';

/**
 * `npm run bench`: p50/p95 of the product search the POS and purchase orders use (page 1, size
 * 10, a term), measured server-side through the whole HTTP stack (routing, auth, validation,
 * queries, serialisation) with app.inject, over 100,000 variants of one company plus other
 * companies' rows. SQLite always; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 100_000);
const OTHER_VARIANTS = 20_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const TARGET_P95_MS = 10;
// Name words (many matches), brand with accent typed without it, SKU fragments (few), misses.
const TERMS = ['martillo', 'pena', 'PEÑA', 'flexometro', 'llave de', 'silicon', 'urrea 1/2', 'e1-00123', '004567-b',
    'taladro', 'cemento', 'comex', 'no-existe-xyz', 'tornillo 3/8', 'cable', 'e1-0999'];

async function bench(engine: 'sqlite' | 'postgres') {
    const { db, drop } = await freshDb(engine, 'search');
    try {
        await migrateToLatest(db);
        const registro = (n: number) => ({
            nombre_empresa: `Bench ${n}`, nombre_usuario: 'B', apellido_usuario: 'B', email: `bench${n}@sipv.mx`, contrasena: 'bench-1234',
        });
        const { empresaId } = await registrarEmpresa(db, registro(1));
        const t0 = performance.now();
        await generateCatalog(db, empresaId, VARIANTS, 1);
        for (const n of [2, 3]) {
            const other = await registrarEmpresa(db, registro(n));
            await generateCatalog(db, other.empresaId, OTHER_VARIANTS / 2, n);
        }
        // The steady state autovacuum would reach anyway; without it, autovacuum may start on the
        // freshly loaded tables in the middle of the measurement.
        if (engine === 'postgres') {
            await sql`vacuum (analyze) plantillas, variantes, categorias, proveedores`.execute(db.kysely);
            // Flush the load's WAL now rather than in a checkpoint during the measurement
            // (needs a superuser or pg_checkpoint; skipped where the role lacks it).
            await sql`checkpoint`.execute(db.kysely).catch(() => undefined);
        } else {
            await sql`analyze`.execute(db.kysely);
            await sql`pragma wal_checkpoint(truncate)`.execute(db.kysely);
        }
        const loadSeconds = ((performance.now() - t0) / 1000).toFixed(1);

        const app = await buildApp({ config: { ...loadConfig({}), demo: false, secret: 'bench', distDir: null }, db, logger: false });
        const login = await app.inject({ method: 'POST', url: '/api/login/token', payload: { username: 'bench1@sipv.mx', password: 'bench-1234' } });
        const token = login.json().access_token as string;
        const search = async (term: string) => {
            const res = await app.inject({
                method: 'GET',
                url: `/api/v1/productos/plantillas/?skip=0&limit=10&search=${encodeURIComponent(term)}`,
                headers: { authorization: `Bearer ${token}` },
            });
            if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
            return res;
        };
        for (const term of TERMS) await search(term); // warm-up: statement caches, page cache
        const times: number[] = [];
        const perTerm = new Map<string, number[]>();
        for (let i = 0; i < RUNS; i++) {
            const term = TERMS[i % TERMS.length];
            const start = performance.now();
            await search(term);
            const elapsed = performance.now() - start;
            times.push(elapsed);
            perTerm.set(term, [...(perTerm.get(term) ?? []), elapsed]);
        }
        if (process.env.BENCH_VERBOSE) {
            for (const [term, list] of perTerm) {
                const hits = (await search(term)).headers['x-total-count'];
                console.log(`  ${engine} ${JSON.stringify(term).padEnd(16)} matches=${String(hits).padEnd(6)} p50=${percentile(list.sort((a, b) => a - b), 50).toFixed(2)}ms`);
            }
        }
        times.sort((a, b) => a - b);
        const p50 = percentile(times, 50);
        const p95 = percentile(times, 95);
        const hits = Number((await search('martillo')).headers['x-total-count']);
        console.log(
            `${engine.padEnd(8)} variants=${VARIANTS} (+${OTHER_VARIANTS} other companies) load=${loadSeconds}s runs=${RUNS} ` +
                `p50=${p50.toFixed(2)}ms p95=${p95.toFixed(2)}ms max=${times[times.length - 1].toFixed(2)}ms ` +
                `('martillo' matches ${hits}) ${p95 <= TARGET_P95_MS ? 'OK' : `OVER TARGET (${TARGET_P95_MS} ms)`}`,
        );
        await app.close();
        return p95 <= TARGET_P95_MS;
    } finally {
        await db.close();
        await drop();
    }
}

let ok = true;
for (const engine of BENCH_ENGINES) ok = (await bench(engine)) && ok;
if (!ok) process.exitCode = 1;
