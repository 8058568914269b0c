import type { InventarioFila } from '../../contracts/inventario';
import { CARRITO_VACIO } from '../../src/ventas/pos/carrito';
import { agregarMilesimas, milesimasDeEtiqueta } from '../../src/ventas/pos/bascula';

const frijol = { id: 1, sku: '12345', plantilla: { id: 10, nombre: 'Frijol a granel' }, stock: 5, precio_venta: '32.00', costo_compra: '20.00', activo: true, unidad: 'kg' } as InventarioFila;
const jabon = { ...frijol, id: 2, sku: '54321', plantilla: { id: 20, nombre: 'Jabón de barra' }, unidad: 'pieza' } as InventarioFila;

describe('scale labels at the till (src/ventas/pos/bascula.ts)', () => {
    it("a label's quantity: its weight, or its price ÷ the product's price per kg to the thousandth", () => {
        expect(milesimasDeEtiqueta({ codigo_producto: '12345', cantidad: 1250 }, frijol)).toBe(1250);
        expect(milesimasDeEtiqueta({ codigo_producto: '12345', importe: 4000 }, frijol)).toBe(1250);
        // $10.00 at $32.00/kg is 0.3125 kg: 0.313 kg.
        expect(milesimasDeEtiqueta({ codigo_producto: '12345', importe: 1000 }, frijol)).toBe(313);
        expect(milesimasDeEtiqueta({ codigo_producto: '12345', importe: 1000 }, { precio_venta: '0.00' })).toEqual({ rechazo: 'sin_precio' });
    });

    it("by the product's unit: a weight in grams for a product sold by the gram; no weight for one sold by the piece, litre or metre; a price only for whole pieces", () => {
        const peso = { codigo_producto: '12345', cantidad: 1250 };
        expect(milesimasDeEtiqueta(peso, frijol, 'kg')).toBe(1250);
        expect(milesimasDeEtiqueta(peso, { precio_venta: '0.05' }, 'g')).toBe(1_250_000);
        for (const unidad of ['pieza', 'l', 'm'] as const) expect(milesimasDeEtiqueta(peso, frijol, unidad)).toEqual({ rechazo: 'unidad', unidad });
        expect(milesimasDeEtiqueta({ codigo_producto: '12345', importe: 9600 }, frijol, 'pieza')).toBe(3000);
        expect(milesimasDeEtiqueta({ codigo_producto: '12345', importe: 4000 }, frijol, 'pieza')).toEqual({ rechazo: 'unidad', unidad: 'pieza' });
        expect(milesimasDeEtiqueta({ codigo_producto: '12345', importe: 4000 }, frijol, 'l')).toBe(1250);
    });

    it('adds the weight in thousandths on top of the line (0.750 kg is 750), never beyond the stock; a fraction of a piece is not added', () => {
        const r = agregarMilesimas(CARRITO_VACIO, frijol, 2000);
        if ('fraccion' in r) throw new Error('fracción');
        expect(r.carrito).toMatchObject([{ varianteId: 1, cantidad: 2000, precio: 3200, stock: 5000 }]);
        // Issue 33 item 1: a fractional weight is added, no longer refused.
        const otra = agregarMilesimas(r.carrito, frijol, 750);
        if ('fraccion' in otra) throw new Error('fracción');
        expect(otra.carrito).toMatchObject([{ varianteId: 1, cantidad: 2750 }]);
        const demas = agregarMilesimas(otra.carrito, frijol, 2251);
        if ('fraccion' in demas) throw new Error('fracción');
        expect(demas.carrito).toEqual(otra.carrito);
        expect(demas.rechazo).toEqual({ tipo: 'sin_stock', sku: '12345', disponible: 5000, unidad: 'kg' });
        expect(agregarMilesimas(CARRITO_VACIO, frijol, 0)).toEqual({ fraccion: true });
        expect(agregarMilesimas(CARRITO_VACIO, jabon, 1250)).toEqual({ fraccion: true });
        const piezas = agregarMilesimas(CARRITO_VACIO, jabon, 3000);
        if ('fraccion' in piezas) throw new Error('fracción');
        expect(piezas.carrito).toMatchObject([{ varianteId: 2, cantidad: 3000 }]);
    });
});
