import { CATEGORIA_MENSAJES } from '../../contracts/categorias.js';
import type { Pago } from '../../contracts/calculo.js';
import type { FilaVentas, ReporteVentas } from '../../contracts/reportes.js';
import { MILESIMAS } from '../../contracts/unidades.js';
import { cancelarVenta } from '../../server/modules/ventas/cancelacion.service.js';
import { registrarDevolucion } from '../../server/modules/ventas/devolucion.service.js';
import { registrarVenta } from '../../server/modules/ventas/ventas.service.js';
import { comoBody, crearCategoria, crearProducto, nuevaSesion, type Sesion, variante } from '../helpers/catalogo.js';
import { comprobarContadores } from '../helpers/contadores.js';
import { describeEachEngine } from '../helpers/testServer.js';

/*
 * A sale line's category is its product's when it was sold, as its cost is (CONVENTIONS §6,
 * Reports; migration 0030_categoria_vendida): moving a product to another category later moves
 * none of its past sales, its returns leave the category the sale counted in, a category filter
 * reads what was sold under it, and a category with sales cannot be deleted.
 */
describeEachEngine('reporte de ventas: la categoría con que se vendió', (server) => {
    const autor = (s: Sesion) => ({ empresaId: s.empresaId, usuarioId: s.usuarioId });
    const venta = (s: Sesion, fecha: string, items: [number, number][]) =>
        registrarVenta(server().db, autor(s), { items: items.map(([varianteId, cantidad]) => ({ varianteId, cantidad: cantidad * MILESIMAS })), pagos: [efectivo(10_000)], clienteId: null }, { fecha });
    const efectivo = (pesos: number): Pago => ({ metodo: 'Efectivo', monto: pesos * 100 });
    const reporte = async (s: Sesion, agrupar: string, extra = ''): Promise<ReporteVentas> => {
        const res = await s.get(`/api/v1/reportes/ventas?agrupar=${agrupar}&desde=2025-05-01&hasta=2025-05-31${extra}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body;
    };
    const fila = (r: ReporteVentas, grupo: string) => r.filas.find((f) => f.grupo === grupo) as FilaVentas;
    const mover = async (s: Sesion, plantillaId: number, categoriaId: number) => {
        const actual = (await s.get(`/api/v1/productos/plantillas/${plantillaId}`)).body;
        const res = await s.put(`/api/v1/productos/plantillas/${plantillaId}`, { ...comoBody(actual), categoria_id: categoriaId });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
    };

    it('a product moved to another category keeps its earlier sales, and their returns, under the old one', async () => {
        const s = await nuevaSesion(server());
        const [x, y] = [(await crearCategoria(s)).id, (await crearCategoria(s)).id];
        const p = await crearProducto(s, { categoria_id: x, variantes: [variante({ precio_venta: '100.00', costo_compra: '60.00', stock: 100 })] });
        const q = await crearProducto(s, { categoria_id: x, variantes: [variante({ precio_venta: '50.00', costo_compra: '20.00', stock: 100 })] });
        // 5 May: 2 P + Q under X; then P moves to Y; 6 May: P under Y; 7 May: one P of the first sale back.
        const primera = await venta(s, '2025-05-05T17:00:00.000Z', [[p.variantes[0].id, 2], [q.variantes[0].id, 1]]);
        await mover(s, p.id, y);
        await venta(s, '2025-05-06T17:00:00.000Z', [[p.variantes[0].id, 1]]);
        await server().db.transaction((tx) =>
            registrarDevolucion(tx, autor(s), primera.id, { motivo: 'Prueba', items: [{ varianteId: p.variantes[0].id, cantidad: MILESIMAS }] }, { fecha: '2025-05-07T17:00:00.000Z' }),
        );

        const categorias = await reporte(s, 'categoria');
        expect(fila(categorias, String(x))).toMatchObject({ unidades: 2, total: '250.00', devoluciones: '100.00', neto: '150.00', costo: '80.00', utilidad: '70.00' });
        expect(fila(categorias, String(y))).toMatchObject({ unidades: 1, total: '100.00', devoluciones: '0.00', costo: '60.00' });
        // The product is one row whatever its categories, and the sum of the categories.
        expect(fila(await reporte(s, 'producto'), String(p.id))).toMatchObject({ unidades: 2, total: '300.00', devoluciones: '100.00' });
        expect(categorias.totales).toMatchObject({ total: '350.00', devoluciones: '100.00', neto: '250.00' });

        // A category filter reads what was sold under it, in every grouping that takes one.
        const productosDeX = await reporte(s, 'producto', `&categoria_id=${x}`);
        expect(productosDeX.filas.map((f) => [f.grupo, f.total, f.devoluciones])).toEqual([
            [String(p.id), '200.00', '100.00'],
            [String(q.id), '50.00', '0.00'],
        ]);
        expect((await reporte(s, 'producto', `&categoria_id=${y}`)).filas.map((f) => [f.grupo, f.total])).toEqual([[String(p.id), '100.00']]);
        const diasDeY = await reporte(s, 'dia', `&categoria_id=${y}`);
        expect([fila(diasDeY, '2025-05-05').total, fila(diasDeY, '2025-05-06').total, fila(diasDeY, '2025-05-07').devoluciones]).toEqual(['0.00', '100.00', '0.00']);
        expect(fila(await reporte(s, 'dia', `&categoria_id=${x}`), '2025-05-07')).toMatchObject({ devoluciones: '100.00', costo: '-60.00' });
        expect((await reporte(s, 'vendedor', `&categoria_id=${x}`)).totales).toMatchObject({ total: '250.00', devoluciones: '100.00' });
        expect((await reporte(s, 'mes', `&categoria_id=${y}`)).totales).toMatchObject({ total: '100.00' });
    });

    it('a voided sale leaves the category it was sold under, even after its product moved', async () => {
        const s = await nuevaSesion(server());
        const [x, y] = [(await crearCategoria(s)).id, (await crearCategoria(s)).id];
        const p = await crearProducto(s, { categoria_id: x, variantes: [variante({ precio_venta: '100.00', costo_compra: '60.00', stock: 100 })] });
        const vendida = await venta(s, '2025-05-10T17:00:00.000Z', [[p.variantes[0].id, 1]]);
        await mover(s, p.id, y);
        await server().db.transaction((tx) => cancelarVenta(tx, autor(s), vendida.id, { motivo: 'Prueba' }, { fecha: '2025-05-10T18:00:00.000Z' }));
        expect((await reporte(s, 'categoria')).filas).toEqual([]);
        await comprobarContadores(server().db);
    });

    it('a category with sales cannot be deleted (its report names it); one without, can', async () => {
        const s = await nuevaSesion(server());
        const [x, y, z] = [(await crearCategoria(s)).id, (await crearCategoria(s)).id, (await crearCategoria(s)).id];
        const p = await crearProducto(s, { categoria_id: x, variantes: [variante({ precio_venta: '100.00', stock: 100 })] });
        await venta(s, '2025-05-12T17:00:00.000Z', [[p.variantes[0].id, 1]]);
        expect((await s.del(`/api/v1/categorias/${x}`)).body.detail).toBe(CATEGORIA_MENSAJES.enUso);
        await mover(s, p.id, y);
        const res = await s.del(`/api/v1/categorias/${x}`);
        expect([res.status, res.body.detail]).toEqual([409, CATEGORIA_MENSAJES.conVentas]);
        expect((await s.get(`/api/v1/categorias/${x}`)).status).toBe(200);
        expect((await s.del(`/api/v1/categorias/${z}`)).status).toBe(204);
        // Gone all the same (a delete racing the sale that counted under it): its figures stay, unnamed.
        await server().db.kysely.deleteFrom('categorias').where('id', '=', x).execute();
        expect((await reporte(s, 'categoria')).filas.map((f) => [f.grupo, f.etiqueta, f.total])).toEqual([[String(x), 'Categoría eliminada', '100.00']]);
    });

    it('sales racing a product’s moves each count under the category they read, and the counters agree with the lines', async () => {
        const s = await nuevaSesion(server());
        const [x, y] = [(await crearCategoria(s)).id, (await crearCategoria(s)).id];
        const p = await crearProducto(s, { categoria_id: x, variantes: [variante({ precio_venta: '10.00', stock: 1000 })] });
        const ventas = Array.from({ length: 16 }, () => venta(s, '2025-05-20T17:00:00.000Z', [[p.variantes[0].id, 1]]));
        const movidas = [y, x, y, x].map((c) => mover(s, p.id, c));
        await Promise.all([...ventas, ...movidas]);
        const lineas = await server()
            .db.kysely.selectFrom('venta_detalles')
            .select(['categoria_id'])
            .where('empresa_id', '=', s.empresaId)
            .execute();
        const porCategoria = (c: number) => (lineas.filter((l) => l.categoria_id === c).length * 10).toFixed(2);
        const categorias = await reporte(s, 'categoria');
        expect([fila(categorias, String(x))?.total ?? '0.00', fila(categorias, String(y))?.total ?? '0.00']).toEqual([porCategoria(x), porCategoria(y)]);
        expect(categorias.totales.total).toBe('160.00');
        await comprobarContadores(server().db);
    });
});
