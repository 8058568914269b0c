import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Descuento, lineaSobreElMaximo, preciarLineas, precioPorCantidad, sumar } from '../../contracts/calculo';
import { DESCUENTO_MENSAJES, descuentoInput } from '../../contracts/descuentos';
import { NUMERO_MENSAJES } from '../../contracts/numero';
import { mensajeDePieza } from '../../contracts/unidades';
import { articuloDeFila } from '../../src/ventas/pos/articulo';
import { leerCantidadDeLinea, textoDeCantidad } from '../../src/ventas/pos/cantidadDeLinea';
import { agregar, CARRITO_VACIO, type Carrito, fijarCantidad, fijarDescuento, items, subtotalCarrito, totalCarrito, unidades } from '../../src/ventas/pos/carrito';
import { leerDescuento, revisarDescuento } from '../../src/ventas/pos/descuentos';
import { posTextos } from '../../src/ventas/pos/textos';
import type { InventarioFila } from '../../contracts/inventario';

/*
 * Issue 33 items 1 and 4 at the till, pure: the cart in thousandths (a weight's amount, the tiers'
 * minimums, the checkout's JSON numbers), the discount dialog's reading, and its checks, which
 * must agree with the checkout's (server/modules/ventas/ventas.service.ts) on every sale.
 */

const fila = (id: number, nombre: string, precio_venta: string, stock: number, unidad: 'kg' | 'pieza', precios_mayoreo: { cantidad_minima: number; precio: string }[] = []) =>
    ({ id, sku: `SKU-${id}`, plantilla: { id: id * 10, nombre }, stock, precio_venta, costo_compra: '1.00', activo: true, unidad, precios_mayoreo }) as unknown as InventarioFila;
const FRIJOL = articuloDeFila(fila(1, 'Frijol a granel', '33.33', 10.5, 'kg'));
const MARTILLO = articuloDeFila(fila(2, 'Martillo', '100.00', 20, 'pieza'));
const ARROZ = articuloDeFila(fila(3, 'Arroz', '30.00', 100, 'kg', [{ cantidad_minima: 2.5, precio: '27.00' }]));

const con = (...pasos: ((c: Carrito) => Carrito)[]) => pasos.reduce((c, p) => p(c), CARRITO_VACIO);
const mas = (a: typeof FRIJOL, m?: number) => (c: Carrito) => agregar(c, a, m).carrito;

describe('the cart in thousandths (issue 33 item 1)', () => {
    it('reads the API\'s stock and tiers (JSON numbers of units) as thousandths', () => {
        expect(FRIJOL.stock).toBe(10_500);
        expect(ARROZ.preciosMayoreo).toEqual([{ cantidadMinima: 2500, precio: 2700 }]);
    });

    it('prices a weight to the cent as the server does (importeDeMilesimas): 0.750 kg at $33.33 is $25.00', () => {
        const c = con(mas(FRIJOL, 750));
        expect(c[0].cantidad).toBe(750);
        expect(totalCarrito(c)).toBe(2500);
    });

    it('a scan adds one unit (1000) of a piece or a weighed product alike; a weighed line counts as one article on the pay button', () => {
        const c = con(mas(MARTILLO), mas(MARTILLO), mas(FRIJOL), (x) => fijarCantidad(x, 1, 750).carrito);
        expect(c.map((l) => l.cantidad)).toEqual([2000, 750]);
        expect(unidades(c)).toBe(3);
    });

    it('compares tier minimums in thousandths: 2.499 kg is list price, 2.500 kg the tier', () => {
        const c = con(mas(ARROZ, 2499));
        expect(c[0]).toMatchObject({ precio: 3000, mayoreo: false });
        const tier = fijarCantidad(c, 3, 2500).carrito;
        expect(tier[0]).toMatchObject({ precio: 2700, mayoreo: true });
        expect(totalCarrito(tier)).toBe(6750);
        expect(precioPorCantidad(3000, [{ cantidadMinima: 2500, precio: 2700 }], 2500).precio).toBe(2700);
    });

    it('refuses a fraction of a piece and more than the stock, the cart unchanged', () => {
        const c = con(mas(MARTILLO));
        expect(fijarCantidad(c, 2, 1500)).toEqual({ carrito: c, rechazo: { tipo: 'pieza', nombre: 'Martillo' } });
        expect(fijarCantidad(c, 2, 21_000)).toEqual({ carrito: c, rechazo: { tipo: 'sin_stock', sku: 'SKU-2', disponible: 20_000, unidad: 'pieza' } });
        const f = con(mas(FRIJOL));
        expect(fijarCantidad(f, 1, 10_501).rechazo).toEqual({ tipo: 'sin_stock', sku: 'SKU-1', disponible: 10_500, unidad: 'kg' });
        expect(fijarCantidad(f, 1, 10_500).carrito[0].cantidad).toBe(10_500);
    });

    it('sends quantities as the API\'s JSON numbers of units and each line\'s discount: a percentage as a number, an amount as money', () => {
        let c = con(mas(FRIJOL, 750), mas(MARTILLO), (x) => fijarCantidad(x, 2, 3000).carrito);
        c = fijarDescuento(c, 1, { tipo: 'porcentaje', valor: 12.5 });
        c = fijarDescuento(c, 2, { tipo: 'monto', valor: 5000 });
        expect(JSON.stringify(items(c))).toBe(
            '[{"producto_id":1,"cantidad":0.75,"descuento":{"tipo":"porcentaje","valor":12.5}},{"producto_id":2,"cantidad":3,"descuento":{"tipo":"monto","valor":"50.00"}}]',
        );
        // And the checkout's own contract reads them back as given.
        expect(descuentoInput.parse(items(c)[1].descuento)).toEqual({ tipo: 'monto', valor: 5000 });
        expect(descuentoInput.parse(items(c)[0].descuento)).toEqual({ tipo: 'porcentaje', valor: 12.5 });
        // Removed, the line carries none.
        expect(items(fijarDescuento(c, 2, null))[1]).toEqual({ producto_id: 2, cantidad: 3 });
    });
});

describe('discounts at the till (issue 33 item 4)', () => {
    it('reads the dialog\'s value: a percentage with up to two decimals, an amount in cents; blank or 0 removes', () => {
        expect(leerDescuento('porcentaje', '10')).toEqual({ descuento: { tipo: 'porcentaje', valor: 10 } });
        expect(leerDescuento('porcentaje', '12.5 %')).toEqual({ descuento: { tipo: 'porcentaje', valor: 12.5 } });
        expect(leerDescuento('porcentaje', '100')).toEqual({ descuento: { tipo: 'porcentaje', valor: 100 } });
        for (const malo of ['100.01', '12.555', 'abc', '-5']) expect(leerDescuento('porcentaje', malo), malo).toEqual({ motivo: 'porcentaje' });
        expect(leerDescuento('monto', '$1,500.50')).toEqual({ descuento: { tipo: 'monto', valor: 150050 } });
        expect(leerDescuento('monto', '5.555')).toEqual({ motivo: 'monto' });
        expect(leerDescuento('monto', '5,50')).toEqual({ motivo: 'coma' });
        for (const vacio of ['', '  ', '0', '0.00']) expect(leerDescuento('monto', vacio)).toEqual({ descuento: null });
    });

    it('totals what the checkout charges to the cent: each line\'s own discount, then the sale\'s spread over them (preciarLineas)', () => {
        let c = con(mas(MARTILLO), mas(FRIJOL, 750));
        c = fijarDescuento(c, 2, { tipo: 'porcentaje', valor: 10 });
        const venta: Descuento = { tipo: 'monto', valor: 333 };
        // 100.00 − 10.00 = 90.00; 0.750 kg at 33.33 = 25.00; the sale's 3.33 off 115.00.
        expect(subtotalCarrito(c)).toBe(11_500);
        expect(totalCarrito(c, venta)).toBe(11_167);
        const servidor = preciarLineas([{ importe: 10_000, descuento: { tipo: 'porcentaje', valor: 10 } }, { importe: 2500 }], venta);
        expect(totalCarrito(c, venta)).toBe(sumar(servidor.map((l) => l.importeCobrado)));
    });

    it('refuses an amount larger than the line, or than the sale after its lines\' own; removing is always taken', () => {
        const c = con(mas(MARTILLO));
        expect(revisarDescuento(c, null, { varianteId: 2 }, { tipo: 'monto', valor: 10_001 }, null)).toEqual({ motivo: 'excede_importe' });
        expect(revisarDescuento(c, null, { varianteId: 2 }, { tipo: 'monto', valor: 10_000 }, null)).toBeNull();
        const conPropio = fijarDescuento(c, 2, { tipo: 'monto', valor: 6000 });
        expect(revisarDescuento(conPropio, null, 'venta', { tipo: 'monto', valor: 4001 }, null)).toEqual({ motivo: 'excede_importe' });
        // A line's new discount that leaves the sale's amount past what remains.
        expect(revisarDescuento(c, { tipo: 'monto', valor: 5000 }, { varianteId: 2 }, { tipo: 'monto', valor: 6000 }, null)).toEqual({ motivo: 'excede_importe' });
        expect(revisarDescuento(conPropio, { tipo: 'monto', valor: 99_999 }, { varianteId: 2 }, null, 1000)).toBeNull();
    });

    it('applies the company\'s cap as the checkout does: a rate as asked, stacked per line; $5.00 off $49.99 is over 10 %, $4.99 is not', () => {
        const c = con((x) => agregar(x, { ...MARTILLO, precio: 4999 }).carrito);
        expect(revisarDescuento(c, null, { varianteId: 2 }, { tipo: 'monto', valor: 500 }, 1000)).toEqual({ motivo: 'excede_maximo', maximo: 1000 });
        expect(revisarDescuento(c, null, { varianteId: 2 }, { tipo: 'monto', valor: 499 }, 1000)).toBeNull();
        expect(revisarDescuento(c, null, { varianteId: 2 }, { tipo: 'porcentaje', valor: 10 }, 1000)).toBeNull();
        // 10 % on the line and 10 % on the sale is 19 % off that line.
        const diez = fijarDescuento(c, 2, { tipo: 'porcentaje', valor: 10 });
        expect(revisarDescuento(diez, null, 'venta', { tipo: 'porcentaje', valor: 10 }, 1000)).toEqual({ motivo: 'excede_maximo', maximo: 1000 });
        expect(revisarDescuento(diez, null, 'venta', { tipo: 'porcentaje', valor: 10 }, 1900)).toBeNull();
        // No cap (ventas:descontar_sin_limite, or not read): only the amount's own rule.
        expect(revisarDescuento(c, null, { varianteId: 2 }, { tipo: 'porcentaje', valor: 100 }, null)).toBeNull();
    });

    it('property: the dialog refuses a discount above the cap exactly when the checkout would (lineaSobreElMaximo over the lines as priced)', () => {
        const descuento = fc.oneof(
            fc.integer({ min: 1, max: 10_000 }).map((c): Descuento => ({ tipo: 'porcentaje', valor: c / 100 })),
            fc.integer({ min: 1, max: 5000 }).map((v): Descuento => ({ tipo: 'monto', valor: v })),
        );
        fc.assert(
            fc.property(
                fc.integer({ min: 1, max: 5000 }),
                fc.integer({ min: 1, max: 3000 }),
                fc.integer({ min: 1, max: 20_000 }),
                descuento,
                fc.option(descuento, { nil: null }),
                fc.integer({ min: 0, max: 10_000 }),
                (milesimas, precio, otroPrecio, propio, deVenta, maximo) => {
                    const c = con((x) => agregar(x, { ...FRIJOL, precio, stock: 10_000 }, milesimas).carrito, (x) => agregar(x, { ...MARTILLO, precio: otroPrecio }).carrito);
                    const r = revisarDescuento(c, deVenta, { varianteId: 1 }, propio, maximo);
                    const lineas = [
                        { importe: totalCarrito([c[0]]), descuento: propio },
                        { importe: otroPrecio, descuento: null },
                    ];
                    const excedeLinea = propio.tipo === 'monto' && propio.valor > lineas[0].importe;
                    const despues = sumar(preciarLineas(lineas).map((l) => l.importeCobrado));
                    const excedeVenta = deVenta?.tipo === 'monto' && deVenta.valor > despues;
                    if (excedeLinea || excedeVenta) expect(r).toEqual({ motivo: 'excede_importe' });
                    else expect(r).toEqual(lineaSobreElMaximo(lineas, deVenta, maximo) !== null ? { motivo: 'excede_maximo', maximo } : null);
                },
            ),
        );
    });

    it('says the checkout\'s own refusals (contracts/descuentos.ts), without importing its zod schemas into the till', async () => {
        const { i18nProvider } = await import('../../src/i18n');
        const d = posTextos.descuento;
        expect(d.sin_permiso).toBe(DESCUENTO_MENSAJES.sinPermiso);
        expect(d.excede_importe).toBe(DESCUENTO_MENSAJES.excedeImporte);
        expect(d.invalido_porcentaje).toBe(DESCUENTO_MENSAJES.porcentaje);
        expect(d.invalido_monto).toBe(DESCUENTO_MENSAJES.monto);
        for (const maximo of [1000, 1250, 0, 10_000])
            expect(i18nProvider.translate('resources.pos.descuento.excede_maximo', { maximo: String(maximo / 100) })).toBe(DESCUENTO_MENSAJES.excedeMaximo(maximo));
    });
});

describe("a line's quantity as typed (the cart's box and the '*' dialog)", () => {
    it("reads '0.750' of a weight as 750 and refuses '1.5' of a piece with the API's message", () => {
        expect(leerCantidadDeLinea('0.750', 'kg', 'Frijol')).toEqual({ ok: true, valor: 750 });
        expect(leerCantidadDeLinea('3', 'kg', 'Frijol')).toEqual({ ok: true, valor: 3000 });
        expect(leerCantidadDeLinea('3', 'pieza', 'Martillo')).toEqual({ ok: true, valor: 3000 });
        expect(leerCantidadDeLinea('2.0', 'pieza', 'Martillo')).toEqual({ ok: true, valor: 2000 });
        expect(leerCantidadDeLinea('1.5', 'pieza', 'Martillo')).toMatchObject({ ok: false, mensaje: mensajeDePieza('Martillo') });
        expect(mensajeDePieza('Martillo')).toBe("El producto 'Martillo' se vende por pieza: la cantidad debe ser un número entero.");
        // Unreadable as pieces: the whole-units messages, as the box gave them before.
        expect(leerCantidadDeLinea('1,5', 'pieza', 'Martillo')).toMatchObject({ ok: false, mensaje: NUMERO_MENSAJES.cantidadComa });
        expect(leerCantidadDeLinea('abc', 'pieza', 'Martillo')).toMatchObject({ ok: false, mensaje: NUMERO_MENSAJES.cantidadIlegible });
        expect(leerCantidadDeLinea('0.7505', 'kg', 'Frijol')).toMatchObject({ ok: false, fallo: 'decimales' });
    });

    it('shows pieces whole and weights with their three decimals, to be typed over', () => {
        expect(textoDeCantidad(3000, 'pieza')).toBe('3');
        expect(textoDeCantidad(1_500_000, 'pieza')).toBe('1500');
        expect(textoDeCantidad(750, 'kg')).toBe('0.750');
        expect(textoDeCantidad(2000, 'kg')).toBe('2.000');
    });
});
