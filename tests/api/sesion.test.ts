import { PERMISOS } from '../../contracts/permisos.js';
import { nuevaSesion } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

const SESION = '/api/v1/sesion';

describeEachEngine('sesion', (server) => {
    it("answers the caller's user, company (name and time zone) and every permission of an Administrador", async () => {
        const s = await nuevaSesion(server());
        const empresa = await server().db.kysely.selectFrom('empresas').selectAll().where('id', '=', s.empresaId).executeTakeFirstOrThrow();
        const res = await s.get(SESION);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
            usuario: { id: s.usuarioId, usuario: s.email, nombre: expect.any(String), apellido: expect.any(String) },
            empresa: { id: s.empresaId, nombre: empresa.nombre, zona_horaria: 'America/Mexico_City' },
            permisos: [...PERMISOS],
        });
        expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    });

    it("a role's own permissions, and the company's time zone as it is now", async () => {
        const s = await nuevaSesion(server());
        const cajero = await usuarioConPermisos(server(), s.empresaId, ['ventas:crear', 'clientes:leer']);
        await server().db.kysely.updateTable('empresas').set({ zona_horaria: 'America/Bogota' }).where('id', '=', s.empresaId).execute();
        const res = await cajero.get(SESION);
        expect(res.status).toBe(200);
        expect(res.body.usuario).toMatchObject({ id: cajero.usuarioId, usuario: cajero.email });
        expect(res.body.empresa).toMatchObject({ id: s.empresaId, zona_horaria: 'America/Bogota' });
        expect(res.body.permisos).toEqual(['ventas:crear', 'clientes:leer']);
    });

    it('another company sees its own shop, and without a token it is a 401', async () => {
        const a = await nuevaSesion(server());
        const b = await nuevaSesion(server());
        expect((await b.get(SESION)).body.empresa.id).toBe(b.empresaId);
        expect((await a.get(SESION)).body.empresa.id).toBe(a.empresaId);
        const anonimo = await fetch(`${server().url}${SESION}`);
        expect(anonimo.status).toBe(401);
    });
});
