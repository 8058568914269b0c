import { cambiosDe, resumenDe } from '../../src/administracion/bitacora/cambios';

describe("the audit log reads issue 33's settings by name", () => {
    it('a scale-label format turned on and the cap changed', () => {
        const formato = { prefijos: ['20', '21'], longitud_codigo: 5, contenido: 'peso', longitud_valor: 5, decimales: 3 };
        const filas = resumenDe(cambiosDe({ etiqueta_bascula: null, descuento_maximo: 10 }, { etiqueta_bascula: formato, descuento_maximo: 12.5 }));
        expect(filas.map((f) => [f.campo, f.antes, f.despues])).toEqual([
            ['Descuento máximo para cajeros (%)', 10, 12.5],
            ['Etiqueta de báscula · prefijos', undefined, ['20', '21']],
            ['Etiqueta de báscula · longitud_codigo', undefined, 5],
            ['Etiqueta de báscula · contenido', undefined, 'peso'],
            ['Etiqueta de báscula · longitud_valor', undefined, 5],
            ['Etiqueta de báscula · decimales', undefined, 3],
        ]);
    });
});
