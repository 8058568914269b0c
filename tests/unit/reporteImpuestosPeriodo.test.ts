import { describe, expect, it } from 'vitest';
import { diaValido, mesDe, millonesimas } from '../../src/reportes/impuestos/periodo';

describe("the tax report's period and rates", () => {
    it('a month runs from its first to its last day, February of a leap year included', () => {
        expect(mesDe('2025-03-17')).toEqual({ desde: '2025-03-01', hasta: '2025-03-31' });
        expect(mesDe('2024-02-29')).toEqual({ desde: '2024-02-01', hasta: '2024-02-29' });
        expect(mesDe('2025-02-01')).toEqual({ desde: '2025-02-01', hasta: '2025-02-28' });
        expect(mesDe('2025-12-31')).toEqual({ desde: '2025-12-01', hasta: '2025-12-31' });
        expect(mesDe('2025-04-30')).toEqual({ desde: '2025-04-01', hasta: '2025-04-30' });
    });

    it("takes from the URL only days of the calendar within the API's years", () => {
        expect(diaValido('2024-02-29')).toBe('2024-02-29');
        for (const malo of [undefined, '', '2025-02-29', '2025-13-01', '2025-1-01', '01/02/2025', '3000-01-01', '1899-12-31']) expect(diaValido(malo), malo).toBeUndefined();
    });

    it("reads CFDI's rates as integers of millionths", () => {
        expect(millonesimas('0.160000')).toBe(160_000);
        expect(millonesimas('0.000000')).toBe(0);
        expect(millonesimas('0.265000')).toBe(265_000);
        expect(millonesimas('0.08')).toBe(80_000);
    });
});
