import ExcelJS from 'exceljs';
import type { Pago } from '../../contracts/calculo.js';
import type { ReporteVentas } from '../../contracts/reportes.js';
import { MILESIMAS } from '../../contracts/unidades.js';
import { registrarVenta } from '../../server/modules/ventas/ventas.service.js';
import { crearCategoria, crearProducto, nuevaSesion, type Sesion, variante } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/*
 * The sales report as a file (GET /api/v1/reportes/ventas/exportar, server/modules/reportes/
 * ventasArchivo.routes.ts): the same figures as the JSON report, headed in Spanish, the totals
 * last; a real .xlsx (read back by exceljs) with money as numbers; the cost columns absent for who
 * does not see costs; the report's own 422s and its permission.
 */

const PARAMS = 'desde=2025-03-01&hasta=2025-03-31';
// The screen's columns for each grouping (src/reportes/ventas): by period no units, by product no
// average ticket, by category neither tickets (its products' added up) nor the average.
const COSTOS = ['Costo', 'Utilidad', 'Margen %'];
const POR_DIA = ['Día', 'Ventas', 'Total', 'Devoluciones', 'Neto', 'Ticket promedio'];
const POR_PRODUCTO = ['Producto', 'Ventas', 'Unidades', 'Total', 'Devoluciones', 'Neto'];
const POR_CATEGORIA = ['Categoría', 'Unidades', 'Total', 'Devoluciones', 'Neto'];

describeEachEngine('reporte de ventas como archivo', (server) => {
    let s: Sesion;
    let cajero: Sesion;

    const bajar = async (quien: Sesion, query: string) => {
        const res = await fetch(`${quien.url}/api/v1/reportes/ventas/exportar?${query}`, { headers: { authorization: `Bearer ${quien.token}` } });
        return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    // ignoreBOM: keep the BOM in the text, to see it is there.
    const texto = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const csv = (bytes: Uint8Array) =>
        texto(bytes)
            .replace(/^\uFEFF/, '')
            .split('\r\n')
            .map((l) => l.split(','));
    const xlsx = async (bytes: Uint8Array) => {
        const libro = new ExcelJS.Workbook();
        await libro.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
        const hoja = libro.worksheets[0];
        const filas: unknown[][] = [];
        hoja.eachRow((fila) => filas.push((fila.values as unknown[]).slice(1)));
        return { hoja, filas };
    };
    const json = async (quien: Sesion, query: string): Promise<ReporteVentas> => {
        const res = await quien.get(`/api/v1/reportes/ventas?${query}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body;
    };

    beforeAll(async () => {
        s = await nuevaSesion(server());
        cajero = await usuarioConPermisos(server(), s.empresaId, ['reportes:leer']);
        const categoria = (await crearCategoria(s)).id;
        const producto = await crearProducto(s, { categoria_id: categoria, variantes: [variante({ precio_venta: '100.00', costo_compra: '60.00', stock: 50 })] });
        const kilo = await crearProducto(s, { categoria_id: categoria, unidad: 'kg', variantes: [variante({ precio_venta: '200.00', costo_compra: '150.00', stock: 50 })] });
        const efectivo = (pesos: number): Pago => ({ metodo: 'Efectivo', monto: pesos * 100 });
        const autor = { empresaId: s.empresaId, usuarioId: s.usuarioId };
        const vender = (fecha: string, items: [number, number][], pesos: number) =>
            registrarVenta(server().db, autor, { items: items.map(([varianteId, cantidad]) => ({ varianteId, cantidad: Math.round(cantidad * MILESIMAS) })), pagos: [efectivo(pesos)], clienteId: null }, { fecha });
        // Mon 10 Mar 10:00 local: 2 pieces + 0.5 kg = $300.00 (cost $195.00); Tue 11 Mar: 1 piece, $100.00 (cost $60.00).
        await vender('2025-03-10T16:00:00.000Z', [[producto.variantes[0].id, 2], [kilo.variantes[0].id, 0.5]], 300);
        await vender('2025-03-11T18:00:00.000Z', [[producto.variantes[0].id, 1]], 100);
        // Another company's sale never shows.
        const otra = await nuevaSesion(server());
        const ajeno = await crearProducto(otra, { variantes: [variante({ precio_venta: '999.00', stock: 5 })] });
        await registrarVenta(server().db, { empresaId: otra.empresaId, usuarioId: otra.usuarioId }, { items: [{ varianteId: ajeno.variantes[0].id, cantidad: MILESIMAS }], pagos: [efectivo(999)], clienteId: null }, { fecha: '2025-03-10T16:00:00.000Z' });
    });

    it('writes the CSV of a grouping: Spanish headings, the JSON report’s rows and figures, the totals last', async () => {
        const res = await bajar(s, `formato=csv&agrupar=dia&${PARAMS}`);
        expect(res.status, texto(res.bytes)).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/csv');
        expect(res.headers.get('content-disposition')).toBe('attachment; filename="ventas_dia_2025-03-01_2025-03-31.csv"');
        expect(texto(res.bytes).startsWith('\uFEFFDía,')).toBe(true);
        const [encabezado, ...lineas] = csv(res.bytes);
        expect(encabezado).toEqual([...POR_DIA, ...COSTOS]);
        const r = await json(s, `agrupar=dia&${PARAMS}`);
        expect(lineas).toHaveLength(r.filas.length + 1);
        const campos = ['ventas', 'total', 'devoluciones', 'neto', 'ticket_promedio', 'costo', 'utilidad', 'margen'] as const;
        const comoTexto = (v: unknown) => (v === null || v === undefined ? '' : String(v));
        r.filas.forEach((f, i) => expect(lineas[i]).toEqual([f.etiqueta, ...campos.map((c) => comoTexto(f[c]))]));
        expect(lineas.at(-1)).toEqual(['Total', ...campos.map((c) => comoTexto(r.totales[c]))]);
        expect(lineas.at(-1)?.slice(0, 8)).toEqual(['Total', '2', '400.00', '0.00', '400.00', '200.00', '255.00', '145.00']);
        expect(texto(res.bytes)).not.toContain('999');
    });

    it('writes a real .xlsx: headings in bold, money and units as numbers, the totals last', async () => {
        const res = await bajar(s, `formato=xlsx&agrupar=producto&${PARAMS}`);
        expect(res.status, texto(res.bytes)).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        expect(res.headers.get('content-disposition')).toBe('attachment; filename="ventas_producto_2025-03-01_2025-03-31.xlsx"');
        const { hoja, filas } = await xlsx(res.bytes);
        expect(filas[0]).toEqual([...POR_PRODUCTO, ...COSTOS]);
        expect(hoja.getRow(1).font?.bold).toBe(true);
        const r = await json(s, `agrupar=producto&${PARAMS}`);
        expect(filas).toHaveLength(r.filas.length + 2);
        for (const [i, f] of r.filas.entries()) {
            expect(filas[i + 1]).toEqual([f.etiqueta, f.ventas, f.unidades, Number(f.total), Number(f.devoluciones), Number(f.neto), Number(f.costo), Number(f.utilidad), Number(f.margen)]);
        }
        expect(filas.at(-1)).toEqual(['Total', 3, 3.5, 400, 0, 400, 255, 145, 36.25]);
        expect(hoja.getCell('D2').numFmt).toBe('"$"#,##0.00');
    });

    it('leaves the cost columns out for who does not see costs, in both formats', async () => {
        const enCsv = await bajar(cajero, `formato=csv&agrupar=categoria&${PARAMS}`);
        expect(enCsv.status, texto(enCsv.bytes)).toBe(200);
        const [encabezado, ...lineas] = csv(enCsv.bytes);
        expect(encabezado).toEqual(POR_CATEGORIA);
        expect(lineas.every((l) => l.length === POR_CATEGORIA.length)).toBe(true);
        expect(texto(enCsv.bytes)).not.toMatch(/255\.00|145\.00|36\.25/);
        const { filas } = await xlsx((await bajar(cajero, `formato=xlsx&agrupar=dia&${PARAMS}`)).bytes);
        expect(filas[0]).toEqual(POR_DIA);
        expect(filas.at(-1)).toEqual(['Total', 2, 400, 0, 400, 200]);
    });

    it('a payment method’s file is what each method took, without units nor cost', async () => {
        const { filas } = await xlsx((await bajar(s, `formato=xlsx&agrupar=metodo_pago&${PARAMS}`)).bytes);
        expect(filas[0]).toEqual(['Método de pago', 'Ventas', 'Cobrado', 'Devoluciones', 'Neto', 'Ticket promedio']);
        expect(filas[1]).toEqual(['Efectivo', 2, 400, 0, 400, 200]);
    });

    it('is CSV unless told; refuses what the report refuses (422 in Spanish) and who lacks reportes:leer (403)', async () => {
        expect(texto((await bajar(s, `agrupar=hora&${PARAMS}`)).bytes).startsWith('\uFEFFHora,')).toBe(true);
        const formato = await bajar(s, `formato=pdf&agrupar=dia&${PARAMS}`);
        expect(formato.status).toBe(422);
        expect(JSON.parse(texto(formato.bytes)).detail[0]).toMatchObject({ loc: ['query', 'formato'], msg: "El formato debe ser 'csv' o 'xlsx'." });
        const categoria = await bajar(s, `formato=csv&agrupar=hora&categoria_id=3&${PARAMS}`);
        expect(categoria.status).toBe(422);
        expect(JSON.parse(texto(categoria.bytes)).detail[0].loc).toEqual(['query', 'categoria_id']);
        const sinPermiso = await usuarioConPermisos(server(), s.empresaId, ['ventas:leer']);
        const prohibido = await bajar(sinPermiso, `formato=csv&agrupar=dia&${PARAMS}`);
        expect(prohibido.status).toBe(403);
        expect(JSON.parse(texto(prohibido.bytes))).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });
    });
});
