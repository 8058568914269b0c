import { describe, expect, it } from 'vitest';
import { diaYHoraLocal } from '../../server/domain/calendario.js';
import { clavesDePeriodo, clavesDePeriodoYDia, diaDeLaSemana, partirRango, etiquetaDe, etiquetaDeHora, grupoDe, gruposDelRango, lunesDe } from '../../server/modules/reportes/periodos.js';

describe("the sales report's periods, in the company's zone", () => {
    it("a document's local day and hour: 23:30 local stays on its own day whatever UTC's date", () => {
        // Mexico City is UTC−6 all year (no daylight saving since 2022).
        expect(diaYHoraLocal('2025-02-01T05:30:00.000Z', 'America/Mexico_City')).toEqual({ dia: '2025-01-31', hora: 23 });
        expect(diaYHoraLocal('2025-02-01T06:00:00.000Z', 'America/Mexico_City')).toEqual({ dia: '2025-02-01', hora: 0 });
        // Cancún is UTC−5: the same instant is already the next day there.
        expect(diaYHoraLocal('2025-02-01T05:30:00.000Z', 'America/Cancun')).toEqual({ dia: '2025-02-01', hora: 0 });
        // Tijuana keeps daylight saving: 2025-03-09 10:30Z is 03:30 PDT (UTC−7), after the change at 02:00 local.
        expect(diaYHoraLocal('2025-03-09T10:30:00.000Z', 'America/Tijuana')).toEqual({ dia: '2025-03-09', hora: 3 });
        expect(diaYHoraLocal(new Date('2025-03-09T09:30:00.000Z'), 'America/Tijuana')).toEqual({ dia: '2025-03-09', hora: 1 });
    });

    it('weeks are ISO: Monday 1 … Sunday 7, each named by its Monday, across months and years', () => {
        expect(['2025-03-10', '2025-03-15', '2025-03-16'].map(diaDeLaSemana)).toEqual([1, 6, 7]);
        expect(lunesDe('2025-03-16')).toBe('2025-03-10');
        expect(lunesDe('2025-03-17')).toBe('2025-03-17');
        expect(lunesDe('2025-01-01')).toBe('2024-12-30');
        expect(grupoDe('semana', '2024-03-03')).toBe('2024-02-26');
        expect(grupoDe('mes', '2024-02-29')).toBe('2024-02');
        expect(grupoDe('dia', '2024-02-29')).toBe('2024-02-29');
    });

    it('every bucket of a range, in order, both ends included', () => {
        expect(gruposDelRango('dia', '2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
        expect(gruposDelRango('semana', '2025-03-01', '2025-03-17')).toEqual(['2025-02-24', '2025-03-03', '2025-03-10', '2025-03-17']);
        expect(gruposDelRango('mes', '2024-11-30', '2025-02-01')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
        expect(gruposDelRango('dia', '2025-05-05', '2025-05-05')).toEqual(['2025-05-05']);
        expect(gruposDelRango('mes', '2025-01-01', '2025-12-31')).toHaveLength(12);
        expect(gruposDelRango('dia', '2024-01-01', '2024-12-31')).toHaveLength(366);
        expect(gruposDelRango('semana', '2024-12-30', '2025-12-28')).toHaveLength(52);
    });

    it('Spanish names', () => {
        expect(etiquetaDe('dia', '2025-03-09')).toBe('09/03/2025');
        expect(etiquetaDe('semana', '2025-03-10')).toBe('Semana del 10/03/2025');
        expect(etiquetaDe('mes', '2025-12')).toBe('diciembre de 2025');
        expect(etiquetaDeHora(3, 9)).toBe('miércoles 09:00');
    });

    it("a range as its whole months, its other whole decenas and the days outside them (what a year's report reads)", () => {
        expect(partirRango('2025-11-28', '2026-11-27')).toEqual({
            meses: ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'],
            decenas: ['2026-11/1', '2026-11/2'],
            dias: [
                ['2025-11-28', '2025-11-30'],
                ['2026-11-21', '2026-11-27'],
            ],
        });
        expect(partirRango('2024-02-01', '2024-02-29')).toEqual({ meses: ['2024-02'], decenas: [], dias: [] });
        // No whole month: decenas (21–29 of a leap February is one) and the days around them.
        expect(partirRango('2024-02-02', '2024-03-30')).toEqual({
            meses: [],
            decenas: ['2024-02/2', '2024-02/3', '2024-03/1', '2024-03/2'],
            dias: [
                ['2024-02-02', '2024-02-10'],
                ['2024-03-21', '2024-03-30'],
            ],
        });
        expect(partirRango('2025-03-05', '2025-03-07')).toEqual({ meses: [], decenas: [], dias: [['2025-03-05', '2025-03-07']] });
        expect(partirRango('2025-01-01', '2025-12-31').meses).toHaveLength(12);
        expect([clavesDePeriodo('2025-03-16'), clavesDePeriodoYDia('2025-03-31')]).toEqual([
            ['2025-03', '2025-03/2'],
            ['2025-03#1', '2025-03/3#1'],
        ]);
    });
});
