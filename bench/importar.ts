import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FilaCatalogo } from '../contracts/importacion.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { registrarEmpresa } from '../server/modules/auth/registro.service.js';
import { catalogoCsv } from '../server/modules/productos/importacion/escribirCsv.js';
import { catalogoXlsxEnBuffer } from '../server/modules/productos/importacion/escribirXlsx.js';
import { BENCH_ENGINES, type Engine, freshDb } from './support.js';

/**
 * `npx tsx bench/importar.ts` (npm run bench:importar): the catalogue import (POST
 * /api/v1/productos/importaciones/) of BENCH_FILAS generated rows (default 100,000: products of
 * one to three variants, 200 categories, 50 suppliers, a few by weight), through a real listening
 * server and fetch, from the upload to the answer: the CSV's preview and its import (every row a
 * new variant), then an XLSX of the same SKUs with new prices and stock: its preview and its
 * import (every row an update, stock through the stock writer). SQLite always; PostgreSQL too with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (BENCH_ENGINES picks). Targets (issue 35, item 4):
 * preview ≤ 10 s, import ≤ 60 s. BENCH_VECES=n previews each file n times (their median
 * judged: on a machine other work loads, one run says little); BENCH_SOLO=vista-xlsx times only
 * the XLSX's preview, after importing the CSV untimed so the workbook's rows are updates.
 */
const FILAS = Number(process.env.BENCH_FILAS ?? 100_000);
const VECES = Math.max(1, Number(process.env.BENCH_VECES ?? 1));
const SOLO_VISTA_XLSX = process.env.BENCH_SOLO === 'vista-xlsx';
const OBJETIVO_VISTA_S = 10;
const OBJETIVO_IMPORTAR_S = 60;
const ENGINES = (process.env.BENCH_ENGINES?.split(',') as Engine[] | undefined) ?? BENCH_ENGINES;

function filas(version: number): FilaCatalogo[] {
    const todas: FilaCatalogo[] = [];
    for (let i = 0, producto = 0; todas.length < FILAS; producto++) {
        const granel = producto % 50 === 0;
        for (let v = 0; v < 1 + (producto % 3) && todas.length < FILAS; v++, i++) {
            todas.push({
                producto: `Producto de prueba ${producto}`,
                sku: `BENCH-${producto}-${v}`,
                precioVenta: 1000 + ((i * 37 + version * 100) % 90_000),
                costoCompra: 500 + ((i * 13) % 40_000),
                stock: granel ? 1250 + version * 500 : (10 + ((i + version * 7) % 200)) * 1000,
                categoria: `Categoría ${producto % 200}`,
                proveedor: `Proveedor ${producto % 50}`,
                unidad: granel ? 'kg' : 'pieza',
                iva: producto % 5 === 0 ? '0' : '16',
                ieps: producto % 17 === 0 ? 80_000 : null,
            });
        }
    }
    return todas;
}

async function subir(base: string, token: string, contenido: Buffer | string, nombre: string, confirmar: boolean) {
    const cuerpo = new FormData();
    cuerpo.append('archivo', new Blob([contenido as BlobPart]), nombre);
    const inicio = performance.now();
    const res = await fetch(`${base}/api/v1/productos/importaciones/?confirmar=${confirmar}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: cuerpo });
    const body = (await res.json()) as { crear: number; actualizar: number; errores: unknown[] };
    const s = (performance.now() - inicio) / 1000;
    if (res.status !== 200 || body.errores.length > 0) throw new Error(`importar: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
    return { s, body };
}

async function medir(engine: Engine): Promise<boolean> {
    const { db, drop } = await freshDb(engine, 'importar');
    try {
        await migrateToLatest(db);
        await registrarEmpresa(db, { nombre_empresa: 'Importar', nombre_usuario: 'B', apellido_usuario: 'B', email: 'importar@sipv.mx', contrasena: 'bench-1234' });
        const csv = catalogoCsv(filas(0));
        const xlsx = await catalogoXlsxEnBuffer(filas(1));
        console.log(`${engine.padEnd(8)} ${FILAS} filas: CSV ${(csv.length / 1e6).toFixed(1)} MB, XLSX ${(xlsx.length / 1e6).toFixed(1)} MB`);
        const app = await buildApp({ config: { ...loadConfig({}), demo: false, secret: 'bench', distDir: null }, db, logger: false });
        await app.listen({ port: 0, host: '127.0.0.1' });
        try {
            const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
            const login = await fetch(`${base}/api/login/token`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ username: 'importar@sipv.mx', password: 'bench-1234' }),
            });
            const { access_token: token } = (await login.json()) as { access_token: string };
            let dentro = true;
            for (const [nombre, contenido, espera] of [['catalogo.csv', csv, 'crear'], ['catalogo.xlsx', xlsx, 'actualizar']] as const) {
                if (SOLO_VISTA_XLSX && nombre === 'catalogo.csv') {
                    await subir(base, token, contenido, nombre, true);
                    continue;
                }
                const vistas: number[] = [];
                for (let i = 0; i < VECES; i++) {
                    const vista = await subir(base, token, contenido, nombre, false);
                    if (vista.body[espera] !== FILAS) throw new Error(`${nombre}: vista previa ${espera} ${vista.body[espera]}, se esperaban ${FILAS}`);
                    vistas.push(vista.s);
                }
                const vista = [...vistas].sort((a, b) => a - b)[Math.floor((VECES - 1) / 2)];
                const cada = VECES > 1 ? ` (mediana de ${vistas.map((v) => v.toFixed(2)).join(', ')})` : '';
                if (SOLO_VISTA_XLSX) {
                    console.log(`${engine.padEnd(8)} ${nombre.padEnd(14)} vista previa ${vista.toFixed(2)} s${cada} (≤ ${OBJETIVO_VISTA_S})`);
                    dentro &&= vista <= OBJETIVO_VISTA_S;
                    continue;
                }
                const hecha = await subir(base, token, contenido, nombre, true);
                if (hecha.body[espera] !== FILAS) throw new Error(`${nombre}: ${espera} ${hecha.body[espera]}, se esperaban ${FILAS}`);
                console.log(
                    `${engine.padEnd(8)} ${nombre.padEnd(14)} vista previa ${vista.toFixed(2)} s${cada} (≤ ${OBJETIVO_VISTA_S}), importar (${espera}) ${hecha.s.toFixed(2)} s (≤ ${OBJETIVO_IMPORTAR_S})`,
                );
                dentro &&= vista <= OBJETIVO_VISTA_S && hecha.s <= OBJETIVO_IMPORTAR_S;
            }
            return dentro;
        } finally {
            await app.close();
        }
    } finally {
        await db.close();
        await drop();
    }
}

let fuera = false;
for (const engine of ENGINES) if (!(await medir(engine))) fuera = true;
if (fuera) {
    console.error('Fuera de objetivo: la vista previa o la importación de 100,000 filas tardó más de lo previsto.');
    process.exitCode = 1;
}
