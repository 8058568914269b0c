import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

const MOVIMIENTOS = '/api/v1/contabilidad/movimientos/';
const FUTURA = 'La fecha del movimiento no puede ser posterior a hoy.';
const FORMATO = 'La fecha debe tener el formato AAAA-MM-DD o ser una fecha y hora ISO 8601.';

// The server's clock, pinned by each test: America/Mexico_City is UTC−6 all year.
const reloj = { ahora: new Date('2025-03-10T18:00:00.000Z') }; // 10 Mar 12:00 local

const gasto = (extra: Record<string, unknown> = {}) => ({ tipo: 'egreso', monto: '100.00', concepto: 'Papelería', categoria: 'Oficina', ...extra });

/**
 * A manual movement may carry its date (beyond the spec): a day of the shop ('YYYY-MM-DD') or an
 * instant, stored as a UTC instant; never later than the shop's today (422 on fecha).
 */
describeEachEngine(
    'contabilidad: the date of a manual movement',
    (server) => {
        let s: Sesion;
        beforeAll(async () => {
            s = await nuevaSesion(server());
        });
        beforeEach(() => {
            reloj.ahora = new Date('2025-03-10T18:00:00.000Z');
        });

        const delDia = async (dia: string) =>
            (await s.get(`${MOVIMIENTOS}?filter=${encodeURIComponent(JSON.stringify({ fecha_desde: dia, fecha_hasta: dia }))}`)).body.map((m: { concepto: string }) => m.concepto);

        it('without a date is now; today is now; an earlier day is that day of the shop', async () => {
            const sinFecha = await s.post(MOVIMIENTOS, gasto({ concepto: 'Sin fecha' }));
            expect(sinFecha.status).toBe(201);
            expect(sinFecha.body.fecha).toBe('2025-03-10T18:00:00.000Z');
            const hoy = await s.post(MOVIMIENTOS, gasto({ concepto: 'Hoy', fecha: '2025-03-10' }));
            expect(hoy.status).toBe(201);
            expect(hoy.body.fecha).toBe('2025-03-10T18:00:00.000Z');
            const ayer = await s.post(MOVIMIENTOS, gasto({ concepto: 'Olvidado de ayer', fecha: '2025-03-09' }));
            expect(ayer.status).toBe(201);
            expect(ayer.body.fecha).toBe('2025-03-09T06:00:00.000Z'); // 9 Mar 00:00 in Mexico City
            expect(await delDia('2025-03-09')).toContain('Olvidado de ayer');
            expect(await delDia('2025-03-10')).not.toContain('Olvidado de ayer');
            const instante = await s.post(MOVIMIENTOS, gasto({ concepto: 'A una hora', fecha: '2025-03-08T20:15:00-06:00' }));
            expect(instante.status).toBe(201);
            expect(instante.body.fecha).toBe('2025-03-09T02:15:00.000Z');
        });

        it("refuses a day after the shop's today with a Spanish 422 on fecha, in the shop's zone, and writes nothing", async () => {
            const antes = (await s.get('/api/v1/contabilidad/resumen')).body;
            const manana = await s.post(MOVIMIENTOS, gasto({ fecha: '2025-03-11' }));
            expect(manana.status).toBe(422);
            expect(manana.body.detail).toEqual([{ loc: ['body', 'fecha'], msg: FUTURA, type: expect.any(String) }]);
            // 23:30 on 10 Mar in Mexico City is already 11 Mar in UTC: the 11th is still tomorrow there.
            reloj.ahora = new Date('2025-03-11T05:30:00.000Z');
            expect((await s.post(MOVIMIENTOS, gasto({ fecha: '2025-03-11' }))).body.detail).toEqual([{ loc: ['body', 'fecha'], msg: FUTURA, type: expect.any(String) }]);
            expect((await s.post(MOVIMIENTOS, gasto({ fecha: '2025-03-11T06:00:00.000Z' }))).status).toBe(422);
            const imposible = await s.post(MOVIMIENTOS, gasto({ fecha: '2025-02-31' }));
            expect(imposible.status).toBe(422);
            expect(imposible.body.detail).toEqual([{ loc: ['body', 'fecha'], msg: FORMATO, type: expect.any(String) }]);
            expect((await s.get('/api/v1/contabilidad/resumen')).body).toEqual(antes);
        });

        it('an edit keeps the date unless it carries one, keeps the hour on the same day, and refuses a later one', async () => {
            const creado = (await s.post(MOVIMIENTOS, gasto({ concepto: 'Para editar' }))).body;
            const ruta = `${MOVIMIENTOS}${creado.id}`;
            reloj.ahora = new Date('2025-03-12T18:00:00.000Z');
            expect((await s.put(ruta, gasto({ concepto: 'Para editar' }))).body.fecha).toBe(creado.fecha);
            expect((await s.put(ruta, gasto({ concepto: 'Para editar', fecha: '2025-03-10' }))).body.fecha).toBe(creado.fecha);
            const movido = await s.put(ruta, gasto({ concepto: 'Para editar', fecha: '2025-03-05' }));
            expect(movido.status).toBe(200);
            expect(movido.body.fecha).toBe('2025-03-05T06:00:00.000Z');
            expect(await delDia('2025-03-05')).toContain('Para editar');
            const futuro = await s.put(ruta, gasto({ concepto: 'Para editar', fecha: '2025-03-13' }));
            expect(futuro.status).toBe(422);
            expect(futuro.body.detail).toEqual([{ loc: ['body', 'fecha'], msg: FUTURA, type: expect.any(String) }]);
            expect((await s.get(ruta)).body.fecha).toBe('2025-03-05T06:00:00.000Z');
        });
    },
    { now: () => reloj.ahora },
);
