import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import type { Db } from '../server/db/createDb.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { registrarEmpresa } from '../server/modules/auth/registro.service.js';
import { generateCatalog } from './generateCatalog.js';
import { generateVentas } from './generateVentas.js';
import { type Engine, freshDb, percentile } from './support.js';

/**
 * `npm run bench:lecturas`: p50/p95 of the reads the owner opens every morning — the dashboard,
 * the ledger's first page (100, with X-Total-Count), a filtered ledger page, the summary, the
 * sales history's first page (with X-Total-Count), filtered by state and by a date range, and the
 * tax report over a month and over a year, and the sales report (issue 35) over a year in each of its
 * groupings —
 * through the whole HTTP stack (app.inject), over N sales of one company spread over three
 * years plus two other companies' sales, at each size of BENCH_VENTAS (default
 * "10000,1000000"). SQLite always; PostgreSQL too with BENCH_DATABASE_URL or TEST_DATABASE_URL.
 * Targets: each p95 at the largest size ≤ 2 × its p95 at the smallest, and the dashboard's
 * p95 ≤ 50 ms at the largest, and each sales report's ≤ 100 ms there. BENCH_LECTURAS (names, comma
 * separated, or prefixes ending in '*') measures only those reads.
 */
const TAMANOS = (process.env.BENCH_VENTAS ?? '10000,1000000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const VARIANTES = Number(process.env.BENCH_VARIANTES ?? 2000);
const OBJETIVO_DASHBOARD_MS = 50;
const OBJETIVO_REPORTE_MS = 100;
const SOLO = process.env.BENCH_LECTURAS?.split(',').map((n) => n.trim());
const medible = (nombre: string) => !SOLO || SOLO.some((n) => (n.endsWith('*') ? nombre.startsWith(n.slice(0, -1)) : nombre === n));

interface Medida {
    p50: number;
    p95: number;
    detalle: string;
}

/**
 * A shop's mix of rates, so each day counts several taxes as the tax report meets them: by
 * product, 10 % exempt, 20 % IVA 0 %, 5 % IVA 0 % + IEPS 8 %, 5 % IVA 16 % + IEPS 26.5 %, 5 % IVA 8 %,
 * the rest IVA 16 % (six keys a day in impuestos_diarios).
 */
async function tasasVariadas(db: Db, empresaId: number) {
    const mod = sql`mod(id, 20)`;
    await db.kysely
        .updateTable('plantillas')
        .set({
            iva: sql`case when ${mod} < 2 then 'exento' when ${mod} < 7 then '0' when ${mod} = 8 then '8' else '16' end`,
            ieps: sql`case when ${mod} = 6 then 80000 when ${mod} = 7 then 265000 else null end`,
        })
        .where('empresa_id', '=', empresaId)
        .execute();
}

/** The company's products spread over CATEGORIAS categories (a hardware store's departments), as the category report reads them. */
const CATEGORIAS = 20;
async function categoriasVariadas(db: Db, empresaId: number) {
    const ids = await db.kysely
        .insertInto('categorias')
        .values(Array.from({ length: CATEGORIAS }, (_, i) => ({ empresa_id: empresaId, nombre: `Departamento ${i + 1}`, busqueda: `departamento ${i + 1}` })))
        .returning('id')
        .execute();
    for (const [i, { id }] of ids.entries()) {
        await db.kysely.updateTable('plantillas').set({ categoria_id: id }).where('empresa_id', '=', empresaId).where(sql<boolean>`mod(id, ${CATEGORIAS}) = ${i}`).execute();
    }
}

async function medir(engine: Engine, ventas: number): Promise<Record<string, Medida>> {
    const { db, drop } = await freshDb(engine, 'lecturas');
    try {
        await migrateToLatest(db);
        const registro = (n: number) => ({
            nombre_empresa: `Lecturas ${n}`, nombre_usuario: 'B', apellido_usuario: 'B', email: `lecturas${n}@sipv.mx`, contrasena: 'bench-1234',
        });
        const t0 = performance.now();
        const empresas = [];
        for (const [n, cuantas, variantes] of [[1, ventas, VARIANTES], [2, Math.ceil(ventas / 20), 300], [3, Math.ceil(ventas / 20), 300]]) {
            const { empresaId, usuarioId } = await registrarEmpresa(db, registro(n));
            await generateCatalog(db, empresaId, variantes, n);
            await tasasVariadas(db, empresaId);
            await categoriasVariadas(db, empresaId);
            const proveedor = await db.kysely
                .insertInto('proveedores')
                .values({ empresa_id: empresaId, nombre_empresa: 'Proveedor', busqueda: 'proveedor' })
                .returning('id')
                .executeTakeFirstOrThrow();
            empresas.push(await generateVentas(db, { empresaId, usuarioId, proveedorId: proveedor.id, ventas: cuantas, seed: n }));
        }
        if (engine === 'postgres') {
            await sql`vacuum (analyze)`.execute(db.kysely);
            await sql`checkpoint`.execute(db.kysely).catch(() => undefined);
        } else {
            await sql`analyze`.execute(db.kysely);
            await sql`pragma wal_checkpoint(truncate)`.execute(db.kysely);
        }
        const carga = ((performance.now() - t0) / 1000).toFixed(1);
        const h = empresas[0];
        console.log(
            `${engine.padEnd(8)} ventas=${ventas} (notas ${h.notas}, compras ${h.compras}, manuales ${h.manuales}; otras empresas 2×${Math.ceil(ventas / 20)}) carga=${carga}s`,
        );

        const app = await buildApp({ config: { ...loadConfig({}), demo: false, secret: 'bench', distDir: null }, db, logger: false });
        const login = await app.inject({ method: 'POST', url: '/api/login/token', payload: { username: 'lecturas1@sipv.mx', password: 'bench-1234' } });
        const token = login.json().access_token as string;
        const get = async (url: string) => {
            const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
            if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
            return res;
        };
        const haceUnMes = new Date(Date.now() - 45 * 86_400_000).toISOString().slice(0, 10);
        const haceDos = new Date(Date.now() - 75 * 86_400_000).toISOString().slice(0, 10);
        const hoy = new Date().toISOString().slice(0, 10);
        const haceUnAnio = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
        const primeroDelMes = new Date(`${hoy.slice(0, 8)}01T12:00:00Z`);
        const mesPasado = {
            desde: new Date(Date.UTC(primeroDelMes.getUTCFullYear(), primeroDelMes.getUTCMonth() - 1, 1)).toISOString().slice(0, 10),
            hasta: new Date(primeroDelMes.getTime() - 86_400_000).toISOString().slice(0, 10),
        };
        const lecturas: Record<string, string> = {
            dashboard: '/api/v1/dashboard/',
            libro: '/api/v1/contabilidad/movimientos/?skip=0&limit=100',
            libro_filtrado: `/api/v1/contabilidad/movimientos/?skip=0&limit=100&tipo=egreso&fecha_desde=${haceDos}&fecha_hasta=${haceUnMes}`,
            resumen: '/api/v1/contabilidad/resumen/',
            // The sales history's first page (25, newest first) with its X-Total-Count, by
            // state (returns are 2 % of sales) and over a month of local days.
            ventas: '/api/v1/ventas/',
            ventas_estado: '/api/v1/ventas/?estado=Con%20Devoluci%C3%B3n',
            ventas_fechas: `/api/v1/ventas/?fecha_desde=${haceDos}&fecha_hasta=${haceUnMes}`,
            // The tax report over last month and over the last year of days (issue 32).
            impuestos_mes: `/api/v1/reportes/impuestos?desde=${mesPasado.desde}&hasta=${mesPasado.hasta}`,
            impuestos_anio: `/api/v1/reportes/impuestos?desde=${haceUnAnio}&hasta=${hoy}`,
            // The sales report over the last year of days, each grouping (issue 35).
            ...Object.fromEntries(
                ['dia', 'semana', 'mes', 'producto', 'categoria', 'vendedor', 'metodo_pago', 'hora'].map((agrupar) => [
                    `reporte_${agrupar}`,
                    `/api/v1/reportes/ventas?agrupar=${agrupar}&desde=${haceUnAnio}&hasta=${hoy}`,
                ]),
            ),
        };
        const resultado: Record<string, Medida> = {};
        for (const [nombre, url] of Object.entries(lecturas).filter(([n]) => medible(n))) {
            for (let i = 0; i < 20; i++) await get(url); // warm-up: statement caches, page cache
            const tiempos: number[] = [];
            for (let i = 0; i < RUNS; i++) {
                const inicio = performance.now();
                await get(url);
                tiempos.push(performance.now() - inicio);
            }
            tiempos.sort((a, b) => a - b);
            const res = await get(url);
            const total = res.headers['x-total-count'];
            const body = res.json();
            const detalle =
                nombre === 'dashboard'
                    ? `hoy=${body.transacciones_hoy} ventas/${body.ingresos_hoy}, top1=${body.top_5_productos[0]?.cantidad_vendida ?? 0} uds`
                    : nombre === 'resumen'
                      ? `balance=${body.balance}`
                      : nombre.startsWith('impuestos')
                        ? `filas=${body.impuestos.length}, neto=${body.totales.total_neto}`
                        : nombre.startsWith('reporte_')
                          ? `filas=${body.filas.length}, ventas=${body.totales.ventas}, neto=${body.totales.neto}`
                          : `X-Total-Count=${total}`;
            resultado[nombre] = { p50: percentile(tiempos, 50), p95: percentile(tiempos, 95), detalle };
            console.log(`  ${nombre.padEnd(15)} p50=${resultado[nombre].p50.toFixed(2)}ms p95=${resultado[nombre].p95.toFixed(2)}ms  ${detalle}`);
        }
        await app.close();
        return resultado;
    } finally {
        await db.close();
        await drop();
    }
}

const engines: Engine[] = ['sqlite'];
if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) engines.push('postgres');
if (process.env.BENCH_ENGINES) engines.splice(0, engines.length, ...(process.env.BENCH_ENGINES.split(',') as Engine[]));
let ok = true;
for (const engine of engines) {
    const porTamano = new Map<number, Record<string, Medida>>();
    for (const n of TAMANOS) porTamano.set(n, await medir(engine, n));
    const menor = porTamano.get(Math.min(...TAMANOS))!;
    const mayor = porTamano.get(Math.max(...TAMANOS))!;
    for (const nombre of Object.keys(mayor)) {
        const razon = mayor[nombre].p95 / menor[nombre].p95;
        const dentro =
            razon <= 2 &&
            (nombre !== 'dashboard' || mayor[nombre].p95 <= OBJETIVO_DASHBOARD_MS) &&
            (!nombre.startsWith('reporte_') || mayor[nombre].p95 <= OBJETIVO_REPORTE_MS);
        ok &&= dentro;
        console.log(
            `${engine.padEnd(8)} ${nombre.padEnd(15)} p95 ${menor[nombre].p95.toFixed(2)}ms → ${mayor[nombre].p95.toFixed(2)}ms (×${razon.toFixed(2)}) ${dentro ? 'OK' : 'OVER TARGET'}`,
        );
    }
}
if (!ok) process.exitCode = 1;
