import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/common/csv';
import { productoCsvColumns } from '../../contracts/exportaciones';

describe('productos.csv', () => {
    it('has Spanish headers and one line per product with its first variant and the screen fallbacks', () => {
        const csv = toCsv(productoCsvColumns, [
            {
                nombre: 'Camiseta, Básica',
                categoria: { id: 2, nombre: 'Ropa' },
                iva: '0',
                ieps: '0.080000',
                variantes: [
                    { id: 11, sku: 'CAM-M', stock: 14, precio_venta: '1234.50', costo_compra: '90.00', valores_ids: [], precios_mayoreo: [] },
                    { id: 12, sku: 'CAM-L', stock: 3, precio_venta: '155.00', costo_compra: '92.00', valores_ids: [], precios_mayoreo: [] },
                ],
            },
            { nombre: 'Sin datos', categoria: null, variantes: [] },
        ]);
        expect(csv.split('\r\n')).toEqual([
            'Nombre,SKU,Precio de venta,Stock,Categoría,Impuestos',
            '"Camiseta, Básica",CAM-M,1234.50,14,Ropa,IVA 0 % + IEPS 8 %',
            'Sin datos,N/A,0.00,0,Sin Categoría,',
        ]);
    });
});
