import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { registrarEmpresa } from '../server/modules/auth/registro.service.js';
import { generateCatalog } from './generateCatalog.js';
import { generateVentas } from './generateVentas.js';
import { BENCH_ENGINES, type Engine, freshDb } from './support.js';

/**
 * `npm run bench:exportar`: the sales CSV export (GET /api/v1/ventas/exportar) of a company with
 * BENCH_VENTAS sales (default 100,000, over three years, plus another company's 1/20), through a
 * real listening server and fetch, from the request to the last byte read, with the lines
 * counted; and the server's heap growth meanwhile (the rows are streamed, so it stays flat).
 * SQLite always; PostgreSQL too with BENCH_DATABASE_URL or TEST_DATABASE_URL (BENCH_ENGINES picks).
 * BENCH_RUNS (3) exports each; the best and the median are reported. Target: ≤ 10 s each.
 */
const VENTAS = Number(process.env.BENCH_VENTAS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const OBJETIVO_S = 10;
const ENGINES = (process.env.BENCH_ENGINES?.split(',') as Engine[] | undefined) ?? BENCH_ENGINES;

async function medir(engine: Engine): Promise<number> {
    const { db, drop } = await freshDb(engine, 'exportar');
    try {
        await migrateToLatest(db);
        const t0 = performance.now();
        for (const [n, ventas] of [[1, VENTAS], [2, Math.ceil(VENTAS / 20)]]) {
            const { empresaId, usuarioId } = await registrarEmpresa(db, {
                nombre_empresa: `Exportar ${n}`, nombre_usuario: 'B', apellido_usuario: 'B', email: `exportar${n}@sipv.mx`, contrasena: 'bench-1234',
            });
            await generateCatalog(db, empresaId, 500, n);
            const proveedor = await db.kysely
                .insertInto('proveedores')
                .values({ empresa_id: empresaId, nombre_empresa: 'Proveedor', busqueda: 'proveedor' })
                .returning('id')
                .executeTakeFirstOrThrow();
            await generateVentas(db, { empresaId, usuarioId, proveedorId: proveedor.id, ventas, seed: n });
        }
        await sql`analyze`.execute(db.kysely);
        console.log(`${engine.padEnd(8)} ventas=${VENTAS} (otra empresa ${Math.ceil(VENTAS / 20)}) carga=${((performance.now() - t0) / 1000).toFixed(1)}s`);

        const app = await buildApp({ config: { ...loadConfig({}), demo: false, secret: 'bench', distDir: null }, db, logger: false });
        await app.listen({ port: 0, host: '127.0.0.1' });
        try {
            const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
            const login = await fetch(`${base}/api/login/token`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ username: 'exportar1@sipv.mx', password: 'bench-1234' }),
            });
            const { access_token: token } = (await login.json()) as { access_token: string };
            const tiempos: number[] = [];
            for (let i = 0; i < RUNS; i++) {
                global.gc?.();
                const heap0 = process.memoryUsage().heapUsed;
                let heapMax = heap0;
                const muestreo = setInterval(() => {
                    heapMax = Math.max(heapMax, process.memoryUsage().heapUsed);
                }, 20);
                const inicio = performance.now();
                const res = await fetch(`${base}/api/v1/ventas/exportar`, { headers: { authorization: `Bearer ${token}` } });
                if (res.status !== 200 || !res.body) throw new Error(`exportar: ${res.status} ${await res.text()}`);
                let lineas = 1;
                let bytes = 0;
                for await (const trozo of res.body as AsyncIterable<Uint8Array>) {
                    bytes += trozo.length;
                    for (const b of trozo) if (b === 10) lineas++;
                }
                const s = (performance.now() - inicio) / 1000;
                clearInterval(muestreo);
                if (lineas !== VENTAS + 1) throw new Error(`exportar: ${lineas} líneas, se esperaban ${VENTAS + 1}`);
                tiempos.push(s);
                console.log(
                    `${engine.padEnd(8)} exportar ${VENTAS} ventas: ${s.toFixed(2)} s (${(bytes / 1e6).toFixed(1)} MB, ${lineas} líneas; heap +${((heapMax - heap0) / 1e6).toFixed(0)} MB como mucho)`,
                );
            }
            tiempos.sort((x, y) => x - y);
            const mediana = tiempos[Math.floor(tiempos.length / 2)];
            console.log(`${engine.padEnd(8)} mejor ${tiempos[0].toFixed(2)} s, mediana ${mediana.toFixed(2)} s (objetivo ≤ ${OBJETIVO_S} s)`);
            return mediana;
        } finally {
            await app.close();
        }
    } finally {
        await db.close();
        await drop();
    }
}

let fuera = false;
for (const engine of ENGINES) {
    if ((await medir(engine)) > OBJETIVO_S) fuera = true;
}
if (fuera) {
    console.error(`Fuera de objetivo: exportar ${VENTAS} ventas tardó más de ${OBJETIVO_S} s.`);
    process.exitCode = 1;
}
