import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deMilesimas, UNIDADES } from '../../contracts/unidades';
import { stockDeLaLista } from '../../src/catalogo/productos/stockDeLaLista';
import { formatStock } from '../../src/common/cantidadConUnidad';

describe("the products list's stock", () => {
    it('writes a weighed stock with three decimals and its unit, pieces grouped as ever', () => {
        expect(stockDeLaLista(0.75, 'kg')).toBe('0.750 kg');
        expect(stockDeLaLista(1250.5, 'l')).toBe('1,250.500 l');
        expect(stockDeLaLista(0, 'g')).toBe('0.000 g');
        expect(stockDeLaLista(1400, 'pieza')).toBe('1,400');
        expect(stockDeLaLista(undefined, undefined)).toBe('0');
    });

    it('writes what formatStock (contracts/unidades.ts) writes, for any stock in thousandths and any unit', () => {
        fc.assert(
            fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...UNIDADES), (milesimas, unidad) => {
                const stock = deMilesimas(unidad === 'pieza' ? milesimas - (milesimas % 1000) : milesimas);
                expect(stockDeLaLista(stock, unidad)).toBe(formatStock(stock, unidad));
            }),
            { numRuns: 2000 },
        );
    });
});
