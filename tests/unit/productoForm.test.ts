import { describe, expect, it } from 'vitest';
import type { Producto } from '../../contracts/productos';
import {
    emptyVariante,
    formToBody,
    type ProductoForm,
    recordToForm,
} from '../../src/catalogo/productos/productoForm';
import { validateProductoForm } from '../../src/catalogo/productos/productoFormSchema';

const producto: Producto = {
    id: 7,
    nombre: 'Camiseta',
    descripcion: null,
    categoria: { id: 2, nombre: 'Ropa' },
    proveedor: { id: 5, nombre_empresa: 'Textiles SA' },
    activo: true,
    iva: '16',
    ieps: null,
    unidad: 'pieza',
    variantes: [
        { id: 11, sku: 'CAM-M', stock: 4, precio_venta: '150.50', costo_compra: '90.00', valores_ids: [3], precios_mayoreo: [] },
        { id: 12, sku: 'CAM-L', stock: 0, precio_venta: '155.00', costo_compra: '92.00', valores_ids: [], precios_mayoreo: [{ cantidad_minima: 12, precio: '150.00' }] },
    ],
};

const valid = (): ProductoForm => ({
    nombre: 'Camiseta',
    descripcion: '',
    categoria: { id: 2 },
    proveedor: { id: 5 },
    variantes: [{ sku: 'CAM-M', stock: 4, precio_venta: 150.5, costo_compra: 90 }],
});

describe('recordToForm', () => {
    it('keeps the ids of the category and supplier and every variant with its id', () => {
        expect(recordToForm(producto)).toEqual({
            nombre: 'Camiseta',
            descripcion: '',
            categoria: { id: 2 },
            proveedor: { id: 5 },
            activo: true,
            iva: '16',
            ieps: null,
            unidad: 'pieza',
            variantes: [
                { id: 11, sku: 'CAM-M', stock: 4, precio_venta: '150.50', costo_compra: '90.00', valores_ids: [3], precios_mayoreo: [] },
                { id: 12, sku: 'CAM-L', stock: 0, precio_venta: '155.00', costo_compra: '92.00', valores_ids: [], precios_mayoreo: [{ cantidad_minima: 12, precio: '150.00' }] },
            ],
        });
    });

    it('starts a new product blank, with one variant', () => {
        expect(recordToForm()).toEqual({
            nombre: '',
            descripcion: '',
            categoria: { id: '' },
            proveedor: { id: '' },
            activo: true,
            // IVA 16 % and no IEPS until the shop's settings are read (ProductoInputs).
            iva: '16',
            ieps: null,
            unidad: 'pieza',
            variantes: [emptyVariante()],
        });
    });

    it("starts the unit from the product, a new one on 'pieza', and sends it as chosen (left out when the form has none)", () => {
        expect(recordToForm({ ...producto, unidad: 'kg' }).unidad).toBe('kg');
        expect(recordToForm().unidad).toBe('pieza');
        expect(formToBody({ ...valid(), unidad: 'l' })).toMatchObject({ unidad: 'l' });
        expect(formToBody(valid())).not.toHaveProperty('unidad');
        expect(validateProductoForm({ ...valid(), unidad: 'onza' as never })).toMatchObject({ unidad: 'La unidad debe ser pieza, kg, g, l o m.' });
    });

    it("starts the taxes from the product, its IEPS as the API writes it", () => {
        expect(recordToForm({ ...producto, iva: '0', ieps: '0.080000' })).toMatchObject({ iva: '0', ieps: '0.080000' });
        expect(recordToForm({ ...producto, iva: 'exento', ieps: null })).toMatchObject({ iva: 'exento', ieps: null });
    });

    it("starts the 'Activo' switch from the product: a retired one shows it off", () => {
        expect(recordToForm({ ...producto, activo: false }).activo).toBe(false);
    });

    it('gives a product without category, supplier or variants empty values', () => {
        const form = recordToForm({ ...producto, categoria: null, proveedor: null, variantes: [] });
        expect(form.categoria).toEqual({ id: '' });
        expect(form.proveedor).toEqual({ id: '' });
        expect(form.variantes).toEqual([emptyVariante()]);
    });
});

describe('formToBody', () => {
    it('sends new variants without id and with no values, money as two-decimal strings', () => {
        const body = formToBody({
            ...valid(),
            nombre: '  Camiseta ',
            descripcion: ' Algodón ',
            variantes: [
                { sku: ' CAM-M ', stock: 4, precio_venta: 150.5, costo_compra: 90 },
                { sku: 'CAM-L', stock: '', precio_venta: '155', costo_compra: null },
            ],
        });
        expect(body).toEqual({
            nombre: 'Camiseta',
            descripcion: 'Algodón',
            categoria_id: 2,
            proveedor_id: 5,
            activo: true,
            variantes: [
                { sku: 'CAM-M', stock: 4, precio_venta: '150.50', costo_compra: '90.00', valores_ids: [] },
                { sku: 'CAM-L', stock: 0, precio_venta: '155.00', costo_compra: '0.00', valores_ids: [] },
            ],
        });
    });

    it("sends the 'Activo' switch as activo, on unless turned off", () => {
        expect(formToBody({ ...valid(), activo: false }).activo).toBe(false);
        expect(formToBody({ ...valid(), activo: true }).activo).toBe(true);
        expect(formToBody(valid()).activo).toBe(true);
    });

    it("sends the taxes as chosen, 'Sin IEPS' as none, and leaves them out of a form without them", () => {
        expect(formToBody({ ...valid(), iva: '0', ieps: '0.080000' })).toMatchObject({ iva: '0', ieps: '0.080000' });
        expect(formToBody({ ...valid(), iva: 'exento', ieps: '' })).toMatchObject({ iva: 'exento', ieps: null });
        expect(formToBody({ ...valid(), iva: '16', ieps: null })).toMatchObject({ iva: '16', ieps: null });
        expect(formToBody(valid())).not.toHaveProperty('iva');
        expect(formToBody(valid())).not.toHaveProperty('ieps');
    });

    it("checks the taxes with the contract's messages at their fields", () => {
        const errores = validateProductoForm({ ...valid(), iva: '12' as never, ieps: '1.5' });
        expect(errores).toEqual({
            iva: 'El IVA debe ser "16", "8", "0" o "exento".',
            ieps: 'La tasa de IEPS debe ser una fracción mayor que 0 y menor que 1, con hasta seis decimales (por ejemplo, 0.08 o 0.265).',
        });
    });

    it('keeps the id, values and loaded stock of existing variants and leaves removed ones out', () => {
        const form = recordToForm(producto);
        form.variantes = [{ ...form.variantes[0], stock: 9 }, { ...emptyVariante(), sku: 'CAM-XL', precio_venta: 160 }];
        expect(formToBody(form, producto).variantes).toEqual([
            { id: 11, sku: 'CAM-M', stock: 9, stock_anterior: 4, precio_venta: '150.50', costo_compra: '90.00', valores_ids: [3], precios_mayoreo: [] },
            { sku: 'CAM-XL', stock: 0, precio_venta: '160.00', costo_compra: '0.00', valores_ids: [] },
        ]);
        // Without the loaded product (creating), no variant says what it read.
        expect(formToBody(form).variantes[0]).not.toHaveProperty('stock_anterior');
    });

    it('sends a blank description as null and values it cannot read as typed', () => {
        const body = formToBody({ ...valid(), descripcion: '   ', variantes: [{ sku: 'A', stock: 1, precio_venta: 'abc', costo_compra: 1.234 }] });
        expect(body.descripcion).toBeNull();
        expect(body.variantes[0]).toMatchObject({ precio_venta: 'abc', costo_compra: 1.234 });
    });
});

describe('validateProductoForm', () => {
    it('accepts a complete product', () => {
        expect(validateProductoForm(valid())).toEqual({});
        expect(validateProductoForm(recordToForm(producto))).toEqual({});
        // The edit form is the record itself, as the API sends it.
        expect(validateProductoForm(producto)).toEqual({});
        expect(formToBody(producto as unknown as ProductoForm)).toEqual(formToBody(recordToForm(producto)));
    });

    it("gives the spec's messages, each on its input", () => {
        expect(
            validateProductoForm({
                nombre: 'Ab',
                descripcion: '',
                categoria: { id: '' },
                proveedor: null,
                variantes: [{ sku: ' ', stock: -1, precio_venta: null, costo_compra: null }],
            }),
        ).toEqual({
            nombre: 'El nombre debe tener al menos 3 caracteres.',
            categoria: { id: 'Debes seleccionar una categoría.' },
            proveedor: { id: 'Debes seleccionar un proveedor.' },
            variantes: {
                0: {
                    sku: 'El SKU es obligatorio.',
                    stock: 'El stock no puede ser negativo.',
                    precio_venta: 'El precio de venta debe ser positivo.',
                },
            },
        });
    });

    it('checks every extra variant with the same messages', () => {
        const form = valid();
        form.variantes.push({ sku: '', stock: -2, precio_venta: 0, costo_compra: 1 });
        expect(validateProductoForm(form)).toEqual({
            variantes: {
                1: {
                    sku: 'El SKU es obligatorio.',
                    stock: 'El stock no puede ser negativo.',
                    precio_venta: 'El precio de venta debe ser positivo.',
                },
            },
        });
    });

    it('says a price or cost with a third decimal has too many decimals, not a wrong sign', () => {
        const form = valid();
        form.variantes[0] = { sku: 'A', stock: 1, precio_venta: 10.555, costo_compra: 5.255 };
        expect(validateProductoForm(form)).toEqual({
            variantes: { 0: { precio_venta: 'El precio de venta admite hasta dos decimales.', costo_compra: 'El costo de compra admite hasta dos decimales.' } },
        });
    });

    it('refuses a fractional stock of a piece product and a negative cost; a weighed product takes three decimals, not four', () => {
        const form = { ...valid(), unidad: 'pieza' as const };
        form.variantes[0] = { sku: 'A', stock: 1.5, precio_venta: 10, costo_compra: 1 };
        expect(validateProductoForm(form)).toEqual({ variantes: { 0: { stock: 'El stock de un producto que se vende por pieza debe ser un número entero.' } } });
        // The product's rules (its unit) are read once each variant's own are met.
        form.variantes[0] = { sku: 'A', stock: 1, precio_venta: 10, costo_compra: -1 };
        expect(validateProductoForm(form)).toEqual({ variantes: { 0: { costo_compra: 'El costo de compra no puede ser negativo.' } } });
        const granel = { ...valid(), unidad: 'kg' as const };
        granel.variantes[0] = { sku: 'A', stock: 1.5, precio_venta: 10, costo_compra: 1 };
        expect(validateProductoForm(granel)).toEqual({});
        granel.variantes[0] = { sku: 'A', stock: 1.2345, precio_venta: 10, costo_compra: 1 };
        expect(validateProductoForm(granel)).toEqual({ variantes: { 0: { stock: 'La cantidad admite hasta tres decimales (ej. 0.750).' } } });
    });
});

describe('a weighed product in the form (issue 33 item 1)', () => {
    const frijol: Producto = {
        ...producto,
        nombre: 'Frijol negro',
        unidad: 'kg',
        variantes: [{ id: 21, sku: 'FRI-1', stock: 0.75, precio_venta: '32.00', costo_compra: '20.00', valores_ids: [], precios_mayoreo: [{ cantidad_minima: 2.5, precio: '30.00' }] }],
    };

    it('keeps 0.75 kg and a 2.5 kg minimum as the API wrote them, there and back, and the stock it was loaded with', () => {
        const form = recordToForm(frijol);
        expect(form.variantes[0].stock).toBe(0.75);
        expect(form.variantes[0].precios_mayoreo).toEqual([{ cantidad_minima: 2.5, precio: '30.00' }]);
        const body = formToBody(form, frijol);
        expect(body.variantes[0]).toMatchObject({ stock: 0.75, stock_anterior: 0.75, precios_mayoreo: [{ cantidad_minima: 2.5, precio: '30.00' }] });
        expect(validateProductoForm(form)).toEqual({});
        // Typed as text, sent as typed: the contract reads '0.750' exactly.
        form.variantes[0].stock = '0.750';
        expect(formToBody(form, frijol).variantes[0].stock).toBe('0.750');
        expect(validateProductoForm(form)).toEqual({});
    });

    it("says a piece product's fractional stock and tier minimum at once, beside the variant's other messages", () => {
        const form = recordToForm({ ...frijol, unidad: 'pieza' });
        form.variantes[0] = { ...form.variantes[0], stock: 1.5, precio_venta: null };
        expect(validateProductoForm(form)).toEqual({
            variantes: {
                0: {
                    precio_venta: 'El precio de venta debe ser positivo.',
                    stock: 'El stock de un producto que se vende por pieza debe ser un número entero.',
                    precios_mayoreo: { 0: { cantidad_minima: 'La cantidad mínima del mayoreo de un producto que se vende por pieza debe ser un número entero.' } },
                },
            },
        });
        // Sold by the kilo, the same quantities are fine: only the price is missing.
        expect(validateProductoForm({ ...form, unidad: 'kg' })).toEqual({ variantes: { 0: { precio_venta: 'El precio de venta debe ser positivo.' } } });
    });
});
