import { CAJERO_DEMO, PERMISOS_CAJERO } from '../../server/demo/equipoDemo.js';
import { DEMO_CREDENTIALS, seedDemoShop } from '../../server/demo/demoShop.js';
import { request } from '../helpers/apiClient.js';
import { describeEachEngine } from '../helpers/testServer.js';

describeEachEngine('demo shop team', (server) => {
    const entrar = async ({ username, password }: { username: string; password: string }) => {
        const res = await request(server().url, '/api/login/token', { form: { username, password } });
        expect(res.status).toBe(200);
        return res.body.access_token as string;
    };
    const get = (token: string, path: string) => request(server().url, path, { token });

    beforeAll(async () => {
        expect(await seedDemoShop(server().db)).toBe(true);
    });

    it('has the admin and a Cajero role with its cashier, listed by the API', async () => {
        const admin = await entrar(DEMO_CREDENTIALS);
        const roles = (await get(admin, '/api/v1/roles/')).body;
        expect(roles.map((r: { nombre: string }) => r.nombre).sort()).toEqual(['Administrador', 'Cajero']);
        const cajero = roles.find((r: { nombre: string }) => r.nombre === 'Cajero');
        expect([...cajero.permisos].sort()).toEqual([...PERMISOS_CAJERO].sort());
        const usuarios = (await get(admin, '/api/v1/usuarios/')).body;
        expect(usuarios).toContainEqual({
            id: expect.any(Number),
            nombre: 'Carlos',
            apellido: 'Cajero',
            usuario: CAJERO_DEMO.username,
            rol_asignado: { id: cajero.id, nombre: 'Cajero' },
            activo: true,
        });
    });

    it('the cashier reads products and customers but cannot write the catalogue or administer anyone', async () => {
        const token = await entrar(CAJERO_DEMO);
        for (const path of ['/api/v1/productos/plantillas/', '/api/v1/clientes/']) expect((await get(token, path)).status, path).toBe(200);
        for (const path of ['/api/v1/roles/', '/api/v1/usuarios/', '/api/v1/roles/permisos-disponibles']) {
            const res = await get(token, path);
            expect(res.status, path).toBe(403);
            expect(res.body).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });
        }
        const res = await request(server().url, '/api/v1/categorias/', { token, method: 'POST', json: { nombre: 'No' } });
        expect(res.status).toBe(403);
    });
});
