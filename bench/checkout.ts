import { MILESIMAS } from '../contracts/unidades.js';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createDb } from '../server/db/createDb.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { registrarEmpresa } from '../server/modules/auth/registro.service.js';
import { createProducto } from '../server/modules/productos/productos.service.js';
import { categoriasRepo } from '../server/modules/categorias/categorias.js';
import { proveedoresRepo } from '../server/modules/proveedores/proveedores.repo.js';
import { generateVentas } from './generateVentas.js';
import { type Engine, freshDb } from './support.js';
import { type ConsultaCapturada, guionDeVenta, type VentaCapturada } from './guionDeVenta.js';

/**
 * `npm run bench:checkout`: checkout throughput with 16 concurrent clients through the whole HTTP
 * stack (routing, bearer-token auth with its user lookup, zod validation, the one-transaction
 * checkout with its posting, daily counters, stock writer and idempotency key, serialisation) via
 * app.inject, and its p50/p95 latency, on both engines.
 * On PostgreSQL it is set against the database alone: pgbench's C client replays the statements
 * the server sent for one captured sale, BEGIN to COMMIT (guionDeVenta.ts), for the same seconds
 * right after each checkout window. Their ratio says what share of what these very statements
 * allow the application layer keeps; the run exits non-zero when its median is below
 * TARGET_RATIO. The ceiling moves with the statements the server sends (fewer or cheaper ones
 * raise both figures), so the ratio measures the application layer's own cost; what the
 * statements cost shows in sales/s and p50/p95, compared with the previous code run alternately
 * (these VMs differ 4× in speed, so there is no absolute bound).
 * pgbench's TPC-B (`pgbench -i -s 10`, then `pgbench -c 16 -j 2 -T 15`, on a scratch database of
 * the same server) runs before each turn as a reference for the machine, not a target.
 * SQLite always; PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL.
 * BENCH_SECONDS (15) and BENCH_CLIENTS (16) change the run; BENCH_ENGINES=postgres|sqlite runs one,
 * BENCH_PGBENCH=0 skips pgbench (profiling; no verdict then). BENCH_RUNS (3) windows per engine.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PRODUCTS = 200;
/** Sales the shop already has when the run starts (BENCH_HISTORIA): a year of a busy corner store. */
const HISTORIA = Number(process.env.BENCH_HISTORIA ?? 50_000);
/** The checkout's share of the database-alone ceiling it must keep (median of the turns). */
const TARGET_RATIO = 0.3;
const run = promisify(execFile);

/**
 * pgbench's TPC-B-like database (`pgbench -i -s 10`) on a scratch database of the same server:
 * `tps()` runs it for SECONDS with CLIENTS clients; null without pgbench.
 */
async function pgbenchTpcB(url: string): Promise<{ tps(): Promise<number | null>; drop(): Promise<void> } | null> {
    const which = await run('which', ['pgbench']).catch(() => null);
    if (!which) {
        console.log('pgbench not found: install the postgresql client package to get the ratio.');
        return null;
    }
    const scratch = `sipv_pgbench_${Date.now()}`;
    const admin = createDb(url);
    const target = new URL(url);
    target.pathname = `/${scratch}`;
    const drop = async () => {
        await sql`drop database if exists ${sql.id(scratch)}`.execute(admin.kysely).catch(() => undefined);
        await admin.close();
    };
    try {
        await sql`create database ${sql.id(scratch)}`.execute(admin.kysely);
        await run('pgbench', ['-i', '-q', '-s', '10', target.toString()], { maxBuffer: 1 << 24 });
    } catch (error) {
        await drop();
        throw error;
    }
    return {
        async tps() {
            const { stdout } = await run('pgbench', ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), target.toString()], { maxBuffer: 1 << 24 });
            return tpsDe(stdout);
        },
        drop,
    };
}

/**
 * The database alone: pgbench replays one captured sale's transaction (guionDeVenta.ts) with
 * CLIENTS clients for SECONDS, prepared as the server prepares them, in the shop's schema.
 */
async function replayDeVentas(url: string, schema: string, guion: string): Promise<{ tps: number | null; transacciones: number | null }> {
    const { stdout } = await run('pgbench', ['-n', '-M', 'prepared', '-f', guion, '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), url], {
        maxBuffer: 1 << 24,
        env: { ...process.env, PGOPTIONS: `-c search_path=${schema}` },
    });
    const hechas = /number of transactions actually processed: (\d+)/.exec(stdout);
    return { tps: tpsDe(stdout), transacciones: hechas ? Number(hechas[1]) : null };
}

/** pgbench's rate, from its report. */
function tpsDe(stdout: string): number | null {
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
    return tps ? Number(tps[1]) : null;
}

/**
 * CPU time (ms) each process of the local PostgreSQL server has used so far, by pid, from /proc;
 * null when the server is not on this machine. Over a window, `pgCpuDesde` gives PostgreSQL's
 * CPU per sale beside Node's.
 */
function pgCpuMs(): Map<string, number> | null {
    if (!fs.existsSync('/proc')) return null;
    const porPid = new Map<string, number>();
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
        try {
            const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
            if (!stat.includes('(postgres)')) continue;
            const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            porPid.set(pid, ((Number(campos[11]) + Number(campos[12])) * 1000) / 100); // utime + stime; USER_HZ is 100 on Linux
        } catch {
            // The process ended while we read.
        }
    }
    return porPid.size > 0 ? porPid : null;
}

/**
 * What the processes alive at the end used since `antes` (a process started since counts from
 * zero). One that ended during the window (pgbench's connections, closing) takes its time with it,
 * rather than making the sum negative.
 */
function pgCpuDesde(antes: Map<string, number> | null): number | null {
    const ahora = pgCpuMs();
    if (antes === null || ahora === null) return null;
    let ms = 0;
    for (const [pid, t] of ahora) ms += t - (antes.get(pid) ?? 0);
    return ms;
}

function percentile(sorted: number[], p: number) {
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

interface Ventana {
    rate: number;
    p50: number;
    p95: number;
    sales: number;
    cpuMs: number;
    pgMs: number | null;
}

/** A shop ready to sell through the HTTP stack; `ventana()` measures SECONDS of checkouts. */
async function tienda(
    engine: Engine,
): Promise<{ ventana(): Promise<Ventana>; guion: string | null; schema: string | undefined; ventas(): Promise<number>; close(): Promise<void> }> {
    // What the server sends the database, seen only while one sale is captured (guionDeVenta.ts).
    let captura: ConsultaCapturada[] | null = null;
    const { db, drop } = await freshDb(engine, 'checkout', { alConsultar: (sql, parametros) => captura?.push({ sql, parametros }) });
    const close = async () => {
        await db.close();
        await drop();
    };
    try {
        await migrateToLatest(db);
        const { empresaId, usuarioId } = await registrarEmpresa(db, {
            nombre_empresa: 'Bench Checkout', nombre_usuario: 'B', apellido_usuario: 'B', email: 'checkout@sipv.mx', contrasena: 'bench-1234',
        });
        // A shelf deep enough that no sale of the run is refused for stock.
        const catalogo = await db.transaction(async (tx) => {
            const categoria = await categoriasRepo.create(tx, empresaId, { nombre: 'Bench' }, usuarioId);
            const proveedor = await proveedoresRepo.create(tx, empresaId, { nombre_empresa: 'Bench', persona_contacto: null, email: null, telefono: null }, usuarioId);
            const ids: number[] = [];
            const plantillas: number[] = [];
            for (let i = 0; i < PRODUCTS; i++) {
                const p = await createProducto(tx, empresaId, {
                    nombre: `Producto bench ${i}`, descripcion: null, categoria_id: categoria.id, proveedor_id: proveedor.id,
                    variantes: [{ sku: `BENCH-${i}`, precio_venta: 1000 + i * 37, costo_compra: 500, stock: 10_000_000 * MILESIMAS, valores_ids: [] }],
                }, usuarioId);
                ids.push(p.variantes[0].id);
                plantillas.push(p.id);
            }
            return { ids, plantillas, proveedorId: proveedor.id };
        });
        const variantes = catalogo.ids;
        // A shop that has been selling for a year, not an empty one: on empty sales tables
        // PostgreSQL plans every line's and payment's foreign-key check as a scan of the whole
        // table, which then grows by the thousand during the run (~10,000 rows read per sale).
        await generateVentas(db, { empresaId, usuarioId, proveedorId: catalogo.proveedorId, ventas: HISTORIA, anios: 1 });
        if (engine === 'postgres') await sql`vacuum (analyze)`.execute(db.kysely);
        else await sql`analyze`.execute(db.kysely);

        const app = await buildApp({ config: { ...loadConfig({}), demo: false, secret: 'bench', distDir: null }, db, logger: false });
        const login = await app.inject({ method: 'POST', url: '/api/login/token', payload: { username: 'checkout@sipv.mx', password: 'bench-1234' } });
        const authorization = `Bearer ${login.json().access_token as string}`;
        let n = 0;
        const venta = async () => {
            n++;
            // A till's sale: one to three lines, paid in cash with change, a fresh idempotency key.
            const items = Array.from({ length: 1 + (n % 3) }, (_, i) => ({ producto_id: variantes[(n * 7 + i * 13) % variantes.length], cantidad: 1 + (i % 2) }));
            const res = await app.inject({
                method: 'POST',
                url: '/api/v1/ventas/pos/checkout',
                headers: { authorization, 'idempotency-key': `bench-${engine}-${n}` },
                payload: { items, pagos: [{ metodo_pago: 'Efectivo', monto: '1000.00' }] },
            });
            if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
        };
        const medir = async (seconds: number) => {
            const times: number[] = [];
            const end = performance.now() + seconds * 1000;
            await Promise.all(
                Array.from({ length: CLIENTS }, async () => {
                    while (performance.now() < end) {
                        const t = performance.now();
                        await venta();
                        times.push(performance.now() - t);
                    }
                }),
            );
            return times.sort((a, b) => a - b);
        };
        await medir(2); // warm-up: JIT, statement plans, page cache
        let guion: string | null = null;
        if (engine === 'postgres') {
            // One more sale, its statements captured: two lines far apart in the catalogue.
            const [a, b] = [150, 190];
            const clave = 'bench-captura';
            captura = [];
            const res = await app.inject({
                method: 'POST',
                url: '/api/v1/ventas/pos/checkout',
                headers: { authorization, 'idempotency-key': clave },
                payload: { items: [{ producto_id: variantes[a], cantidad: 1 }, { producto_id: variantes[b], cantidad: 2 }], pagos: [{ metodo_pago: 'Efectivo', monto: '1000.00' }] },
            });
            const consultas = captura;
            captura = null;
            const consecutivos = (xs: number[]) => xs.every((x, i) => x === xs[0] + i);
            if (res.statusCode === 201 && consecutivos(variantes) && consecutivos(catalogo.plantillas)) {
                const capturada: VentaCapturada = {
                    consultas,
                    ventaId: res.json().id,
                    clave,
                    variantes: [variantes[a], variantes[b]],
                    plantillas: [catalogo.plantillas[a], catalogo.plantillas[b]],
                    primeraVariante: variantes[0],
                    primeraPlantilla: catalogo.plantillas[0],
                    catalogo: variantes.length,
                };
                guion = `.tmp/guion-venta-${Date.now()}.sql`;
                fs.mkdirSync('.tmp', { recursive: true });
                fs.writeFileSync(guion, guionDeVenta(capturada));
            } else console.log(`No se capturó la venta para el replay (${res.statusCode}).`);
        }
        return {
            async ventana() {
                const t0 = performance.now();
                const cpu0 = process.cpuUsage();
                const pg0 = engine === 'postgres' ? pgCpuMs() : null;
                const times = await medir(SECONDS);
                const pgCpu = pgCpuDesde(pg0);
                const elapsed = (performance.now() - t0) / 1000;
                const cpu = process.cpuUsage(cpu0);
                // Node's own CPU per sale (server and the in-process clients): what one core allows.
                const cpuMs = (cpu.user + cpu.system) / 1000 / times.length;
                const pgMs = pgCpu === null ? null : pgCpu / times.length;
                return { rate: times.length / elapsed, p50: percentile(times, 50), p95: percentile(times, 95), sales: times.length, cpuMs, pgMs };
            },
            guion,
            schema: db.schema,
            ventas: async () => Number((await sql<{ n: number }>`select count(*) as n from ventas`.execute(db.kysely)).rows[0].n),
            async close() {
                if (guion) fs.rmSync(guion, { force: true });
                await app.close();
                await close();
            },
        };
    } catch (error) {
        await close();
        throw error;
    }
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const line = (engine: string, r: Ventana) =>
    `${engine.padEnd(8)} checkout clients=${CLIENTS} ${SECONDS}s sales=${r.sales} throughput=${r.rate.toFixed(0)}/s p50=${r.p50.toFixed(2)}ms p95=${r.p95.toFixed(2)}ms node-cpu=${r.cpuMs.toFixed(2)}ms/sale${r.pgMs === null ? '' : ` postgres-cpu=${r.pgMs.toFixed(2)}ms/sale`}`;
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const engines = (process.env.BENCH_ENGINES ?? 'postgres,sqlite').split(',');
let ok = true;
if (url && engines.includes('postgres')) {
    // TPC-B, checkout and replay take turns, RUNS times, on the same server: a run on this kind of
    // machine moves ±15% with whatever else runs, and each ratio compares neighbours in time.
    const pgbench = process.env.BENCH_PGBENCH === '0' ? null : await pgbenchTpcB(url);
    // pgbench's scratch database goes even when the shop cannot be set up.
    const t = await tienda('postgres').catch(async (error: unknown) => {
        await pgbench?.drop();
        throw error;
    });
    const ratios: number[] = [];
    const replay = async (shop: typeof t, guion: string) => {
        const antes = await shop.ventas();
        const { tps, transacciones } = await replayDeVentas(url, shop.schema as string, guion);
        // Each replayed transaction is a sale written whole, or the figure means nothing.
        const escritas = (await shop.ventas()) - antes;
        if (tps === null || escritas !== transacciones) throw new Error(`El replay escribió ${escritas} ventas en ${transacciones} transacciones.`);
        return tps;
    };
    try {
        for (let i = 0; i < RUNS; i++) {
            const tpcb = pgbench ? await pgbench.tps() : null;
            const r = await t.ventana();
            const techo = pgbench && t.guion ? await replay(t, t.guion) : null;
            if (techo) ratios.push(r.rate / techo);
            console.log(
                `${line('postgres', r)}` +
                    (techo ? ` database alone (pgbench replaying the sale's transaction, -M prepared, c=${CLIENTS}, j=2)=${techo.toFixed(0)} sales/s ratio=${(r.rate / techo).toFixed(2)}` : ' (no ceiling figure)') +
                    (tpcb ? ` | reference: pgbench TPC-B (s=10, c=${CLIENTS}, j=2)=${tpcb.toFixed(0)} tps, checkout/TPC-B=${(r.rate / tpcb).toFixed(2)}` : ''),
            );
        }
    } finally {
        await t.close();
        await pgbench?.drop();
    }
    if (ratios.length > 0) {
        const m = mediana(ratios);
        ok = m >= TARGET_RATIO;
        console.log(`postgres checkout/database-alone ratio, median of ${ratios.length}: ${m.toFixed(2)} ${ok ? 'OK' : `BELOW TARGET (${TARGET_RATIO})`}`);
    } else console.log('postgres: no database-alone figure (pgbench missing or skipped, or no capture): no verdict.');
}
if (engines.includes('sqlite')) {
    const t = await tienda('sqlite');
    try {
        for (let i = 0; i < RUNS; i++) console.log(line('sqlite', await t.ventana()));
    } finally {
        await t.close();
    }
}
if (!ok) process.exitCode = 1;
