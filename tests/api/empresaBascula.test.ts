import { DESCUENTO_MAXIMO_PREDETERMINADO, EMPRESA_MENSAJES } from '../../contracts/empresa.js';
import { descuentoMaximoDeLaEmpresa } from '../../server/modules/empresa/empresa.repo.js';
import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { fotoDeLaBase } from '../helpers/matrizRutas.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

const EMPRESA = '/api/v1/empresa/';

/** The usual Mexican scale's label: prefixes 20–29, 5 digits of PLU, the weight in grams. */
const PESO = { prefijos: ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'], longitud_codigo: 5, contenido: 'peso', longitud_valor: 5, decimales: 3 };

describeEachEngine('empresa: scale labels and the cashiers\' discount cap (issue 33)', (server) => {
    const ajustes = async (s: Sesion) => {
        const res = await s.get(EMPRESA);
        expect(res.status).toBe(200);
        return res.body;
    };
    const entradas = async (empresaId: number) =>
        server().db.kysely.selectFrom('bitacora').selectAll().where('empresa_id', '=', empresaId).where('tipo', '=', 'empresa.ajustes').orderBy('id').execute();
    const errores = (body: { detail: { loc: (string | number)[]; msg: string }[] }) => body.detail.map((d) => [d.loc.slice(1).join('.'), d.msg]);

    it('a new company reads no labels and caps cashiers at 10 %; any user reads both', async () => {
        const s = await nuevaSesion(server());
        expect(await ajustes(s)).toMatchObject({ etiqueta_bascula: null, descuento_maximo: DESCUENTO_MAXIMO_PREDETERMINADO });
        expect(DESCUENTO_MAXIMO_PREDETERMINADO).toBe(10);
        expect(await descuentoMaximoDeLaEmpresa(server().db, s.empresaId)).toBe(1000);
        const nadie = await usuarioConPermisos(server(), s.empresaId, []);
        expect(await ajustes(nadie)).toMatchObject({ etiqueta_bascula: null, descuento_maximo: 10 });
    });

    it('saves the format (prefixes written as a range, answered as the list) and the cap, reads them back, and audits what changed', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        const res = await s.put(EMPRESA, { ...actual, etiqueta_bascula: { ...PESO, prefijos: '20-29' }, descuento_maximo: '12.5' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const esperado = { ...actual, etiqueta_bascula: PESO, descuento_maximo: 12.5 };
        expect(res.body).toEqual(esperado);
        expect(await ajustes(s)).toEqual(esperado);
        expect(await descuentoMaximoDeLaEmpresa(server().db, s.empresaId)).toBe(1250);
        const fila = await server().db.kysely.selectFrom('empresas').select(['etiqueta_bascula', 'descuento_maximo']).where('id', '=', s.empresaId).executeTakeFirstOrThrow();
        expect(JSON.parse(fila.etiqueta_bascula!)).toEqual(PESO);
        expect(Number(fila.descuento_maximo)).toBe(1250);

        const [entrada, ...mas] = await entradas(s.empresaId);
        expect(mas).toEqual([]);
        expect(entrada.usuario_id).toBe(s.usuarioId);
        expect(JSON.parse(entrada.antes as string)).toEqual({ etiqueta_bascula: null, descuento_maximo: 10 });
        expect(JSON.parse(entrada.despues as string)).toEqual({ etiqueta_bascula: PESO, descuento_maximo: 12.5 });

        // The same again (its prefixes in another order, the cap as a number) writes nothing.
        expect((await s.put(EMPRESA, { ...esperado, etiqueta_bascula: { ...PESO, prefijos: [...PESO.prefijos].reverse() } })).status).toBe(200);
        expect(await entradas(s.empresaId)).toHaveLength(1);

        // Price labels now: one field of the format audited as the whole format.
        const precio = { ...PESO, contenido: 'precio', decimales: 2 };
        const otra = await s.put(EMPRESA, { ...esperado, etiqueta_bascula: precio });
        expect(otra.status).toBe(200);
        const ultima = (await entradas(s.empresaId)).at(-1)!;
        expect(JSON.parse(ultima.antes as string)).toEqual({ etiqueta_bascula: PESO });
        expect(JSON.parse(ultima.despues as string)).toEqual({ etiqueta_bascula: precio });

        // Off again, and a cap of 0 (cashiers give no discount) or 100.
        for (const [cambio, guardado] of [
            [{ etiqueta_bascula: null, descuento_maximo: 0 }, { etiqueta_bascula: null, descuento_maximo: 0 }],
            [{ descuento_maximo: 100 }, { descuento_maximo: 100 }],
            [{ descuento_maximo: 0.01 }, { descuento_maximo: 0.01 }],
        ] as const) {
            const r = await s.put(EMPRESA, { ...otra.body, ...cambio });
            expect(r.status, JSON.stringify(r.body)).toBe(200);
            expect(r.body).toMatchObject(guardado);
        }
    });

    it('left out of the body, they are none and 10 %, as the whole object says', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        expect((await s.put(EMPRESA, { ...actual, etiqueta_bascula: PESO, descuento_maximo: 25 })).status).toBe(200);
        const { etiqueta_bascula: _e, descuento_maximo: _d, ...sinEllos } = actual;
        const res = await s.put(EMPRESA, sinEllos);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ etiqueta_bascula: null, descuento_maximo: 10 });
    });

    it('refuses a format that does not make 13 digits, decimals the quantities or cents cannot hold, bad prefixes and a cap outside 0–100, with Spanish 422s at each field, and changes nothing', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        const antes = await fotoDeLaBase(server());
        const casos: [Record<string, unknown>, [string, string][]][] = [
            [{ etiqueta_bascula: { ...PESO, longitud_valor: 6 } }, [['etiqueta_bascula.longitud_valor', EMPRESA_MENSAJES.longitudTotal(2, 5, 6)]]],
            [{ etiqueta_bascula: { ...PESO, prefijos: '2' } }, [['etiqueta_bascula.longitud_valor', EMPRESA_MENSAJES.longitudTotal(1, 5, 5)]]],
            [{ etiqueta_bascula: { ...PESO, decimales: 4 } }, [['etiqueta_bascula.decimales', EMPRESA_MENSAJES.decimales('peso')]]],
            [{ etiqueta_bascula: { ...PESO, contenido: 'precio', decimales: 3 } }, [['etiqueta_bascula.decimales', EMPRESA_MENSAJES.decimales('precio')]]],
            [{ etiqueta_bascula: { ...PESO, decimales: -1 } }, [['etiqueta_bascula.decimales', EMPRESA_MENSAJES.decimales('peso')]]],
            [{ etiqueta_bascula: { ...PESO, prefijos: '20, 2' } }, [['etiqueta_bascula.prefijos', EMPRESA_MENSAJES.prefijosLongitud]]],
            [{ etiqueta_bascula: { ...PESO, prefijos: '29-20' } }, [['etiqueta_bascula.prefijos', EMPRESA_MENSAJES.prefijos]]],
            [{ etiqueta_bascula: { ...PESO, prefijos: [] } }, [['etiqueta_bascula.prefijos', EMPRESA_MENSAJES.prefijos]]],
            [{ etiqueta_bascula: { ...PESO, contenido: 'volumen' } }, [['etiqueta_bascula.contenido', EMPRESA_MENSAJES.contenido]]],
            [{ etiqueta_bascula: { ...PESO, longitud_codigo: 11 } }, [['etiqueta_bascula.longitud_codigo', EMPRESA_MENSAJES.longitudCodigo]]],
            [{ etiqueta_bascula: { ...PESO, longitud_valor: '5' } }, [['etiqueta_bascula.longitud_valor', EMPRESA_MENSAJES.longitudValor]]],
            [{ etiqueta_bascula: true }, [['etiqueta_bascula', EMPRESA_MENSAJES.etiquetaBascula]]],
            [{ descuento_maximo: 100.5 }, [['descuento_maximo', EMPRESA_MENSAJES.descuentoMaximo]]],
            [{ descuento_maximo: -5 }, [['descuento_maximo', EMPRESA_MENSAJES.descuentoMaximo]]],
            [{ descuento_maximo: 12.345 }, [['descuento_maximo', EMPRESA_MENSAJES.descuentoMaximo]]],
            [{ descuento_maximo: '10 %' }, [['descuento_maximo', EMPRESA_MENSAJES.descuentoMaximo]]],
            [{ descuento_maximo: null }, [['descuento_maximo', EMPRESA_MENSAJES.descuentoMaximo]]],
        ];
        for (const [cambio, esperado] of casos) {
            const res = await s.put(EMPRESA, { ...actual, ...cambio });
            expect(res.status, JSON.stringify(cambio)).toBe(422);
            expect(errores(res.body), JSON.stringify(cambio)).toEqual(esperado);
        }
        expect(await fotoDeLaBase(server())).toEqual(antes);
        expect(await entradas(s.empresaId)).toEqual([]);
    });

    it('without configuracion:administrar a PUT is a 403 and changes nothing; with it alone it saves', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        const cajero = await usuarioConPermisos(server(), s.empresaId, ['ventas:crear', 'roles:administrar', 'usuarios:administrar', 'bitacora:leer']);
        const antes = await fotoDeLaBase(server());
        const res = await cajero.put(EMPRESA, { ...actual, descuento_maximo: 100 });
        expect(res.status).toBe(403);
        expect(await fotoDeLaBase(server())).toEqual(antes);
        const encargado = await usuarioConPermisos(server(), s.empresaId, ['configuracion:administrar']);
        const ok = await encargado.put(EMPRESA, { ...actual, etiqueta_bascula: PESO });
        expect(ok.status).toBe(200);
        expect(ok.body.etiqueta_bascula).toEqual(PESO);
        expect((await entradas(s.empresaId)).map((e) => e.usuario_id)).toEqual([encargado.usuarioId]);
    });
});
