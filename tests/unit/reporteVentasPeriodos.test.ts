import { describe, expect, it } from 'vitest';
import { presetDe, rangoDe } from '../../src/reportes/ventas/periodos';

describe('the sales report’s quick periods, on the shop’s calendar', () => {
    it('hoy, esta semana (ISO, Monday to Sunday), este mes, mes pasado and este año', () => {
        expect(rangoDe('hoy', '2026-11-27')).toEqual({ desde: '2026-11-27', hasta: '2026-11-27' });
        // Friday 27 November 2026: its week runs from Monday 23 to Sunday 29.
        expect(rangoDe('semana', '2026-11-27')).toEqual({ desde: '2026-11-23', hasta: '2026-11-29' });
        // A Sunday belongs to the week that began on the Monday before; a Monday starts its own.
        expect(rangoDe('semana', '2026-11-29')).toEqual({ desde: '2026-11-23', hasta: '2026-11-29' });
        expect(rangoDe('semana', '2026-11-30')).toEqual({ desde: '2026-11-30', hasta: '2026-12-06' });
        // Across a year's end.
        expect(rangoDe('semana', '2027-01-01')).toEqual({ desde: '2026-12-28', hasta: '2027-01-03' });
        expect(rangoDe('mes', '2028-02-10')).toEqual({ desde: '2028-02-01', hasta: '2028-02-29' });
        expect(rangoDe('mes_pasado', '2026-03-31')).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
        expect(rangoDe('mes_pasado', '2027-01-15')).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
        expect(rangoDe('anio', '2026-11-27')).toEqual({ desde: '2026-01-01', hasta: '2026-12-31' });
    });

    it('names the quick period a range is, if any', () => {
        expect(presetDe({ desde: '2026-11-01', hasta: '2026-11-30' }, '2026-11-27')).toBe('mes');
        expect(presetDe({ desde: '2026-11-27', hasta: '2026-11-27' }, '2026-11-27')).toBe('hoy');
        expect(presetDe({ desde: '2026-11-02', hasta: '2026-11-30' }, '2026-11-27')).toBeUndefined();
    });
});
