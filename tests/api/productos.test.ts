import { request } from '../helpers/apiClient.js';
import {
    contar,
    crearProducto,
    nuevaSesion,
    productoBody,
    RUTAS,
    referencias,
    ruta,
    type Sesion,
    stockYMovimientos,
    variante,
} from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

const M = {
    nombre: 'El nombre debe tener al menos 3 caracteres.',
    categoria: 'Debes seleccionar una categoría.',
    proveedor: 'Debes seleccionar un proveedor.',
    sku: 'El SKU es obligatorio.',
    stock: 'El stock no puede ser negativo.',
    precio: 'El precio de venta debe ser positivo.',
};

describeEachEngine('productos: create, validation, money, SKUs, search', (server) => {
    it('answers exactly the product shape, first variant first, with its stock history started', async () => {
        const s = await nuevaSesion(server());
        const { categoria, proveedor, refs } = await referencias(s);
        const res = await s.post(RUTAS.productos, {
            nombre: '  Martillo de uña ',
            descripcion: 'Mango de fibra',
            ...refs,
            variantes: [
                { sku: 'MART-16', precio_venta: '150.5', costo_compra: 90, stock: 12, valores_ids: [3] },
                { sku: 'MART-20', precio_venta: 180, stock: 0 },
            ],
        });
        expect(res.status).toBe(201);
        expect(res.body).toStrictEqual({
            id: expect.any(Number),
            nombre: 'Martillo de uña',
            descripcion: 'Mango de fibra',
            categoria: { id: categoria.id, nombre: categoria.nombre },
            proveedor: { id: proveedor.id, nombre_empresa: proveedor.nombre_empresa },
            activo: true,
            // The company's default taxes (IVA 16 %, no IEPS) when the body names none.
            iva: '16',
            ieps: null,
            unidad: 'pieza',
            variantes: [
                { id: expect.any(Number), sku: 'MART-16', stock: 12, precio_venta: '150.50', costo_compra: '90.00', valores_ids: [3], precios_mayoreo: [] },
                { id: expect.any(Number), sku: 'MART-20', stock: 0, precio_venta: '180.00', costo_compra: '0.00', valores_ids: [], precios_mayoreo: [] },
            ],
        });
        const get = await s.get(ruta('productos', res.body.id));
        expect(get.body).toStrictEqual(res.body);
        const lista = await s.get(RUTAS.productos);
        expect(lista.body).toStrictEqual([res.body]);

        const [v1, v2] = res.body.variantes.map((v: { id: number }) => v.id);
        expect(await stockYMovimientos(server(), [v1, v2])).toEqual({
            [v1]: { stock: 12, suma: 12, movimientos: 1 },
            [v2]: { stock: 0, suma: 0, movimientos: 0 },
        });
    });

    it('accepts money as a number or a string and stores it exactly to the cent', async () => {
        const s = await nuevaSesion(server());
        const { refs } = await referencias(s);
        const casos: [unknown, string][] = [
            ['150.5', '150.50'],
            [150.5, '150.50'],
            [0.1 + 0.2, '0.30'],
            ['0.10', '0.10'],
            [19.99, '19.99'],
            [' 7 ', '7.00'],
            [1234567.89, '1234567.89'],
        ];
        for (const [precio, esperado] of casos) {
            const res = await s.post(RUTAS.productos, productoBody(refs, { variantes: [variante({ precio_venta: precio, costo_compra: precio })] }));
            expect(res.status, String(precio)).toBe(201);
            expect(res.body.variantes[0].precio_venta).toBe(esperado);
            expect(res.body.variantes[0].costo_compra).toBe(esperado);
            const fila = await server().db.kysely.selectFrom('variantes').select(['precio_venta', 'costo_compra']).where('id', '=', res.body.variantes[0].id).executeTakeFirstOrThrow();
            expect(fila.precio_venta).toBe(Math.round(Number(esperado) * 100));
        }
        const sinCosto = await s.post(RUTAS.productos, productoBody(refs, { variantes: [{ sku: 'SIN-COSTO', precio_venta: 10, stock: 1 }] }));
        expect(sinCosto.body.variantes[0].costo_compra).toBe('0.00');
    });

    it('refuses money with three decimals or that is not an amount, creating nothing', async () => {
        const s = await nuevaSesion(server());
        const { refs } = await referencias(s);
        for (const precio of ['abc', '1e3', '', null, true, '1,50,0']) {
            const res = await s.post(RUTAS.productos, productoBody(refs, { variantes: [variante({ precio_venta: precio })] }));
            expect(res.status, String(precio)).toBe(422);
            expect(res.body.detail[0]).toEqual({ loc: ['body', 'variantes', 0, 'precio_venta'], msg: M.precio, type: expect.any(String) });
        }
        // A decimal comma is told to use a point (contracts/numero.ts), never read as 1250 or 12.
        const coma = await s.post(RUTAS.productos, productoBody(refs, { variantes: [variante({ precio_venta: '12,50' })] }));
        expect(coma.status).toBe(422);
        expect(coma.body.detail[0]).toEqual({
            loc: ['body', 'variantes', 0, 'precio_venta'],
            msg: 'Use punto para los decimales (ej. 180.50); la coma solo separa los miles (ej. 1,500.50).',
            type: expect.any(String),
        });
        // A positive price with a third decimal is told so, not that it should be positive.
        for (const precio of ['150.505', 150.505, 1.005]) {
            const res = await s.post(RUTAS.productos, productoBody(refs, { variantes: [variante({ precio_venta: precio, costo_compra: precio })] }));
            expect(res.status, String(precio)).toBe(422);
            expect(res.body.detail).toEqual([
                { loc: ['body', 'variantes', 0, 'precio_venta'], msg: 'El precio de venta admite hasta dos decimales.', type: expect.any(String) },
                { loc: ['body', 'variantes', 0, 'costo_compra'], msg: 'El costo de compra admite hasta dos decimales.', type: expect.any(String) },
            ]);
        }
        const costo = await s.post(RUTAS.productos, productoBody(refs, { variantes: [variante({ costo_compra: '1.234' })] }));
        expect(costo.status).toBe(422);
        expect(costo.body.detail[0].loc).toEqual(['body', 'variantes', 0, 'costo_compra']);
        expect(await contar(server(), 'plantillas', s.empresaId)).toBe(0);
    });

    it('refuses each §5 rule with the spec message at the field, creating nothing', async () => {
        const s = await nuevaSesion(server());
        const { refs } = await referencias(s);
        const base = productoBody(refs);
        const casos: [Record<string, unknown>, (string | number)[], string][] = [
            [{ ...base, nombre: 'ab' }, ['body', 'nombre'], M.nombre],
            [{ ...base, nombre: '  ab   ' }, ['body', 'nombre'], M.nombre],
            [{ ...base, nombre: undefined }, ['body', 'nombre'], M.nombre],
            [{ ...base, categoria_id: 0 }, ['body', 'categoria_id'], M.categoria],
            [{ ...base, categoria_id: undefined }, ['body', 'categoria_id'], M.categoria],
            [{ ...base, categoria_id: 'x' }, ['body', 'categoria_id'], M.categoria],
            [{ ...base, proveedor_id: undefined }, ['body', 'proveedor_id'], M.proveedor],
            [{ ...base, proveedor_id: -3 }, ['body', 'proveedor_id'], M.proveedor],
            [{ ...base, variantes: [variante({ sku: '' })] }, ['body', 'variantes', 0, 'sku'], M.sku],
            [{ ...base, variantes: [variante({ sku: '   ' })] }, ['body', 'variantes', 0, 'sku'], M.sku],
            [{ ...base, variantes: [variante({ stock: -1 })] }, ['body', 'variantes', 0, 'stock'], M.stock],
            [{ ...base, variantes: [variante({ precio_venta: 0 })] }, ['body', 'variantes', 0, 'precio_venta'], M.precio],
            [{ ...base, variantes: [variante({ precio_venta: '-5' })] }, ['body', 'variantes', 0, 'precio_venta'], M.precio],
            [{ ...base, variantes: [variante(), variante({ stock: -2 })] }, ['body', 'variantes', 1, 'stock'], M.stock],
            [{ ...base, variantes: [] }, ['body', 'variantes'], 'El producto debe tener al menos una variante.'],
        ];
        for (const [body, loc, msg] of casos) {
            const res = await s.post(RUTAS.productos, body);
            expect(res.status, `${loc.join('.')} ${JSON.stringify(body)}`).toBe(422);
            expect(res.body.detail).toContainEqual({ loc, msg, type: expect.any(String) });
        }
        expect(await contar(server(), 'plantillas', s.empresaId)).toBe(0);
        expect(await contar(server(), 'variantes', s.empresaId)).toBe(0);
        expect(await contar(server(), 'movimientos_stock', s.empresaId)).toBe(0);
    });

    it('refuses an unknown category or supplier on their field, creating nothing', async () => {
        const s = await nuevaSesion(server());
        const { refs } = await referencias(s);
        const cat = await s.post(RUTAS.productos, productoBody(refs, { categoria_id: 999999 }));
        expect(cat.status).toBe(422);
        expect(cat.body.detail).toEqual([{ loc: ['body', 'categoria_id'], msg: 'La categoría seleccionada no existe.', type: expect.any(String) }]);
        const prov = await s.post(RUTAS.productos, productoBody(refs, { proveedor_id: 999999 }));
        expect(prov.status).toBe(422);
        expect(prov.body.detail).toEqual([{ loc: ['body', 'proveedor_id'], msg: 'El proveedor seleccionado no existe.', type: expect.any(String) }]);
        expect(await contar(server(), 'plantillas', s.empresaId)).toBe(0);
    });

    it('answers malformed JSON with 400 and creates nothing', async () => {
        const s = await nuevaSesion(server());
        const res = await request(s.url, RUTAS.productos, { token: s.token, raw: { body: '{"nombre": "Taladro", ', contentType: 'application/json' } });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ detail: 'El cuerpo de la petición no es un JSON válido.' });
        expect(await contar(server(), 'plantillas', s.empresaId)).toBe(0);
    });

    it('keeps SKUs unique within a company, ignoring case and accents (409), changing nothing', async () => {
        const s = await nuevaSesion(server());
        const { refs } = await referencias(s);
        const primero = await s.post(RUTAS.productos, productoBody(refs, { variantes: [variante({ sku: 'Cañería-1' })] }));
        expect(primero.status).toBe(201);
        for (const sku of ['Cañería-1', 'CAÑERÍA-1', 'caneria-1', ' Caneria-1 ']) {
            const res = await s.post(RUTAS.productos, productoBody(refs, { variantes: [variante(), variante({ sku })] }));
            expect(res.status, sku).toBe(409);
            expect(res.body).toEqual({ detail: "El SKU 'Cañería-1' ya está en uso." });
        }
        // Simultaneous creates with one new SKU: one wins, and each of the others is told which
        // SKU, also when the unique key rather than the check caught it (PostgreSQL).
        const sku = variante().sku;
        const carrera = await Promise.all(
            Array.from({ length: 12 }, () => s.post(RUTAS.productos, productoBody(refs, { variantes: [variante(), variante({ sku })] }))),
        );
        expect(carrera.filter((r) => r.status === 201)).toHaveLength(1);
        for (const r of carrera.filter((r) => r.status !== 201)) expect(r.body).toEqual({ detail: `El SKU '${sku}' ya está en uso.` });
        expect(await contar(server(), 'plantillas', s.empresaId)).toBe(2);

        const repetido = await s.post(RUTAS.productos, productoBody(refs, { variantes: [variante({ sku: 'TUBO-9' }), variante({ sku: 'tubo-9' })] }));
        expect(repetido.status).toBe(409);
        expect(repetido.body).toEqual({ detail: "El SKU 'tubo-9' está repetido en el producto." });

        // Taking another product's SKU on update is refused too.
        const otro = await crearProducto(s, refs);
        const put = await s.put(ruta('productos', otro.id), { ...productoBody(refs), variantes: [{ ...otro.variantes[0], sku: 'CANERIA-1' }] });
        expect(put.status).toBe(409);
        expect((await s.get(ruta('productos', otro.id))).body).toStrictEqual(otro);

        expect(await contar(server(), 'plantillas', s.empresaId)).toBe(3);
        expect(await contar(server(), 'variantes', s.empresaId)).toBe(4);
    });

    it('allows the same SKU in another company', async () => {
        const a = await nuevaSesion(server());
        const b = await nuevaSesion(server());
        await crearProducto(a, { variantes: [variante({ sku: 'COMPARTIDO-1' })] });
        const enB = await crearProducto(b, { variantes: [variante({ sku: 'COMPARTIDO-1' })] });
        expect(enB.variantes[0].sku).toBe('COMPARTIDO-1');
    });

    describe('search', () => {
        let s: Sesion;
        const buscar = async (term: string) => {
            const res = await s.get(`${RUTAS.productos}?search=${encodeURIComponent(term)}&skip=0&limit=10`);
            expect(res.status).toBe(200);
            expect(res.headers.get('x-total-count')).toBe(String(res.body.length));
            return res.body.map((p: { nombre: string }) => p.nombre);
        };

        beforeAll(async () => {
            s = await nuevaSesion(server());
            const { refs } = await referencias(s);
            const crear = (nombre: string, ...skus: string[]) =>
                crearProducto(s, { ...refs, nombre, variantes: skus.map((sku) => variante({ sku })) });
            await crear('Llave Peña', 'LLP-001');
            await crear('Desarmador plano', 'DES-PL', 'ZX-998877');
            await crear('Cinta 50% algodón', 'CIN-50');
            await crear('Broca acero', 'BRO_6MM');
        });

        it('matches the name, case- and accent-insensitive', async () => {
            expect(await buscar('pena')).toEqual(['Llave Peña']);
            expect(await buscar('PEÑA')).toEqual(['Llave Peña']);
            expect(await buscar('LLAVE peña')).toEqual(['Llave Peña']);
            expect(await buscar('ALGODON')).toEqual(['Cinta 50% algodón']);
        });

        it('matches any variant’s SKU, not only the first', async () => {
            expect(await buscar('zx-9988')).toEqual(['Desarmador plano']);
            expect(await buscar('ZX-998877')).toEqual(['Desarmador plano']);
            expect(await buscar('des-pl')).toEqual(['Desarmador plano']);
            expect(await buscar('llp-001')).toEqual(['Llave Peña']);
        });

        it('works with 1- and 2-character terms', async () => {
            expect(await buscar('ñ')).toEqual(['Cinta 50% algodón', 'Desarmador plano', 'Llave Peña']);
            expect(await buscar('z')).toEqual(['Desarmador plano']);
            expect(await buscar('zx')).toEqual(['Desarmador plano']);
            expect(await buscar('ll')).toEqual(['Llave Peña']);
            expect(await buscar('q')).toEqual([]);
        });

        it('takes % and _ literally', async () => {
            expect(await buscar('%')).toEqual(['Cinta 50% algodón']);
            expect(await buscar('50%')).toEqual(['Cinta 50% algodón']);
            expect(await buscar('_')).toEqual(['Broca acero']);
            expect(await buscar('bro_6')).toEqual(['Broca acero']);
            expect(await buscar('a%o')).toEqual([]);
            expect(await buscar('%%%')).toEqual([]);
            expect(await buscar('___')).toEqual([]);
        });

        it('pages the matches and counts them all', async () => {
            const res = await s.get(`${RUTAS.productos}?search=a&limit=2`);
            expect(res.body).toHaveLength(2);
            expect(res.headers.get('x-total-count')).toBe('4');
        });
    });
});
