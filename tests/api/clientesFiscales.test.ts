import { contar, crearCliente, nuevaSesion, RUTAS, ruta, type Sesion } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

/*
 * Customers a shop can invoice later (issue "What a shop hit in its first afternoon", item 7):
 * the RFC to SAT's pattern and unique in the company but for the generic ones, the email unique,
 * the phone as 10 digits. Every message in Spanish, at its field (422) or naming the conflict (409).
 */

const RFC_FORMATO =
    'El RFC debe tener 12 caracteres (persona moral) o 13 (persona física): 3 o 4 letras, la fecha AAMMDD y 3 caracteres de homoclave.';
const RFC_FECHA = 'La fecha del RFC (AAMMDD) no es una fecha válida.';
const TELEFONO = 'El teléfono debe tener 10 dígitos; puede escribirse con espacios, guiones, puntos o paréntesis, y con +52 al inicio.';
const rfcDuplicado = (rfc: string) => `Ya existe un cliente con el RFC '${rfc}'.`;
const emailDuplicado = (email: string) => `Ya existe un cliente con el email '${email}'.`;

describeEachEngine('clientes: RFC, email y teléfono', (server) => {
    /** A 422 with exactly this message at this field, and nothing created. */
    const rechazado = async (s: Sesion, body: Record<string, unknown>, campo: string, msg: string) => {
        const antes = await contar(server(), 'clientes', s.empresaId);
        const res = await s.post(RUTAS.clientes, { nombre_completo: 'Cliente Fiscal', ...body });
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.body.detail, JSON.stringify(body)).toEqual([{ loc: ['body', campo], msg, type: expect.any(String) }]);
        expect(await contar(server(), 'clientes', s.empresaId)).toBe(antes);
    };

    it('takes an RFC of a persona física (13) or moral (12), in any case and with spaces around, and keeps it in upper case', async () => {
        const s = await nuevaSesion(server());
        const casos: [string, string][] = [
            ['PEGM800101AB1', 'PEGM800101AB1'],
            ['  pegm800102ab1 ', 'PEGM800102AB1'],
            ['CAV010101XY9', 'CAV010101XY9'],
            ['ñaña850312kl3', 'ÑAÑA850312KL3'],
            ['A&B991231000', 'A&B991231000'],
            // 29 February in a year whose two digits are a multiple of 4 (2000, 2024, 1996).
            ['GOMA000229H10', 'GOMA000229H10'],
            ['gomb240229h10', 'GOMB240229H10'],
        ];
        for (const [rfc, guardado] of casos) {
            const res = await s.post(RUTAS.clientes, { nombre_completo: `Cliente ${guardado}`, rfc });
            expect(res.status, rfc).toBe(201);
            expect(res.body.rfc).toBe(guardado);
            expect((await s.get(ruta('clientes', res.body.id))).body.rfc).toBe(guardado);
        }
    });

    it('refuses an RFC off SAT pattern at its field, creating nothing', async () => {
        const s = await nuevaSesion(server());
        for (const rfc of [
            'PEGM800101AB', // 12 characters but 4 letters: neither shape
            'PEG800101AB12', // 13 characters but 3 letters
            'PEGM800101AB12', // 14
            'PE800101AB1', // 2 letters
            'PEGMA800101AB1', // 5 letters
            'P3GM800101AB1', // a digit among the letters
            'PEGM8001O1AB1', // a letter in the date
            'PEGM800101A-1', // a dash in the homoclave
            'PEGM 800101 AB1', // spaces inside
            'PÉGM800101AB1', // an accent
            'X',
        ]) {
            await rechazado(s, { rfc }, 'rfc', RFC_FORMATO);
        }
    });

    it('refuses an RFC whose YYMMDD is not a day of the calendar', async () => {
        const s = await nuevaSesion(server());
        for (const rfc of ['PEGM801301AB1', 'PEGM800001AB1', 'PEGM800100AB1', 'PEGM800230AB1', 'PEGM800431AB1', 'PEGM010229AB1', 'CAV990229XY9']) {
            await rechazado(s, { rfc }, 'rfc', RFC_FECHA);
        }
    });

    it('keeps the RFC unique in the company: a second one is a 409 naming it, on create and on update', async () => {
        const s = await nuevaSesion(server());
        const ana = await crearCliente(s, { nombre_completo: 'Ana Peña', rfc: 'PEAA800101AB1' });
        const otra = await s.post(RUTAS.clientes, { nombre_completo: 'Ana Peña (otra vez)', rfc: ' peaa800101ab1 ' });
        expect(otra.status).toBe(409);
        expect(otra.body).toEqual({ detail: rfcDuplicado('PEAA800101AB1') });

        const beto = await crearCliente(s, { nombre_completo: 'Beto Ruiz', rfc: 'RUBB900202XY3' });
        const cambio = await s.put(ruta('clientes', beto.id), { nombre_completo: 'Beto Ruiz', rfc: 'PEAA800101AB1' });
        expect(cambio.status).toBe(409);
        expect(cambio.body).toEqual({ detail: rfcDuplicado('PEAA800101AB1') });
        expect((await s.get(ruta('clientes', beto.id))).body.rfc).toBe('RUBB900202XY3');

        // Saving a customer with its own RFC is no conflict.
        const mismo = await s.put(ruta('clientes', ana.id), { nombre_completo: 'Ana Peña Díaz', rfc: 'PEAA800101AB1' });
        expect(mismo.status).toBe(200);
        // Another company has its own customers.
        const otraEmpresa = await nuevaSesion(server());
        expect((await otraEmpresa.post(RUTAS.clientes, { nombre_completo: 'Ana', rfc: 'PEAA800101AB1' })).status).toBe(201);
        expect(await contar(server(), 'clientes', s.empresaId)).toBe(2);
    });

    it('lets any number of customers carry the generic RFCs (público en general, extranjero)', async () => {
        const s = await nuevaSesion(server());
        for (const rfc of ['XAXX010101000', 'xaxx010101000', 'XEXX010101000', ' XEXX010101000']) {
            const res = await s.post(RUTAS.clientes, { nombre_completo: `Mostrador ${rfc}`, rfc });
            expect(res.status, rfc).toBe(201);
            expect(res.body.rfc).toBe(rfc.trim().toUpperCase());
        }
        const uno = await crearCliente(s, { rfc: 'GOMA750505QW1' });
        expect((await s.put(ruta('clientes', uno.id), { nombre_completo: 'Mostrador', rfc: 'XAXX010101000' })).status).toBe(200);
        expect(await contar(server(), 'clientes', s.empresaId)).toBe(5);
    });

    it('keeps the email unique in the company whatever its case: a 409 naming it', async () => {
        const s = await nuevaSesion(server());
        await crearCliente(s, { email: 'compras@ferreteria.mx' });
        const otra = await s.post(RUTAS.clientes, { nombre_completo: 'Otro', email: ' Compras@Ferreteria.MX ' });
        expect(otra.status).toBe(409);
        expect(otra.body).toEqual({ detail: emailDuplicado('compras@ferreteria.mx') });

        const sinCorreo = await crearCliente(s);
        const cambio = await s.put(ruta('clientes', sinCorreo.id), { nombre_completo: 'Sin correo', email: 'COMPRAS@ferreteria.mx' });
        expect(cambio.status).toBe(409);
        expect(cambio.body).toEqual({ detail: emailDuplicado('compras@ferreteria.mx') });
        // Customers without an email are many.
        await crearCliente(s, { email: null });
        await crearCliente(s, { email: '' });
        const otraEmpresa = await nuevaSesion(server());
        expect((await otraEmpresa.post(RUTAS.clientes, { nombre_completo: 'Otro', email: 'compras@ferreteria.mx' })).status).toBe(201);
        expect(await contar(server(), 'clientes', s.empresaId)).toBe(4);
    });

    it('stores a Mexican phone as its 10 digits, typed with separators or +52', async () => {
        const s = await nuevaSesion(server());
        for (const telefono of ['5512345678', '55 1234 5678', '(55) 1234-5678', '55.1234.5678', '55-12-34-56-78', '+52 55 1234 5678', '+52 (55) 1234-5678', '+525512345678']) {
            const res = await s.post(RUTAS.clientes, { nombre_completo: `Cliente ${telefono}`, telefono });
            expect(res.status, telefono).toBe(201);
            expect(res.body.telefono, telefono).toBe('5512345678');
        }
        const uno = await crearCliente(s);
        const put = await s.put(ruta('clientes', uno.id), { nombre_completo: 'Cliente', telefono: ' 33 8765 4321 ' });
        expect(put.body.telefono).toBe('3387654321');
    });

    it('refuses a phone that is not 10 digits at its field', async () => {
        const s = await nuevaSesion(server());
        for (const telefono of ['551234567', '55123456789', '55 1234 567a', 'cincuenta', '+1 555 123 4567', '+521 55 1234 5678', '52 55 1234 5678', '55/1234/5678', '5512345678 ext. 2', '+']) {
            await rechazado(s, { telefono }, 'telefono', TELEFONO);
        }
    });

    it('answers two customers saved at once with the same RFC, or the same email: one 201, one 409', async () => {
        const s = await nuevaSesion(server());
        for (const [campo, valor, detalle] of [
            ['rfc', 'CAAL700707ZZ1', rfcDuplicado('CAAL700707ZZ1')],
            ['email', 'mismo@correo.mx', emailDuplicado('mismo@correo.mx')],
        ] as const) {
            const respuestas = await Promise.all([1, 2].map((n) => s.post(RUTAS.clientes, { nombre_completo: `Carrera ${campo} ${n}`, [campo]: valor })));
            expect(respuestas.map((r) => r.status).sort()).toEqual([201, 409]);
            expect(respuestas.find((r) => r.status === 409)?.body).toEqual({ detail: detalle });
        }
        expect(await contar(server(), 'clientes', s.empresaId)).toBe(2);
    });
});
