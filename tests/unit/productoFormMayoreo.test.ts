import { type ProductoForm, formToBody, recordToForm } from '../../src/catalogo/productos/productoForm';
import { validateProductoForm } from '../../src/catalogo/productos/productoFormSchema';

/** The product form's 'Precios de mayoreo' (issue 33): loaded, sent and checked with the contract's messages at their rows. */
const conTiers = (precios_mayoreo: { cantidad_minima: unknown; precio: unknown }[]): ProductoForm => ({
    nombre: 'Caja de tornillos',
    descripcion: '',
    categoria: { id: 2 },
    proveedor: { id: 5 },
    variantes: [{ sku: 'TOR-1', stock: 4, precio_venta: '10.00', costo_compra: 5, precios_mayoreo: precios_mayoreo as never }],
});

describe('product form: wholesale prices', () => {
    it('loads the tiers of each variant and sends them as money strings, in order', () => {
        const form = recordToForm({ variantes: [{ id: 1, sku: 'TOR-1', stock: 4, precio_venta: '10.00', valores_ids: [], precios_mayoreo: [{ cantidad_minima: 12, precio: '9.00' }] }] });
        expect(form.variantes[0].precios_mayoreo).toEqual([{ cantidad_minima: 12, precio: '9.00' }]);
        const body = formToBody(conTiers([{ cantidad_minima: '12', precio: '9' }, { cantidad_minima: 24, precio: '8.5' }]));
        expect(body.variantes[0].precios_mayoreo).toEqual([{ cantidad_minima: '12', precio: '9.00' }, { cantidad_minima: 24, precio: '8.50' }]);
        // A form without the editor's values sends none, so the server keeps a variant's own.
        expect(formToBody({ ...conTiers([]), variantes: [{ sku: 'A', stock: 1, precio_venta: 1, costo_compra: 0 }] }).variantes[0]).not.toHaveProperty('precios_mayoreo');
        expect(validateProductoForm(conTiers([{ cantidad_minima: '12', precio: '9' }, { cantidad_minima: 24, precio: '8.5' }]))).toEqual({});
    });

    it("puts the contract's messages on the row's inputs", () => {
        expect(validateProductoForm(conTiers([{ cantidad_minima: '', precio: '' }]))).toEqual({
            variantes: { 0: { precios_mayoreo: { 0: { cantidad_minima: 'La cantidad mínima del mayoreo debe ser un número mayor que 1 con hasta tres decimales.', precio: 'El precio de mayoreo debe ser positivo.' } } } },
        });
        expect(validateProductoForm(conTiers([{ cantidad_minima: 12, precio: '10.00' }]))).toEqual({
            variantes: { 0: { precios_mayoreo: { 0: { precio: 'El precio de mayoreo debe ser menor que el precio de venta.' } } } },
        });
        expect(validateProductoForm(conTiers([{ cantidad_minima: 12, precio: '8' }, { cantidad_minima: 6, precio: '7' }]))).toEqual({
            variantes: { 0: { precios_mayoreo: { 1: { cantidad_minima: 'Cada cantidad mínima del mayoreo debe ser mayor que la anterior.' } } } },
        });
        expect(validateProductoForm(conTiers([{ cantidad_minima: 12, precio: '8' }, { cantidad_minima: 24, precio: '9' }]))).toEqual({
            variantes: { 0: { precios_mayoreo: { 1: { precio: 'Un precio de mayoreo no puede ser mayor que el de una cantidad menor.' } } } },
        });
    });
});
