import { request } from '../helpers/apiClient.js';
import { contar, crearCliente, insertarVenta, nuevaSesion, RUTAS, ruta, type Sesion } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

const OBLIGATORIO = 'El nombre completo es obligatorio.';
const EMAIL = 'El email no tiene un formato válido.';
const EN_USO = 'No se puede eliminar el cliente porque tiene ventas asociadas. Puede marcarlo como Inactivo.';

describeEachEngine('clientes', (server) => {
    const buscar = async (s: Sesion, termino: string) => {
        const res = await s.get(`${RUTAS.clientes}?termino=${encodeURIComponent(termino)}&skip=0&limit=10`);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-total-count')).toBe(String(res.body.length));
        return res.body.map((c: { nombre_completo: string }) => c.nombre_completo);
    };

    it('creates, reads and updates a customer with all its fields', async () => {
        const s = await nuevaSesion(server());
        const res = await s.post(RUTAS.clientes, {
            nombre_completo: '  María Fernanda Peña ',
            email: 'MFer@Correo.MX',
            telefono: '55 5555 0000',
            rfc: 'pegm800101ab1',
            direccion: 'Av. Juárez 10, CDMX',
        });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
            id: expect.any(Number),
            nombre_completo: 'María Fernanda Peña',
            email: 'mfer@correo.mx',
            // The phone's 10 digits, without the separators typed (clientesFiscales.test.ts).
            telefono: '5555550000',
            rfc: 'PEGM800101AB1',
            direccion: 'Av. Juárez 10, CDMX',
            estado: 'Activo',
            // Issue 34: no credit, 30 days, nothing owed, no points.
            limite_credito: '0.00',
            dias_credito: 30,
            saldo: '0.00',
            puntos: 0,
        });
        expect((await s.get(`/api/v1/clientes/${res.body.id}`)).body).toEqual(res.body);

        const put = await s.put(`/api/v1/clientes/${res.body.id}`, { nombre_completo: 'María F. Peña', estado: 'Inactivo' });
        expect(put.status).toBe(200);
        expect(put.body).toEqual({
            id: res.body.id,
            nombre_completo: 'María F. Peña',
            email: null,
            telefono: null,
            rfc: null,
            direccion: null,
            estado: 'Inactivo',
            limite_credito: '0.00',
            dias_credito: 30,
            saldo: '0.00',
            puntos: 0,
        });
        expect((await s.get(ruta('clientes', res.body.id))).body).toEqual(put.body);

        // A PUT without estado (the spec's five fields) leaves a retired customer retired.
        const sinEstado = await s.put(`/api/v1/clientes/${res.body.id}`, { nombre_completo: 'María Fernanda Peña' });
        expect(sinEstado.status).toBe(200);
        expect(sinEstado.body).toMatchObject({ nombre_completo: 'María Fernanda Peña', estado: 'Inactivo' });
    });

    it('finds customers by name, RFC or email, ignoring case and accents', async () => {
        const s = await nuevaSesion(server());
        await crearCliente(s, { nombre_completo: 'José Peña', rfc: 'PEJJ900202XY3', email: 'jose@tienda.mx' });
        await crearCliente(s, { nombre_completo: 'Ana Ávalos', rfc: 'AAAN850303QW1', email: 'ana.avalos@correo.com' });
        await crearCliente(s, { nombre_completo: 'Luis Ortiz', email: 'luis_ortiz@otro.net' });

        expect(await buscar(s, 'pena')).toEqual(['José Peña']);
        expect(await buscar(s, 'PEÑA')).toEqual(['José Peña']);
        expect(await buscar(s, 'jose')).toEqual(['José Peña']);
        expect(await buscar(s, 'avalos')).toEqual(['Ana Ávalos']);
        // RFC fragments, either case.
        expect(await buscar(s, 'JJ9002')).toEqual(['José Peña']);
        expect(await buscar(s, 'aaan85')).toEqual(['Ana Ávalos']);
        // Email fragments.
        expect(await buscar(s, 'tienda.mx')).toEqual(['José Peña']);
        expect(await buscar(s, 'CORREO.COM')).toEqual(['Ana Ávalos']);
        expect(await buscar(s, '@')).toEqual(['Ana Ávalos', 'José Peña', 'Luis Ortiz']);
        // Short terms work too.
        expect(await buscar(s, 'lu')).toEqual(['Luis Ortiz']);
        expect(await buscar(s, 'z')).toEqual(['Luis Ortiz']);
        expect(await buscar(s, 'nadie')).toEqual([]);
    });

    it('takes % and _ in a term literally', async () => {
        const s = await nuevaSesion(server());
        await crearCliente(s, { nombre_completo: 'Carla Ruiz', email: 'carla_ruiz@correo.mx' });
        await crearCliente(s, { nombre_completo: 'Carlos Ruiz', email: 'carlosruiz@correo.mx' });
        await crearCliente(s, { nombre_completo: 'Cien Por Ciento' });
        expect(await buscar(s, '%')).toEqual([]);
        expect(await buscar(s, '_')).toEqual(['Carla Ruiz']);
        expect(await buscar(s, 'a_r')).toEqual(['Carla Ruiz']);
        expect(await buscar(s, 'carl%ruiz')).toEqual([]);
        expect(await buscar(s, '\\')).toEqual([]);
    });

    it('refuses a missing nombre_completo, creating nothing', async () => {
        const s = await nuevaSesion(server());
        for (const body of [{}, { nombre_completo: '' }, { nombre_completo: '  ' }, { email: 'x@y.mx' }]) {
            const res = await s.post(RUTAS.clientes, body);
            expect(res.status, JSON.stringify(body)).toBe(422);
            expect(res.body.detail).toContainEqual({ loc: ['body', 'nombre_completo'], msg: OBLIGATORIO, type: expect.any(String) });
        }
        expect(await contar(server(), 'clientes', s.empresaId)).toBe(0);
    });

    it('refuses a malformed email, creating nothing', async () => {
        const s = await nuevaSesion(server());
        for (const email of ['sin-arroba', 'x@', 'a b@c.mx', 42]) {
            const res = await s.post(RUTAS.clientes, { nombre_completo: 'Cliente Email Malo', email });
            expect(res.status, String(email)).toBe(422);
            expect(res.body.detail[0].loc).toEqual(['body', 'email']);
            if (typeof email === 'string') expect(res.body.detail[0].msg).toBe(EMAIL);
        }
        expect(await contar(server(), 'clientes', s.empresaId)).toBe(0);
    });

    it('answers malformed JSON with 400', async () => {
        const s = await nuevaSesion(server());
        const res = await request(s.url, RUTAS.clientes, { token: s.token, raw: { body: '{"nombre_completo":', contentType: 'application/json' } });
        expect(res.status).toBe(400);
        expect(typeof res.body.detail).toBe('string');
    });

    it('refuses deleting a customer with a sale (409) and keeps it', async () => {
        const s = await nuevaSesion(server());
        const cliente = await crearCliente(s);
        await insertarVenta(server(), s, { clienteId: cliente.id });
        const res = await s.del(ruta('clientes', cliente.id));
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: EN_USO });
        expect((await s.get(ruta('clientes', cliente.id))).body).toMatchObject({ id: cliente.id, nombre_completo: cliente.nombre_completo });
    });

    it('deletes a customer without sales with 204; then it is gone', async () => {
        const s = await nuevaSesion(server());
        const cliente = await crearCliente(s);
        const res = await s.del(`/api/v1/clientes/${cliente.id}`);
        expect(res.status).toBe(204);
        const get = await s.get(ruta('clientes', cliente.id));
        expect(get.status).toBe(404);
        expect(get.body).toEqual({ detail: 'Cliente no encontrado.' });
        expect(await contar(server(), 'clientes', s.empresaId)).toBe(0);
    });
});
