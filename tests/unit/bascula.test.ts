import fc from 'fast-check';
import {
    BASCULA_MENSAJES,
    cantidadDelImporte,
    construirEtiqueta,
    DECIMALES_MAXIMOS,
    digitoVerificadorEan13,
    type FormatoEtiqueta,
    leerEtiquetaDeBascula,
    leerPrefijos,
    skusDelCodigo,
    textoDePrefijos,
} from '../../contracts/bascula';
import { EMPRESA_MENSAJES, empresaInput, leerCentesimasDePorcentaje } from '../../contracts/empresa';

/** The usual Mexican scale's label: 20–29, 5 digits of PLU, the weight in grams. */
const PESO: FormatoEtiqueta = { prefijos: ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'], longitud_codigo: 5, contenido: 'peso', longitud_valor: 5, decimales: 3 };
const PRECIO: FormatoEtiqueta = { ...PESO, contenido: 'precio', decimales: 2 };

const digitos = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** Any format whose fields make 13 digits, with a prefix list of one length. */
const formato = fc
    .record({ p: fc.integer({ min: 1, max: 3 }), c: fc.integer({ min: 1, max: 10 }), contenido: fc.constantFrom<'peso' | 'precio'>('peso', 'precio') })
    .filter(({ p, c }) => 12 - p - c >= 1 && 12 - p - c <= 10)
    .chain(({ p, c, contenido }) =>
        fc.record({
            prefijos: fc.uniqueArray(digitos(p), { minLength: 1, maxLength: 5 }).map((ps) => ps.sort()),
            longitud_codigo: fc.constant(c),
            contenido: fc.constant(contenido),
            longitud_valor: fc.constant(12 - p - c),
            decimales: fc.integer({ min: 0, max: DECIMALES_MAXIMOS[contenido] }),
        }),
    );

/** A format, one of its prefixes, a product code and a non-zero value that fits the value's field. */
const etiqueta = formato.chain((f) =>
    fc.record({
        f: fc.constant(f),
        prefijo: fc.constantFrom(...f.prefijos),
        codigo: digitos(f.longitud_codigo),
        valor: fc
            .integer({ min: 1, max: Math.min(10 ** f.longitud_valor - 1, Number.MAX_SAFE_INTEGER / 1000) })
            .map((v) => v * 10 ** (DECIMALES_MAXIMOS[f.contenido] - f.decimales)),
    }),
);

describe('scale labels (contracts/bascula.ts)', () => {
    it("EAN-13's check digit: weights 1 and 3 from the left", () => {
        expect(digitoVerificadorEan13('400638133393')).toBe(1); // 4006381333931, a real EAN-13
        expect(digitoVerificadorEan13('750100011212')).toBe(8);
        expect(digitoVerificadorEan13('201234501250')).toBe(9);
    });

    it('reads the weight in thousandths of a kg, or the price in cents, and the product code', () => {
        expect(leerEtiquetaDeBascula('2012345012509', PESO)).toEqual({ codigo_producto: '12345', cantidad: 1250 });
        expect(leerEtiquetaDeBascula('2900012007500', PESO)).toEqual({ codigo_producto: '00012', cantidad: 750 });
        const precio = construirEtiqueta(PRECIO, '21', '12345', 3750)!;
        expect(precio).toBe('2112345037509');
        expect(leerEtiquetaDeBascula(precio, PRECIO)).toEqual({ codigo_producto: '12345', importe: 3750 });
        // Weight in tens of grams (2 decimals): 00125 is 1.25 kg.
        expect(leerEtiquetaDeBascula(construirEtiqueta({ ...PESO, decimales: 2 }, '20', '12345', 1250)!, { ...PESO, decimales: 2 })).toEqual({ codigo_producto: '12345', cantidad: 1250 });
    });

    it('a bad check digit is refused with its message, never guessed', () => {
        expect(leerEtiquetaDeBascula('2012345012508', PESO)).toEqual({ error: BASCULA_MENSAJES.digitoVerificador });
        expect(BASCULA_MENSAJES.digitoVerificador).toBe('La etiqueta de báscula no es válida: el dígito verificador no coincide.');
    });

    it('a zero weight or price is refused', () => {
        expect(leerEtiquetaDeBascula(construirEtiqueta(PESO, '20', '12345', 0)!, PESO)).toEqual({ error: BASCULA_MENSAJES.valorCero('peso') });
        expect(leerEtiquetaDeBascula(construirEtiqueta(PRECIO, '20', '12345', 0)!, PRECIO)).toEqual({ error: BASCULA_MENSAJES.valorCero('precio') });
    });

    it('not a label of the format: null (another prefix, another length, letters, no format)', () => {
        expect(leerEtiquetaDeBascula('7501000112128', PESO)).toBeNull();
        expect(leerEtiquetaDeBascula('201234501250', PESO)).toBeNull();
        expect(leerEtiquetaDeBascula('20123450125090', PESO)).toBeNull();
        expect(leerEtiquetaDeBascula('20123450125A9', PESO)).toBeNull();
        expect(leerEtiquetaDeBascula('2012345012509', null)).toBeNull();
        expect(leerEtiquetaDeBascula('2012345012509', { ...PESO, prefijos: ['21'] })).toBeNull();
    });

    it('property: every label built from a format and values parses back to them', () => {
        fc.assert(
            fc.property(etiqueta, ({ f, prefijo, codigo, valor }) => {
                const texto = construirEtiqueta(f, prefijo, codigo, valor);
                expect(texto).toHaveLength(13);
                const leida = leerEtiquetaDeBascula(texto!, f);
                expect(leida).toEqual(f.contenido === 'peso' ? { codigo_producto: codigo, cantidad: valor } : { codigo_producto: codigo, importe: valor });
            }),
            { numRuns: 500 },
        );
    });

    it('property: any single-digit change is caught (the check digit, or no longer a label of the format), never read as another label', () => {
        fc.assert(
            fc.property(etiqueta, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 9 }), ({ f, prefijo, codigo, valor }, posicion, suma) => {
                const texto = construirEtiqueta(f, prefijo, codigo, valor)!;
                const cambiado = `${texto.slice(0, posicion)}${(Number(texto[posicion]) + suma) % 10}${texto.slice(posicion + 1)}`;
                const leida = leerEtiquetaDeBascula(cambiado, f);
                if (f.prefijos.some((p) => cambiado.startsWith(p))) expect(leida).toEqual({ error: BASCULA_MENSAJES.digitoVerificador });
                else expect(leida).toBeNull();
            }),
            { numRuns: 1000 },
        );
    });

    it('builds nothing that does not fit the fields', () => {
        expect(construirEtiqueta(PESO, '20', '1234', 1250)).toBeNull();
        expect(construirEtiqueta(PESO, '20', '12345', 100_000)).toBeNull();
        expect(construirEtiqueta({ ...PESO, decimales: 2 }, '20', '12345', 1255)).toBeNull();
    });

    it("the SKUs a code is looked up as: as printed, then without its leading zeros", () => {
        expect(skusDelCodigo('12345')).toEqual(['12345']);
        expect(skusDelCodigo('00012')).toEqual(['00012', '12']);
        expect(skusDelCodigo('00000')).toEqual(['00000', '0']);
    });

    it('property: the weight of a price label is the price ÷ the unit price, to the nearest thousandth', () => {
        fc.assert(
            fc.property(fc.integer({ min: 1, max: 99_999_99 }), fc.integer({ min: 1, max: 99_999_99 }), (importe, precio) => {
                const cantidad = cantidadDelImporte(importe, precio)!;
                // |cantidad × precio − importe × 1000| ≤ precio / 2, in integers.
                expect(Math.abs(2 * (cantidad * precio - importe * 1000))).toBeLessThanOrEqual(precio);
            }),
        );
        expect(cantidadDelImporte(3750, 3000)).toBe(1250);
        expect(cantidadDelImporte(100, 0)).toBeNull();
    });

    it('prefixes as a shop writes them, and back', () => {
        expect(leerPrefijos('20-29')).toEqual(['20', '21', '22', '23', '24', '25', '26', '27', '28', '29']);
        expect(leerPrefijos(' 02, 20 – 22 ,21')).toEqual(['02', '20', '21', '22']);
        expect(leerPrefijos('29-20')).toBeNull();
        expect(leerPrefijos('2-29')).toBeNull();
        expect(leerPrefijos('2A')).toBeNull();
        expect(leerPrefijos(' , ')).toBeNull();
        expect(textoDePrefijos(['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'])).toBe('20-29');
        expect(textoDePrefijos(['02', '20', '21', '23'])).toBe('02, 20-21, 23');
        fc.assert(
            fc.property(fc.uniqueArray(digitos(2), { minLength: 1, maxLength: 30 }), (prefijos) => {
                expect(leerPrefijos(textoDePrefijos(prefijos))).toEqual([...prefijos].sort());
            }),
        );
    });
});

describe('the settings of issue 33 in the PUT contract (contracts/empresa.ts)', () => {
    const base = { nombre: 'Abarrotes', zona_horaria: 'America/Mexico_City', caja_obligatoria: false };
    const errores = (cuerpo: Record<string, unknown>) => {
        const r = empresaInput.safeParse({ ...base, ...cuerpo });
        return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };

    it('left out: no scale labels and a 10 % cap', () => {
        const r = empresaInput.parse(base);
        expect(r.etiqueta_bascula).toBeNull();
        expect(r.descuento_maximo).toBe(1000);
    });

    it('takes the format with its prefixes as a range or a list, and the cap in hundredths of a percent', () => {
        const r = empresaInput.parse({ ...base, etiqueta_bascula: { ...PESO, prefijos: '20-29' }, descuento_maximo: '12.5' });
        expect(r.etiqueta_bascula).toEqual(PESO);
        expect(r.descuento_maximo).toBe(1250);
        expect(empresaInput.parse({ ...base, etiqueta_bascula: { ...PRECIO, prefijos: ['21', '20'] } }).etiqueta_bascula).toEqual({ ...PRECIO, prefijos: ['20', '21'] });
        expect([0, 100, 0.01, '99.99', 33.3].map(leerCentesimasDePorcentaje)).toEqual([0, 10_000, 1, 9999, 3330]);
        expect([100.01, -1, 1.005, '1e2', '', Number.NaN, '12,5'].map(leerCentesimasDePorcentaje)).toEqual([null, null, null, null, null, null, null]);
    });

    it('refuses a format that is not 13 digits, decimals finer than the kg thousandths or the cents, and bad fields, in Spanish', () => {
        expect(errores({ etiqueta_bascula: { ...PESO, longitud_valor: 6 } })).toEqual([['etiqueta_bascula.longitud_valor', EMPRESA_MENSAJES.longitudTotal(2, 5, 6)]]);
        expect(EMPRESA_MENSAJES.longitudTotal(2, 5, 6)).toBe('El prefijo (2), el código (5), el valor (6) y el dígito verificador deben sumar 13 dígitos: ahora suman 14.');
        expect(errores({ etiqueta_bascula: { ...PESO, decimales: 4 } })).toEqual([['etiqueta_bascula.decimales', EMPRESA_MENSAJES.decimales('peso')]]);
        expect(errores({ etiqueta_bascula: { ...PRECIO, decimales: 3 } })).toEqual([['etiqueta_bascula.decimales', EMPRESA_MENSAJES.decimales('precio')]]);
        expect(errores({ etiqueta_bascula: { ...PESO, prefijos: '2, 20' } })).toEqual([['etiqueta_bascula.prefijos', EMPRESA_MENSAJES.prefijosLongitud]]);
        expect(errores({ etiqueta_bascula: { ...PESO, prefijos: 'veinte' } })).toEqual([['etiqueta_bascula.prefijos', EMPRESA_MENSAJES.prefijos]]);
        expect(errores({ etiqueta_bascula: { ...PESO, prefijos: [20] } })).toEqual([['etiqueta_bascula.prefijos', EMPRESA_MENSAJES.prefijos]]);
        expect(errores({ etiqueta_bascula: { ...PESO, contenido: 'volumen' } })).toEqual([['etiqueta_bascula.contenido', EMPRESA_MENSAJES.contenido]]);
        expect(errores({ etiqueta_bascula: { ...PESO, longitud_codigo: 0 } })).toEqual([['etiqueta_bascula.longitud_codigo', EMPRESA_MENSAJES.longitudCodigo]]);
        expect(errores({ etiqueta_bascula: 'EAN-13' })).toEqual([['etiqueta_bascula', EMPRESA_MENSAJES.etiquetaBascula]]);
        expect(errores({ descuento_maximo: 150 })).toEqual([['descuento_maximo', EMPRESA_MENSAJES.descuentoMaximo]]);
        expect(errores({ descuento_maximo: null })).toEqual([['descuento_maximo', EMPRESA_MENSAJES.descuentoMaximo]]);
    });
});
