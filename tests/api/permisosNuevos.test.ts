import { PERMISOS } from '../../contracts/permisos.js';
import { loadActor } from '../../server/modules/auth/auth.repo.js';
import { nuevaSesion } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/**
 * CONVENTIONS §1: the Administrador role always holds every permission, including those a later
 * version adds. A later version is simulated by a catalogue with one permission more.
 */
describeEachEngine('permissions added by a later version', (server) => {
    // A permission no version declares (reportes:leer played this part until issue 32 declared it).
    const CATALOGO_FUTURO = [...PERMISOS, 'futuro:permiso'];

    it('reach the Administrador of an existing company with no data change', async () => {
        const admin = await nuevaSesion(server());
        const actor = await loadActor(server().db.kysely, admin.usuarioId, admin.empresaId, 0, CATALOGO_FUTURO);
        expect(actor?.permisos.has('futuro:permiso')).toBe(true);
        expect([...(actor?.permisos ?? [])].sort()).toEqual([...CATALOGO_FUTURO].sort());
        const rol = await server()
            .db.kysely.selectFrom('roles')
            .select('todos_los_permisos')
            .where('empresa_id', '=', admin.empresaId)
            .where('nombre', '=', 'Administrador')
            .executeTakeFirstOrThrow();
        expect(rol.todos_los_permisos).toBe(1);
    });

    it('do not reach any other role, which keeps exactly what it was given', async () => {
        const admin = await nuevaSesion(server());
        const cajero = await usuarioConPermisos(server(), admin.empresaId, ['ventas:crear', 'clientes:leer']);
        const actor = await loadActor(server().db.kysely, cajero.usuarioId, cajero.empresaId, 0, CATALOGO_FUTURO);
        expect([...(actor?.permisos ?? [])].sort()).toEqual(['clientes:leer', 'ventas:crear']);
    });

    it('are enforced by the server like any other: the admin passes a route that needs one', async () => {
        const admin = await nuevaSesion(server());
        // A permission of today's catalogue that no rol_permisos row of this admin lists.
        await server().db.kysely.deleteFrom('rol_permisos').where('empresa_id', '=', admin.empresaId).execute();
        const res = await admin.get('/api/v1/categorias/');
        expect(res.status).toBe(200);
    });
});
