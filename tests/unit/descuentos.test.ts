import fc from 'fast-check';
import { centesimasDePorcentaje, desglosar, descuentoDeLinea, lineaSobreElMaximo, porcentajeDescontado, preciarLineas, repartirCentavos, repartirDescuento, type Descuento } from '../../contracts/calculo';
import { DESCUENTO_MENSAJES, descuentoInput } from '../../contracts/descuentos';

// Amounts from a cent to past a shop's largest sale; percentages as hundredths of a percent, written as the cashier does (12.5).
const importe = fc.integer({ min: 0, max: 99_999_999_99 });
const centesimas = fc.integer({ min: 1, max: 10_000 });
const porcentaje = centesimas.map((h): Descuento => ({ tipo: 'porcentaje', valor: h / 100 }));
const monto = fc.integer({ min: 1, max: 99_999_999_99 }).map((m): Descuento => ({ tipo: 'monto', valor: m }));
const descuento = fc.oneof(porcentaje, monto);
const lineas = fc.array(fc.integer({ min: 0, max: 9_999_999 }), { minLength: 1, maxLength: 40 });

describe('a line discount (contracts/calculo.ts descuentoDeLinea)', () => {
    it('a percentage is within half a cent of exactly that percentage, never below 0 nor past the line', () => {
        fc.assert(
            fc.property(importe, centesimas, (a, h) => {
                const d = descuentoDeLinea(a, { tipo: 'porcentaje', valor: h / 100 });
                expect(Number.isSafeInteger(d)).toBe(true);
                expect(d).toBeGreaterThanOrEqual(0);
                expect(d).toBeLessThanOrEqual(a);
                // |d − a·h/10000| ≤ ½ cent, in integers: never more than asked beyond the rounding cent.
                const diferencia = BigInt(d) * 20_000n - BigInt(a) * BigInt(h) * 2n;
                expect(diferencia <= 10_000n && diferencia >= -10_000n).toBe(true);
            }),
        );
        // Half away from zero: 10 % of 1005 cents is 100.5 → 101; 100 % is the whole line.
        expect(descuentoDeLinea(1005, { tipo: 'porcentaje', valor: 10 })).toBe(101);
        expect(descuentoDeLinea(1004, { tipo: 'porcentaje', valor: 10 })).toBe(100);
        expect(descuentoDeLinea(4999, { tipo: 'porcentaje', valor: 100 })).toBe(4999);
        expect(descuentoDeLinea(2000, { tipo: 'porcentaje', valor: 12.5 })).toBe(250);
        expect(descuentoDeLinea(0, { tipo: 'porcentaje', valor: 50 })).toBe(0);
    });

    it('a larger percentage never gives less', () => {
        fc.assert(
            fc.property(importe, centesimas, centesimas, (a, h1, h2) => {
                const [menor, mayor] = h1 <= h2 ? [h1, h2] : [h2, h1];
                expect(descuentoDeLinea(a, { tipo: 'porcentaje', valor: menor / 100 })).toBeLessThanOrEqual(descuentoDeLinea(a, { tipo: 'porcentaje', valor: mayor / 100 }));
            }),
        );
    });

    it('an amount is exact, but never more than the line', () => {
        fc.assert(
            fc.property(importe, fc.integer({ min: 1, max: 99_999_999_99 }), (a, m) => {
                expect(descuentoDeLinea(a, { tipo: 'monto', valor: m })).toBe(Math.min(a, m));
            }),
        );
        expect(descuentoDeLinea(5000, { tipo: 'monto', valor: 1250 })).toBe(1250);
        expect(descuentoDeLinea(3000, { tipo: 'monto', valor: 5000 })).toBe(3000);
    });

    it('refuses what is not a discount: a percentage of 0, above 100 or with three decimals, an amount of 0 or with a fraction of a cent', () => {
        for (const valor of [0, -5, 100.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY]) {
            expect(() => descuentoDeLinea(1000, { tipo: 'porcentaje', valor }), String(valor)).toThrow(RangeError);
        }
        for (const valor of [0, -1, 1.5]) expect(() => descuentoDeLinea(1000, { tipo: 'monto', valor }), String(valor)).toThrow(RangeError);
        expect(() => descuentoDeLinea(-1, { tipo: 'monto', valor: 1 })).toThrow(RangeError);
        expect(centesimasDePorcentaje(0.01)).toBe(1);
        expect(centesimasDePorcentaje(33.33)).toBe(3333);
        expect(centesimasDePorcentaje(100)).toBe(10_000);
    });
});

describe("the sale's discount over its lines (repartirDescuento)", () => {
    it('the lines add up to the sale exactly, none negative, none past its line, each within a cent of its exact share', () => {
        fc.assert(
            fc.property(lineas, descuento, (importes, d) => {
                const suma = importes.reduce((t, i) => t + i, 0);
                const total = descuentoDeLinea(suma, d);
                const partes = repartirDescuento(importes, d);
                expect(partes).toHaveLength(importes.length);
                expect(partes.reduce((t, p) => t + p, 0)).toBe(total);
                partes.forEach((p, i) => {
                    expect(Number.isSafeInteger(p)).toBe(true);
                    expect(p).toBeGreaterThanOrEqual(0);
                    expect(p).toBeLessThanOrEqual(importes[i]);
                    // |p − total·a/suma| < 1 cent
                    if (suma > 0) {
                        const diferencia = BigInt(p) * BigInt(suma) - BigInt(total) * BigInt(importes[i]);
                        expect(diferencia < BigInt(suma) && diferencia > -BigInt(suma)).toBe(true);
                    }
                });
            }),
        );
    });

    it('an amount is spread exactly; a line of 0 takes nothing; the whole sale off leaves every line at 0', () => {
        fc.assert(
            fc.property(lineas, fc.integer({ min: 1, max: 99_999_999 }), (importes, m) => {
                const suma = importes.reduce((t, i) => t + i, 0);
                const partes = repartirDescuento(importes, { tipo: 'monto', valor: m });
                expect(partes.reduce((t, p) => t + p, 0)).toBe(Math.min(m, suma));
                importes.forEach((a, i) => {
                    if (a === 0) expect(partes[i]).toBe(0);
                });
            }),
        );
        fc.assert(
            fc.property(lineas, (importes) => {
                expect(repartirDescuento(importes, { tipo: 'porcentaje', valor: 100 })).toEqual(importes);
            }),
        );
        // $10.00 off $30.00 + $60.00 + $10.00: in proportion, exact.
        expect(repartirDescuento([3000, 6000, 1000], { tipo: 'monto', valor: 1000 })).toEqual([300, 600, 100]);
        // 10 % of $3.33 + $3.33 + $3.34 is 100 cents: 33.3, 33.3, 33.4 → the cent left goes to the largest fraction.
        expect(repartirDescuento([333, 333, 334], { tipo: 'porcentaje', valor: 10 })).toEqual([33, 33, 34]);
    });

    it('ties are deterministic: equal fractions give their cents to the earlier lines, the same way every time', () => {
        expect(repartirCentavos([100, 100, 100], 2)).toEqual([1, 1, 0]);
        expect(repartirCentavos([100, 100, 100], 200)).toEqual([67, 67, 66]);
        fc.assert(
            fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 40 }), fc.nat(), (a, n, k) => {
                const importes = Array<number>(n).fill(a);
                const total = k % (a * n + 1);
                const partes = repartirCentavos(importes, total);
                expect(repartirCentavos(importes, total)).toEqual(partes);
                // Equal lines: never more than a cent apart, and the larger shares first.
                for (let i = 1; i < n; i++) expect(partes[i - 1] - partes[i]).toBeGreaterThanOrEqual(0);
                expect(partes[0] - partes[n - 1]).toBeLessThanOrEqual(1);
            }),
        );
    });

    it('refuses to spread more than the lines hold', () => {
        expect(() => repartirCentavos([100, 200], 301)).toThrow(RangeError);
        expect(repartirCentavos([100, 200], 300)).toEqual([100, 200]);
        expect(repartirCentavos([0, 0], 0)).toEqual([0, 0]);
    });
});

describe('the cap (porcentajeDescontado, lineaSobreElMaximo)', () => {
    it('a discount as a percentage of the list amount is the exact fraction rounded up to the hundredth', () => {
        fc.assert(
            fc.property(fc.integer({ min: 1, max: 99_999_999_99 }), fc.nat(), (a, n) => {
                const d = n % (a + 1);
                const h = BigInt(Math.round(porcentajeDescontado(a, d) * 100));
                // h/10000 ≥ d/a > (h − 1)/10000
                expect(h * BigInt(a) >= BigInt(d) * 10_000n).toBe(true);
                expect((h - 1n) * BigInt(a) < BigInt(d) * 10_000n).toBe(true);
            }),
        );
        expect(porcentajeDescontado(4999, 500)).toBe(10.01);
        expect(porcentajeDescontado(5000, 500)).toBe(10);
        expect(porcentajeDescontado(0, 0)).toBe(0);
    });

    it('a percentage up to the cap passes on any amount (the rounding cent never counts against it); above it, refused', () => {
        fc.assert(
            fc.property(fc.array(importe, { minLength: 1, maxLength: 10 }), centesimas, centesimas, (importes, h, tope) => {
                const conDescuento = importes.map((a) => ({ importe: a, descuento: { tipo: 'porcentaje' as const, valor: h / 100 } }));
                const sinDescuento = importes.map((a) => ({ importe: a }));
                expect(lineaSobreElMaximo(conDescuento, null, tope)).toBe(h <= tope ? null : 0);
                // The sale's percentage on lines without discounts of their own: the same rule.
                const venta = lineaSobreElMaximo(sinDescuento, { tipo: 'porcentaje', valor: h / 100 }, tope);
                expect(venta).toBe(h <= tope ? null : 0);
            }),
        );
        // 10 % off $10.05 is 101 cents, 10.05 % of it: a 10 % cap lets it through.
        expect(lineaSobreElMaximo([{ importe: 1005, descuento: { tipo: 'porcentaje', valor: 10 } }], null, 1000)).toBeNull();
    });

    it('an amount counts as the exact fraction of what it comes off', () => {
        fc.assert(
            fc.property(fc.integer({ min: 1, max: 99_999_999_99 }), centesimas, (a, tope) => {
                const permitido = Number((BigInt(a) * BigInt(tope)) / 10_000n);
                const linea = (m: number) => [{ importe: a, descuento: { tipo: 'monto' as const, valor: m } }];
                if (permitido > 0) expect(lineaSobreElMaximo(linea(permitido), null, tope)).toBeNull();
                if (permitido < a) expect(lineaSobreElMaximo(linea(permitido + 1), null, tope)).toBe(0);
            }),
        );
        // $5.00 off $49.99 is 10.002 %: above a 10 % cap; $4.99 is not.
        expect(lineaSobreElMaximo([{ importe: 4999, descuento: { tipo: 'monto', valor: 500 } }], null, 1000)).toBe(0);
        expect(lineaSobreElMaximo([{ importe: 4999, descuento: { tipo: 'monto', valor: 499 } }], null, 1000)).toBeNull();
        // The sale's amount is a fraction of the lines after their own discounts: $10 off $100 is 10 %.
        expect(lineaSobreElMaximo([{ importe: 6000 }, { importe: 4000 }], { tipo: 'monto', valor: 1000 }, 1000)).toBeNull();
        expect(lineaSobreElMaximo([{ importe: 6000 }, { importe: 4000 }], { tipo: 'monto', valor: 1001 }, 1000)).toBe(0);
    });

    it("a line's own discount and the sale's stack: 10 % and 10 % is 19 % off that line", () => {
        const lineas = [{ importe: 5000 }, { importe: 5000, descuento: { tipo: 'porcentaje' as const, valor: 10 } }];
        const venta = { tipo: 'porcentaje' as const, valor: 10 };
        expect(lineaSobreElMaximo(lineas, venta, 1000)).toBe(1);
        expect(lineaSobreElMaximo(lineas, venta, 1899)).toBe(1);
        expect(lineaSobreElMaximo(lineas, venta, 1900)).toBeNull();
        expect(lineaSobreElMaximo(lineas, null, 1000)).toBeNull();
        // A cap of 0 refuses any discount; of 100, none.
        expect(lineaSobreElMaximo(lineas, null, 0)).toBe(1);
        expect(lineaSobreElMaximo(lineas, { tipo: 'porcentaje', valor: 100 }, 10_000)).toBeNull();
        expect(() => lineaSobreElMaximo(lineas, null, 10_001)).toThrow(RangeError);
        expect(() => lineaSobreElMaximo(lineas, null, 10.5)).toThrow(RangeError);
    });
});

describe("a sale's lines priced with their discounts (preciarLineas)", () => {
    const lineaConDescuento = fc.record({ importe: fc.integer({ min: 0, max: 9_999_999 }), descuento: fc.option(descuento, { nil: undefined }) });

    it('each line is its list amount less its own discount and its share of the sale\'s; the lines add up to the sale exactly', () => {
        fc.assert(
            fc.property(fc.array(lineaConDescuento, { minLength: 1, maxLength: 40 }), fc.option(descuento, { nil: null }), (lineas, deVenta) => {
                const preciadas = preciarLineas(lineas, deVenta);
                const propios = lineas.map((l) => (l.descuento ? descuentoDeLinea(l.importe, l.descuento) : 0));
                const restantes = lineas.map((l, i) => l.importe - propios[i]);
                const totalDeVenta = deVenta ? descuentoDeLinea(restantes.reduce((t, r) => t + r, 0), deVenta) : 0;
                preciadas.forEach((p, i) => {
                    expect(p.importeLista).toBe(lineas[i].importe);
                    expect(p.descuentoPropio).toBe(propios[i]);
                    expect(p.descuento).toBe(p.descuentoPropio + p.descuentoDeVenta);
                    expect(p.importeCobrado).toBe(p.importeLista - p.descuento);
                    expect(p.importeCobrado).toBeGreaterThanOrEqual(0);
                    expect(p.descuentoDeVenta).toBeGreaterThanOrEqual(0);
                });
                const suma = (k: 'importeLista' | 'descuento' | 'descuentoDeVenta' | 'importeCobrado') => preciadas.reduce((t, p) => t + p[k], 0);
                expect(suma('descuentoDeVenta')).toBe(totalDeVenta);
                expect(suma('importeCobrado')).toBe(suma('importeLista') - propios.reduce((t, d) => t + d, 0) - totalDeVenta);
                expect(suma('importeCobrado') + suma('descuento')).toBe(suma('importeLista'));
            }),
        );
    });

    it('a cashier\'s sale: 10 % off one line, $20.00 off the sale, what each line is charged and its taxes split', () => {
        const preciadas = preciarLineas(
            [{ importe: 11600, descuento: { tipo: 'porcentaje', valor: 10 } }, { importe: 5800 }, { importe: 0 }],
            { tipo: 'monto', valor: 2000 },
        );
        // $104.40 and $58.00 remain: $20.00 spread as 1285.71… and 714.28… cents → 1286 + 714 (the larger fraction).
        expect(preciadas).toEqual([
            { importeLista: 11600, descuentoPropio: 1160, descuentoDeVenta: 1286, descuento: 2446, importeCobrado: 9154 },
            { importeLista: 5800, descuentoPropio: 0, descuentoDeVenta: 714, descuento: 714, importeCobrado: 5086 },
            { importeLista: 0, descuentoPropio: 0, descuentoDeVenta: 0, descuento: 0, importeCobrado: 0 },
        ]);
        // Taxes divide what was charged: base + IVA is the charged amount to the cent.
        const { base, ieps, iva } = desglosar(preciadas[0].importeCobrado, { iva: 160_000, ieps: null });
        expect([base + ieps + iva, base, iva]).toEqual([9154, 7891, 1263]);
        // No discount at all: every line charged its list amount.
        expect(preciarLineas([{ importe: 999 }, { importe: 1 }]).map((p) => p.importeCobrado)).toEqual([999, 1]);
        expect(() => preciarLineas([{ importe: -1 }])).toThrow(RangeError);
    });
});

describe('descuentoInput (contracts/descuentos.ts)', () => {
    const leer = (valor: unknown) => descuentoInput.safeParse(valor);
    const mensaje = (valor: unknown) => leer(valor).error?.issues.map((i) => ({ path: i.path, message: i.message }));

    it('reads a percentage as a JSON number of up to two decimals, an amount as every amount is read (to cents)', () => {
        expect(leer({ tipo: 'porcentaje', valor: 12.5 }).data).toEqual({ tipo: 'porcentaje', valor: 12.5 });
        expect(leer({ tipo: 'porcentaje', valor: 100 }).data).toEqual({ tipo: 'porcentaje', valor: 100 });
        expect(leer({ tipo: 'porcentaje', valor: 0.01 }).data).toEqual({ tipo: 'porcentaje', valor: 0.01 });
        expect(leer({ tipo: 'monto', valor: '1,250.50' }).data).toEqual({ tipo: 'monto', valor: 125050 });
        expect(leer({ tipo: 'monto', valor: 50 }).data).toEqual({ tipo: 'monto', valor: 5000 });
        expect(leer({ tipo: 'monto', valor: 0.01 }).data).toEqual({ tipo: 'monto', valor: 1 });
        fc.assert(
            fc.property(centesimas, (h) => {
                expect(descuentoDeLinea(10_000, leer({ tipo: 'porcentaje', valor: h / 100 }).data!)).toBe(h);
            }),
        );
    });

    it('refuses the rest with a Spanish message on the field', () => {
        const porcentaje = [{ path: ['valor'], message: DESCUENTO_MENSAJES.porcentaje }];
        for (const valor of [0, -10, 100.01, 12.345, '10', null, true, undefined]) expect(mensaje({ tipo: 'porcentaje', valor }), String(valor)).toEqual(porcentaje);
        const monto = [{ path: ['valor'], message: DESCUENTO_MENSAJES.monto }];
        for (const valor of [0, '0.00', -5, '10.555', 'abc', '', null, [], undefined]) expect(mensaje({ tipo: 'monto', valor }), String(valor)).toEqual(monto);
        expect(mensaje({ tipo: 'monto', valor: '180,50' })?.[0].message).toMatch(/^Use punto para los decimales/);
        expect(mensaje({ tipo: 'regalo', valor: 10 })).toEqual([{ path: ['tipo'], message: DESCUENTO_MENSAJES.tipo }]);
        expect(DESCUENTO_MENSAJES.tipo).toBe('El tipo de descuento debe ser uno de: porcentaje, monto.');
    });

    it("the cap's 403 says the maximum, given in hundredths of a percent as the checkout holds it", () => {
        expect(DESCUENTO_MENSAJES.excedeMaximo(1000)).toBe('El descuento excede el máximo permitido de 10 %. Solicite autorización a un supervisor.');
        expect(DESCUENTO_MENSAJES.excedeMaximo(1250)).toBe('El descuento excede el máximo permitido de 12.5 %. Solicite autorización a un supervisor.');
        expect(DESCUENTO_MENSAJES.excedeMaximo(1234)).toContain(' 12.34 %.');
    });
});
