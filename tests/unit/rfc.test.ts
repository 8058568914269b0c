import fc from 'fast-check';
import { clienteInput } from '../../contracts/clientes';
import { esFechaAammdd, esRfcGenerico, esRfcValido, normalizarRfc, problemaDelRfc, RFC_EXTRANJERO, RFC_PUBLICO_EN_GENERAL } from '../../contracts/rfc';
import { normalizarTelefono } from '../../contracts/telefono';

const LETRAS = [...'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ&'];
const ALFANUMERICOS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
const dos = (n: number) => String(n).padStart(2, '0');

/** A real day of 20YY (whose leap years are those of 19YY but 1900): YYMMDD. */
const fecha = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }).map(
    (d) => `${dos(d.getUTCFullYear() % 100)}${dos(d.getUTCMonth() + 1)}${dos(d.getUTCDate())}`,
);
const letras = (n: number) => fc.array(fc.constantFrom(...LETRAS), { minLength: n, maxLength: n }).map((a) => a.join(''));
const homoclave = fc.array(fc.constantFrom(...ALFANUMERICOS), { minLength: 3, maxLength: 3 }).map((a) => a.join(''));
/** Any RFC SAT would take: a persona moral's (3 letters) or física's (4). */
const rfcValido = fc.tuple(fc.constantFrom(3, 4).chain(letras), fecha, homoclave).map((p) => p.join(''));
const espacios = fc.constantFrom('', ' ', '  ');

/** Whether YYMMDD is a date of the Gregorian calendar in 20YY, by the platform's own calendar. */
const esFechaDeCalendario = (yy: number, mm: number, dd: number) => {
    const d = new Date(Date.UTC(2000 + yy, mm - 1, dd));
    return d.getUTCFullYear() === 2000 + yy && d.getUTCMonth() === mm - 1 && d.getUTCDate() === dd;
};

describe('the RFC (contracts/rfc.ts)', () => {
    it('takes every RFC of SAT pattern, in any case and with spaces around, and keeps it in upper case', () => {
        fc.assert(
            fc.property(rfcValido, fc.boolean(), espacios, espacios, (rfc, minusculas, antes, despues) => {
                const escrito = `${antes}${minusculas ? rfc.toLowerCase() : rfc}${despues}`;
                expect(esRfcValido(escrito)).toBe(true);
                expect(normalizarRfc(escrito)).toBe(rfc);
                expect(clienteInput.parse({ nombre_completo: 'X', rfc: escrito }).rfc).toBe(rfc);
            }),
        );
    });

    it('is 12 characters for a persona moral and 13 for a física: a character more or less after the letters is refused', () => {
        fc.assert(
            // A digit: a letter right after the letters would make a valid RFC of the other kind.
            fc.property(rfcValido, fc.integer({ min: 0, max: 9 }), fc.nat(), (rfc, extra, donde) => {
                const letras = rfc.length - 9;
                const i = letras + (donde % 10);
                expect(problemaDelRfc(rfc.slice(0, i) + extra + rfc.slice(i))).toBe('formato');
                const j = letras + (donde % 9);
                expect(problemaDelRfc(rfc.slice(0, j) + rfc.slice(j + 1))).toBe('formato');
            }),
        );
        // A letter more or less is the other kind of person, as SAT has it: both valid.
        expect(esRfcValido('PEGM800101AB1')).toBe(true);
        expect(esRfcValido('PEG800101AB1')).toBe(true);
        expect(esRfcValido('PEGMA800101AB1')).toBe(false);
        expect(esRfcValido('PE800101AB1')).toBe(false);
    });

    it('takes as its date exactly the days of the calendar', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (yy, mm, dd) => {
                expect(esFechaAammdd(yy, mm, dd)).toBe(esFechaDeCalendario(yy, mm, dd));
                const rfc = `GOMA${dos(yy)}${dos(mm)}${dos(dd)}AB1`;
                expect(problemaDelRfc(rfc)).toBe(esFechaDeCalendario(yy, mm, dd) ? null : 'fecha');
            }),
        );
        // The century is not written: 29 February of '00 is 2000's (a leap year), of '01 nobody's.
        expect(esRfcValido('GOMA000229AB1')).toBe(true);
        expect(esRfcValido('GOMA010229AB1')).toBe(false);
    });

    it('refuses a character out of place: a digit among the letters, a letter in the date, a symbol in the homoclave', () => {
        fc.assert(
            fc.property(rfcValido, fc.nat(), fc.constantFrom('-', ' ', '.', 'É', '/', '*', '_'), (rfc, donde, intruso) => {
                const i = donde % rfc.length;
                expect(problemaDelRfc(rfc.slice(0, i) + intruso + rfc.slice(i + 1))).toBe('formato');
            }),
        );
        expect(problemaDelRfc('P3GM800101AB1')).toBe('formato');
        expect(problemaDelRfc('PEGM8001O1AB1')).toBe('formato');
    });

    it('knows the two generic RFCs, which are themselves valid', () => {
        for (const rfc of [RFC_PUBLICO_EN_GENERAL, RFC_EXTRANJERO]) {
            expect(esRfcValido(rfc)).toBe(true);
            expect(esRfcGenerico(rfc)).toBe(true);
        }
        expect(esRfcGenerico('XAXX010101001')).toBe(false);
    });
});

describe('the phone (contracts/telefono.ts)', () => {
    const digitos = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }).map((a) => a.join(''));
    const separadores = fc.array(fc.constantFrom(' ', '-', '.', '(', ')'), { maxLength: 2 }).map((a) => a.join(''));

    it('keeps the 10 digits of a number typed with separators and an optional +52', () => {
        fc.assert(
            fc.property(digitos, fc.array(separadores, { minLength: 11, maxLength: 11 }), fc.boolean(), (numero, seps, lada) => {
                const escrito = (lada ? '+52' + seps[10] : '') + [...numero].map((d, i) => seps[i] + d).join('');
                expect(normalizarTelefono(escrito)).toBe(numero);
            }),
        );
    });

    it('refuses any other count of digits, a letter, or another country code', () => {
        fc.assert(
            fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 20 }).filter((a) => a.length !== 10), (a) => {
                expect(normalizarTelefono(a.join(''))).toBeNull();
            }),
        );
        for (const t of ['55123456a8', '+1 5512345678', '+521 55 1234 5678', '52 55 1234 5678', '55+1234567', '']) expect(normalizarTelefono(t), t).toBeNull();
    });
});
