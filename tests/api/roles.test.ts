import { PERMISOS } from '../../contracts/permisos.js';
import { contar, nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { administradoresActivos, crearRol, crearUsuario, edicion, entrarComo, RUTAS_EQUIPO } from '../helpers/equipo.js';
import { describeEachEngine } from '../helpers/testServer.js';

const R = RUTAS_EQUIPO.roles;
const rol = (id: number | string) => `${R}${id}`;
const ADMIN_FIJO = { detail: 'El rol Administrador tiene todos los permisos y no se puede modificar ni eliminar.' };
const SIN_ADMIN = { detail: 'La empresa debe conservar al menos un usuario activo que pueda administrar roles y usuarios.' };

describeEachEngine('roles API', (server) => {
    let admin: Sesion;
    let adminRolId: number;

    beforeAll(async () => {
        admin = await nuevaSesion(server());
        const lista = await admin.get(R);
        adminRolId = lista.body.find((r: { nombre: string }) => r.nombre === 'Administrador').id;
    });

    it('lists the whole catalogue of permissions', async () => {
        const res = await admin.get('/api/v1/roles/permisos-disponibles');
        expect(res.status).toBe(200);
        expect(res.body).toEqual([...PERMISOS]);
    });

    it('lists the company’s roles; the Administrador answers the whole catalogue', async () => {
        const res = await admin.get(R);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-total-count')).toBe(String(res.body.length));
        expect(res.body).toContainEqual({ id: adminRolId, nombre: 'Administrador', permisos: [...PERMISOS], todos_los_permisos: true });
        // Also in react-admin's dialect, and one by id.
        const ra = await admin.get(`${R}?range=[0,9]&sort=["nombre","ASC"]&filter={"id":[${adminRolId}]}`);
        expect(ra.body.map((r: { id: number }) => r.id)).toEqual([adminRolId]);
        expect((await admin.get(rol(adminRolId))).body.nombre).toBe('Administrador');
    });

    it('creates a role with a trimmed name and catalogue permissions, repeats collapsed', async () => {
        const res = await admin.post(R, { nombre: '  Cajero Matutino  ', permisos: ['ventas:leer', 'ventas:crear', 'ventas:crear'] });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({ id: expect.any(Number), nombre: 'Cajero Matutino', permisos: ['ventas:crear', 'ventas:leer'], todos_los_permisos: false });
        expect((await admin.get(rol(res.body.id))).body).toEqual(res.body);
        const sin = await admin.post(R, { nombre: 'Sin permisos' });
        expect(sin.status).toBe(201);
        expect(sin.body.permisos).toEqual([]);
    });

    it('refuses a blank name and an unknown permission (422 at the item), creating nothing', async () => {
        const antes = await contar(server(), 'roles', admin.empresaId);
        const blanco = await admin.post(R, { nombre: '   ', permisos: [] });
        expect(blanco.status).toBe(422);
        expect(blanco.body.detail).toEqual([{ loc: ['body', 'nombre'], msg: 'El nombre del rol es obligatorio.', type: expect.any(String) }]);
        const falta = await admin.post(R, { permisos: [] });
        expect(falta.status).toBe(422);
        expect(falta.body.detail[0]).toMatchObject({ loc: ['body', 'nombre'], msg: 'El nombre del rol es obligatorio.' });
        const desconocido = await admin.post(R, { nombre: 'Inventado', permisos: ['ventas:crear', 'reportes:borrar'] });
        expect(desconocido.status).toBe(422);
        expect(desconocido.body.detail).toEqual([{ loc: ['body', 'permisos', 1], msg: 'El permiso no existe.', type: expect.any(String) }]);
        const noLista = await admin.post(R, { nombre: 'Inventado', permisos: 'ventas:crear' });
        expect(noLista.status).toBe(422);
        expect(noLista.body.detail[0].loc).toEqual(['body', 'permisos']);
        expect(await contar(server(), 'roles', admin.empresaId)).toBe(antes);
    });

    it('keeps names unique per company, ignoring case and accents (409); another company may reuse one', async () => {
        await crearRol(admin, [], 'Almacén');
        for (const nombre of ['Almacén', 'almacen', ' ALMACÉN ', 'Administrador']) {
            const res = await admin.post(R, { nombre, permisos: [] });
            expect(res.status, nombre).toBe(409);
            expect(res.body).toEqual({ detail: 'Ya existe un rol con ese nombre.' });
        }
        const otro = await crearRol(admin, [], 'Bodega');
        const renombrar = await admin.put(rol(otro.id), { nombre: 'ALMACEN', permisos: [] });
        expect(renombrar.status).toBe(409);
        expect((await admin.get(rol(otro.id))).body.nombre).toBe('Bodega');
        // Its own name (changed case) is not a duplicate of itself.
        expect((await admin.put(rol(otro.id), { nombre: 'BODEGA', permisos: [] })).status).toBe(200);
        const ajena = await nuevaSesion(server());
        expect((await ajena.post(R, { nombre: 'Almacén', permisos: [] })).status).toBe(201);
    });

    it('updates name and permissions (PUT replaces the set)', async () => {
        const r = await crearRol(admin, ['ventas:crear', 'clientes:leer']);
        const res = await admin.put(rol(r.id), { nombre: 'Vendedor de piso', permisos: ['productos:leer', 'dashboard:leer'] });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ id: r.id, nombre: 'Vendedor de piso', permisos: ['dashboard:leer', 'productos:leer'], todos_los_permisos: false });
        const bad = await admin.put(rol(r.id), { nombre: 'Vendedor de piso', permisos: ['ventas:volar'] });
        expect(bad.status).toBe(422);
        expect(bad.body.detail[0].loc).toEqual(['body', 'permisos', 0]);
        expect((await admin.get(rol(r.id))).body).toEqual(res.body);
    });

    it('the Administrador role cannot be edited or deleted (409), and keeps its flag', async () => {
        const put = await admin.put(rol(adminRolId), { nombre: 'Jefe', permisos: ['ventas:crear'] });
        expect(put.status).toBe(409);
        expect(put.body).toEqual(ADMIN_FIJO);
        const del = await admin.del(rol(adminRolId));
        expect(del.status).toBe(409);
        expect(del.body).toEqual(ADMIN_FIJO);
        expect((await admin.get(rol(adminRolId))).body).toEqual({ id: adminRolId, nombre: 'Administrador', permisos: [...PERMISOS], todos_los_permisos: true });
    });

    it('deletes a role without users (204, its permissions gone); one with users is a 409', async () => {
        const libre = await crearRol(admin, ['ventas:crear']);
        expect((await admin.del(rol(libre.id))).status).toBe(204);
        expect((await admin.get(rol(libre.id))).status).toBe(404);
        const huerfanos = await server().db.kysely.selectFrom('rol_permisos').select('permiso').where('rol_id', '=', libre.id).execute();
        expect(huerfanos).toEqual([]);

        const ocupado = await crearRol(admin, ['ventas:crear']);
        const u = await crearUsuario(admin, ocupado.id, { activo: false });
        const res = await admin.del(rol(ocupado.id));
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: 'No se puede eliminar el rol porque tiene usuarios asignados.' });
        expect((await admin.get(rol(ocupado.id))).body).toEqual(ocupado);
        // Moving the user away frees it.
        expect((await admin.put(`${RUTAS_EQUIPO.usuarios}${u.id}`, edicion(u, { rol_id: adminRolId }))).status).toBe(200);
        expect((await admin.del(rol(ocupado.id))).status).toBe(204);
    });

    it('unknown, malformed and other companies’ ids', async () => {
        const ajena = await nuevaSesion(server());
        const suyo = await crearRol(ajena, ['ventas:crear']);
        for (const res of [
            await admin.get(rol(suyo.id)),
            await admin.put(rol(suyo.id), { nombre: 'Robado', permisos: [] }),
            await admin.del(rol(suyo.id)),
            await admin.get(rol(987654)),
        ]) {
            expect(res.status).toBe(404);
            expect(res.body).toEqual({ detail: 'Rol no encontrado.' });
        }
        expect((await ajena.get(rol(suyo.id))).body).toEqual(suyo);
        expect((await admin.get(rol('abc'))).status).toBe(422);
    });

    it('nobody grants more than they hold: a role manager cannot give a role, their own included, a permission they lack, nor change a role that holds more', async () => {
        const propio = await crearRol(admin, ['roles:administrar', 'ventas:leer']);
        const s = await entrarComo(server(), await crearUsuario(admin, propio.id), admin.empresaId);
        const contable = await crearRol(admin, ['contabilidad:leer']);
        const AJENOS = { detail: 'No puede otorgar permisos que usted no tiene.' };
        const MAS_PODER = { detail: 'No puede modificar un rol con permisos que usted no tiene.' };
        const antes = await contar(server(), 'roles', admin.empresaId);

        const nuevo = await s.post(R, { nombre: 'Contador', permisos: ['ventas:leer', 'contabilidad:leer'] });
        expect(nuevo.status).toBe(403);
        expect(nuevo.body).toEqual(AJENOS);
        expect(await contar(server(), 'roles', admin.empresaId)).toBe(antes);
        const ascenso = await s.put(rol(propio.id), { nombre: propio.nombre, permisos: ['roles:administrar', 'ventas:leer', 'usuarios:administrar'] });
        expect(ascenso.status).toBe(403);
        expect(ascenso.body).toEqual(AJENOS);
        for (const res of [await s.put(rol(contable.id), { nombre: contable.nombre, permisos: [] }), await s.del(rol(contable.id))]) {
            expect(res.status).toBe(403);
            expect(res.body).toEqual(MAS_PODER);
        }
        expect((await admin.get(rol(propio.id))).body).toEqual(propio);
        expect((await admin.get(rol(contable.id))).body).toEqual(contable);

        // Within reach: what the manager holds, or less.
        const vendedor = await s.post(R, { nombre: 'Vendedor', permisos: ['ventas:leer'] });
        expect(vendedor.status).toBe(201);
        expect((await s.put(rol(vendedor.body.id), { nombre: 'Vendedor', permisos: [] })).status).toBe(200);
        expect((await s.del(rol(vendedor.body.id))).status).toBe(204);
    });

    describe('the company keeps someone who can administer roles and users', () => {
        it('refuses removing roles:administrar or usuarios:administrar from the last such role in use', async () => {
            const s = await nuevaSesion(server());
            const gerente = await crearRol(s, ['roles:administrar', 'usuarios:administrar', 'ventas:leer'], 'Gerente');
            const cajero = await crearRol(s, ['ventas:crear'], 'Cajero');
            const g = await crearUsuario(s, gerente.id);
            const gs = await entrarComo(server(), g, s.empresaId);
            // The registering admin steps down to cashier: the manager still administers.
            const yo = (await s.get(`${RUTAS_EQUIPO.usuarios}${s.usuarioId}`)).body;
            expect((await s.put(`${RUTAS_EQUIPO.usuarios}${s.usuarioId}`, edicion(yo, { rol_id: cajero.id }))).status).toBe(200);

            for (const permisos of [['roles:administrar'], ['usuarios:administrar'], []]) {
                const res = await gs.put(rol(gerente.id), { nombre: 'Gerente', permisos });
                expect(res.status, permisos.join()).toBe(409);
                expect(res.body).toEqual(SIN_ADMIN);
            }
            expect((await gs.get(rol(gerente.id))).body).toEqual(gerente);
            // Renaming it or changing its other permissions is fine.
            expect((await gs.put(rol(gerente.id), { nombre: 'Encargado', permisos: ['roles:administrar', 'usuarios:administrar'] })).status).toBe(200);
            // A second administrator makes the change possible.
            const otro = await crearRol(gs, ['roles:administrar', 'usuarios:administrar'], 'Supervisor');
            await crearUsuario(gs, otro.id);
            expect((await gs.put(rol(gerente.id), { nombre: 'Encargado', permisos: ['roles:administrar'] })).status).toBe(200);
            expect(await administradoresActivos(server(), s.empresaId)).toHaveLength(1);
        });

        it('holds under two concurrent role edits (exactly one of them wins)', async () => {
            for (let ronda = 0; ronda < 3; ronda++) await rondaConcurrente();
        });

        async function rondaConcurrente() {
            const s = await nuevaSesion(server());
            const cajero = await crearRol(s, ['ventas:crear']);
            const [r1, r2] = [await crearRol(s, ['roles:administrar', 'usuarios:administrar']), await crearRol(s, ['roles:administrar', 'usuarios:administrar'])];
            const s1 = await entrarComo(server(), await crearUsuario(s, r1.id), s.empresaId);
            const s2 = await entrarComo(server(), await crearUsuario(s, r2.id), s.empresaId);
            const yo = (await s.get(`${RUTAS_EQUIPO.usuarios}${s.usuarioId}`)).body;
            expect((await s.put(`${RUTAS_EQUIPO.usuarios}${s.usuarioId}`, edicion(yo, { rol_id: cajero.id }))).status).toBe(200);

            const [a, b] = await Promise.all([
                s1.put(rol(r2.id), { nombre: r2.nombre, permisos: ['roles:administrar'] }),
                s2.put(rol(r1.id), { nombre: r1.nombre, permisos: ['roles:administrar'] }),
            ]);
            // The loser is refused by the guard (409), or, when it arrived after the winner's
            // commit, already by its lost permission (403); either way nothing of it was written.
            const [gano, perdio] = [a, b].sort((x, y) => x.status - y.status);
            expect(gano.status).toBe(200);
            expect([403, 409]).toContain(perdio.status);
            if (perdio.status === 409) expect(perdio.body).toEqual(SIN_ADMIN);
            expect(await administradoresActivos(server(), s.empresaId)).toHaveLength(1);
        }
    });
});
