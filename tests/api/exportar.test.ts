import { generateCatalog } from '../../bench/generateCatalog.js';
import { generateVentas } from '../../bench/generateVentas.js';
import type { Cliente } from '../../contracts/clientes.js';
import { BOM, type CsvColumn, toCsv } from '../../contracts/csv.js';
import type { CompraFila } from '../../contracts/compras.js';
import type { Movimiento } from '../../contracts/contabilidad.js';
import {
    clienteCsvColumns,
    compraCsvColumns,
    type InventarioCsvFila,
    inventarioCsvColumns,
    movimientoCsvColumns,
    productoCsvColumns,
    proveedorCsvColumns,
    ventaCsvColumns,
} from '../../contracts/exportaciones.js';
import { formatosDeFecha } from '../../contracts/formatoFecha.js';
import type { InventarioFila } from '../../contracts/inventario.js';
import type { Producto } from '../../contracts/productos.js';
import type { Proveedor } from '../../contracts/proveedores.js';
import type { VentaFila } from '../../contracts/ventas.js';
import { ZONA_POR_DEFECTO } from '../../contracts/zona.js';
import { searchKey } from '../../server/db/searchKey.js';
import { request } from '../helpers/apiClient.js';
import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/*
 * Every list's CSV export is the server's (GET /api/v1/<lista>/exportar): every row the list's
 * filters select, in its order, with the BOM, headers and formats of contracts/exportaciones.ts,
 * never another company's. A shop's 1,034 sales once exported as 1,000 (the browser paged the list).
 */

const V1 = '/api/v1';
const VENTAS = 1034;
const FILAS = 1034;

/** The export's text (BOM kept: Node's fetch text() would drop it) and its answer. */
async function exportar(s: Sesion, path: string, query: Record<string, unknown> = {}) {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
    const res = await fetch(`${s.url}${V1}/${path}/exportar${params.size ? `?${params}` : ''}`, { headers: { authorization: `Bearer ${s.token}` } });
    const texto = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    return { res, texto, lineas: texto.replace(BOM, '').split('\r\n') };
}

/** Every row of a list through its own pages (1,000 at most each), in its order. */
async function todasLasFilas<T>(s: Sesion, path: string, query: Record<string, unknown> = {}): Promise<T[]> {
    const filas: T[] = [];
    for (let skip = 0; ; skip += 1000) {
        const params = new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])), range: JSON.stringify([skip, skip + 999]) });
        const res = await request(s.url, `${V1}/${path}/?${params}`, { token: s.token });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        filas.push(...res.body);
        if (res.body.length < 1000) return filas;
    }
}

/** What the export must be: the BOM, then the list's rows in these columns. */
const esperado = <T>(columnas: readonly CsvColumn<T>[], filas: T[]) => BOM + toCsv(columnas, filas);

async function conVentas(server: TestServer, s: Sesion, ventas: number, seed: number, variantes: number) {
    await generateCatalog(server.db, s.empresaId, variantes, seed);
    const proveedor = await server.db.kysely
        .insertInto('proveedores')
        .values({ empresa_id: s.empresaId, nombre_empresa: `Proveedor ${seed}`, busqueda: `proveedor ${seed}` })
        .returning('id')
        .executeTakeFirstOrThrow();
    await generateVentas(server.db, { empresaId: s.empresaId, usuarioId: s.usuarioId, proveedorId: proveedor.id, ventas, anios: 1, seed });
}

/** `n` customers and `n` suppliers in one transaction, straight into the tables. */
async function conClientesYProveedores(server: TestServer, s: Sesion, n: number) {
    await server.db.transaction(async (tx) => {
        for (let i = 0; i < n; i += 500) {
            const lote = Array.from({ length: Math.min(500, n - i) }, (_, j) => i + j);
            await tx.kysely
                .insertInto('clientes')
                .values(
                    lote.map((k) => ({
                        empresa_id: s.empresaId,
                        nombre_completo: `Cliente, "${k}" de Peña`,
                        email: k % 3 ? `c${k}.${s.empresaId}@ejemplo.mx` : null,
                        telefono: null,
                        rfc: null,
                        direccion: k % 2 ? `Calle ${k}` : null,
                        busqueda: searchKey(`Cliente ${k} de Peña ${s.empresaId}`),
                        creado_en: new Date().toISOString(),
                    })),
                )
                .execute();
            await tx.kysely
                .insertInto('proveedores')
                .values(
                    lote.map((k) => ({
                        empresa_id: s.empresaId,
                        nombre_empresa: `Proveedora ${k}`,
                        persona_contacto: k % 2 ? `Contacto ${k}` : null,
                        busqueda: searchKey(`Proveedora ${k} ${s.empresaId}`),
                    })),
                )
                .execute();
        }
    });
}

describeEachEngine('CSV exports (every row, written by the server)', (server) => {
    let a: Sesion;
    let b: Sesion;
    const fechaHora = formatosDeFecha(ZONA_POR_DEFECTO).fechaHora;

    beforeAll(async () => {
        [a, b] = [await nuevaSesion(server()), await nuevaSesion(server())];
        await conVentas(server(), a, VENTAS, 3, 2600);
        await conVentas(server(), b, 40, 4, 30);
        await conClientesYProveedores(server(), a, FILAS);
        await conClientesYProveedores(server(), b, 20);
    }, 120_000);

    it('exports 1,034 sales as 1,034 lines and the header, after the BOM, newest first as the list shows them', async () => {
        const { res, texto, lineas } = await exportar(a, 'ventas');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(res.headers.get('content-disposition')).toBe('attachment; filename="ventas.csv"');
        expect(texto.startsWith(BOM)).toBe(true);
        expect(lineas[0]).toBe('Venta ID,Fecha,Cliente,Vendedor,Total,Estado');
        expect(lineas).toHaveLength(VENTAS + 1);
        expect(texto).toBe(esperado(ventaCsvColumns(fechaHora), await todasLasFilas<VentaFila>(a, 'ventas')));
    });

    it('applies the list’s filters and sort', async () => {
        const filas = await todasLasFilas<{ id: number; fecha: string }>(a, 'ventas');
        const desde = filas[400].fecha.slice(0, 10);
        const hasta = filas[100].fecha.slice(0, 10);
        for (const query of [
            { filter: { estado: 'Con Devolución' } },
            { filter: { fecha_desde: desde, fecha_hasta: hasta }, sort: ['total', 'ASC'] },
            { sort: ['id', 'ASC'] },
            // Totals repeat: ties in id order, across the batches of 1,000.
            { sort: ['total', 'DESC'] },
        ]) {
            const { texto, lineas } = await exportar(a, 'ventas', query);
            const seleccion = await todasLasFilas<VentaFila>(a, 'ventas', query);
            expect(seleccion.length).toBeGreaterThan(0);
            expect(lineas, JSON.stringify(query)).toHaveLength(seleccion.length + 1);
            expect(texto).toBe(esperado(ventaCsvColumns(fechaHora), seleccion));
        }
        expect((await exportar(a, 'ventas', { filter: { estado: 'Con Devolución' } })).lineas.length).toBeLessThan(VENTAS / 10);
    });

    it('never writes another company’s rows', async () => {
        const deA = new Set((await todasLasFilas<{ id: number }>(a, 'ventas')).map((v) => String(v.id)));
        const { lineas } = await exportar(b, 'ventas');
        expect(lineas).toHaveLength(41);
        expect(lineas.slice(1).filter((l) => deA.has(l.split(',')[0]))).toEqual([]);
        for (const path of ['clientes', 'proveedores']) {
            const propias = await todasLasFilas<{ id: number }>(b, path);
            const { lineas: suyas } = await exportar(b, path);
            expect(suyas.slice(1).map((l) => Number(l.split(',')[0])).sort()).toEqual(propias.map((f) => f.id).sort());
            expect(suyas.length).toBeLessThan(40);
        }
        const productosDeB = await todasLasFilas<Producto>(b, 'productos/plantillas');
        expect((await exportar(b, 'productos/plantillas')).texto).toBe(esperado(productoCsvColumns, productosDeB));
    });

    it('exports every customer', async () => {
        const { texto, lineas } = await exportar(a, 'clientes');
        expect(lineas).toHaveLength(FILAS + 1);
        expect(texto).toBe(esperado(clienteCsvColumns, await todasLasFilas<Cliente>(a, 'clientes')));
        const filtrada = { filter: { q: 'cliente 10' }, sort: ['id', 'DESC'] };
        expect((await exportar(a, 'clientes', filtrada)).texto).toBe(esperado(clienteCsvColumns, await todasLasFilas<Cliente>(a, 'clientes', filtrada)));
    });

    it('exports every supplier', async () => {
        const { texto, lineas } = await exportar(a, 'proveedores');
        // The header, the 1,034 and the sales history's own supplier.
        expect(lineas).toHaveLength(FILAS + 2);
        expect(texto).toBe(esperado(proveedorCsvColumns, await todasLasFilas<Proveedor>(a, 'proveedores')));
    });

    it('exports every product, searched or not', async () => {
        const todos = await todasLasFilas<Producto>(a, 'productos/plantillas');
        expect(todos.length).toBeGreaterThan(1000);
        const { texto, lineas } = await exportar(a, 'productos/plantillas');
        expect(lineas).toHaveLength(todos.length + 1);
        expect(texto).toBe(esperado(productoCsvColumns, todos));
        const buscada = { filter: { q: 'truper' }, sort: ['nombre', 'DESC'] };
        const halladas = await todasLasFilas<Producto>(a, 'productos/plantillas', buscada);
        expect(halladas.length).toBeGreaterThan(0);
        expect((await exportar(a, 'productos/plantillas', buscada)).texto).toBe(esperado(productoCsvColumns, halladas));
    });

    it('exports every purchase order (the screen shows the newest 100)', async () => {
        const todas = await todasLasFilas<CompraFila>(a, 'compras');
        expect(todas.length).toBeGreaterThan(100);
        const { texto, lineas } = await exportar(a, 'compras');
        expect(lineas[0]).toBe('ID,Proveedor,Fecha Emisión,Estado,Total');
        expect(lineas).toHaveLength(todas.length + 1);
        expect(texto).toBe(esperado(compraCsvColumns(fechaHora), todas));
        const deB = await todasLasFilas<CompraFila>(b, 'compras');
        expect((await exportar(b, 'compras')).texto).toBe(esperado(compraCsvColumns(fechaHora), deB));
        expect(deB.filter((c) => todas.some((t) => t.id === c.id))).toEqual([]);
    });

    describe('the inventory (inventario.csv) and the ledger (movimientos.csv)', () => {
        const INVENTARIO = 'inventario';
        const LIBRO = 'contabilidad/movimientos';
        const SIN_PERMISO = { detail: 'No tiene permiso para realizar esta acción.' };

        /** The inventory list's rows, each with its product's category (the list has none; the file does). */
        async function inventario(s: Sesion, query: Record<string, unknown> = {}): Promise<InventarioCsvFila[]> {
            const filas = await todasLasFilas<InventarioFila>(s, INVENTARIO, query);
            const categorias = await server()
                .db.kysely.selectFrom('plantillas as p')
                .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
                .select(['p.id', 'c.nombre'])
                .where('p.empresa_id', '=', s.empresaId)
                .execute();
            const categoriaDe = new Map(categorias.map((c) => [c.id, c.nombre]));
            return filas.map((f) => ({ ...f, categoria: categoriaDe.get(f.plantilla.id) ?? null }));
        }

        const sinCostos = inventarioCsvColumns.filter((c) => c.campo === undefined);

        it('exports every variant (2,600: the screen shows 1,000), in the list’s order, with its cost and value at cost', async () => {
            const todas = await inventario(a);
            expect(todas.length).toBe(2600);
            const { res, texto, lineas } = await exportar(a, INVENTARIO);
            expect(res.status).toBe(200);
            expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
            expect(res.headers.get('content-disposition')).toBe('attachment; filename="inventario.csv"');
            expect(texto.startsWith(BOM)).toBe(true);
            expect(lineas[0]).toBe('Producto,SKU,Categoría,Precio de venta,Stock,Estado,Activo,Costo de compra,Valor a costo');
            expect(lineas).toHaveLength(2601);
            expect(texto).toBe(esperado(inventarioCsvColumns, todas));
            // A line as the screen words it: its badge, and stock × cost to the cent.
            const v = todas.find((f) => f.stock > 10 && !/[",]/.test(f.plantilla.nombre)) as InventarioCsvFila;
            const costo = Math.round(Number(v.costo_compra) * 100);
            expect(lineas[todas.indexOf(v) + 1]).toBe(
                [v.plantilla.nombre, v.sku, `General ${a.empresaId}`, v.precio_venta, v.stock, 'En Stock', 'Sí', v.costo_compra, ((v.stock * costo) / 100).toFixed(2)].join(','),
            );
        });

        it('applies the inventory’s search, filters and sort (stock repeats: ties by id across the batches)', async () => {
            for (const query of [
                { sort: ['stock', 'DESC'] },
                { sort: ['sku', 'ASC'] },
                { sort: ['nombre', 'DESC'] },
                { filter: { bajo_stock: true } },
                { filter: { search: 'truper' }, sort: ['stock', 'ASC'] },
            ]) {
                const seleccion = await inventario(a, query);
                expect(seleccion.length, JSON.stringify(query)).toBeGreaterThan(0);
                const { texto, lineas } = await exportar(a, INVENTARIO, query);
                expect(lineas, JSON.stringify(query)).toHaveLength(seleccion.length + 1);
                expect(texto, JSON.stringify(query)).toBe(esperado(inventarioCsvColumns, seleccion));
            }
            expect((await exportar(a, INVENTARIO, { filter: { bajo_stock: true } })).lineas.length).toBeLessThan(2600 / 2);
        });

        it('words a retired product, a product without category and a sold-out variant as the screen does; never another company’s', async () => {
            const { kysely } = server().db;
            const [uno, dos] = await kysely.selectFrom('plantillas').select('id').where('empresa_id', '=', b.empresaId).orderBy('id').limit(2).execute();
            await kysely.updateTable('plantillas').set({ activo: 0, categoria_id: null }).where('id', '=', uno.id).execute();
            await kysely.updateTable('variantes').set({ stock: 0 }).where('plantilla_id', '=', dos.id).execute();
            const deB = await inventario(b);
            const { texto, lineas } = await exportar(b, INVENTARIO);
            expect(texto).toBe(esperado(inventarioCsvColumns, deB));
            expect(lineas).toHaveLength(31);
            const de = (plantilla: number) => lineas.filter((_, i) => i > 0 && deB[i - 1].plantilla.id === plantilla).map((l) => l.split(','));
            for (const celdas of de(uno.id)) expect([celdas[2], celdas[6]]).toEqual(['Sin Categoría', 'No']);
            for (const celdas of de(dos.id)) expect([celdas[4], celdas[5]]).toEqual(['0', 'Agotado']);
            const skusDeA = new Set((await todasLasFilas<InventarioFila>(a, INVENTARIO)).map((f) => f.sku));
            expect(lineas.slice(1).filter((l) => skusDeA.has(l.split(',')[1]))).toEqual([]);
        });

        it('leaves the cost and the value at cost out for who does not see costs', async () => {
            const cajero = await usuarioConPermisos(server(), a.empresaId, ['productos:leer', 'ventas:crear']);
            const { res, texto, lineas } = await exportar(cajero, INVENTARIO);
            expect(res.status).toBe(200);
            expect(lineas[0]).toBe('Producto,SKU,Categoría,Precio de venta,Stock,Estado,Activo');
            expect(lineas).toHaveLength(2601);
            expect(texto).toBe(esperado(sinCostos, await inventario(cajero)));
            for (const permiso of ['reportes:utilidad', 'compras:escribir'] as const) {
                const conCostos = await usuarioConPermisos(server(), a.empresaId, ['productos:leer', permiso]);
                expect((await exportar(conCostos, INVENTARIO)).lineas[0]).toContain('Costo de compra,Valor a costo');
            }
        });

        it('exports the whole ledger (over 1,000 movements: the screen pages 100), newest first, dated in the shop’s zone', async () => {
            const todos = await todasLasFilas<Movimiento>(a, LIBRO);
            expect(todos.length).toBeGreaterThan(1000);
            const { res, texto, lineas } = await exportar(a, LIBRO);
            expect(res.status).toBe(200);
            expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
            expect(res.headers.get('content-disposition')).toBe('attachment; filename="movimientos.csv"');
            expect(texto.startsWith(BOM)).toBe(true);
            expect(lineas[0]).toBe('Fecha,Tipo,Concepto,Categoría,Descripción,Monto,Origen');
            expect(lineas).toHaveLength(todos.length + 1);
            expect(texto).toBe(esperado(movimientoCsvColumns(fechaHora), todos));
            const venta = todos.findIndex((m) => m.origen?.tipo === 'venta');
            const m = todos[venta];
            expect(lineas[venta + 1]).toBe([fechaHora(m.fecha), 'Ingreso', m.concepto, m.categoria ?? '', m.descripcion ?? '', m.monto, `Venta #${m.origen?.id}`].join(','));
        });

        it('applies the ledger’s filters and order', async () => {
            const todos = await todasLasFilas<Movimiento>(a, LIBRO);
            const desde = todos[700].fecha.slice(0, 10);
            const hasta = todos[50].fecha.slice(0, 10);
            for (const query of [
                { filter: { tipo: 'egreso' } },
                { filter: { categoria: 'Compras' } },
                { filter: { fecha_desde: desde, fecha_hasta: hasta } },
                { filter: { tipo: 'ingreso', fecha_desde: desde }, sort: ['fecha', 'ASC'] },
                { sort: ['fecha', 'ASC'] },
            ]) {
                const seleccion = await todasLasFilas<Movimiento>(a, LIBRO, query);
                expect(seleccion.length, JSON.stringify(query)).toBeGreaterThan(0);
                const { texto, lineas } = await exportar(a, LIBRO, query);
                expect(lineas, JSON.stringify(query)).toHaveLength(seleccion.length + 1);
                expect(texto, JSON.stringify(query)).toBe(esperado(movimientoCsvColumns(fechaHora), seleccion));
            }
            expect((await exportar(a, LIBRO, { filter: { tipo: 'egreso' } })).lineas.every((l, i) => i === 0 || l.split(',')[1] === 'Egreso')).toBe(true);
        });

        it('never writes another company’s movements', async () => {
            const deA = await todasLasFilas<Movimiento>(a, LIBRO);
            const deB = await todasLasFilas<Movimiento>(b, LIBRO);
            expect(deB.length).toBeLessThan(deA.length);
            const { texto } = await exportar(b, LIBRO);
            expect(texto).toBe(esperado(movimientoCsvColumns(fechaHora), deB));
            const origenesDeA = new Set(deA.flatMap((m) => (m.origen?.tipo === 'venta' ? [`Venta #${m.origen.id}`] : [])));
            expect(texto.split('\r\n').filter((l) => origenesDeA.has(l.split(',').at(-1) as string))).toEqual([]);
        });

        it('refuses either file to who may not read its list (403), and a filter the list does not take (422)', async () => {
            const vendedor = await usuarioConPermisos(server(), a.empresaId, ['ventas:leer', 'ventas:crear']);
            for (const path of [INVENTARIO, LIBRO]) {
                const { res, texto } = await exportar(vendedor, path);
                expect(res.status, path).toBe(403);
                expect(JSON.parse(texto)).toEqual(SIN_PERMISO);
            }
            const contador = await usuarioConPermisos(server(), a.empresaId, ['contabilidad:leer']);
            expect((await exportar(contador, LIBRO)).res.status).toBe(200);
            expect((await exportar(contador, INVENTARIO)).res.status).toBe(403);
            expect((await exportar(a, INVENTARIO, { filter: { color: 'rojo' } })).res.status).toBe(422);
            expect((await exportar(a, LIBRO, { filter: { tipo: 'otro' } })).res.status).toBe(422);
        });
    });

    it('refuses a filter the list does not take, in Spanish', async () => {
        const { res } = await exportar(a, 'ventas', { filter: { color: 'rojo' } });
        expect(res.status).toBe(422);
    });
});
