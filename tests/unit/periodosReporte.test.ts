import { describe, expect, it } from 'vitest';
import { diaYHoraLocal } from '../../server/domain/calendario.js';
import fc from 'fast-check';
import { sumarDias } from '../../server/domain/calendario.js';
import { clavesDePeriodo, clavesDePeriodoYDia, diaDeLaSemana, partirRango, etiquetaDe, etiquetaDeHora, grupoDe, gruposDelRango, lunesDe, primerDiaDeDecena } from '../../server/modules/reportes/periodos.js';

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

    it("a range as its whole months, its other whole decenas and days, or a month less what lies outside the range (what a year's report reads)", () => {
        const LEJOS = '2100-01-01';
        // The bench's year until today (27 Nov 2026): the first month's three days added, today's month taken whole less its days after today.
        expect(partirRango('2025-11-28', '2026-11-27', '2026-11-29')).toEqual({
            meses: ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
            decenas: [],
            dias: [['2025-11-28', '2025-11-30']],
            menos: { decenas: [], dias: [['2026-11-28', '2026-11-30']] },
        });
        expect(partirRango('2024-02-01', '2024-02-29', LEJOS)).toEqual({ meses: ['2024-02'], decenas: [], dias: [], menos: { decenas: [], dias: [] } });
        // Two months but a day each: both whole, less a day.
        expect(partirRango('2024-02-02', '2024-03-30', LEJOS)).toEqual({
            meses: ['2024-02', '2024-03'],
            decenas: [],
            dias: [],
            menos: { decenas: [], dias: [['2024-02-01', '2024-02-01'], ['2024-03-31', '2024-03-31']] },
        });
        // A few days: their own rows; a decena and a few days, added up.
        expect(partirRango('2025-03-05', '2025-03-07', LEJOS)).toEqual({ meses: [], decenas: [], dias: [['2025-03-05', '2025-03-07']], menos: { decenas: [], dias: [] } });
        expect(partirRango('2025-03-08', '2025-03-20', LEJOS)).toMatchObject({ meses: [], decenas: ['2025-03/2'], dias: [['2025-03-08', '2025-03-10']] });
        // The first five days of today's month: the month's row less its next days, nearly all of which cannot hold a sale yet.
        expect(partirRango('2026-11-01', '2026-11-05', '2026-11-07')).toEqual({
            meses: ['2026-11'],
            decenas: [],
            dias: [],
            menos: { decenas: ['2026-11/2', '2026-11/3'], dias: [['2026-11-06', '2026-11-10']] },
        });
        // The same five days of a past month: added up, fewer rows.
        expect(partirRango('2026-11-01', '2026-11-05', LEJOS).meses).toEqual([]);
        expect(partirRango('2025-01-01', '2025-12-31', LEJOS).meses).toHaveLength(12);
    });

    it('every partition adds each day of its range once and every other day not at all', () => {
        const expandir = (p: ReturnType<typeof partirRango>) => {
            const veces = new Map<string, number>();
            const contar = (desde: string, hasta: string, n: number) => {
                for (const d of gruposDelRango('dia', desde, hasta)) veces.set(d, (veces.get(d) ?? 0) + n);
            };
            const decena = (k: string, n: number) => {
                const primero = primerDiaDeDecena(k);
                const fin = k.endsWith('/3') ? gruposDelRango('dia', primero, `${k.slice(0, 7)}-31`).filter((d) => d.slice(0, 7) === k.slice(0, 7)).pop() : sumarDias(primero, 9);
                contar(primero, fin as string, n);
            };
            for (const m of p.meses) contar(`${m}-01`, gruposDelRango('dia', `${m}-28`, `${m}-31`).filter((d) => d.slice(0, 7) === m).pop() as string, 1);
            p.decenas.forEach((k) => decena(k, 1));
            for (const [a, b] of p.dias) contar(a, b, 1);
            p.menos.decenas.forEach((k) => decena(k, -1));
            for (const [a, b] of p.menos.dias) contar(a, b, -1);
            return veces;
        };
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 1600 }), (inicio, largo, limite) => {
                const desde = sumarDias('2024-01-01', inicio);
                const hasta = sumarDias(desde, largo);
                const veces = expandir(partirRango(desde, hasta, sumarDias('2024-01-01', limite)));
                for (const [dia, n] of veces) expect(n, dia).toBe(dia >= desde && dia <= hasta ? 1 : 0);
                for (const dia of gruposDelRango('dia', desde, hasta)) expect(veces.get(dia), dia).toBe(1);
            }),
            { numRuns: 300 },
        );
    });

    it('names the month and decena rows a day counts in', () => {
        expect([clavesDePeriodo('2025-03-16'), clavesDePeriodoYDia('2025-03-31')]).toEqual([
            ['2025-03', '2025-03/2'],
            ['2025-03#1', '2025-03/3#1'],
        ]);
    });
});
