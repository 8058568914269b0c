import { MILESIMAS } from '../../contracts/unidades.js';
import { PERMISOS } from '../../contracts/permisos.js';
import { productoInput } from '../../contracts/productos.js';
import { usuarioEditarInput } from '../../contracts/usuarios.js';
import { anotar } from '../../server/modules/bitacora/bitacora.js';
import { ajustarStock } from '../../server/modules/inventario/inventario.service.js';
import { updateProducto } from '../../server/modules/productos/productos.service.js';
import { TODO_EL_CATALOGO } from '../../server/modules/roles/administracion.js';
import { crearRol as crearRolEn, editarRol } from '../../server/modules/roles/roles.service.js';
import { crearUsuario as crearUsuarioEn, editarUsuario, prepararAlta, prepararEdicion } from '../../server/modules/usuarios/usuarios.service.js';
import { request } from '../helpers/apiClient.js';
import { pagina } from '../../server/modules/bitacora/bitacora.repo.js';
import { comoBody, crearProducto, nuevaSesion, type Sesion, variante } from '../helpers/catalogo.js';
import { CONTRASENA, crearRol, crearUsuario, edicion, RUTAS_EQUIPO } from '../helpers/equipo.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

const B = '/api/v1/bitacora/';

/** A company's entries straight from the table, oldest first: what a write left there. */
async function filas(server: TestServer, empresaId: number, tipo?: string) {
    return server.db.kysely
        .selectFrom('bitacora')
        .selectAll()
        .where('empresa_id', '=', empresaId)
        .$if(tipo !== undefined, (q) => q.where('tipo', '=', tipo as string))
        .orderBy('id')
        .execute();
}

/** The entries a write added: run it, then what appeared since. */
async function nuevas(server: TestServer, s: Sesion, escribir: () => Promise<unknown>) {
    const antes = (await filas(server, s.empresaId)).map((f) => f.id);
    await escribir();
    return (await filas(server, s.empresaId)).filter((f) => !antes.includes(f.id));
}

const comoJson = (f: { antes: string | null; despues: string | null }) => ({
    antes: f.antes === null ? null : JSON.parse(f.antes),
    despues: f.despues === null ? null : JSON.parse(f.despues),
});

describeEachEngine('audit log (bitácora)', (server) => {
    let admin: Sesion;

    beforeAll(async () => {
        admin = await nuevaSesion(server());
    });

    describe('each change writes one entry in its own transaction', () => {
        it('a stock adjustment: variant, quantity, type, reason, stock before and after; a refused one writes none', async () => {
            const p = await crearProducto(admin, { variantes: [variante({ stock: 10 })] });
            const v = p.variantes[0];
            const escritas = await nuevas(server(), admin, async () => {
                const res = await admin.post('/api/v1/inventario/ajustes/', { producto_id: v.id, cantidad_ajuste: -3, tipo_ajuste: 'SALIDA_MERMA', motivo: 'Se rompió' });
                expect(res.status, JSON.stringify(res.body)).toBe(201);
            });
            expect(escritas).toHaveLength(1);
            expect(escritas[0]).toMatchObject({ tipo: 'inventario.ajuste', entidad: 'variante', entidad_id: v.id, usuario_id: admin.usuarioId });
            expect(comoJson(escritas[0])).toEqual({
                antes: { stock: 10 },
                despues: { stock: 7, sku: v.sku, tipo_ajuste: 'SALIDA_MERMA', cantidad_ajuste: -3, motivo: 'Se rompió' },
            });

            // Below zero: 409, neither the stock nor the log changes.
            const rechazadas = await nuevas(server(), admin, async () => {
                const res = await admin.post('/api/v1/inventario/ajustes/', { producto_id: v.id, cantidad_ajuste: -8, tipo_ajuste: 'SALIDA_MERMA', motivo: 'Demasiado' });
                expect(res.status).toBe(409);
            });
            expect(rechazadas).toEqual([]);
        });

        it('a product edit that changes sale prices: one entry with each changed variant’s price before and after; none otherwise', async () => {
            const p = await crearProducto(admin, { variantes: [variante({ precio_venta: '100.00' }), variante({ precio_venta: '25.50' })] });
            const [a, b] = p.variantes;
            const body = comoBody(p);
            const escritas = await nuevas(server(), admin, async () => {
                const res = await admin.put(`/api/v1/productos/plantillas/${p.id}`, {
                    ...body,
                    variantes: [{ ...body.variantes[0], precio_venta: '1,250.75' }, body.variantes[1]],
                });
                expect(res.status, JSON.stringify(res.body)).toBe(200);
            });
            expect(escritas).toHaveLength(1);
            expect(escritas[0]).toMatchObject({ tipo: 'producto.precio', entidad: 'producto', entidad_id: p.id, usuario_id: admin.usuarioId });
            expect(comoJson(escritas[0])).toEqual({
                antes: { producto: p.nombre, precio_venta: { [a.sku]: '100.00' } },
                despues: { producto: p.nombre, precio_venta: { [a.sku]: '1250.75' } },
            });

            // A rename, a cost, a stock or a new variant: no price changed, no entry.
            const actual = (await admin.get(`/api/v1/productos/plantillas/${p.id}`)).body;
            const sinPrecio = await nuevas(server(), admin, async () => {
                const cuerpo = comoBody(actual);
                const res = await admin.put(`/api/v1/productos/plantillas/${p.id}`, {
                    ...cuerpo,
                    nombre: `${p.nombre} renombrado`,
                    variantes: [{ ...cuerpo.variantes[0], costo_compra: '70.00', stock: 3 }, cuerpo.variantes[1], variante({ precio_venta: '9.00' })],
                });
                expect(res.status, JSON.stringify(res.body)).toBe(200);
            });
            expect(sinPrecio).toEqual([]);

            // Refused (another product's SKU, 409): the price change and its entry roll back together.
            const otro = await crearProducto(admin);
            const rechazadas = await nuevas(server(), admin, async () => {
                const cuerpo = comoBody((await admin.get(`/api/v1/productos/plantillas/${p.id}`)).body);
                const res = await admin.put(`/api/v1/productos/plantillas/${p.id}`, {
                    ...cuerpo,
                    variantes: cuerpo.variantes.map((v, i) => (i === 1 ? { ...v, precio_venta: '30.00', sku: otro.variantes[0].sku } : v)),
                });
                expect(res.status).toBe(409);
            });
            expect(rechazadas).toEqual([]);
            expect((await admin.get(`/api/v1/productos/plantillas/${p.id}`)).body.variantes[1]).toMatchObject({ id: b.id, precio_venta: '25.50' });
        });

        it('a role: created with its permissions, then each change of them; a rename alone or a refused edit writes none', async () => {
            const creadas = await nuevas(server(), admin, () => crearRol(admin, ['ventas:leer', 'ventas:crear'], 'Cajero de tarde'));
            expect(creadas).toHaveLength(1);
            const rolId = creadas[0].entidad_id as number;
            expect(creadas[0]).toMatchObject({ tipo: 'rol.permisos', entidad: 'rol', usuario_id: admin.usuarioId });
            expect(comoJson(creadas[0])).toEqual({ antes: null, despues: { nombre: 'Cajero de tarde', permisos: ['ventas:crear', 'ventas:leer'] } });

            const editadas = await nuevas(server(), admin, async () => {
                const res = await admin.put(`${RUTAS_EQUIPO.roles}${rolId}`, { nombre: 'Cajero de tarde', permisos: ['ventas:leer', 'clientes:leer'] });
                expect(res.status, JSON.stringify(res.body)).toBe(200);
            });
            expect(editadas).toHaveLength(1);
            expect(comoJson(editadas[0])).toEqual({
                antes: { nombre: 'Cajero de tarde', permisos: ['ventas:crear', 'ventas:leer'] },
                despues: { nombre: 'Cajero de tarde', permisos: ['ventas:leer', 'clientes:leer'] },
            });

            const renombrada = await nuevas(server(), admin, async () => {
                expect((await admin.put(`${RUTAS_EQUIPO.roles}${rolId}`, { nombre: 'Cajero vespertino', permisos: ['clientes:leer', 'ventas:leer'] })).status).toBe(200);
            });
            expect(renombrada).toEqual([]);

            await crearRol(admin, [], 'Almacén');
            const rechazadas = await nuevas(server(), admin, async () => {
                expect((await admin.put(`${RUTAS_EQUIPO.roles}${rolId}`, { nombre: 'Almacén', permisos: ['compras:leer'] })).status).toBe(409);
                expect((await admin.post(RUTAS_EQUIPO.roles, { nombre: 'almacen', permisos: ['compras:leer'] })).status).toBe(409);
            });
            expect(rechazadas).toEqual([]);
        });

        it('a user: created, deactivated, reactivated, given another role or a new password (never the password or its hash); a refused edit writes none', async () => {
            const rol = await crearRol(admin, ['ventas:leer']);
            let usuario!: Awaited<ReturnType<typeof crearUsuario>>;
            const alta = await nuevas(server(), admin, async () => {
                usuario = await crearUsuario(admin, rol.id, { nombre: 'Lucía', apellido: 'Ramírez' });
            });
            expect(alta).toHaveLength(1);
            expect(alta[0]).toMatchObject({ tipo: 'usuario.alta', entidad: 'usuario', entidad_id: usuario.id, usuario_id: admin.usuarioId });
            expect(comoJson(alta[0])).toEqual({ antes: null, despues: { usuario: usuario.usuario, nombre: 'Lucía', apellido: 'Ramírez', rol: rol.nombre } });

            const U = `${RUTAS_EQUIPO.usuarios}${usuario.id}`;
            const baja = await nuevas(server(), admin, async () => {
                expect((await admin.put(U, edicion(usuario, { activo: false }))).status).toBe(200);
            });
            expect(baja).toHaveLength(1);
            expect(baja[0]).toMatchObject({ tipo: 'usuario.baja', entidad: 'usuario', entidad_id: usuario.id });
            expect(comoJson(baja[0])).toEqual({ antes: { usuario: usuario.usuario, activo: true }, despues: { usuario: usuario.usuario, activo: false } });

            // Already inactive: no second deactivation.
            const sinBaja = await nuevas(server(), admin, async () => {
                expect((await admin.put(U, edicion(usuario, { activo: false, nombre: 'Lucía María' }))).status).toBe(200);
            });
            expect(sinBaja).toEqual([]);
            // Brought back: a reactivation.
            const reactivada = await nuevas(server(), admin, async () => {
                expect((await admin.put(U, edicion(usuario, { activo: true }))).status).toBe(200);
            });
            expect(reactivada.map((f) => f.tipo)).toEqual(['usuario.reactivacion']);
            expect(comoJson(reactivada[0])).toEqual({ antes: { usuario: usuario.usuario, activo: false }, despues: { usuario: usuario.usuario, activo: true } });
            // Given another role: its names before and after.
            const otro = await crearRol(admin, ['clientes:leer'], 'Mostrador');
            const cambioDeRol = await nuevas(server(), admin, async () => {
                expect((await admin.put(U, edicion(usuario, { rol_id: otro.id }))).status).toBe(200);
            });
            expect(cambioDeRol.map((f) => f.tipo)).toEqual(['usuario.rol']);
            expect(comoJson(cambioDeRol[0])).toEqual({ antes: { usuario: usuario.usuario, rol: rol.nombre }, despues: { usuario: usuario.usuario, rol: 'Mostrador' } });
            usuario = { ...usuario, rol_asignado: { ...usuario.rol_asignado!, id: otro.id, nombre: 'Mostrador' } };

            const nueva = 'otra-clave-segura-9';
            const contrasena = await nuevas(server(), admin, async () => {
                expect((await admin.put(U, edicion(usuario, { contrasena: nueva }))).status).toBe(200);
            });
            expect(contrasena).toHaveLength(1);
            expect(contrasena[0]).toMatchObject({ tipo: 'usuario.contrasena', entidad: 'usuario', entidad_id: usuario.id });
            expect(comoJson(contrasena[0])).toEqual({ antes: null, despues: { usuario: usuario.usuario } });
            const { password_hash } = await server().db.kysely.selectFrom('usuarios').select('password_hash').where('id', '=', usuario.id).executeTakeFirstOrThrow();
            for (const f of await filas(server(), admin.empresaId)) {
                const texto = `${f.antes} ${f.despues}`;
                for (const secreto of [nueva, CONTRASENA, password_hash]) expect(texto).not.toContain(secreto);
            }

            // The login cannot change (422): the deactivation and new password in the same body roll back, unwritten.
            const rechazadas = await nuevas(server(), admin, async () => {
                const res = await admin.put(U, edicion(usuario, { usuario: 'otro@ejemplo.mx', activo: false, contrasena: 'una-clave-mas-1' }));
                expect(res.status).toBe(422);
            });
            expect(rechazadas).toEqual([]);
        });
    });

    it('an entry commits with its change or not at all: a transaction that fails after the write leaves neither', async () => {
        const db = server().db;
        const p = await crearProducto(admin, { variantes: [variante({ stock: 5, precio_venta: '10.00' })] });
        const rol = await crearRol(admin, ['ventas:leer']);
        const usuario = await crearUsuario(admin, rol.id);
        const u = admin.usuarioId;
        const cuerpo = comoBody(p);
        const escrituras: [string, (tx: typeof db) => Promise<unknown>][] = [
            ['ajuste', (tx) => ajustarStock(tx, admin.empresaId, u, { varianteId: p.variantes[0].id, cantidad: 2 * MILESIMAS, tipo: 'ENTRADA_MANUAL', motivo: 'x' })],
            ['precio', async (tx) => updateProducto(tx, admin.empresaId, p.id, productoInput.parse({ ...cuerpo, variantes: [{ ...cuerpo.variantes[0], precio_venta: '11.00' }] }), u)],
            ['rol nuevo', (tx) => crearRolEn(tx, admin.empresaId, { nombre: 'Rol que no queda', permisos: ['ventas:leer'] }, TODO_EL_CATALOGO, u)],
            ['permisos', (tx) => editarRol(tx, admin.empresaId, rol.id, { nombre: rol.nombre, permisos: ['compras:leer'] }, TODO_EL_CATALOGO, u)],
            ['alta', async (tx) => crearUsuarioEn(tx, admin.empresaId, { ...(await prepararAlta({ nombre: 'No', apellido: 'Queda', usuario: 'no.queda@ejemplo.mx', contrasena: 'clave-segura-1' })), rol_id: rol.id }, TODO_EL_CATALOGO, u)],
            ['baja y contraseña', async (tx) => editarUsuario(tx, admin.empresaId, usuario.id, await prepararEdicion(usuarioEditarInput.parse(edicion(usuario, { activo: false, contrasena: 'otra-clave-segura-2' }))), TODO_EL_CATALOGO, u)],
        ];
        for (const [nombre, escribir] of escrituras) {
            const antes = await filas(server(), admin.empresaId);
            // The write goes through (its entry is in the transaction), then something after it fails.
            await expect(
                db.transaction(async (tx) => {
                    await escribir(tx);
                    const dentro = await tx.kysely.selectFrom('bitacora').select('id').where('empresa_id', '=', admin.empresaId).execute();
                    expect(dentro.length, nombre).toBeGreaterThan(antes.length);
                    throw new Error('falla después');
                }),
            ).rejects.toThrow('falla después');
            expect(await filas(server(), admin.empresaId), nombre).toEqual(antes);
        }
        // Nothing of the changes either.
        expect((await admin.get(`/api/v1/productos/plantillas/${p.id}`)).body.variantes[0]).toMatchObject({ stock: 5, precio_venta: '10.00' });
        expect((await admin.get(`${RUTAS_EQUIPO.roles}${rol.id}`)).body.permisos).toEqual(['ventas:leer']);
        expect((await admin.get(`${RUTAS_EQUIPO.usuarios}${usuario.id}`)).body.activo).toBe(true);
    });

    describe('GET /api/v1/bitacora/', () => {
        let s: Sesion;
        let cajero: { id: number; usuario: string };
        const UTC = (dia: string, hora: string) => `${dia}T${hora}.000Z`;

        beforeAll(async () => {
            s = await nuevaSesion(server());
            const rol = await crearRol(s, ['ventas:leer']);
            cajero = await crearUsuario(s, rol.id, { nombre: 'Carlos', apellido: 'Cajero' });
            // Entries on known days (Mexico City is UTC−6): written as the writes do, with their own date.
            await server().db.transaction(async (tx) => {
                const de = (usuarioId: number | null) => ({ empresaId: s.empresaId, usuarioId });
                await anotar(tx, de(cajero.id), { tipo: 'caja.apertura', entidad: 'sesion_caja', entidadId: 1, despues: { fondo_inicial: '500.00' }, fecha: UTC('2026-01-09', '15:00:00') });
                // 23:30 on the 9th in the shop, the 10th in UTC.
                await anotar(tx, de(cajero.id), { tipo: 'caja.cierre', entidad: 'sesion_caja', entidadId: 1, antes: { efectivo_esperado: '500.00' }, despues: { efectivo_contado: '490.00', diferencia: '-10.00' }, fecha: UTC('2026-01-10', '05:30:00') });
                await anotar(tx, de(s.usuarioId), { tipo: 'venta.cancelacion', entidad: 'venta', entidadId: 12, antes: { estado: 'Completada' }, despues: { estado: 'Cancelada', motivo: 'Error de captura' }, fecha: UTC('2026-01-10', '18:00:00') });
                await anotar(tx, de(null), { tipo: 'empresa.ajustes', entidad: 'empresa', entidadId: s.empresaId, antes: { caja_obligatoria: false }, despues: { caja_obligatoria: true }, fecha: UTC('2026-01-11', '12:00:00') });
            });
        });

        it('answers the company’s entries newest first, with who, the kind’s label, the document and the values as JSON', async () => {
            const res = await s.get(`${B}?fecha_desde=2026-01-09&fecha_hasta=2026-01-11`);
            expect(res.status).toBe(200);
            expect(res.headers.get('x-total-count')).toBe('4');
            expect(res.body.map((e: { tipo: string }) => e.tipo)).toEqual(['empresa.ajustes', 'venta.cancelacion', 'caja.cierre', 'caja.apertura']);
            expect(res.body[1]).toEqual({
                id: expect.any(Number),
                fecha: expect.stringMatching(/^2026-01-10T18:00:00(\.000)?Z$/),
                usuario_id: s.usuarioId,
                usuario: s.email,
                nombre: 'Ana Pérez',
                tipo: 'venta.cancelacion',
                tipo_etiqueta: 'Venta cancelada',
                entidad: 'venta',
                entidad_id: 12,
                antes: { estado: 'Completada' },
                despues: { estado: 'Cancelada', motivo: 'Error de captura' },
            });
            // The system's entry has no user.
            expect(res.body[0]).toMatchObject({ usuario_id: null, usuario: null, nombre: null, tipo_etiqueta: 'Configuración de la empresa' });
            expect(res.body[2]).toMatchObject({ usuario: cajero.usuario, nombre: 'Carlos Cajero', antes: { efectivo_esperado: '500.00' }, despues: { diferencia: '-10.00' } });
            // One by id, the same.
            expect((await s.get(`${B}${res.body[1].id}`)).body).toEqual(res.body[1]);
            // Oldest first, and in react-admin's dialect with its range.
            const asc = await s.get(`${B}?sort=fecha&order=ASC&fecha_desde=2026-01-09&fecha_hasta=2026-01-11`);
            expect(asc.body.map((e: { tipo: string }) => e.tipo)).toEqual(['caja.apertura', 'caja.cierre', 'venta.cancelacion', 'empresa.ajustes']);
            const ra = await s.get(`${B}?range=[1,2]&sort=["fecha","DESC"]&filter=${encodeURIComponent(JSON.stringify({ fecha_desde: '2026-01-09', fecha_hasta: '2026-01-11' }))}`);
            expect(ra.headers.get('x-total-count')).toBe('4');
            expect(ra.headers.get('content-range')).toBe('bitacora 1-2/4');
            expect(ra.body.map((e: { tipo: string }) => e.tipo)).toEqual(['venta.cancelacion', 'caja.cierre']);
        });

        it('filters by user, kind and the shop’s days (both ends included)', async () => {
            const tipos = async (query: string) => (await s.get(`${B}?${query}`)).body.map((e: { tipo: string }) => e.tipo);
            expect(await tipos(`usuario_id=${cajero.id}&fecha_hasta=2026-01-11`)).toEqual(['caja.cierre', 'caja.apertura']);
            expect(await tipos('tipo=caja.cierre')).toEqual(['caja.cierre']);
            // The close at 05:30 UTC on the 10th is the 9th in the shop.
            expect(await tipos('fecha_desde=2026-01-09&fecha_hasta=2026-01-09')).toEqual(['caja.cierre', 'caja.apertura']);
            expect(await tipos('fecha_desde=2026-01-10&fecha_hasta=2026-01-10')).toEqual(['venta.cancelacion']);
            expect(await tipos(`usuario_id=${s.usuarioId}&tipo=venta.cancelacion`)).toEqual(['venta.cancelacion']);
            // The user's entries today (their creation of the role and the cashier) come first, newest.
            expect(await tipos(`usuario_id=${s.usuarioId}`)).toEqual(['usuario.alta', 'rol.permisos', 'venta.cancelacion']);
            const vacia = await s.get(`${B}?tipo=devolucion`);
            expect(vacia.status).toBe(200);
            expect(vacia.body).toEqual([]);
            expect(vacia.headers.get('x-total-count')).toBe('0');
        });

        it('refuses an unknown kind, a malformed day and an unknown filter in Spanish (422)', async () => {
            const tipo = await s.get(`${B}?tipo=venta.borrada`);
            expect(tipo.status).toBe(422);
            expect(tipo.body.detail[0]).toMatchObject({ loc: ['query', 'tipo'], msg: expect.stringMatching(/^El tipo debe ser uno de: caja\.apertura, /) });
            const dia = await s.get(`${B}?fecha_desde=09/01/2026`);
            expect(dia.status).toBe(422);
            expect(dia.body.detail[0]).toMatchObject({ loc: ['query', 'fecha_desde'], msg: 'La fecha debe tener el formato AAAA-MM-DD.' });
            expect((await s.get(`${B}?entidad=venta`)).status).toBe(422);
        });

        it('never lists another company’s entries; their id is a 404 like a missing one', async () => {
            const otra = await nuevaSesion(server());
            await crearRol(otra, ['ventas:leer']);
            const [ajena] = await filas(server(), otra.empresaId, 'rol.permisos');
            const lista = await s.get(`${B}?limit=1000`);
            const propias = (await filas(server(), s.empresaId)).map((f) => f.id).sort((x, y) => y - x);
            expect(lista.body.map((e: { id: number }) => e.id).sort((x: number, y: number) => y - x)).toEqual(propias);
            expect((await s.get(`${B}?id=${ajena.id}`)).body).toEqual([]);
            const res = await s.get(`${B}${ajena.id}`);
            expect(res.status).toBe(404);
            expect(res.body).toEqual({ detail: 'Entrada de bitácora no encontrada.' });
            expect((await s.get(`${B}999999999`)).status).toBe(404);
            expect((await otra.get(`${B}${ajena.id}`)).status).toBe(200);
        });

        it('needs bitacora:leer (403)', async () => {
            const sin = await usuarioConPermisos(server(), s.empresaId, PERMISOS.filter((p) => p !== 'bitacora:leer'));
            const [entrada] = await filas(server(), s.empresaId);
            for (const path of [B, `${B}${entrada.id}`]) {
                const res = await sin.get(path);
                expect(res.status).toBe(403);
                expect(res.body).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });
            }
            const con = await usuarioConPermisos(server(), s.empresaId, ['bitacora:leer']);
            expect((await con.get(B)).status).toBe(200);
        });

        it('has no route that writes it: POST, PUT, PATCH and DELETE are unknown routes (404), the entries unchanged', async () => {
            const [entrada] = await filas(server(), s.empresaId);
            const antes = await filas(server(), s.empresaId);
            const intentos = [
                await s.post(B, { tipo: 'empresa.ajustes', entidad: 'empresa' }),
                await s.put(`${B}${entrada.id}`, { despues: {} }),
                await s.del(`${B}${entrada.id}`),
                await s.del(B),
                await request(s.url, `${B}${entrada.id}`, { method: 'PATCH', token: s.token, json: { despues: {} } }),
            ];
            for (const res of intentos) expect(res.status).toBe(404);
            expect(await filas(server(), s.empresaId)).toEqual(antes);
        });
    });

    it('the list’s filters and order are served by the table’s indexes (SQLite’s plan: no table scan, no sort)', async () => {
        const db = server().db;
        if (db.dialect !== 'sqlite') return;
        // With no statistics SQLite may take the day range's index for a kind and days: either serves the order.
        const casos = [
            [{}, /SEARCH b USING INDEX bitacora_empresa_id_fecha_id_idx /],
            [{ usuario_id: 3 }, /SEARCH b USING INDEX bitacora_empresa_id_usuario_id_fecha_id_idx /],
            [{ tipo: 'caja.cierre' as const }, /SEARCH b USING INDEX bitacora_empresa_id_tipo_fecha_id_idx /],
            [{ tipo: 'caja.cierre' as const, fecha_desde: '2026-01-01', fecha_hasta: '2026-01-31' }, /SEARCH b USING INDEX bitacora_empresa_id_(tipo_)?fecha_id_idx /],
        ] as const;
        for (const [filtros, indice] of casos) {
            const consulta = pagina(db, 1, filtros, 'America/Mexico_City', { sort: 'fecha', order: 'DESC', limit: 100, skip: 0 }).compile();
            const { rows } = await db.kysely.executeQuery<{ detail: string }>({ ...consulta, sql: `explain query plan ${consulta.sql}` });
            const detalle = rows.map((r) => r.detail).join(' | ');
            expect(detalle, JSON.stringify(filtros)).toMatch(indice);
            expect(detalle).not.toMatch(/TEMP B-TREE|SCAN b/);
        }
    });
});
