import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conBarras, DIA_MENSAJES, leerDia, textoDeDia } from '../../src/common/dia';

describe('a day written dd/mm/aaaa (src/common/dia.ts)', () => {
    it('reads dd/mm/aaaa as the API takes it, YYYY-MM-DD', () => {
        expect(leerDia('04/03/2025')).toEqual({ dia: '2025-03-04', error: null });
        expect(leerDia(' 29/02/2024 ')).toEqual({ dia: '2024-02-29', error: null });
    });

    it('takes a one-digit day or month, dots or dashes, the eight digits together, and a pasted YYYY-MM-DD', () => {
        for (const texto of ['4/3/2025', '04.03.2025', '4-3-2025', '04032025', '2025-03-04']) expect(leerDia(texto).dia, texto).toBe('2025-03-04');
    });

    it('reads a blank text as no day', () => {
        expect(leerDia('   ')).toEqual({ dia: null, error: null });
    });

    it('says in Spanish that an impossible day does not exist', () => {
        expect(leerDia('31/02/2025')).toEqual({ dia: null, error: 'La fecha 31/02/2025 no existe.' });
        expect(leerDia('29/02/2025').error).toBe('La fecha 29/02/2025 no existe.');
        expect(leerDia('1/13/2025').error).toBe('La fecha 01/13/2025 no existe.');
        expect(leerDia('00/01/2025').error).toBe('La fecha 00/01/2025 no existe.');
    });

    it('asks for dd/mm/aaaa when the text is no date, and keeps to the years the API takes', () => {
        for (const texto of ['04/03', '04/03/25', 'mañana', '2025/03/04', '04/03/2025x']) expect(leerDia(texto).error, texto).toBe('Escriba la fecha como dd/mm/aaaa.');
        expect(leerDia('01/01/1899').error).toBe(DIA_MENSAJES.fueraDeRango);
        expect(leerDia('31/12/2999').dia).toBe('2999-12-31');
    });

    it('shows YYYY-MM-DD as dd/mm/aaaa, and nothing for no day', () => {
        expect(textoDeDia('2025-03-04')).toBe('04/03/2025');
        expect(textoDeDia('')).toBe('');
        expect(textoDeDia(undefined)).toBe('');
    });

    it('reads back every day it shows', () => {
        const dia = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
        fc.assert(fc.property(dia, (d) => leerDia(textoDeDia(d)).dia === d));
    });

    it('puts the slashes in as the day and the month are typed, never while erasing', () => {
        const teclear = (teclas: string) => [...teclas].reduce((texto, tecla) => conBarras(texto, texto + tecla), '');
        expect(teclear('04032025')).toBe('04/03/2025');
        expect(teclear('4/3/2025')).toBe('4/3/2025');
        expect(teclear('04/03/2025')).toBe('04/03/2025');
        expect(conBarras('04/', '04')).toBe('04');
        expect(conBarras('04/03/', '04/03')).toBe('04/03');
    });
});
