import fc from 'fast-check';
import { type PrecioMayoreo, precioPorCantidad } from '../../contracts/calculo';

/**
 * Valid tiers as the product contract accepts them: minimums strictly increasing from 2, prices
 * not increasing and below the list price (at most 5).
 */
const conTiers = fc
    .record({
        lista: fc.integer({ min: 2, max: 99_999_999 }),
        pasos: fc.array(fc.record({ salto: fc.integer({ min: 1, max: 500 }), baja: fc.integer({ min: 0, max: 10_000 }) }), { maxLength: 5 }),
    })
    .map(({ lista, pasos }) => {
        const tiers: PrecioMayoreo[] = [];
        let minimo = 1;
        let precio = lista;
        for (const [i, p] of pasos.entries()) {
            minimo += p.salto;
            // The first tier is below the list price; later ones equal or lower than the one before.
            precio = Math.max(1, precio - (i === 0 ? Math.max(1, p.baja) : p.baja));
            if (precio >= lista) break;
            tiers.push({ cantidadMinima: minimo, precio });
        }
        return { lista, tiers };
    });

describe('wholesale prices: precioPorCantidad (contracts/calculo.ts)', () => {
    it('takes the tier with the highest minimum reached, else the list price', () => {
        const tiers = [
            { cantidadMinima: 12, precio: 900 },
            { cantidadMinima: 24, precio: 800 },
        ];
        expect(precioPorCantidad(1000, tiers, 1)).toEqual({ precio: 1000, mayoreo: false });
        expect(precioPorCantidad(1000, tiers, 11)).toEqual({ precio: 1000, mayoreo: false });
        expect(precioPorCantidad(1000, tiers, 12)).toEqual({ precio: 900, mayoreo: true });
        expect(precioPorCantidad(1000, tiers, 23)).toEqual({ precio: 900, mayoreo: true });
        expect(precioPorCantidad(1000, tiers, 24)).toEqual({ precio: 800, mayoreo: true });
        expect(precioPorCantidad(1000, [...tiers].reverse(), 30)).toEqual({ precio: 800, mayoreo: true });
        expect(precioPorCantidad(1000, [], 1000)).toEqual({ precio: 1000, mayoreo: false });
        // Quantities in the unit the caller passes: thousandths against minimums in thousandths.
        expect(precioPorCantidad(1000, [{ cantidadMinima: 2500, precio: 950 }], 2499)).toEqual({ precio: 1000, mayoreo: false });
        expect(precioPorCantidad(1000, [{ cantidadMinima: 2500, precio: 950 }], 2500)).toEqual({ precio: 950, mayoreo: true });
    });

    it('is never above the list price, never rises with the quantity, and is exact at each threshold', () => {
        fc.assert(
            fc.property(conTiers, fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 0, max: 5_000 }), ({ lista, tiers }, a, extra) => {
                const menor = precioPorCantidad(lista, tiers, a);
                const mayor = precioPorCantidad(lista, tiers, a + extra);
                expect(menor.precio).toBeLessThanOrEqual(lista);
                expect(mayor.precio).toBeLessThanOrEqual(menor.precio);
                expect(menor.mayoreo).toBe(menor.precio < lista);
                for (const t of tiers) {
                    // At its minimum a tier's price is charged; one unit below, the price before it.
                    expect(precioPorCantidad(lista, tiers, t.cantidadMinima)).toEqual({ precio: t.precio, mayoreo: true });
                    const anterior = [...tiers].filter((x) => x.cantidadMinima < t.cantidadMinima).pop();
                    expect(precioPorCantidad(lista, tiers, t.cantidadMinima - 1).precio).toBe(anterior?.precio ?? lista);
                }
            }),
        );
    });

    it('gives the same price with the minimums and the quantity both in thousandths (the unit only has to be the same)', () => {
        fc.assert(
            fc.property(conTiers, fc.integer({ min: 1, max: 5_000 }), ({ lista, tiers }, cantidad) => {
                const enMilesimas = tiers.map((t) => ({ ...t, cantidadMinima: t.cantidadMinima * 1000 }));
                expect(precioPorCantidad(lista, enMilesimas, cantidad * 1000)).toEqual(precioPorCantidad(lista, tiers, cantidad));
            }),
        );
    });

    it('never charges a tier dearer than the list price', () => {
        fc.assert(
            fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 2, max: 100 }), (lista, precio, minimo) => {
                const r = precioPorCantidad(lista, [{ cantidadMinima: minimo, precio }], minimo);
                expect(r.precio).toBe(Math.min(lista, precio));
                expect(r.mayoreo).toBe(precio < lista);
            }),
        );
    });
});
