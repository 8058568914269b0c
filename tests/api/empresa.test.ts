import { EMPRESA_MENSAJES } from '../../contracts/empresa.js';
import { ENCABEZADO_DEMO, ETIQUETA_BASCULA_DEMO, PIE_DEMO } from '../../server/demo/ajustesDemo.js';
import { CAJERO_DEMO } from '../../server/demo/equipoDemo.js';
import { DEMO_CREDENTIALS, seedDemoShop } from '../../server/demo/demoShop.js';
import { request } from '../helpers/apiClient.js';
import { crearProducto, nuevaSesion, type Sesion, unico } from '../helpers/catalogo.js';
import { fotoDeLaBase } from '../helpers/matrizRutas.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';
import { checkout, efectivo } from '../helpers/ventas.js';

const EMPRESA = '/api/v1/empresa/';
const SIN_PERMISO = { detail: 'No tiene permiso para realizar esta acción.' };
/** A company's fiscal data until it sets them: none, and new products at IVA 16 % without IEPS. */
const SIN_DATOS_FISCALES = { rfc: null, razon_social: null, regimen_fiscal: null, codigo_postal: null, iva_predeterminado: '16', ieps_predeterminado: null };
/** Issue 33's settings until set: no scale labels, cashiers' discounts up to 10 %. */
const BASCULA_Y_DESCUENTO = { etiqueta_bascula: null, descuento_maximo: 10, puntos_por_cada_100: 0, valor_punto: '1.00' };

describeEachEngine('empresa: company settings', (server) => {
    const ajustes = async (s: Sesion) => {
        const res = await s.get(EMPRESA);
        expect(res.status).toBe(200);
        return res.body;
    };
    const entradas = async (empresaId: number) =>
        server().db.kysely.selectFrom('bitacora').selectAll().where('empresa_id', '=', empresaId).where('tipo', '=', 'empresa.ajustes').orderBy('id').execute();
    /** Each 422 item's field and message. */
    const errores = (body: { detail: { loc: (string | number)[]; msg: string }[] }) => body.detail.map((d) => [d.loc.at(-1), d.msg]);

    it('a new company: its name, the default zone, no ticket texts and caja_obligatoria off; readable by any user of it', async () => {
        const s = await nuevaSesion(server());
        const fila = await server().db.kysely.selectFrom('empresas').select('nombre').where('id', '=', s.empresaId).executeTakeFirstOrThrow();
        const esperado = { id: s.empresaId, nombre: fila.nombre, zona_horaria: 'America/Mexico_City', encabezado_ticket: null, pie_ticket: null, caja_obligatoria: false, ...SIN_DATOS_FISCALES, ...BASCULA_Y_DESCUENTO };
        expect(await ajustes(s)).toEqual(esperado);
        // A role with no permission at all reads them too (the ticket and the till need them).
        const nadie = await usuarioConPermisos(server(), s.empresaId, []);
        expect(await ajustes(nadie)).toEqual(esperado);
        expect((await fetch(`${server().url}${EMPRESA}`)).status).toBe(401);
    });

    it('PUT saves the whole object (texts trimmed, line ends as \\n, read-only id ignored), answers it, and the session shows the new name', async () => {
        const s = await nuevaSesion(server());
        const nombre = unico('Ferretería Renombrada');
        const res = await s.put(EMPRESA, {
            id: 999_999,
            nombre: `  ${nombre} `,
            zona_horaria: 'america/tijuana',
            encabezado_ticket: '  Av. Juárez 100   \r\nCol. Centro\r\n',
            pie_ticket: '¡Vuelva pronto!',
            caja_obligatoria: true,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const esperado = {
            id: s.empresaId,
            nombre,
            zona_horaria: 'America/Tijuana',
            encabezado_ticket: 'Av. Juárez 100\nCol. Centro',
            pie_ticket: '¡Vuelva pronto!',
            caja_obligatoria: true,
            ...SIN_DATOS_FISCALES,
            ...BASCULA_Y_DESCUENTO,
        };
        expect(res.body).toEqual(esperado);
        expect(await ajustes(s)).toEqual(esperado);
        expect((await s.get('/api/v1/sesion')).body.empresa).toEqual({ id: s.empresaId, nombre, zona_horaria: 'America/Tijuana' });
        const fila = await server().db.kysely.selectFrom('empresas').selectAll().where('id', '=', s.empresaId).executeTakeFirstOrThrow();
        expect(fila).toMatchObject({ nombre_clave: nombre.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, ''), caja_obligatoria: 1 });

        // Blank texts are none; caja_obligatoria back off.
        const otra = await s.put(EMPRESA, { ...esperado, encabezado_ticket: '   ', pie_ticket: null, caja_obligatoria: false });
        expect(otra.status).toBe(200);
        expect(otra.body).toEqual({ ...esperado, encabezado_ticket: null, pie_ticket: null, caja_obligatoria: false });
    });

    it('writes one audit entry per save that changes something (the fields changed, before and after, and who), none for a save that changes nothing', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        const res = await s.put(EMPRESA, { ...actual, pie_ticket: 'Gracias', caja_obligatoria: true });
        expect(res.status).toBe(200);
        const [entrada, ...mas] = await entradas(s.empresaId);
        expect(mas).toEqual([]);
        expect(entrada).toMatchObject({ usuario_id: s.usuarioId, entidad: 'empresa', entidad_id: s.empresaId });
        expect(JSON.parse(entrada.antes as string)).toEqual({ pie_ticket: null, caja_obligatoria: false });
        expect(JSON.parse(entrada.despues as string)).toEqual({ pie_ticket: 'Gracias', caja_obligatoria: true });
        expect(Math.abs(Date.parse(entrada.fecha) - Date.now())).toBeLessThan(60_000);

        expect((await s.put(EMPRESA, res.body)).status).toBe(200);
        expect(await entradas(s.empresaId)).toHaveLength(1);
    });

    it('refuses bad values with Spanish 422s at each field, and changes nothing', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        const antes = await fotoDeLaBase(server());
        const casos: [Record<string, unknown>, [string, string][]][] = [
            [{ ...actual, nombre: '   ' }, [['nombre', EMPRESA_MENSAJES.nombreObligatorio]]],
            [{ ...actual, nombre: 'x'.repeat(201) }, [['nombre', 'Máximo 200 caracteres.']]],
            [{ ...actual, zona_horaria: 'Marte/Olympus_Mons' }, [['zona_horaria', EMPRESA_MENSAJES.zonaInvalida]]],
            [{ ...actual, zona_horaria: '+05:00' }, [['zona_horaria', EMPRESA_MENSAJES.zonaInvalida]]],
            [{ ...actual, zona_horaria: '' }, [['zona_horaria', EMPRESA_MENSAJES.zonaObligatoria]]],
            [{ ...actual, encabezado_ticket: 'x'.repeat(501) }, [['encabezado_ticket', 'Máximo 500 caracteres.']]],
            [{ ...actual, pie_ticket: Array.from({ length: 11 }, (_, i) => `Renglón ${i}`).join('\n') }, [['pie_ticket', EMPRESA_MENSAJES.renglones]]],
            [{ ...actual, pie_ticket: 'con \u0000 nulo' }, [['pie_ticket', 'El texto contiene caracteres de control no permitidos.']]],
            [{ ...actual, encabezado_ticket: 12 }, [['encabezado_ticket', EMPRESA_MENSAJES.textoInvalido]]],
            [{ ...actual, caja_obligatoria: 'sí' }, [['caja_obligatoria', EMPRESA_MENSAJES.cajaObligatoria]]],
        ];
        for (const [body, esperado] of casos) {
            const res = await s.put(EMPRESA, body);
            expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
            expect(errores(res.body)).toEqual(esperado);
        }
        // The whole object: a field left out is refused, not kept.
        const { zona_horaria: _z, caja_obligatoria: _c, nombre: _n, ...sinCampos } = actual;
        const res = await s.put(EMPRESA, sinCampos);
        expect(res.status).toBe(422);
        expect(errores(res.body).map(([campo]) => campo).sort()).toEqual(['caja_obligatoria', 'nombre', 'zona_horaria']);
        expect(await fotoDeLaBase(server())).toEqual(antes);
    });

    it("a rename to another company's name (ignoring case and accents) is a 409 in Spanish; its own name in other letters is fine", async () => {
        const a = await nuevaSesion(server());
        const b = await nuevaSesion(server());
        const deA = await ajustes(a);
        const deB = await ajustes(b);
        const antes = await fotoDeLaBase(server());
        const res = await b.put(EMPRESA, { ...deB, nombre: deA.nombre.toUpperCase().replace('E', 'É') });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: EMPRESA_MENSAJES.duplicada });
        expect(await fotoDeLaBase(server())).toEqual(antes);
        const propio = await b.put(EMPRESA, { ...deB, nombre: deB.nombre.toUpperCase() });
        expect(propio.status).toBe(200);
        expect(propio.body.nombre).toBe(deB.nombre.toUpperCase());
    });

    it('two companies renamed to one new name at once: exactly one gets it, the other a 409', async () => {
        const [a, b] = await Promise.all([nuevaSesion(server()), nuevaSesion(server())]);
        const [deA, deB] = await Promise.all([ajustes(a), ajustes(b)]);
        const nombre = unico('Nombre en disputa');
        const [ra, rb] = await Promise.all([a.put(EMPRESA, { ...deA, nombre }), b.put(EMPRESA, { ...deB, nombre })]);
        expect([ra.status, rb.status].sort()).toEqual([200, 409]);
        expect([ra, rb].find((r) => r.status === 409)?.body).toEqual({ detail: EMPRESA_MENSAJES.duplicada });
        const conEseNombre = await server().db.kysely.selectFrom('empresas').select('id').where('nombre', '=', nombre).execute();
        expect(conEseNombre).toHaveLength(1);
    });

    it('the time zone changes while the company has no documents; after its first sale (or ledger movement) it is a 409 and nothing changes', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        const cambio = await s.put(EMPRESA, { ...actual, zona_horaria: 'America/Cancun' });
        expect(cambio.status).toBe(200);
        expect(cambio.body.zona_horaria).toBe('America/Cancun');

        const producto = await crearProducto(s);
        const venta = await checkout(s, { items: [{ producto_id: producto.variantes[0].id, cantidad: 1 }], pagos: [efectivo('1000.00')] });
        expect(venta.status, JSON.stringify(venta.body)).toBe(201);
        const antes = await fotoDeLaBase(server());
        const res = await s.put(EMPRESA, { ...cambio.body, zona_horaria: 'America/Mexico_City', nombre: unico('Otro nombre') });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: EMPRESA_MENSAJES.zonaConDocumentos });
        expect(await fotoDeLaBase(server())).toEqual(antes);
        // Everything else still saves, the zone as it is.
        const resto = await s.put(EMPRESA, { ...cambio.body, pie_ticket: 'Gracias' });
        expect(resto.status).toBe(200);

        // A ledger movement alone counts too.
        const t = await nuevaSesion(server());
        const movimiento = await t.post('/api/v1/contabilidad/movimientos/', { tipo: 'ingreso', monto: '10.00', concepto: 'Aporte', categoria: 'Varios' });
        expect(movimiento.status, JSON.stringify(movimiento.body)).toBe(201);
        const deT = await ajustes(t);
        expect((await t.put(EMPRESA, { ...deT, zona_horaria: 'America/Tijuana' })).status).toBe(409);
    });

    it('without configuracion:administrar a PUT is a 403 and changes nothing; with it alone it saves', async () => {
        const s = await nuevaSesion(server());
        const actual = await ajustes(s);
        const todosMenos = await usuarioConPermisos(server(), s.empresaId, ['roles:administrar', 'usuarios:administrar', 'ventas:crear', 'bitacora:leer']);
        const antes = await fotoDeLaBase(server());
        const res = await todosMenos.put(EMPRESA, { ...actual, caja_obligatoria: true });
        expect(res.status).toBe(403);
        expect(res.body).toEqual(SIN_PERMISO);
        expect(await fotoDeLaBase(server())).toEqual(antes);
        const encargado = await usuarioConPermisos(server(), s.empresaId, ['configuracion:administrar']);
        const ok = await encargado.put(EMPRESA, { ...actual, caja_obligatoria: true });
        expect(ok.status).toBe(200);
        expect((await entradas(s.empresaId)).map((e) => e.usuario_id)).toEqual([encargado.usuarioId]);
    });

    it("a company's save touches only its own row: another company's settings and audit log stay as they were", async () => {
        const a = await nuevaSesion(server());
        const b = await nuevaSesion(server());
        const deA = await ajustes(a);
        const filaA = await server().db.kysely.selectFrom('empresas').selectAll().where('id', '=', a.empresaId).executeTakeFirstOrThrow();
        const deB = await ajustes(b);
        // B's own id in the body, or A's: the id is read-only, the token says which company.
        const res = await b.put(EMPRESA, { ...deB, id: a.empresaId, encabezado_ticket: 'Sólo de B', caja_obligatoria: true });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: b.empresaId, encabezado_ticket: 'Sólo de B', caja_obligatoria: true });
        expect(await ajustes(a)).toEqual(deA);
        expect(await server().db.kysely.selectFrom('empresas').selectAll().where('id', '=', a.empresaId).executeTakeFirstOrThrow()).toEqual(filaA);
        expect(await entradas(a.empresaId)).toEqual([]);
        expect((await entradas(b.empresaId)).map((e) => e.entidad_id)).toEqual([b.empresaId]);
    });
});

describeEachEngine('empresa: the demo shop', (server) => {
    it('has caja_obligatoria on and a ticket header and footer, set after its sales by the system, readable by its cashier', async () => {
        expect(await seedDemoShop(server().db)).toBe(true);
        const entrar = async ({ username, password }: { username: string; password: string }) =>
            (await request(server().url, '/api/login/token', { form: { username, password } })).body.access_token as string;
        const admin = await entrar(DEMO_CREDENTIALS);
        const res = await request(server().url, EMPRESA, { token: admin });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ nombre: 'Tienda Demo', zona_horaria: 'America/Mexico_City', encabezado_ticket: ENCABEZADO_DEMO, pie_ticket: PIE_DEMO, caja_obligatoria: true });
        const cajero = await request(server().url, EMPRESA, { token: await entrar(CAJERO_DEMO) });
        expect(cajero.body).toEqual(res.body);

        // Its audit entry is the system's, and came after the demo's last sale.
        const k = server().db.kysely;
        const [entrada] = await k.selectFrom('bitacora').selectAll().where('empresa_id', '=', res.body.id).where('tipo', '=', 'empresa.ajustes').execute();
        expect(entrada.usuario_id).toBeNull();
        expect(JSON.parse(entrada.despues as string)).toEqual({ encabezado_ticket: ENCABEZADO_DEMO, pie_ticket: PIE_DEMO, etiqueta_bascula: ETIQUETA_BASCULA_DEMO, caja_obligatoria: true });
        const ultima = await k.selectFrom('ventas').select('fecha').where('empresa_id', '=', res.body.id).orderBy('fecha', 'desc').executeTakeFirstOrThrow();
        expect(Date.parse(entrada.fecha)).toBeGreaterThanOrEqual(Date.parse(ultima.fecha));
    });
});
