import { describe, expect, it } from 'vitest';
import { cambiosDe } from '../../src/administracion/bitacora/cambios';
import { ENTIDADES, etiquetaDeTipo } from '../../src/administracion/bitacora/etiquetas';

/** How the audit log reads a category's taxes changed in one action ('producto.impuestos', server/modules/productos/productos.impuestos.ts). */
describe('bitácora: impuestos de una categoría', () => {
    it('names the kind and the document, and shows how many products carried each set of taxes before and after', () => {
        expect(etiquetaDeTipo('producto.impuestos')).toBe('Cambio de impuestos');
        expect(ENTIDADES.categoria).toBe('Categoría');
        const antes = { categoria: 'Bebidas', impuestos: { 'IVA 16 %': 2, 'IVA 0 %': 1 } };
        const despues = { categoria: 'Bebidas', impuestos: { 'IVA 16 % + IEPS 8 %': 3 } };
        expect(cambiosDe(antes, despues).map(({ campo, antes: a, despues: d, movimiento }) => [campo, a, d, movimiento])).toEqual([
            ['Impuestos · IVA 16 % + IEPS 8 %', undefined, 3, 'despues'],
            ['Categoría', 'Bebidas', 'Bebidas', 'igual'],
            ['Impuestos · IVA 16 %', 2, undefined, 'antes'],
            ['Impuestos · IVA 0 %', 1, undefined, 'antes'],
        ]);
    });
});
