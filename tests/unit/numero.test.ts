import fc from 'fast-check';
import { leerCantidad, leerImporte, NUMERO_MENSAJES } from '../../contracts/numero';

/** `n` written as the shop writes it: digits grouped by commas in threes ('1,234,567'). */
const conMiles = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const centavos = fc.integer({ min: 0, max: 99_999_999_999_99 });
const unidades = fc.integer({ min: 0, max: 1_000_000_000 });
/** An amount's text: whole pesos plain or grouped, then nothing, '.d' or '.dd'. */
const importeEscrito = (c: number, agrupado: boolean, decimales: 0 | 1 | 2) => {
    const pesos = Math.floor(c / 100);
    const entero = agrupado ? conMiles(pesos) : String(pesos);
    const fraccion = String(c % 100).padStart(2, '0');
    return decimales === 0 ? entero : `${entero}.${fraccion.slice(0, decimales)}`;
};
const valorEscrito = (c: number, decimales: 0 | 1 | 2) =>
    decimales === 0 ? Math.floor(c / 100) * 100 : decimales === 1 ? Math.floor(c / 10) * 10 : c;

describe('one es-MX reading of amounts (contracts/numero.ts)', () => {
    it('reads an amount with or without thousands commas, with up to two decimals, to the cent', () => {
        fc.assert(
            fc.property(centavos, fc.boolean(), fc.constantFrom<0 | 1 | 2>(0, 1, 2), (c, agrupado, decimales) => {
                expect(leerImporte(importeEscrito(c, agrupado, decimales))).toEqual({ ok: true, valor: valorEscrito(c, decimales) });
                expect(leerImporte(`$${importeEscrito(c, agrupado, decimales)}`)).toEqual({ ok: true, valor: valorEscrito(c, decimales) });
            }),
        );
        expect(leerImporte('1,500.50')).toEqual({ ok: true, valor: 150050 });
        expect(leerImporte(' 1500.5 ')).toEqual({ ok: true, valor: 150050 });
        expect(leerImporte('.5')).toEqual({ ok: true, valor: 50 });
        expect(leerImporte('-12.30')).toEqual({ ok: true, valor: -1230 });
        expect(leerImporte(150.5)).toEqual({ ok: true, valor: 15050 });
    });

    it('refuses a decimal comma (one or two digits after the last comma) with the point message, never another amount', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.boolean(), fc.integer({ min: 0, max: 99 }), fc.boolean(), (pesos, agrupado, fr, dos) => {
                const texto = `${agrupado ? conMiles(pesos) : pesos},${dos ? String(fr).padStart(2, '0') : fr % 10}`;
                expect(leerImporte(texto)).toEqual({ ok: false, fallo: 'coma_decimal', mensaje: NUMERO_MENSAJES.comaDecimal });
                expect(leerCantidad(texto)).toMatchObject({ ok: false, fallo: 'coma_decimal' });
            }),
        );
        for (const t of ['1,5', '180,50', '1.500,50', '$180,50']) expect(leerImporte(t)).toMatchObject({ ok: false, mensaje: NUMERO_MENSAJES.comaDecimal });
    });

    it('refuses what is not a number, never reading it as 0 or 1', () => {
        fc.assert(
            fc.property(fc.string(), (texto) => {
                const lectura = leerImporte(texto);
                // Whatever is read is exactly what its digits say: the text without '$', commas and spaces around.
                if (lectura.ok) expect(lectura.valor).toBe(Math.round(Number(texto.trim().replace(/^([+-]?)\$\s*/, '$1').replace(/,/g, '')) * 100));
            }),
        );
        for (const t of ['', '   ', 'abc', '1.2.3', '1,50,0', '1 500', '12a', '.', '-', '0x10', '1e3', ',5', '1,5000', '01,500']) {
            expect(leerImporte(t)).toMatchObject({ ok: false, mensaje: expect.any(String) });
            expect(leerCantidad(t)).toMatchObject({ ok: false, mensaje: expect.any(String) });
        }
        expect(leerImporte('abc')).toMatchObject({ fallo: 'ilegible', mensaje: NUMERO_MENSAJES.importeIlegible });
        expect(leerImporte('')).toMatchObject({ fallo: 'vacio' });
    });

    it('refuses more than two decimals and amounts beyond exact cents', () => {
        expect(leerImporte('10.555')).toMatchObject({ ok: false, fallo: 'decimales', mensaje: NUMERO_MENSAJES.importeDecimales });
        expect(leerImporte(10.555)).toMatchObject({ ok: false, fallo: 'decimales' });
        expect(leerImporte('1'.repeat(20))).toMatchObject({ ok: false, fallo: 'fuera_de_rango' });
        expect(leerImporte(Number.NaN)).toMatchObject({ ok: false, fallo: 'ilegible' });
    });
});

describe('one es-MX reading of quantities (contracts/numero.ts)', () => {
    it('reads whole units, plain or with thousands commas, signed', () => {
        fc.assert(
            fc.property(unidades, fc.boolean(), fc.constantFrom('', '+', '-'), (n, agrupado, signo) => {
                const lectura = leerCantidad(`${signo}${agrupado ? conMiles(n) : n}`);
                expect(lectura).toEqual({ ok: true, valor: signo === '-' && n !== 0 ? -n : n });
            }),
        );
        expect(leerCantidad('1,500')).toEqual({ ok: true, valor: 1500 });
        expect(leerCantidad(12)).toEqual({ ok: true, valor: 12 });
    });

    it('refuses decimals instead of truncating them', () => {
        fc.assert(
            fc.property(unidades, fc.integer({ min: 0, max: 999 }), (n, fr) => {
                expect(leerCantidad(`${n}.${fr}`)).toEqual({ ok: false, fallo: 'decimales', mensaje: NUMERO_MENSAJES.cantidadEntera });
            }),
        );
        expect(leerCantidad('1.5')).toMatchObject({ ok: false, mensaje: NUMERO_MENSAJES.cantidadEntera });
        expect(leerCantidad(1.5)).toMatchObject({ ok: false, mensaje: NUMERO_MENSAJES.cantidadEntera });
        expect(leerCantidad('1,5')).toMatchObject({ ok: false, mensaje: NUMERO_MENSAJES.cantidadComa });
        expect(leerCantidad('')).toMatchObject({ ok: false, mensaje: NUMERO_MENSAJES.cantidadIlegible });
    });
});
