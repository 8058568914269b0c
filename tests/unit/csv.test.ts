import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/common/csv';

describe('toCsv (list exports)', () => {
    it('writes the Spanish headers, then one line per record, quoting what needs it', () => {
        const csv = toCsv(
            [
                { header: 'Nombre Completo', value: (c: { nombre: string; rfc: string | null }) => c.nombre },
                { header: 'RFC', value: (c: { nombre: string; rfc: string | null }) => c.rfc },
            ],
            [
                { nombre: 'Peña, Ana', rfc: 'PEAA800101AB1' },
                { nombre: 'Juan "el Güero"', rfc: null },
                { nombre: 'Dos\nlíneas', rfc: '' },
            ],
        );
        expect(csv.split('\r\n')).toEqual(['Nombre Completo,RFC', '"Peña, Ana",PEAA800101AB1', '"Juan ""el Güero""",', '"Dos\nlíneas",']);
    });

    it('writes text a spreadsheet would run as a formula with a leading apostrophe, and leaves numbers alone', () => {
        const csv = toCsv(
            [{ header: 'Valor', value: (r: { v: string | number }) => r.v }],
            [{ v: '=HYPERLINK("http://x.example","clic")' }, { v: '+52 81 1234' }, { v: '-2+3' }, { v: '@SUM(A1)' }, { v: '\tTab' }, { v: '-189.00' }, { v: -5 }, { v: 'Ana' }],
        );
        expect(csv.split('\r\n').slice(1)).toEqual([`"'=HYPERLINK(""http://x.example"",""clic"")"`, "'+52 81 1234", "'-2+3", "'@SUM(A1)", "'\tTab", '-189.00', '-5', 'Ana']);
    });

    it('writes only the headers for no records', () => {
        expect(toCsv([{ header: 'ID', value: (r: { id: number }) => r.id }], [])).toBe('ID');
    });
});
