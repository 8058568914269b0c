import { contar, nuevaSesion, productoBody, RUTAS, referencias, type Sesion, unico, variante } from '../helpers/catalogo.js';
import { AJUSTES, COMPRAS, escenario } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { checkout, efectivo, productoConVariantes } from '../helpers/ventas.js';

const M = {
    comaDecimal: 'Use punto para los decimales (ej. 180.50); la coma solo separa los miles (ej. 1,500.50).',
    costoInvalido: 'El costo unitario debe ser un número con hasta dos decimales.',
    costoCero: 'El costo unitario debe ser mayor que 0.',
    cantidad: 'La cantidad debe ser un número mayor que 0, con hasta tres decimales.',
    cantidadComa: 'Use punto para los decimales de la cantidad (ej. 0.750); la coma solo separa los miles (ej. 1,500).',
    pagoDeMas: 'Los pagos ya cubren el total: no se puede agregar otro pago. Quite uno para cambiarlo.',
};

/** One es-MX reading of numbers on the server (contracts/numero.ts), and no payment past the total. */
describeEachEngine('numbers read one way, payments never past the total', (server) => {
    let s: Sesion;
    beforeAll(async () => {
        s = await nuevaSesion(server());
    });

    it("saves a purchase order's cost '1,500.50' as 1500.50 and a quantity '1,000' as 1000", async () => {
        const { proveedor, ids } = await escenario(s, [0]);
        const res = await s.post(COMPRAS, { proveedor_id: proveedor.id, detalles: [{ producto_id: ids[0], cantidad: '1,000', costo_unitario: '1,500.50' }] });
        expect(res.status).toBe(201);
        expect(res.body.detalles[0]).toMatchObject({ cantidad: 1000, costo_unitario: '1500.50', subtotal_linea: '1500500.00' });
        expect(res.body.total).toBe('1500500.00');
    });

    it.each([
        ['180,50', 'costo_unitario', M.comaDecimal],
        ['1,5', 'costo_unitario', M.comaDecimal],
        ['abc', 'costo_unitario', M.costoInvalido],
        ['', 'costo_unitario', M.costoInvalido],
        ['1.2.3', 'costo_unitario', M.costoInvalido],
        ['1,50,0', 'costo_unitario', M.costoInvalido],
        [0, 'costo_unitario', M.costoCero],
        ['0.00', 'costo_unitario', M.costoCero],
    ])("refuses a purchase order's cost %j with a 422 at the field and creates nothing", async (costo, campo, msg) => {
        const { proveedor, ids } = await escenario(s, [0]);
        const antes = await contar(server(), 'compras', s.empresaId);
        const res = await s.post(COMPRAS, { proveedor_id: proveedor.id, detalles: [{ producto_id: ids[0], cantidad: 2, costo_unitario: costo }] });
        expect(res.status).toBe(422);
        expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'detalles', 0, campo], msg })]);
        expect(await contar(server(), 'compras', s.empresaId)).toBe(antes);
    });

    it.each([
        [0, M.cantidad],
        ['0', M.cantidad],
        ['1.2345', 'La cantidad admite hasta tres decimales (ej. 0.750).'],
        ['1,5', M.cantidadComa],
        ['', M.cantidad],
    ])("refuses a purchase order's quantity %j with a 422 at the field", async (cantidad, msg) => {
        const { proveedor, ids } = await escenario(s, [0]);
        const res = await s.post(COMPRAS, { proveedor_id: proveedor.id, detalles: [{ producto_id: ids[0], cantidad, costo_unitario: '10.00' }] });
        expect(res.status).toBe(422);
        expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'detalles', 0, 'cantidad'], msg })]);
    });

    it.each([
        ['1,5', M.cantidadComa],
        ['1.2345', 'La cantidad admite hasta tres decimales (ej. 0.750).'],
        ['abc', 'La cantidad del ajuste debe ser un número con hasta tres decimales.'],
    ])("refuses a stock adjustment of %j at cantidad_ajuste, and reads '+1,500' as 1500 units", async (cantidad, msg) => {
        const { ids } = await escenario(s, [0]);
        const res = await s.post(AJUSTES, { producto_id: ids[0], cantidad_ajuste: cantidad, tipo_ajuste: 'ENTRADA_MANUAL' });
        expect(res.status).toBe(422);
        expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'cantidad_ajuste'], msg })]);
        const ok = await s.post(AJUSTES, { producto_id: ids[0], cantidad_ajuste: '+1,500', tipo_ajuste: 'ENTRADA_MANUAL' });
        expect(ok.status).toBe(201);
        expect(ok.body.stock).toBe(1500);
    });

    it("reads a product's price '1,250.50' as 1250.50 and refuses a cost 'abc' as no number (not as a negative one)", async () => {
        const { refs } = await referencias(s);
        const ok = await s.post(RUTAS.productos, productoBody(refs, { variantes: [variante({ precio_venta: '1,250.50', costo_compra: '$1,000' })] }));
        expect(ok.status).toBe(201);
        expect(ok.body.variantes[0]).toMatchObject({ precio_venta: '1250.50', costo_compra: '1000.00' });
        const abc = await s.post(RUTAS.productos, productoBody(refs, { variantes: [variante({ costo_compra: 'abc' })] }));
        expect(abc.status).toBe(422);
        expect(abc.body.detail).toEqual([
            expect.objectContaining({ loc: ['body', 'variantes', 0, 'costo_compra'], msg: 'El costo de compra debe ser un número con hasta dos decimales.' }),
        ]);
    });

    it("reads a payment's '1,299.00' as $1,299.00 and refuses '1,5' with the decimal point's message", async () => {
        const p = await productoConVariantes(s, [{ sku: unico('NP-A').replace(/\s+/g, '-'), precio: '1299.00', stock: 5 }]);
        const item = [{ producto_id: p.variantes[0].id, cantidad: 1 }];
        const coma = await checkout(s, { items: item, pagos: [efectivo('1,5')] });
        expect(coma.status).toBe(422);
        expect(coma.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'pagos', 0, 'monto'], msg: M.comaDecimal })]);
        const ok = await checkout(s, { items: item, pagos: [efectivo('1,299.00')] });
        expect(ok.status).toBe(201);
        expect(ok.body).toMatchObject({ total: '1299.00', cambio: '0.00' });
    });

    it('refuses a payment added once the ones before it cover the total (422 at pagos), writing nothing', async () => {
        const p = await productoConVariantes(s, [{ sku: unico('NP-B').replace(/\s+/g, '-'), precio: '1299.00', stock: 5 }]);
        const item = [{ producto_id: p.variantes[0].id, cantidad: 1 }];
        const antes = await contar(server(), 'ventas', s.empresaId);
        for (const pagos of [
            [efectivo('1500'), efectivo('1299')],
            [efectivo('1299'), efectivo('0.01')],
            [efectivo('1000'), efectivo('299'), { metodo_pago: 'Tarjeta de Crédito', monto: '10.00' }],
        ]) {
            const res = await checkout(s, { items: item, pagos });
            expect(res.status, JSON.stringify(pagos)).toBe(422);
            expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'pagos'], msg: M.pagoDeMas })]);
        }
        expect(await contar(server(), 'ventas', s.empresaId)).toBe(antes);
        // The last payment may pass the total (that is the change), the ones before it may not reach it.
        const ok = await checkout(s, { items: item, pagos: [efectivo('1000'), efectivo('500')] });
        expect(ok.status).toBe(201);
        expect(ok.body).toMatchObject({ total: '1299.00', cambio: '201.00' });
    });
});
