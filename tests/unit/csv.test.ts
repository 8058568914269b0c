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

    it('writes only the headers for no records', () => {
        expect(toCsv([{ header: 'ID', value: (r: { id: number }) => r.id }], [])).toBe('ID');
    });
});
