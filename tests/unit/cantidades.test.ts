import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImporteFueraDeRango, importeDeMilesimas, parteDevuelta, NADA_DEVUELTO, totalDeMilesimas } from '../../contracts/calculo';
import { milesimasInput } from '../../contracts/money';
import { CANTIDAD_DECIMAL_MENSAJES, leerMilesimas } from '../../contracts/numero';
import {
    aMilesimas,
    cantidadAdmitida,
    deMilesimas,
    ETIQUETAS_UNIDAD,
    formatearCantidadConUnidad,
    formatearMilesimas,
    formatearMovimientoConUnidad,
    mensajeDePieza,
    UNIDADES,
} from '../../contracts/unidades';

/** round(a / b) half away from zero, in bigint: the reference the module is checked against. */
const redondeo = (a: bigint, b: bigint) => {
    const q = a / b;
    const r = a % b;
    const abs = r < 0n ? -r : r;
    return 2n * abs >= b ? q + (a < 0n ? -1n : 1n) : q;
};

describe('a line priced by thousandths (contracts/calculo.ts importeDeMilesimas)', () => {
    it('is round(price × quantity) to the cent, half away from zero, exact for any quantity and price', () => {
        fc.assert(
            fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.integer({ min: 0, max: 99_999_999_99 }), (cantidad, precio) => {
                const esperado = redondeo(BigInt(cantidad) * BigInt(precio), 1000n);
                if (esperado > BigInt(Number.MAX_SAFE_INTEGER) || -esperado > BigInt(Number.MAX_SAFE_INTEGER)) {
                    expect(() => importeDeMilesimas({ cantidad, precio })).toThrow(ImporteFueraDeRango);
                } else expect(importeDeMilesimas({ cantidad, precio })).toBe(Number(esperado));
            }),
        );
    });

    it('whole pieces are exactly units × price, as before', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 99_999_999 }), (unidades, precio) => {
                expect(importeDeMilesimas({ cantidad: unidades * 1000, precio })).toBe(unidades * precio);
            }),
        );
    });

    it('rounds the halves away from zero where floats would not', () => {
        expect(importeDeMilesimas({ cantidad: 750, precio: 3333 })).toBe(2500); // 24.9975
        expect(importeDeMilesimas({ cantidad: 5, precio: 100 })).toBe(1); // 0.5 cent
        expect(importeDeMilesimas({ cantidad: -5, precio: 100 })).toBe(-1);
        expect(importeDeMilesimas({ cantidad: 4, precio: 100 })).toBe(0);
        expect(importeDeMilesimas({ cantidad: 1005, precio: 1000 })).toBe(1005); // 1.005 kg at $10.00
        expect(importeDeMilesimas({ cantidad: 250, precio: 4590 })).toBe(1148); // 11.475 → 11.48
        expect(totalDeMilesimas([{ cantidad: 750, precio: 3333 }, { cantidad: 2000, precio: 1999 }])).toBe(2500 + 3998);
        expect(() => importeDeMilesimas({ cantidad: 0.5, precio: 100 })).toThrow(ImporteFueraDeRango);
    });

    it("a line's returns in thousandths add up to it exactly (parteDevuelta takes any integer unit)", () => {
        fc.assert(
            fc.property(
                fc.integer({ min: 1, max: 50_000 }),
                fc.integer({ min: 1, max: 9_999_999 }),
                fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 8 }),
                (cantidad, precio, pasos) => {
                    const importe = importeDeMilesimas({ cantidad, precio });
                    const linea = { cantidad, importe, base: importe, ieps: 0, iva: 0 };
                    let devuelto = { ...NADA_DEVUELTO };
                    for (const paso of pasos) {
                        const c = Math.min(paso, cantidad - devuelto.cantidad);
                        if (c <= 0) break;
                        const parte = parteDevuelta(linea, devuelto, c);
                        expect(parte.monto).toBeGreaterThanOrEqual(0);
                        devuelto = { cantidad: devuelto.cantidad + c, monto: devuelto.monto + parte.monto, base: devuelto.base + parte.base, ieps: 0, iva: 0 };
                    }
                    if (devuelto.cantidad < cantidad) {
                        const ultima = parteDevuelta(linea, devuelto, cantidad - devuelto.cantidad);
                        devuelto = { ...devuelto, cantidad, monto: devuelto.monto + ultima.monto };
                    }
                    expect(devuelto.monto).toBe(importe);
                },
            ),
        );
    });
});

describe('reading a typed quantity in thousandths (contracts/numero.ts leerMilesimas)', () => {
    it("reads '0.750', '.5', '3', '1,500.5' and JSON numbers exactly", () => {
        expect(leerMilesimas('0.750')).toEqual({ ok: true, valor: 750 });
        expect(leerMilesimas(' 0.75 ')).toEqual({ ok: true, valor: 750 });
        expect(leerMilesimas('.5')).toEqual({ ok: true, valor: 500 });
        expect(leerMilesimas('3')).toEqual({ ok: true, valor: 3000 });
        expect(leerMilesimas('25.5')).toEqual({ ok: true, valor: 25500 });
        expect(leerMilesimas('1,500.5')).toEqual({ ok: true, valor: 1_500_500 });
        expect(leerMilesimas('-0.25')).toEqual({ ok: true, valor: -250 });
        expect(leerMilesimas(0.75)).toEqual({ ok: true, valor: 750 });
        expect(leerMilesimas(1.005)).toEqual({ ok: true, valor: 1005 });
        expect(leerMilesimas(2)).toEqual({ ok: true, valor: 2000 });
        expect(leerMilesimas(0)).toEqual({ ok: true, valor: 0 });
    });

    it('refuses four decimals, a decimal comma, blank and text, never rounding nor guessing', () => {
        expect(leerMilesimas('0.7505')).toMatchObject({ ok: false, fallo: 'decimales', mensaje: CANTIDAD_DECIMAL_MENSAJES.decimales });
        expect(leerMilesimas(0.7505)).toMatchObject({ ok: false, fallo: 'decimales' });
        expect(leerMilesimas(1e-7)).toMatchObject({ ok: false, fallo: 'decimales' });
        expect(leerMilesimas('0,75')).toMatchObject({ ok: false, fallo: 'coma_decimal', mensaje: CANTIDAD_DECIMAL_MENSAJES.coma });
        expect(leerMilesimas('')).toMatchObject({ ok: false, fallo: 'vacio' });
        expect(leerMilesimas('abc')).toMatchObject({ ok: false, fallo: 'ilegible' });
        expect(leerMilesimas('1.2.3')).toMatchObject({ ok: false, fallo: 'ilegible' });
        expect(leerMilesimas(Number.NaN)).toMatchObject({ ok: false, fallo: 'ilegible' });
        expect(leerMilesimas(1e21)).toMatchObject({ ok: false, fallo: 'fuera_de_rango' });
    });

    it('any number with up to three decimals reads back to what deMilesimas prints', () => {
        fc.assert(
            fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (m) => {
                expect(leerMilesimas(deMilesimas(m))).toEqual({ ok: true, valor: m === 0 ? 0 : m });
                expect(leerMilesimas(String(deMilesimas(m)))).toEqual({ ok: true, valor: m === 0 ? 0 : m });
                expect(aMilesimas(deMilesimas(m))).toBe(m === 0 ? 0 : m);
                expect(JSON.parse(JSON.stringify(deMilesimas(m)))).toBe(deMilesimas(m));
            }),
        );
        expect(JSON.stringify({ cantidad: deMilesimas(750) })).toBe('{"cantidad":0.75}');
        expect(JSON.stringify({ cantidad: deMilesimas(3000) })).toBe('{"cantidad":3}');
    });

    it("the API's zod input parses to thousandths with the field's message", () => {
        const esquema = milesimasInput('La cantidad no es válida.');
        expect(esquema.parse(0.75)).toBe(750);
        expect(esquema.parse('25.5')).toBe(25500);
        expect(esquema.safeParse('abc').error?.issues[0].message).toBe('La cantidad no es válida.');
        expect(esquema.safeParse(0.7505).error?.issues[0].message).toBe(CANTIDAD_DECIMAL_MENSAJES.decimales);
        expect(esquema.safeParse(null).success).toBe(false);
        expect(esquema.safeParse(true).success).toBe(false);
    });
});

describe('units (contracts/unidades.ts)', () => {
    it('has the five units with their Spanish labels', () => {
        expect(UNIDADES).toEqual(['pieza', 'kg', 'g', 'l', 'm']);
        expect(Object.values(ETIQUETAS_UNIDAD)).toEqual(['Pieza', 'Kilogramo', 'Gramo', 'Litro', 'Metro']);
    });

    it('a piece takes whole units only; weights, volumes and lengths any thousandth', () => {
        expect(cantidadAdmitida(1500, 'pieza')).toBe(false);
        expect(cantidadAdmitida(2000, 'pieza')).toBe(true);
        expect(cantidadAdmitida(750, 'kg')).toBe(true);
        expect(cantidadAdmitida(1, 'm')).toBe(true);
        expect(mensajeDePieza('Martillo')).toBe("El producto 'Martillo' se vende por pieza: la cantidad debe ser un número entero.");
    });

    it('formats a quantity with its unit: pieces whole, the rest with three decimals', () => {
        expect(formatearMilesimas(1250, 'kg')).toBe('1.250 kg');
        expect(formatearMilesimas(3000, 'pieza')).toBe('3 pzas');
        expect(formatearMilesimas(1000, 'pieza')).toBe('1 pza');
        expect(formatearMilesimas(0, 'pieza')).toBe('0 pzas');
        expect(formatearMilesimas(1_500_000, 'pieza')).toBe('1,500 pzas');
        expect(formatearMilesimas(500, 'l')).toBe('0.500 l');
        expect(formatearMilesimas(2500, 'm')).toBe('2.500 m');
        expect(formatearMilesimas(250_000, 'g')).toBe('250.000 g');
        expect(formatearMilesimas(1_234_567_890, 'kg')).toBe('1,234,567.890 kg');
        expect(formatearMilesimas(-250, 'kg')).toBe('-0.250 kg');
        expect(formatearCantidadConUnidad(1.25, 'kg')).toBe('1.250 kg');
        expect(formatearCantidadConUnidad(3)).toBe('3 pzas');
        expect(formatearCantidadConUnidad(null, 'kg')).toBe('0.000 kg');
        expect(formatearMovimientoConUnidad(1.25, 'kg')).toBe('+1.250 kg');
        expect(formatearMovimientoConUnidad(-3, 'pieza')).toBe('-3 pzas');
    });

    it('the digits come from integers: every thousandth prints exactly', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (m) => {
                const texto = formatearMilesimas(m, 'kg');
                expect(leerMilesimas(texto.replace(/ kg$/, ''))).toEqual({ ok: true, valor: m });
            }),
        );
    });
});
