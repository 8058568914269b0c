import { sql } from 'kysely';
import { IMPORTACION_MENSAJES as M } from '../../contracts/importacion.js';
import { MENSAJES_HTTP } from '../../contracts/errors.js';
import { nuevaSesion, type Sesion, unico } from '../helpers/catalogo.js';
import { csv, importar } from '../helpers/importacion.js';
import { fotoDeLaBase } from '../helpers/matrizRutas.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/*
 * The catalogue import (issue 35, item 4): the preview counts and every bad row, all or nothing,
 * categories and suppliers created by name, new products grouped by name, existing SKUs updated
 * with an 'IMPORTACION' stock movement, one audit entry, another company's SKU never touched.
 */

const ENCABEZADO = 'producto,sku,precio_venta,costo_compra,stock,categoria,proveedor,unidad,iva,ieps';

describeEachEngine('catalogue import', (server) => {
    let s: Sesion;
    const k = () => server().db.kysely;

    beforeAll(async () => {
        s = await nuevaSesion(server());
    });

    const variante = (empresaId: number, sku: string) =>
        k()
            .selectFrom('variantes as v')
            .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
            .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
            .leftJoin('proveedores as pr', 'pr.id', 'p.proveedor_id')
            .select(['v.id', 'v.plantilla_id', 'v.precio_venta', 'v.costo_compra', 'v.stock', 'p.nombre', 'p.unidad', 'p.iva', 'p.ieps', 'c.nombre as categoria', 'pr.nombre_empresa as proveedor'])
            .where('v.empresa_id', '=', empresaId)
            .where('v.sku', '=', sku)
            .executeTakeFirst();

    const movimientos = (varianteId: number) =>
        k().selectFrom('movimientos_stock').select(['cantidad', 'stock_resultante', 'tipo', 'motivo']).where('variante_id', '=', varianteId).orderBy('id').execute();

    it('previews counts, new categories and suppliers and every bad row with its line, writing nothing', async () => {
        const antes = await fotoDeLaBase(server());
        const res = await importar(
            s,
            csv(
                ENCABEZADO,
                'Refresco cola 600 ml,REF-600,18.50,12.00,24,Bebidas,Distribuidora Norte,pieza,16,0.08',
                'Refresco cola 2 L,REF-2L,35.00,,10,bebidas,DISTRIBUIDORA NORTE,,,',
                ',SIN-NOMBRE,10.00,,,Bebidas,Distribuidora Norte,,,',
                'Galletas,GAL-1,abc,,,Botanas,Distribuidora Norte,,,',
                'Galletas surtidas,REF-600,10.00,,,Botanas,Distribuidora Norte,,,',
                'Sin categoría,SC-1,10.00,,,,Distribuidora Norte,,,',
            ),
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ confirmado: false, crear: 2, actualizar: 0, productos_nuevos: 2, categorias_nuevas: ['Bebidas'], proveedores_nuevos: ['Distribuidora Norte'], avisos: [] });
        expect(res.body.errores.map((e: { fila: number }) => e.fila)).toEqual([4, 5, 6, 7]);
        expect(res.body.errores).toContainEqual({ fila: 4, columna: 'producto', mensaje: M.faltaProducto });
        expect(res.body.errores).toContainEqual({ fila: 6, columna: 'sku', mensaje: M.skuRepetido('REF-600', 2) });
        expect(res.body.errores).toContainEqual({ fila: 7, columna: 'categoria', mensaje: M.faltaCategoria });
        expect(await fotoDeLaBase(server())).toEqual(antes);
    });

    it('refuses a confirmed import with any bad row as a 422 naming the rows, writing nothing', async () => {
        const antes = await fotoDeLaBase(server());
        const res = await importar(s, csv(ENCABEZADO, `Bueno,${unico('B').replace(/ /g, '')},10.00,,5,Nueva,Nuevo,,,`, 'Malo,M-1,-3,,,Nueva,Nuevo,,,'), { confirmar: true });
        expect(res.status).toBe(422);
        expect(res.body.detail).toEqual([{ loc: ['body', 'archivo', 3, 'precio_venta'], msg: M.precioPositivo, type: 'value_error' }]);
        expect(await fotoDeLaBase(server())).toEqual(antes);
    });

    it('creates products grouped by name, their categories and suppliers, stock as IMPORTACION movements, one audit entry', async () => {
        const e = await nuevaSesion(server());
        await e.post('/api/v1/categorias/', { nombre: 'Lácteos' });
        const res = await importar(
            e,
            csv(
                ENCABEZADO,
                'Leche entera,LE-1L,28.00,21.50,12,lacteos,Lala,,,',
                'LECHE ENTERA,LE-2L,52.00,,0,Lácteos,lala,,,',
                'Queso,QS-1,120.00,80.00,1.250,Lácteos,Lala,kg,0,',
            ),
            { confirmar: true },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ confirmado: true, crear: 3, actualizar: 0, productos_nuevos: 2, categorias_nuevas: [], proveedores_nuevos: ['Lala'], errores: [] });
        const [l1, l2, q] = await Promise.all([variante(e.empresaId, 'LE-1L'), variante(e.empresaId, 'LE-2L'), variante(e.empresaId, 'QS-1')]);
        expect(l1?.plantilla_id).toBe(l2?.plantilla_id);
        expect(l1).toMatchObject({ nombre: 'Leche entera', categoria: 'Lácteos', proveedor: 'Lala', unidad: 'pieza', iva: '16', ieps: null });
        expect([l1, l2].map((v) => [Number(v?.precio_venta), Number(v?.costo_compra), Number(v?.stock)])).toEqual([[2800, 2150, 12000], [5200, 0, 0]]);
        expect(q).toMatchObject({ unidad: 'kg', iva: '0' });
        expect(Number(q?.stock)).toBe(1250);
        expect(await movimientos(l1!.id)).toEqual([{ cantidad: 12000, stock_resultante: 12000, tipo: 'IMPORTACION', motivo: 'Importación de catálogo' }].map((m) => expect.objectContaining(m)));
        expect(await movimientos(l2!.id)).toEqual([]);
        const categorias = await k().selectFrom('categorias').select('nombre').where('empresa_id', '=', e.empresaId).execute();
        expect(categorias.map((c) => c.nombre)).toEqual(['Lácteos']);
        const bitacora = await k().selectFrom('bitacora').select(['tipo', 'despues']).where('empresa_id', '=', e.empresaId).where('tipo', '=', 'producto.importacion').execute();
        expect(bitacora).toHaveLength(1);
        expect(JSON.parse(bitacora[0].despues as string)).toMatchObject({ productos_creados: 2, variantes_creadas: 3, variantes_actualizadas: 0, categorias_creadas: 0, proveedores_creados: 1 });
    });

    it('updates an existing SKU: price, cost only when given, stock as a movement, product fields when given', async () => {
        const e = await nuevaSesion(server());
        await importar(e, csv(ENCABEZADO, 'Arroz,ARZ-1,30.00,20.00,10,Granos,Proveedor A,pieza,0,', 'Arroz,ARZ-2,55.00,40.00,4,Granos,Proveedor A,pieza,0,'), { confirmar: true });
        // Sell 3 of ARZ-1 in the meantime: the import's stock is the figure wanted, its movement the difference.
        const arz1 = (await variante(e.empresaId, 'ARZ-1'))!;
        await sql`update variantes set stock = stock - 3000 where id = ${arz1.id}`.execute(k());
        await k().insertInto('movimientos_stock').values({ empresa_id: e.empresaId, variante_id: arz1.id, cantidad: -3000, stock_resultante: 7000, tipo: 'VENTA', motivo: null, usuario_id: null, venta_id: null, nota_credito_id: null, compra_id: null, fecha: new Date().toISOString() }).execute();
        const vista = await importar(e, csv(ENCABEZADO, 'arroz,arz-1,32.00,,15,Abarrotes,,,16,', 'Arroz,ARZ-2,55.00,41.00,,,,,16,'));
        expect(vista.body).toMatchObject({ crear: 0, actualizar: 2, categorias_nuevas: ['Abarrotes'], errores: [] });
        const res = await importar(e, csv(ENCABEZADO, 'arroz,arz-1,32.00,,15,Abarrotes,,,16,', 'Arroz,ARZ-2,55.00,41.00,,,,,16,'), { confirmar: true });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const [v1, v2] = [(await variante(e.empresaId, 'ARZ-1'))!, (await variante(e.empresaId, 'ARZ-2'))!];
        expect([Number(v1.precio_venta), Number(v1.costo_compra), Number(v1.stock)]).toEqual([3200, 2000, 15000]);
        expect([Number(v2.precio_venta), Number(v2.costo_compra), Number(v2.stock)]).toEqual([5500, 4100, 4000]);
        expect(v1).toMatchObject({ categoria: 'Abarrotes', proveedor: 'Proveedor A', iva: '16', nombre: 'Arroz' });
        const m = await movimientos(v1.id);
        expect(m.map((x) => [x.tipo, Number(x.cantidad), Number(x.stock_resultante)])).toEqual([['IMPORTACION', 10000, 10000], ['VENTA', -3000, 7000], ['IMPORTACION', 8000, 15000]]);
        // Stock equals the sum of its movements.
        expect(m.reduce((t, x) => t + Number(x.cantidad), 0)).toBe(Number(v1.stock));
        expect(await movimientos(v2.id)).toHaveLength(1);
    });

    it('refuses rows of one product that disagree, and a unit whose stock is a fraction of a piece', async () => {
        const res = await importar(
            s,
            csv(ENCABEZADO, 'Jabón,JB-1,10.00,,,Limpieza,Prov,pieza,,', 'jabon,JB-2,12.00,,,Limpieza,Prov,kg,,', 'Cloro,CL-1,10.00,,1.5,Limpieza,Prov,,,'),
        );
        expect(res.body.errores).toEqual([
            { fila: 3, columna: 'unidad', mensaje: M.noCoincide('Unidad', 'kg', 2, 'Jabón') },
            { fila: 4, columna: 'stock', mensaje: 'El stock de un producto que se vende por pieza debe ser un número entero.' },
        ]);
    });

    it('treats another company’s SKU as new for this one, never touching theirs', async () => {
        const a = await nuevaSesion(server());
        const b = await nuevaSesion(server());
        await importar(a, csv(ENCABEZADO, 'Pan,PAN-1,5.00,3.00,10,Panadería,Bimbo,,,'), { confirmar: true });
        const deA = (await variante(a.empresaId, 'PAN-1'))!;
        const res = await importar(b, csv(ENCABEZADO, 'Pan,PAN-1,7.00,4.00,2,Panadería,Bimbo,,,'), { confirmar: true });
        expect(res.body).toMatchObject({ crear: 1, actualizar: 0, categorias_nuevas: ['Panadería'], proveedores_nuevos: ['Bimbo'] });
        expect(await variante(a.empresaId, 'PAN-1')).toEqual(deA);
        expect(Number((await variante(b.empresaId, 'PAN-1'))?.precio_venta)).toBe(700);
    });

    it('needs productos:escribir, and costs need who sees them', async () => {
        const sin = await usuarioConPermisos(server(), s.empresaId, ['productos:leer']);
        const conEscribir = await usuarioConPermisos(server(), s.empresaId, ['productos:escribir']);
        const antes = await fotoDeLaBase(server());
        expect((await importar(sin, csv(ENCABEZADO, 'X,X-1,1.00,,,C,P,,,'))).status).toBe(403);
        const conCosto = await importar(conEscribir, csv(ENCABEZADO, 'Xyz,X-1,1.00,0.50,,C,P,,,'), { confirmar: true });
        expect(conCosto.status).toBe(403);
        expect(conCosto.body).toEqual({ detail: MENSAJES_HTTP.sinCostos });
        expect(await fotoDeLaBase(server())).toEqual(antes);
        const sinCosto = await importar(conEscribir, csv(ENCABEZADO, 'Xyz,X-1,1.00,,,C,P,,,'));
        expect(sinCosto.status).toBe(200);
    });

    it('refuses a request without the file, and a file that is no catalogue, as 422s', async () => {
        const sinArchivo = await s.post('/api/v1/productos/importaciones/?confirmar=false', {});
        expect(sinArchivo.status).toBe(422);
        expect(sinArchivo.body.detail[0].msg).toBe(M.archivoFalta);
        const noCsv = await importar(s, 'hola', { nombre: 'foto.png', tipo: 'image/png' });
        expect(noCsv.status).toBe(422);
        expect(noCsv.body.detail[0].msg).toBe(M.formatoNoAdmitido);
    });
});

export type { TestServer };
