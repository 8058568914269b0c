import { sql } from 'kysely';
import { diaLocal } from '../../server/domain/calendario.js';
import { crearProducto, nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { compraRecibidaEn, devolucionEn, postear, ventaEn } from '../helpers/documentos.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

const MOVIMIENTOS = '/api/v1/contabilidad/movimientos/';
const RESUMEN = '/api/v1/contabilidad/resumen/';
const mov = (id: number) => `${MOVIMIENTOS}${id}`;
const SIN_PERMISO = { detail: 'No tiene permiso para realizar esta acción.' };
const NO_ENCONTRADO = { detail: 'Movimiento contable no encontrado.' };

const gasto = (overrides: Record<string, unknown> = {}) => ({
    tipo: 'egreso',
    monto: '150.5',
    concepto: 'Pago de luz',
    categoria: 'Servicios',
    descripcion: 'Recibo de marzo',
    ...overrides,
});

/** What the ledger's own rows add up to, straight from the database. */
async function sumaDeMovimientos(server: TestServer, empresaId: number) {
    const filas = await server.db.kysely
        .selectFrom('movimientos_contables')
        .select((eb) => ['tipo', eb.fn.sum<number>('monto').as('monto'), eb.fn.countAll<number>().as('n')])
        .where('empresa_id', '=', empresaId)
        .groupBy('tipo')
        .execute();
    const de = (t: string) => Number(filas.find((f) => f.tipo === t)?.monto ?? 0);
    return { ingresos: de('ingreso'), egresos: de('egreso') };
}

/** The daily totals recomputed from scratch must equal the maintained ones, key by key. */
async function totalesDiariosCuadran(server: TestServer, empresaId: number) {
    const k = server.db.kysely;
    const filas = await k.selectFrom('movimientos_contables').selectAll().where('empresa_id', '=', empresaId).execute();
    const esperado = new Map<string, { movimientos: number; monto: number }>();
    for (const f of filas) {
        const clave = [diaLocal(f.fecha, 'America/Mexico_City'), f.tipo, f.categoria ?? ''].join('|');
        const e = esperado.get(clave) ?? { movimientos: 0, monto: 0 };
        e.movimientos++;
        e.monto += Number(f.monto);
        esperado.set(clave, e);
    }
    // A key's total is spread over several rows (ranura, migration 0011): summed here as every reader does.
    const mantenidos = await k
        .selectFrom('contabilidad_diaria')
        .select((eb) => ['dia', 'tipo', 'categoria', eb.fn.sum<number>('movimientos').as('movimientos'), eb.fn.sum<number>('monto').as('monto')])
        .where('empresa_id', '=', empresaId)
        .groupBy(['dia', 'tipo', 'categoria'])
        .execute();
    const real = new Map(
        mantenidos
            .filter((m) => Number(m.movimientos) !== 0 || Number(m.monto) !== 0)
            .map((m) => [[m.dia, m.tipo, m.categoria].join('|'), { movimientos: Number(m.movimientos), monto: Number(m.monto) }]),
    );
    expect(real).toEqual(esperado);
}

const pesos = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

describeEachEngine('contabilidad: movimientos manuales', (server) => {
    let admin: Sesion;
    beforeAll(async () => {
        admin = await nuevaSesion(server());
    });

    it('creates a movement and answers it with money as text, its date and no source document', async () => {
        const antes = Date.now();
        const res = await admin.post(MOVIMIENTOS, gasto());
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
            id: expect.any(Number),
            tipo: 'egreso',
            concepto: 'Pago de luz',
            monto: '150.50',
            categoria: 'Servicios',
            descripcion: 'Recibo de marzo',
            fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
            origen: null,
        });
        expect(Date.parse(res.body.fecha)).toBeGreaterThanOrEqual(antes - 1000);
        expect((await admin.get(mov(res.body.id))).body).toEqual(res.body);
        const sinOpcionales = await admin.post(MOVIMIENTOS, { tipo: 'ingreso', monto: 20, concepto: '  Aporte  ' });
        expect(sinOpcionales.status).toBe(201);
        expect(sinOpcionales.body).toMatchObject({ concepto: 'Aporte', monto: '20.00', categoria: null, descripcion: null });
    });

    it.each([
        [{ monto: 0 }, 'monto', 'El monto debe ser mayor que cero.'],
        [{ monto: '-5' }, 'monto', 'El monto debe ser mayor que cero.'],
        [{ monto: 1_000_000_000_000 }, 'monto', 'El monto no puede superar $999,999,999.99.'],
        // Too large for exact cents, yet well written: the ceiling is the reason, not the format.
        [{ monto: '99999999999999' }, 'monto', 'El monto no puede superar $999,999,999.99.'],
        [{ monto: '123456789012345678.50' }, 'monto', 'El monto no puede superar $999,999,999.99.'],
        [{ monto: 'abc' }, 'monto', 'El monto debe ser un número con hasta dos decimales.'],
        [{ monto: '1.005' }, 'monto', 'El monto debe ser un número con hasta dos decimales.'],
        [{ monto: undefined }, 'monto', 'El monto debe ser un número con hasta dos decimales.'],
        [{ concepto: '   ' }, 'concepto', 'El concepto es obligatorio.'],
        [{ concepto: undefined }, 'concepto', 'El concepto es obligatorio.'],
        [{ tipo: 'gasto' }, 'tipo', "El tipo debe ser 'ingreso' o 'egreso'."],
    ])('refuses %j with a 422 on its field', async (cambio, campo, msg) => {
        const antes = await admin.get(RESUMEN);
        const res = await admin.post(MOVIMIENTOS, gasto(cambio));
        expect(res.status).toBe(422);
        expect(res.body.detail[0]).toMatchObject({ loc: ['body', campo], msg });
        expect((await admin.get(RESUMEN)).body).toEqual(antes.body);
    });

    it('edits and deletes a manual movement, and the summary follows each change', async () => {
        const s = await nuevaSesion(server());
        const a = (await s.post(MOVIMIENTOS, gasto({ tipo: 'ingreso', monto: '1000', categoria: 'Capital' }))).body;
        const b = (await s.post(MOVIMIENTOS, gasto({ monto: '250.25' }))).body;
        expect((await s.get(RESUMEN)).body).toEqual({ total_ingresos: '1000.00', total_egresos: '250.25', balance: '749.75' });

        const editado = await s.put(mov(b.id), gasto({ tipo: 'ingreso', monto: '10', concepto: 'Reembolso', categoria: null, descripcion: '' }));
        expect(editado.status).toBe(200);
        expect(editado.body).toEqual({ ...b, tipo: 'ingreso', monto: '10.00', concepto: 'Reembolso', categoria: null, descripcion: null });
        expect((await s.get(RESUMEN)).body).toEqual({ total_ingresos: '1010.00', total_egresos: '0.00', balance: '1010.00' });

        expect((await s.del(mov(a.id))).status).toBe(204);
        expect((await s.get(mov(a.id))).status).toBe(404);
        expect((await s.del(mov(a.id))).body).toEqual(NO_ENCONTRADO);
        const salida = await s.put(mov(b.id), gasto({ monto: '2000' }));
        expect(salida.body.tipo).toBe('egreso');
        expect((await s.get(RESUMEN)).body).toEqual({ total_ingresos: '0.00', total_egresos: '2000.00', balance: '-2000.00' });
        await totalesDiariosCuadran(server(), s.empresaId);
    });

    it('an empty ledger sums to zero', async () => {
        const s = await nuevaSesion(server());
        expect((await s.get(RESUMEN)).body).toEqual({ total_ingresos: '0.00', total_egresos: '0.00', balance: '0.00' });
        const list = await s.get(MOVIMIENTOS);
        expect(list.body).toEqual([]);
        expect(list.headers.get('x-total-count')).toBe('0');
    });
});

describeEachEngine('contabilidad: la lista', (server) => {
    let s: Sesion;
    const fechas = [
        '2025-01-31T23:00:00.000Z', // 31/01 17:00 local
        '2025-02-01T05:59:00.000Z', // 31/01 23:59 local
        '2025-02-01T06:00:00.000Z', // 01/02 00:00 local
        '2025-02-15T12:00:00.000Z',
        '2025-03-01T12:00:00.000Z',
    ];
    beforeAll(async () => {
        s = await nuevaSesion(server());
        // Written with chosen dates, through the same writer as POST (the route stamps "now").
        const { insertarMovimiento } = await import('../../server/modules/contabilidad/contabilidad.repo.js');
        await server().db.transaction(async (tx) => {
            for (const [i, fecha] of fechas.entries()) {
                await insertarMovimiento(tx, s.empresaId, s.usuarioId, {
                    tipo: i % 2 === 0 ? 'egreso' : 'ingreso',
                    monto: (i + 1) * 100,
                    concepto: `M${i}`,
                    categoria: i < 3 ? 'Renta' : null,
                    descripcion: null,
                    fecha,
                });
            }
        });
    });

    const conceptos = (res: { body: { concepto: string }[] }) => res.body.map((m) => m.concepto);

    it('is newest first with the total in X-Total-Count, in both query dialects', async () => {
        const res = await s.get(MOVIMIENTOS);
        expect(conceptos(res)).toEqual(['M4', 'M3', 'M2', 'M1', 'M0']);
        expect(res.headers.get('x-total-count')).toBe('5');
        const pagina = await s.get(`${MOVIMIENTOS}?skip=1&limit=2`);
        expect(conceptos(pagina)).toEqual(['M3', 'M2']);
        expect(pagina.headers.get('x-total-count')).toBe('5');
        const ra = await s.get(`${MOVIMIENTOS}?range=[3,4]&sort=["fecha","ASC"]&filter={"tipo":"egreso"}`);
        expect(conceptos(ra)).toEqual([]);
        expect(ra.headers.get('x-total-count')).toBe('3');
        expect(conceptos(await s.get(`${MOVIMIENTOS}?sort=fecha&order=ASC&limit=2`))).toEqual(['M0', 'M1']);
    });

    it('filters by tipo, categoría and a range of local days (both ends included), counting what it filters', async () => {
        const casos: [string, string[]][] = [
            ['tipo=ingreso', ['M3', 'M1']],
            ['categoria=Renta', ['M2', 'M1', 'M0']],
            ['categoria=renta', []],
            ['fecha_desde=2025-02-01', ['M4', 'M3', 'M2']],
            ['fecha_hasta=2025-01-31', ['M1', 'M0']],
            ['fecha_desde=2025-02-01&fecha_hasta=2025-02-15', ['M3', 'M2']],
            ['fecha_desde=2025-01-31&fecha_hasta=2025-01-31&tipo=egreso', ['M0']],
            ['tipo=egreso&categoria=Renta', ['M2', 'M0']],
        ];
        for (const [query, esperado] of casos) {
            const res = await s.get(`${MOVIMIENTOS}?${query}`);
            expect(conceptos(res), query).toEqual(esperado);
            expect(res.headers.get('x-total-count'), query).toBe(String(esperado.length));
            // Past the first page the total comes from the daily totals: the same number.
            const lejos = await s.get(`${MOVIMIENTOS}?${query}&skip=10`);
            expect(lejos.body, query).toEqual([]);
            expect(lejos.headers.get('x-total-count'), query).toBe(String(esperado.length));
        }
    });

    it('refuses unknown filters and malformed dates with a 422', async () => {
        for (const query of ['estado=x', 'fecha_desde=31/01/2025', 'tipo=gasto', 'sort=monto']) {
            const res = await s.get(`${MOVIMIENTOS}?${query}`);
            expect(res.status, query).toBe(422);
        }
        // Days that do not exist, and years outside 1900–2999 (9999-12-31 was a 500 on both
        // engines: the day after it has a five-digit year).
        const casos: [string, string][] = [
            ['fecha_desde=2025-02-29', 'La fecha debe tener el formato AAAA-MM-DD.'],
            ['fecha_hasta=2025-13-01', 'La fecha debe tener el formato AAAA-MM-DD.'],
            ['fecha_hasta=9999-12-31', 'La fecha debe estar entre los años 1900 y 2999.'],
            ['fecha_desde=0001-01-01', 'La fecha debe estar entre los años 1900 y 2999.'],
        ];
        for (const [query, msg] of casos) {
            const res = await s.get(`${MOVIMIENTOS}?${query}`);
            expect(res.status, query).toBe(422);
            expect(res.body.detail, query).toEqual([{ loc: ['query', query.split('=')[0]], msg, type: expect.any(String) }]);
        }
        expect((await s.get(`${MOVIMIENTOS}?fecha_desde=1900-01-01&fecha_hasta=2999-12-31`)).status).toBe(200);
    });

    it('refuses a category filter with control characters or blank with a Spanish 422 (a NUL was a 500 on PostgreSQL)', async () => {
        const casos: [string, string][] = [
            ['categoria=%00', 'El texto contiene caracteres de control no permitidos.'],
            ['categoria=Ren%01ta', 'El texto contiene caracteres de control no permitidos.'],
            ['categoria=%20', 'La categoría a filtrar no puede estar vacía.'],
        ];
        for (const [query, msg] of casos) {
            const res = await s.get(`${MOVIMIENTOS}?${query}`);
            expect(res.status, query).toBe(422);
            expect(res.body.detail[0], query).toMatchObject({ loc: ['query', 'categoria'], msg });
        }
    });
});

describeEachEngine('contabilidad: asientos automáticos', (server) => {
    let s: Sesion;
    let varianteId: number;
    let proveedorId: number;
    beforeAll(async () => {
        s = await nuevaSesion(server());
        const p = await crearProducto(s);
        varianteId = p.variantes[0].id;
        proveedorId = p.proveedor!.id;
    });

    it('a sale posts an ingreso linked to it, and the posting cannot be edited or deleted (409)', async () => {
        const venta = await ventaEn(server(), s, { fecha: '2025-05-02T17:00:00.000Z', lineas: [{ varianteId, cantidad: 3, precio: 12_550 }] });
        const lista = await s.get(`${MOVIMIENTOS}?categoria=Ventas`);
        const asiento = lista.body.find((m: { origen: unknown }) => JSON.stringify(m.origen) === JSON.stringify({ tipo: 'venta', id: venta.id }));
        expect(asiento).toEqual({
            id: expect.any(Number),
            tipo: 'ingreso',
            concepto: `Venta #${venta.id}`,
            monto: '376.50',
            categoria: 'Ventas',
            descripcion: null,
            fecha: '2025-05-02T17:00:00.000Z',
            origen: { tipo: 'venta', id: venta.id },
        });
        const resumen = (await s.get(RESUMEN)).body;

        const put = await s.put(mov(asiento.id), gasto());
        expect(put.status).toBe(409);
        expect(put.body).toEqual({ detail: `El movimiento fue generado automáticamente por Venta #${venta.id} y no se puede editar.` });
        const del = await s.del(mov(asiento.id));
        expect(del.status).toBe(409);
        expect(del.body).toEqual({ detail: `El movimiento fue generado automáticamente por Venta #${venta.id} y no se puede eliminar.` });
        expect((await s.get(mov(asiento.id))).body).toEqual(asiento);
        expect((await s.get(RESUMEN)).body).toEqual(resumen);
    });

    it('credit notes and received orders post egresos named after their documents; each document posts once', async () => {
        const venta = await ventaEn(server(), s, { fecha: '2025-05-03T17:00:00.000Z', lineas: [{ varianteId, cantidad: 2, precio: 10_000 }] });
        const nota = await devolucionEn(server(), s, venta.id, { fecha: '2025-05-04T17:00:00.000Z', lineas: [{ varianteId, cantidad: 1, precio: 10_000 }] });
        const compra = await compraRecibidaEn(server(), s, proveedorId, { fecha: '2025-05-05T17:00:00.000Z', total: 55_000 });
        const egresos = (await s.get(`${MOVIMIENTOS}?tipo=egreso`)).body;
        expect(egresos.map((m: { concepto: string; monto: string; categoria: string; origen: unknown }) => [m.concepto, m.monto, m.categoria, m.origen])).toEqual([
            [`Orden de compra #${compra.id}`, '550.00', 'Compras', { tipo: 'compra', id: compra.id }],
            // The note's sale too: the ledger links a credit note to its sale's detail.
            [`Nota de crédito #${nota.id}`, '100.00', 'Devoluciones', { tipo: 'nota_credito', id: nota.id, venta_id: venta.id }],
        ]);
        const nc = egresos[1];
        expect((await s.get(mov(nc.id))).body.origen).toEqual({ tipo: 'nota_credito', id: nota.id, venta_id: venta.id });
        expect((await s.del(mov(nc.id))).body.detail).toBe(`El movimiento fue generado automáticamente por Nota de crédito #${nota.id} y no se puede eliminar.`);
        expect((await s.put(mov(egresos[0].id), gasto())).body.detail).toBe(
            `El movimiento fue generado automáticamente por Orden de compra #${compra.id} y no se puede editar.`,
        );

        const antes = await sumaDeMovimientos(server(), s.empresaId);
        await expect(postear(server(), s, { tipo: 'venta', id: venta.id })).rejects.toThrow();
        await expect(postear(server(), s, { tipo: 'compra', id: compra.id })).rejects.toThrow();
        expect(await sumaDeMovimientos(server(), s.empresaId)).toEqual(antes);
    });

    it('outside a transaction registrarAsiento refuses to write', async () => {
        const { registrarAsiento } = await import('../../server/modules/contabilidad/contabilidad.service.js');
        const venta = await ventaEn(server(), s, { fecha: '2025-05-06T17:00:00.000Z', lineas: [{ varianteId, cantidad: 1, precio: 100 }], postear: false });
        await expect(registrarAsiento(server().db, s.empresaId, s.usuarioId, { origen: { tipo: 'venta', id: venta.id } })).rejects.toThrow(/transacción/);
    });

    it('the summary equals Σ sales − Σ credit notes − Σ received orders ± manual movements after a mixed sequence', async () => {
        const t = await nuevaSesion(server());
        const p = await crearProducto(t);
        const v = p.variantes[0].id;
        const prov = p.proveedor!.id;
        let dia = Date.parse('2025-06-01T15:00:00.000Z');
        const siguiente = () => new Date((dia += 3_600_000 * 7)).toISOString();
        let manualIn = 0;
        let manualOut = 0;
        const ventas: number[] = [];
        for (let i = 0; i < 12; i++) {
            const venta = await ventaEn(server(), t, { fecha: siguiente(), lineas: [{ varianteId: v, cantidad: 1 + (i % 3), precio: 9_999 + i * 37 }] });
            ventas.push(venta.id);
            if (i % 4 === 1) await devolucionEn(server(), t, venta.id, { fecha: siguiente(), lineas: [{ varianteId: v, cantidad: 1, precio: 9_999 + i * 37 }] });
            if (i % 5 === 2) await compraRecibidaEn(server(), t, prov, { fecha: siguiente(), total: 20_000 + i });
            const monto = 1_234 + i;
            const res = await t.post(MOVIMIENTOS, gasto({ tipo: i % 2 ? 'ingreso' : 'egreso', monto: pesos(monto) }));
            expect(res.status).toBe(201);
            if (i % 2) manualIn += monto;
            else manualOut += monto;
            if (i % 3 === 0) {
                expect((await t.del(mov(res.body.id))).status).toBe(204);
                if (i % 2) manualIn -= monto;
                else manualOut -= monto;
            }
        }
        // A pending order posts nothing; neither does another company's activity.
        const otra = await nuevaSesion(server());
        await otra.post(MOVIMIENTOS, gasto({ monto: '999' }));

        const k = server().db.kysely;
        const suma = async (tabla: 'ventas' | 'notas_credito' | 'compras', col: 'total' | 'total_devuelto') =>
            Number(
                (
                    await k
                        .selectFrom(tabla)
                        .select(sql<number>`coalesce(sum(${sql.ref(col)}), 0)`.as('s'))
                        .where('empresa_id', '=', t.empresaId)
                        .executeTakeFirstOrThrow()
                ).s,
            );
        const ingresos = (await suma('ventas', 'total')) + manualIn;
        const egresos = (await suma('notas_credito', 'total_devuelto')) + (await suma('compras', 'total')) + manualOut;
        const resumen = (await t.get(RESUMEN)).body;
        expect(resumen).toEqual({ total_ingresos: pesos(ingresos), total_egresos: pesos(egresos), balance: pesos(ingresos - egresos) });
        expect(await sumaDeMovimientos(server(), t.empresaId)).toEqual({ ingresos, egresos });
        await totalesDiariosCuadran(server(), t.empresaId);
        const lista = await t.get(`${MOVIMIENTOS}?limit=5`);
        const n = Number((await k.selectFrom('movimientos_contables').select((eb) => eb.fn.countAll<number>().as('n')).where('empresa_id', '=', t.empresaId).executeTakeFirstOrThrow()).n);
        expect(lista.headers.get('x-total-count')).toBe(String(n));
    });

    it('sums the summary exactly also past 2^53 cents, where a number loses them', async () => {
        const t = await nuevaSesion(server());
        // Years of daily totals, as the postings keep them (written here: reaching $90 trillion
        // through the API would take 90,000 movements at the largest amount).
        const dias = [
            { dia: '2024-01-01', tipo: 'ingreso', monto: Number.MAX_SAFE_INTEGER },
            { dia: '2024-01-02', tipo: 'ingreso', monto: 2 },
            { dia: '2024-01-02', tipo: 'egreso', monto: 1 },
        ];
        await server()
            .db.kysely.insertInto('contabilidad_diaria')
            .values(dias.map((d) => ({ ...d, empresa_id: t.empresaId, categoria: '', movimientos: 1 })))
            .execute();
        expect((await t.get(RESUMEN)).body).toEqual({ total_ingresos: '90071992547409.93', total_egresos: '0.01', balance: '90071992547409.92' });
        // Counts with no documents behind them: gone before the server's closing check (tests/helpers/contadores.ts).
        await server().db.kysely.deleteFrom('contabilidad_diaria').where('empresa_id', '=', t.empresaId).execute();
    });
});

describeEachEngine('contabilidad: empresas y permisos', (server) => {
    let a: Sesion;
    let b: Sesion;
    let movB: { id: number };
    let ventaB: number;
    beforeAll(async () => {
        a = await nuevaSesion(server());
        b = await nuevaSesion(server());
        movB = (await b.post(MOVIMIENTOS, gasto({ concepto: 'De B' }))).body;
        const p = await crearProducto(b);
        ventaB = (await ventaEn(server(), b, { fecha: '2025-05-02T17:00:00.000Z', lineas: [{ varianteId: p.variantes[0].id, cantidad: 1, precio: 500 }] })).id;
    });

    it("another company's movement is a 404, exactly like a missing one, and never listed", async () => {
        expect((await a.get(mov(movB.id))).body).toEqual(NO_ENCONTRADO);
        for (const res of [await a.get(mov(movB.id)), await a.put(mov(movB.id), gasto()), await a.del(mov(movB.id)), await a.get(mov(2_000_000_000))]) {
            expect(res.status).toBe(404);
            expect(res.body).toEqual(NO_ENCONTRADO);
        }
        expect((await a.get(MOVIMIENTOS)).body).toEqual([]);
        expect((await a.get(`${MOVIMIENTOS}?id=${movB.id}`)).headers.get('x-total-count')).toBe('0');
        expect((await a.get(RESUMEN)).body).toEqual({ total_ingresos: '0.00', total_egresos: '0.00', balance: '0.00' });
        expect((await b.get(mov(movB.id))).body.concepto).toBe('De B');
        // A workflow of company A cannot post company B's sale.
        await expect(postear(server(), a, { tipo: 'venta', id: ventaB })).rejects.toThrow(`Venta #${ventaB} no existe.`);
    });

    it('contabilidad:leer reads but cannot write; without it every call is a 403', async () => {
        const lector = await usuarioConPermisos(server(), b.empresaId, ['contabilidad:leer']);
        expect((await lector.get(MOVIMIENTOS)).status).toBe(200);
        expect((await lector.get(mov(movB.id))).status).toBe(200);
        expect((await lector.get(RESUMEN)).status).toBe(200);
        for (const res of [await lector.post(MOVIMIENTOS, gasto()), await lector.put(mov(movB.id), gasto()), await lector.del(mov(movB.id))]) {
            expect(res.status).toBe(403);
            expect(res.body).toEqual(SIN_PERMISO);
        }
        const ajeno = await usuarioConPermisos(server(), b.empresaId, ['dashboard:leer', 'contabilidad:escribir']);
        for (const res of [await ajeno.get(MOVIMIENTOS), await ajeno.get(mov(movB.id)), await ajeno.get(RESUMEN)]) {
            expect(res.status).toBe(403);
            expect(res.body).toEqual(SIN_PERMISO);
        }
        expect((await ajeno.post(MOVIMIENTOS, gasto({ monto: 1 }))).status).toBe(201);
        expect((await b.get(mov(movB.id))).body.monto).toBe('150.50');
    });
});
