import { EMPRESA_MENSAJES } from '../../contracts/empresa.js';
import { IMPUESTO_MENSAJES } from '../../contracts/impuestos.js';
import { REGIMENES_FISCALES } from '../../contracts/regimenFiscal.js';
import { RFC_MENSAJES } from '../../contracts/rfc.js';
import { impuestosPredeterminados } from '../../server/modules/empresa/empresa.repo.js';
import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { fotoDeLaBase } from '../helpers/matrizRutas.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

const EMPRESA = '/api/v1/empresa/';

/** A shop's full fiscal data, as a persona física in the Régimen Simplificado de Confianza would set them. */
const FISCALES = {
    rfc: 'PEGJ800101AB1',
    razon_social: 'Juana Pérez García',
    regimen_fiscal: '626',
    codigo_postal: '01234',
    iva_predeterminado: '0',
    ieps_predeterminado: '0.080000',
};

describeEachEngine('empresa: fiscal data and the default taxes of new products (issue 32)', (server) => {
    const ajustes = async (s: Sesion) => {
        const res = await s.get(EMPRESA);
        expect(res.status).toBe(200);
        return res.body;
    };
    const entradas = async (empresaId: number) =>
        server().db.kysely.selectFrom('bitacora').selectAll().where('empresa_id', '=', empresaId).where('tipo', '=', 'empresa.ajustes').orderBy('id').execute();
    const errores = (body: { detail: { loc: (string | number)[]; msg: string }[] }) => body.detail.map((d) => [d.loc.at(-1), d.msg]);

    it('a new company has none, and IVA 16 % without IEPS for new products', async () => {
        const s = await nuevaSesion(server());
        expect(await ajustes(s)).toMatchObject({ rfc: null, razon_social: null, regimen_fiscal: null, codigo_postal: null, iva_predeterminado: '16', ieps_predeterminado: null });
        expect(await impuestosPredeterminados(server().db, s.empresaId)).toEqual({ iva: '16', ieps: null });
    });

    it('saves them (RFC in upper case, IEPS as CFDI writes it), answers and reads them back, and audits what changed', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        const res = await s.put(EMPRESA, { ...actual, ...FISCALES, rfc: ' pegj800101ab1 ', razon_social: '  Juana Pérez García ', ieps_predeterminado: 0.08 });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toEqual({ ...actual, ...FISCALES });
        expect(await ajustes(s)).toEqual({ ...actual, ...FISCALES });
        const fila = await server().db.kysely.selectFrom('empresas').selectAll().where('id', '=', s.empresaId).executeTakeFirstOrThrow();
        expect({ ...fila, ieps_predeterminado: Number(fila.ieps_predeterminado) }).toMatchObject({ ...FISCALES, ieps_predeterminado: 80_000 });
        expect(await impuestosPredeterminados(server().db, s.empresaId)).toEqual({ iva: '0', ieps: 80_000 });

        const [entrada, ...mas] = await entradas(s.empresaId);
        expect(mas).toEqual([]);
        expect(JSON.parse(entrada.antes as string)).toEqual({ rfc: null, razon_social: null, regimen_fiscal: null, codigo_postal: null, iva_predeterminado: '16', ieps_predeterminado: null });
        expect(JSON.parse(entrada.despues as string)).toEqual(FISCALES);

        // The same again writes nothing; one field changed is one field audited.
        expect((await s.put(EMPRESA, res.body)).status).toBe(200);
        expect(await entradas(s.empresaId)).toHaveLength(1);
        const otra = await s.put(EMPRESA, { ...res.body, ieps_predeterminado: '0.265' });
        expect(otra.body.ieps_predeterminado).toBe('0.265000');
        const ultima = (await entradas(s.empresaId)).at(-1)!;
        expect(JSON.parse(ultima.antes as string)).toEqual({ ieps_predeterminado: '0.080000' });
        expect(JSON.parse(ultima.despues as string)).toEqual({ ieps_predeterminado: '0.265000' });
    });

    it('takes a 12-character RFC (persona moral, with Ñ and &) and a 13-character one (persona física)', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        for (const [rfc, guardado] of [
            ['ABC0102281X2', 'ABC0102281X2'],
            ['A&ñ000229AB3', 'A&Ñ000229AB3'],
            ['GODE561231GR8', 'GODE561231GR8'],
        ]) {
            const res = await s.put(EMPRESA, { ...actual, rfc });
            expect(res.status, `${rfc}: ${JSON.stringify(res.body)}`).toBe(200);
            expect(res.body.rfc).toBe(guardado);
        }
    });

    it('refuses a bad RFC, a generic one, an unknown régimen, a CP that is not 5 digits and bad default taxes, with Spanish 422s at each field, and changes nothing', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        const antes = await fotoDeLaBase(server());
        const casos: [Record<string, unknown>, [string, string][]][] = [
            [{ rfc: 'ABC12345' }, [['rfc', RFC_MENSAJES.formato]]],
            [{ rfc: 'ABCDE0101011X2' }, [['rfc', RFC_MENSAJES.formato]]],
            [{ rfc: 'AB1010101AB1' }, [['rfc', RFC_MENSAJES.formato]]],
            [{ rfc: 'ABC010230AB1' }, [['rfc', RFC_MENSAJES.fecha]]],
            [{ rfc: 'ABCD011301AB1' }, [['rfc', RFC_MENSAJES.fecha]]],
            [{ rfc: 'ABC010229AB1' }, [['rfc', RFC_MENSAJES.fecha]]],
            [{ rfc: 'XAXX010101000' }, [['rfc', EMPRESA_MENSAJES.rfcGenerico]]],
            [{ rfc: ' xexx010101000' }, [['rfc', EMPRESA_MENSAJES.rfcGenerico]]],
            [{ rfc: 1234 }, [['rfc', RFC_MENSAJES.formato]]],
            [{ regimen_fiscal: '999' }, [['regimen_fiscal', EMPRESA_MENSAJES.regimen]]],
            [{ regimen_fiscal: '609' }, [['regimen_fiscal', EMPRESA_MENSAJES.regimen]]],
            [{ regimen_fiscal: 626 }, [['regimen_fiscal', EMPRESA_MENSAJES.regimen]]],
            [{ codigo_postal: '1234' }, [['codigo_postal', EMPRESA_MENSAJES.codigoPostal]]],
            [{ codigo_postal: '123456' }, [['codigo_postal', EMPRESA_MENSAJES.codigoPostal]]],
            [{ codigo_postal: '01 234' }, [['codigo_postal', EMPRESA_MENSAJES.codigoPostal]]],
            [{ codigo_postal: '０１２３４' }, [['codigo_postal', EMPRESA_MENSAJES.codigoPostal]]],
            [{ codigo_postal: 1234 }, [['codigo_postal', EMPRESA_MENSAJES.codigoPostal]]],
            [{ razon_social: 'x'.repeat(255) }, [['razon_social', 'Máximo 254 caracteres.']]],
            [{ iva_predeterminado: '10' }, [['iva_predeterminado', IMPUESTO_MENSAJES.iva]]],
            [{ iva_predeterminado: null }, [['iva_predeterminado', IMPUESTO_MENSAJES.iva]]],
            [{ ieps_predeterminado: '1' }, [['ieps_predeterminado', IMPUESTO_MENSAJES.ieps]]],
            [{ ieps_predeterminado: 1.6 }, [['ieps_predeterminado', IMPUESTO_MENSAJES.ieps]]],
            [{ ieps_predeterminado: '0.1234567' }, [['ieps_predeterminado', IMPUESTO_MENSAJES.ieps]]],
            [
                { rfc: 'XAXX010101000', regimen_fiscal: '000', codigo_postal: 'abcde' },
                [
                    ['rfc', EMPRESA_MENSAJES.rfcGenerico],
                    ['regimen_fiscal', EMPRESA_MENSAJES.regimen],
                    ['codigo_postal', EMPRESA_MENSAJES.codigoPostal],
                ],
            ],
        ];
        for (const [cambio, esperado] of casos) {
            const res = await s.put(EMPRESA, { ...actual, ...FISCALES, ...cambio });
            expect(res.status, JSON.stringify(cambio)).toBe(422);
            expect(errores(res.body), JSON.stringify(cambio)).toEqual(esperado);
        }
        expect(await fotoDeLaBase(server())).toEqual(antes);
    });

    it('every régimen of the catalogue is taken; blank texts are none', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        for (const [codigo] of REGIMENES_FISCALES) {
            const res = await s.put(EMPRESA, { ...actual, regimen_fiscal: codigo });
            expect(res.status, codigo).toBe(200);
            expect(res.body.regimen_fiscal).toBe(codigo);
        }
        const conDatos = await s.put(EMPRESA, { ...actual, ...FISCALES });
        expect(conDatos.status).toBe(200);
        const vacios = await s.put(EMPRESA, { ...conDatos.body, rfc: '  ', razon_social: '', regimen_fiscal: null, codigo_postal: '', ieps_predeterminado: '' });
        expect(vacios.status, JSON.stringify(vacios.body)).toBe(200);
        expect(vacios.body).toMatchObject({ rfc: null, razon_social: null, regimen_fiscal: null, codigo_postal: null, iva_predeterminado: '0', ieps_predeterminado: null });
    });

    it('PUT takes the whole object: fiscal fields left out are none again, the IVA back to 16 %', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        expect((await s.put(EMPRESA, { ...actual, ...FISCALES })).status).toBe(200);
        const { nombre, zona_horaria, encabezado_ticket, pie_ticket, caja_obligatoria } = actual;
        const res = await s.put(EMPRESA, { nombre, zona_horaria, encabezado_ticket, pie_ticket, caja_obligatoria });
        expect(res.status).toBe(200);
        expect(res.body).toEqual(actual);
    });

    it('the fiscal data change once the company has documents too (unlike the zone)', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        const movimiento = await s.post('/api/v1/contabilidad/movimientos/', { tipo: 'ingreso', monto: '10.00', concepto: 'Aporte', categoria: 'Varios' });
        expect(movimiento.status, JSON.stringify(movimiento.body)).toBe(201);
        const res = await s.put(EMPRESA, { ...actual, ...FISCALES });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
    });

    it('any user of the company reads them; only configuracion:administrar changes them (403 otherwise, nothing changed)', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        const guardado = (await s.put(EMPRESA, { ...actual, ...FISCALES })).body;
        const nadie = await usuarioConPermisos(server(), s.empresaId, []);
        expect(await ajustes(nadie)).toEqual(guardado);

        const cajero = await usuarioConPermisos(server(), s.empresaId, ['ventas:crear', 'caja:operar', 'productos:leer', 'productos:escribir']);
        const antes = await fotoDeLaBase(server());
        const res = await cajero.put(EMPRESA, { ...guardado, rfc: 'ABC0102281X2' });
        expect(res.status).toBe(403);
        expect(await fotoDeLaBase(server())).toEqual(antes);

        const encargado = await usuarioConPermisos(server(), s.empresaId, ['configuracion:administrar']);
        const ok = await encargado.put(EMPRESA, { ...guardado, rfc: 'ABC0102281X2' });
        expect(ok.status).toBe(200);
        expect(ok.body.rfc).toBe('ABC0102281X2');
    });

    it("one company's fiscal data leave another's untouched, whatever id the body carries", async () => {
        const a = await nuevaSesion(server());
        const b = await nuevaSesion(server());
        const deA = await ajustes(a);
        expect((await a.put(EMPRESA, { ...deA, ...FISCALES })).status).toBe(200);
        const deAGuardado = await ajustes(a);
        const filaA = await server().db.kysely.selectFrom('empresas').selectAll().where('id', '=', a.empresaId).executeTakeFirstOrThrow();

        const deB = await ajustes(b);
        const res = await b.put(EMPRESA, { ...deB, id: a.empresaId, rfc: 'ABC0102281X2', razon_social: 'Abarrotes B, S.A. de C.V.', regimen_fiscal: '601', codigo_postal: '64000', iva_predeterminado: '8' });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: b.empresaId, rfc: 'ABC0102281X2', regimen_fiscal: '601', iva_predeterminado: '8', ieps_predeterminado: null });
        expect(await ajustes(a)).toEqual(deAGuardado);
        expect(await server().db.kysely.selectFrom('empresas').selectAll().where('id', '=', a.empresaId).executeTakeFirstOrThrow()).toEqual(filaA);
        expect(await impuestosPredeterminados(server().db, a.empresaId)).toEqual({ iva: '0', ieps: 80_000 });
        expect(await impuestosPredeterminados(server().db, b.empresaId)).toEqual({ iva: '8', ieps: null });
        // The same RFC in two companies is theirs to say (a branch registered as another shop): no uniqueness across companies.
        expect((await b.put(EMPRESA, { ...res.body, rfc: FISCALES.rfc })).status).toBe(200);
    });
});
