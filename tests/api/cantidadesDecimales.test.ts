import { CANTIDAD_DECIMAL_MENSAJES } from '../../contracts/numero.js';
import { PRODUCTO_MENSAJES } from '../../contracts/productos.js';
import { mensajeDePieza } from '../../contracts/unidades.js';
import { comoBody, crearProducto, RUTAS, nuevaSesion, type ProductoRespuesta, type Sesion, stockYMovimientos, variante } from '../helpers/catalogo.js';
import { AJUSTES, COMPRAS, INVENTARIO, movimientos, recibir, VALOR } from '../helpers/compras.js';
import { checkout, efectivo, RUTAS_VENTAS } from '../helpers/ventas.js';
import { describeEachEngine } from '../helpers/testServer.js';

/*
 * Issue 33 item 1 (and 6): quantities with up to three decimals for products sold by weight,
 * volume or length, kept as exact thousandths (migration 0027_milesimas) through every workflow
 * that moves stock, and answered as JSON numbers. A piece product still refuses a fraction.
 */

const ruta = (id: number) => `${RUTAS.productos}${id}`;
type Movimiento = { tipo: string; cantidad: number; stock_resultante: number };

describeEachEngine('cantidades decimales', (server) => {
    let s: Sesion;
    let frijol: ProductoRespuesta;
    let martillo: ProductoRespuesta;

    beforeAll(async () => {
        s = await nuevaSesion(server());
        frijol = await crearProducto(s, { nombre: 'Frijol negro a granel', unidad: 'kg', variantes: [variante({ sku: 'FRI-1', precio_venta: '33.33', costo_compra: '10.00', stock: 2.5 })] });
        martillo = await crearProducto(s, {
            nombre: 'Martillo de uña',
            categoria_id: frijol.categoria?.id,
            proveedor_id: frijol.proveedor?.id,
            variantes: [variante({ sku: 'MAR-1', precio_venta: '100.00', stock: 10 })],
        });
    });

    const stock = async (id: number) => (await stockYMovimientos(server(), [id]))[id];

    it('keeps a weighed stock in thousandths and answers it as a JSON number; a piece product refuses a fractional stock', async () => {
        expect(frijol.variantes[0].stock).toBe(2.5);
        expect(await stock(frijol.variantes[0].id)).toEqual({ stock: 2.5, suma: 2.5, movimientos: 1 });
        const fraccion = await s.post(RUTAS.productos, {
            nombre: 'Pinza fraccionada',
            categoria_id: frijol.categoria?.id,
            proveedor_id: frijol.proveedor?.id,
            unidad: 'pieza',
            variantes: [variante({ stock: 1.5 })],
        });
        expect(fraccion.status).toBe(422);
        expect(fraccion.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'variantes', 0, 'stock'], msg: PRODUCTO_MENSAJES.stockEntero }));
        // Four decimals are never rounded away.
        const cuatro = await s.post(RUTAS.productos, { nombre: 'Azúcar', unidad: 'kg', categoria_id: frijol.categoria?.id, proveedor_id: frijol.proveedor?.id, variantes: [variante({ stock: 1.2345 })] });
        expect(cuatro.status).toBe(422);
        expect(cuatro.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'variantes', 0, 'stock'], msg: CANTIDAD_DECIMAL_MENSAJES.decimales }));
    });

    it('refuses turning a product with a fractional stock into one sold by the piece', async () => {
        const jamon = await crearProducto(s, { nombre: 'Jamón de pierna', unidad: 'kg', categoria_id: frijol.categoria?.id, proveedor_id: frijol.proveedor?.id, variantes: [variante({ stock: 1.5 })] });
        const body = comoBody(jamon);
        const res = await s.put(ruta(jamon.id), { ...body, unidad: 'pieza', variantes: body.variantes.map((v) => ({ ...v, stock_anterior: v.stock })) });
        expect(res.status).toBe(422);
        expect(res.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'variantes', 0, 'stock'], msg: PRODUCTO_MENSAJES.stockEntero }));
        expect((await s.get(ruta(jamon.id))).body.unidad).toBe('kg');
    });

    it('sells 0.75 kg at round(price × quantity) to the cent, moves 0.75 kg of stock, and answers the line in kilos', async () => {
        const antes = (await stock(frijol.variantes[0].id)).stock;
        // 0.75 × $33.33 = $24.9975 → $25.00 (half away from zero).
        const res = await checkout(s, { items: [{ producto_id: frijol.variantes[0].id, cantidad: 0.75 }], pagos: [efectivo('25.00')] });
        expect(res.status).toBe(201);
        expect(res.body.total).toBe('25.00');
        const venta = (await s.get(RUTAS_VENTAS.venta(res.body.id))).body;
        expect(venta.detalles).toEqual([expect.objectContaining({ cantidad: 0.75, unidad: 'kg', precio_unitario: '33.33', subtotal: '25.00' })]);
        expect(await stock(frijol.variantes[0].id)).toMatchObject({ stock: antes - 0.75, suma: antes - 0.75 });
        const kardex = (await s.get(movimientos(frijol.variantes[0].id))).body as Movimiento[];
        expect(kardex[0]).toMatchObject({ tipo: 'VENTA', cantidad: -0.75, stock_resultante: antes - 0.75 });
    });

    it('prices five grams at a peso as one cent: half a cent rounds away from zero', async () => {
        const sal = await crearProducto(s, { nombre: 'Sal de grano', unidad: 'kg', categoria_id: frijol.categoria?.id, proveedor_id: frijol.proveedor?.id, variantes: [variante({ precio_venta: '1.00', stock: 1 })] });
        const res = await checkout(s, { items: [{ producto_id: sal.variantes[0].id, cantidad: 0.005 }], pagos: [efectivo('0.01')] });
        expect(res.status).toBe(201);
        expect(res.body.total).toBe('0.01');
    });

    it('refuses a fraction of a piece product at the line, and four decimals of anything, writing nothing', async () => {
        const antes = await stock(martillo.variantes[0].id);
        const pieza = await checkout(s, { items: [{ producto_id: martillo.variantes[0].id, cantidad: 1.5 }], pagos: [efectivo('150.00')] });
        expect(pieza.status).toBe(422);
        expect(pieza.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'items', 0, 'cantidad'], msg: mensajeDePieza('Martillo de uña') })]);
        const cuatro = await checkout(s, { items: [{ producto_id: frijol.variantes[0].id, cantidad: 0.0005 }], pagos: [efectivo('1.00')] });
        expect(cuatro.status).toBe(422);
        expect(cuatro.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'items', 0, 'cantidad'], msg: CANTIDAD_DECIMAL_MENSAJES.decimales })]);
        expect(await stock(martillo.variantes[0].id)).toEqual(antes);
    });

    it('returns 0.25 kg of a 0.75 kg line: its share of what the line charged, back to stock; more than remains is a 409 in kilos', async () => {
        const venta = await checkout(s, { items: [{ producto_id: frijol.variantes[0].id, cantidad: 0.75 }], pagos: [efectivo('25.00')] });
        const antes = (await stock(frijol.variantes[0].id)).stock;
        const res = await s.post(RUTAS_VENTAS.devolucion(venta.body.id), { items: [{ producto_id: frijol.variantes[0].id, cantidad: 0.25 }] });
        expect(res.status).toBe(201);
        // A third of $25.00.
        expect(res.body).toMatchObject({ total_devuelto: '8.33', detalles: [expect.objectContaining({ cantidad: 0.25, monto_devuelto: '8.33' })] });
        expect((await stock(frijol.variantes[0].id)).stock).toBe(antes + 0.25);
        const demasiado = await s.post(RUTAS_VENTAS.devolucion(venta.body.id), { items: [{ producto_id: frijol.variantes[0].id, cantidad: 0.6 }] });
        expect(demasiado.status).toBe(409);
        expect(demasiado.body.detail).toBe("No se pueden devolver 0.600 kg del SKU 'FRI-1': quedan 0.500 kg por devolver.");
        // The rest in two steps: the three refunds add up to the line exactly.
        const segunda = await s.post(RUTAS_VENTAS.devolucion(venta.body.id), { items: [{ producto_id: frijol.variantes[0].id, cantidad: 0.25 }] });
        const ultima = await s.post(RUTAS_VENTAS.devolucion(venta.body.id), { items: [{ producto_id: frijol.variantes[0].id, cantidad: 0.25 }] });
        const centavos = [res, segunda, ultima].map((r) => Math.round(Number(r.body.total_devuelto) * 100));
        expect(centavos.reduce((a, b) => a + b, 0)).toBe(2500);
    });

    it('receives 25.5 kg on a purchase order at round(cost × quantity), and refuses half a hammer', async () => {
        const antes = (await stock(frijol.variantes[0].id)).stock;
        const orden = await s.post(COMPRAS, { proveedor_id: frijol.proveedor?.id, detalles: [{ producto_id: frijol.variantes[0].id, cantidad: 25.5, costo_unitario: '30.00' }] });
        expect(orden.status).toBe(201);
        expect(orden.body).toMatchObject({ total: '765.00', detalles: [expect.objectContaining({ cantidad: 25.5, subtotal_linea: '765.00', unidad: 'kg' })] });
        expect((await s.post(recibir(orden.body.id), {})).status).toBe(200);
        expect((await stock(frijol.variantes[0].id)).stock).toBe(antes + 25.5);
        const media = await s.post(COMPRAS, { proveedor_id: frijol.proveedor?.id, detalles: [{ producto_id: martillo.variantes[0].id, cantidad: 2.5, costo_unitario: '80.00' }] });
        expect(media.status).toBe(422);
        expect(media.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'detalles', 0, 'cantidad'], msg: mensajeDePieza('Martillo de uña') })]);
    });

    it('adjusts by -0.250 kg, and refuses half a piece', async () => {
        const antes = (await stock(frijol.variantes[0].id)).stock;
        const res = await s.post(AJUSTES, { producto_id: frijol.variantes[0].id, cantidad_ajuste: '-0.250', tipo_ajuste: 'SALIDA_MERMA', motivo: 'Humedad' });
        expect(res.status).toBe(201);
        expect(res.body.stock).toBe(antes - 0.25);
        const media = await s.post(AJUSTES, { producto_id: martillo.variantes[0].id, cantidad_ajuste: 0.5, tipo_ajuste: 'ENTRADA_MANUAL' });
        expect(media.status).toBe(422);
        expect(media.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'cantidad_ajuste'], msg: mensajeDePieza('Martillo de uña') })]);
    });

    it('values a weighed stock at cost to the cent and lists it in kilos', async () => {
        const otra = await nuevaSesion(server());
        const p = await crearProducto(otra, { nombre: 'Jamón', unidad: 'kg', variantes: [variante({ sku: 'JAM-1', stock: 0.333, costo_compra: '10.00' })] });
        expect((await otra.get(VALOR)).body).toEqual({ valor: '3.33', existencias: [{ unidad: 'kg', cantidad: 0.333 }], variantes: 1 });
        expect((await otra.get(INVENTARIO)).body).toEqual([expect.objectContaining({ id: p.variantes[0].id, stock: 0.333, unidad: 'kg' })]);
        // Pieces and kilograms are summed apart (they were one 'unidades' figure: 3.333).
        await crearProducto(otra, { nombre: 'Martillo', variantes: [variante({ sku: 'MAR-1', stock: 3, costo_compra: '1.00' })] });
        await crearProducto(otra, { nombre: 'Queso', unidad: 'kg', variantes: [variante({ sku: 'QUE-1', stock: 1.25, costo_compra: '2.00' })] });
        expect((await otra.get(VALOR)).body).toEqual({
            valor: '8.83',
            existencias: [
                { unidad: 'pieza', cantidad: 3 },
                { unidad: 'kg', cantidad: 1.583 },
            ],
            variantes: 3,
        });
    });

    it('sells exactly 4 of 16 concurrent sales of 0.5 kg against 2.0 kg in stock, and the movements add up', async () => {
        const arroz = await crearProducto(s, { nombre: 'Arroz a granel', unidad: 'kg', categoria_id: frijol.categoria?.id, proveedor_id: frijol.proveedor?.id, variantes: [variante({ precio_venta: '20.00', stock: 2 })] });
        const id = arroz.variantes[0].id;
        const resultados = await Promise.all(Array.from({ length: 16 }, () => checkout(s, { items: [{ producto_id: id, cantidad: 0.5 }], pagos: [efectivo('10.00')] })));
        expect(resultados.filter((r) => r.status === 201)).toHaveLength(4);
        expect(resultados.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
        expect(await stock(id)).toEqual({ stock: 0, suma: 0, movimientos: 5 });
    });
});
