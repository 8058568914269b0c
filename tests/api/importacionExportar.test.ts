import ExcelJS from 'exceljs';
import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { csv, exportarCatalogo, importar } from '../helpers/importacion.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/*
 * The catalogue export (issue 35, item 5): every variant with the import's columns, the cost only
 * for who sees costs, never another company's; and the round trip: the exported file imported back
 * creates nothing, updates every row with no change in effect, and leaves the catalogue as it was.
 */

const ENCABEZADO = 'producto,sku,precio_venta,costo_compra,stock,categoria,proveedor,unidad,iva,ieps';

describeEachEngine('catalogue export', (server) => {
    let s: Sesion;
    const k = () => server().db.kysely;

    beforeAll(async () => {
        s = await nuevaSesion(server());
        const res = await importar(
            s,
            csv(
                ENCABEZADO,
                'Refresco cola,RC-600,18.50,12.25,24,Bebidas,Distribuidora Norte,pieza,16,0.08',
                'Refresco cola,RC-2L,35.00,,0,Bebidas,Distribuidora Norte,pieza,16,0.08',
                '"Queso, añejo",QA-1,120.00,80.00,1.250,Lácteos,Lala,kg,0,',
                'Tornillo =1/4,=TOR-1,0.75,0.10,1500,Ferretería,"Tornillos ""El Clavo""",pieza,exento,',
            ),
            { confirmar: true },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        // Another company's variants never appear.
        const otra = await nuevaSesion(server());
        await importar(otra, csv(ENCABEZADO, 'Ajeno,AJ-1,1.00,,,X,Y,,,'), { confirmar: true });
    });

    /** The catalogue as stored: every variant's values the file carries. */
    const catalogo = () =>
        k()
            .selectFrom('variantes as v')
            .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
            .select(['v.id', 'v.sku', 'v.precio_venta', 'v.costo_compra', 'v.stock', 'p.id as plantilla', 'p.nombre', 'p.categoria_id', 'p.proveedor_id', 'p.unidad', 'p.iva', 'p.ieps'])
            .where('v.empresa_id', '=', s.empresaId)
            .orderBy('v.id')
            .execute()
            .then((filas) => filas.map((f) => ({ ...f, precio_venta: Number(f.precio_venta), costo_compra: Number(f.costo_compra), stock: Number(f.stock), ieps: f.ieps === null ? null : Number(f.ieps) })));
    const movimientos = async () => Number((await k().selectFrom('movimientos_stock').select((eb) => eb.fn.countAll<number>().as('n')).where('empresa_id', '=', s.empresaId).executeTakeFirstOrThrow()).n);

    it('writes a CSV of every variant of the company with the import’s header', async () => {
        const res = await exportarCatalogo(s, 'csv');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/csv');
        const texto = new TextDecoder().decode(res.bytes);
        const lineas = texto.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
        expect(lineas[0]).toBe(ENCABEZADO);
        expect(lineas).toHaveLength(5);
        expect(lineas[1]).toBe('Refresco cola,RC-600,18.50,12.25,24,Bebidas,Distribuidora Norte,pieza,16,0.08');
        expect(texto).not.toContain('Ajeno');
    });

    it('leaves the cost column out for who does not see costs', async () => {
        const lector = await usuarioConPermisos(server(), s.empresaId, ['productos:leer']);
        const res = await exportarCatalogo(lector, 'csv');
        expect(res.status).toBe(200);
        expect(new TextDecoder().decode(res.bytes).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('producto,sku,precio_venta,stock,categoria,proveedor,unidad,iva,ieps');
        const sin = await usuarioConPermisos(server(), s.empresaId, ['ventas:crear']);
        expect((await exportarCatalogo(sin, 'xlsx')).status).toBe(403);
    });

    it('writes a real workbook a spreadsheet library opens, with number cells', async () => {
        const res = await exportarCatalogo(s, 'xlsx');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-disposition')).toContain('catalogo.xlsx');
        const libro = new ExcelJS.Workbook();
        await libro.xlsx.load(res.bytes.buffer as ArrayBuffer);
        const hoja = libro.worksheets[0];
        expect(hoja.getRow(1).values).toEqual([undefined, ...ENCABEZADO.split(',')]);
        expect(hoja.rowCount).toBe(5);
        expect(hoja.getRow(2).getCell(3).value).toBe(18.5);
        expect(hoja.getRow(4).getCell(5).value).toBe(1.25);
    });

    for (const formato of ['csv', 'xlsx'] as const) {
        it(`comes back through the import unchanged (${formato}): nothing to create, every row an update with no effect`, async () => {
            const antes = await catalogo();
            const movimientosAntes = await movimientos();
            const archivo = (await exportarCatalogo(s, formato)).bytes;
            const contenido = formato === 'csv' ? new TextDecoder().decode(archivo) : archivo;
            const vista = await importar(s, contenido);
            expect(vista.status, JSON.stringify(vista.body)).toBe(200);
            expect(vista.body).toMatchObject({ crear: 0, actualizar: 4, productos_nuevos: 0, categorias_nuevas: [], proveedores_nuevos: [], errores: [], avisos: [] });
            const hecha = await importar(s, contenido, { confirmar: true });
            expect(hecha.status, JSON.stringify(hecha.body)).toBe(200);
            expect(await catalogo()).toEqual(antes);
            expect(await movimientos()).toBe(movimientosAntes);
        });
    }
});
