import { performance } from 'node:perf_hooks';
import type { FilaCatalogo } from '../contracts/importacion.js';
import { UNIDADES } from '../contracts/unidades.js';
import { catalogoCsv } from '../server/modules/productos/importacion/escribirCsv.js';
import { catalogoXlsxEnBuffer } from '../server/modules/productos/importacion/escribirXlsx.js';
import { leerCatalogo } from '../server/modules/productos/importacion/leerCatalogo.js';
import { separarFilas } from '../server/modules/productos/importacion/separarFilas.js';

/**
 * `npx tsx bench/importarArchivo.ts`: the catalogue import's preview without the database (issue
 * 35, item 4: 100,000 rows previewed in ≤ 10 s end to end). Builds BENCH_FILAS rows (100,000),
 * writes them as CSV and as XLSX with the export's writers (timed too), then reads and validates
 * each file (leerCatalogo + separarFilas), BENCH_RUNS times (3), reporting the best and the median
 * wall and CPU times (the CPU time is what the work costs on a machine others share) and the
 * heap's growth. Not part of `npm run bench` yet.
 */
const FILAS = Number(process.env.BENCH_FILAS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function catalogo(n: number): FilaCatalogo[] {
    return Array.from({ length: n }, (_, i) => {
        const unidad = UNIDADES[i % 7 === 0 ? 1 + (i % 4) : 0];
        return {
            producto: `Producto de prueba número ${Math.floor(i / 3)}`,
            sku: i % 10 === 0 ? String(7_501_000_000_000 + i) : `SKU-${i}`,
            precioVenta: 100 + ((i * 7919) % 500_000),
            costoCompra: i % 5 === 0 ? null : 50 + ((i * 104_729) % 250_000),
            stock: unidad === 'pieza' ? (i % 500) * 1000 : (i * 37) % 100_000,
            categoria: `Categoría ${i % 50}`,
            proveedor: `Proveedor ${i % 20}, S.A. de C.V.`,
            unidad,
            iva: (['16', '8', '0', 'exento'] as const)[i % 4],
            ieps: i % 9 === 0 ? 80_000 : null,
        };
    });
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Wall time and this process's CPU time (user + system): on a shared machine the CPU time is what the work costs. */
async function cronometrar<T>(trabajo: () => Promise<T> | T): Promise<{ resultado: T; pared: number; cpu: number }> {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const resultado = await trabajo();
    const pared = performance.now() - t0;
    const { user, system } = process.cpuUsage(cpu0);
    return { resultado, pared, cpu: (user + system) / 1000 };
}

async function medir(nombre: string, contenido: Buffer, archivo: { nombre: string }) {
    const paredes: number[] = [];
    const cpus: number[] = [];
    let heap = 0;
    for (let i = 0; i < RUNS; i++) {
        global.gc?.();
        const antes = process.memoryUsage().heapUsed;
        const { resultado: vista, pared, cpu } = await cronometrar(async () => separarFilas(await leerCatalogo(contenido, archivo), new Map()));
        paredes.push(pared);
        cpus.push(cpu);
        heap = Math.max(heap, process.memoryUsage().heapUsed - antes);
        if (vista.crear.length !== FILAS || vista.errores.length > 0) throw new Error(`${nombre}: ${vista.crear.length} filas, ${vista.errores.length} errores`);
    }
    console.log(
        `${nombre} (${(contenido.length / 1e6).toFixed(1)} MB): leer y validar ${FILAS.toLocaleString('es-MX')} filas — ` +
            `mejor ${s(Math.min(...paredes))} (CPU ${s(Math.min(...cpus))}), mediana ${s(mediana(paredes))} (CPU ${s(mediana(cpus))}); heap +${(heap / 1e6).toFixed(0)} MB`,
    );
}

const filas = catalogo(FILAS);
const csv = await cronometrar(() => Buffer.from(catalogoCsv(filas)));
console.log(`CSV escrito en ${s(csv.pared)} (CPU ${s(csv.cpu)})`);
const xlsx = await cronometrar(() => catalogoXlsxEnBuffer(filas));
console.log(`XLSX escrito en ${s(xlsx.pared)} (CPU ${s(xlsx.cpu)})`);
await medir('CSV', csv.resultado, { nombre: 'catalogo.csv' });
await medir('XLSX', xlsx.resultado, { nombre: 'catalogo.xlsx' });
