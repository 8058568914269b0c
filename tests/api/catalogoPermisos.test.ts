import {
    comoBody,
    contar,
    crearCategoria,
    crearCliente,
    crearProducto,
    crearProveedor,
    nuevaSesion,
    productoBody,
    RUTAS,
    ruta,
    type Sesion,
} from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

const SIN_PERMISO = { detail: 'No tiene permiso para realizar esta acción.' };

describeEachEngine('catalogue permissions', (server) => {
    let admin: Sesion;
    let fixtures: {
        categoria: { id: number; nombre: string };
        proveedor: { id: number; nombre_empresa: string };
        cliente: { id: number };
        producto: Awaited<ReturnType<typeof crearProducto>>;
    };

    beforeAll(async () => {
        admin = await nuevaSesion(server());
        const categoria = await crearCategoria(admin);
        const proveedor = await crearProveedor(admin);
        const cliente = await crearCliente(admin);
        const producto = await crearProducto(admin, { categoria_id: categoria.id, proveedor_id: proveedor.id });
        fixtures = { categoria, proveedor, cliente, producto };
    });

    /** Every write call on the product catalogue, with a valid body. */
    const escriturasDeProductos = () => {
        const { categoria, proveedor, producto } = fixtures;
        const refs = { categoria_id: categoria.id, proveedor_id: proveedor.id };
        return [
            ['POST categorias', (u: Sesion) => u.post(RUTAS.categorias, { nombre: 'Nueva por cajero' })],
            ['PUT categorias', (u: Sesion) => u.put(ruta('categorias', categoria.id), { nombre: 'Renombrada por cajero' })],
            ['DELETE categorias', (u: Sesion) => u.del(ruta('categorias', categoria.id))],
            ['POST proveedores', (u: Sesion) => u.post(RUTAS.proveedores, { nombre_empresa: 'Nuevo por cajero' })],
            ['PUT proveedores', (u: Sesion) => u.put(ruta('proveedores', proveedor.id), { nombre_empresa: 'Renombrado' })],
            ['DELETE proveedores', (u: Sesion) => u.del(ruta('proveedores', proveedor.id))],
            ['POST productos', (u: Sesion) => u.post(RUTAS.productos, productoBody(refs))],
            ['PUT productos', (u: Sesion) => u.put(ruta('productos', producto.id), { ...comoBody(producto), nombre: 'Cambiado' })],
            ['DELETE productos', (u: Sesion) => u.del(ruta('productos', producto.id))],
        ] as const;
    };

    const lecturasDeProductos = () => [
        RUTAS.categorias,
        ruta('categorias', fixtures.categoria.id),
        RUTAS.proveedores,
        ruta('proveedores', fixtures.proveedor.id),
        RUTAS.productos,
        ruta('productos', fixtures.producto.id),
    ];

    async function nadaCambio() {
        expect((await admin.get(ruta('categorias', fixtures.categoria.id))).body).toEqual(fixtures.categoria);
        expect((await admin.get(ruta('proveedores', fixtures.proveedor.id))).body).toMatchObject(fixtures.proveedor);
        expect((await admin.get(ruta('productos', fixtures.producto.id))).body).toStrictEqual(fixtures.producto);
        expect((await admin.get(ruta('clientes', fixtures.cliente.id))).body).toMatchObject(fixtures.cliente);
        expect(await contar(server(), 'categorias', admin.empresaId)).toBe(1);
        expect(await contar(server(), 'proveedores', admin.empresaId)).toBe(1);
        expect(await contar(server(), 'plantillas', admin.empresaId)).toBe(1);
        expect(await contar(server(), 'clientes', admin.empresaId)).toBe(1);
    }

    it('productos:leer reads categories, suppliers and products but cannot write them (403)', async () => {
        const lector = await usuarioConPermisos(server(), admin.empresaId, ['productos:leer']);
        for (const path of lecturasDeProductos()) {
            const res = await lector.get(path);
            expect(res.status, path).toBe(200);
        }
        for (const [nombre, llamada] of escriturasDeProductos()) {
            const res = await llamada(lector);
            expect(res.status, nombre).toBe(403);
            expect(res.body).toEqual(SIN_PERMISO);
        }
        await nadaCambio();
    });

    it('productos:escribir is what opens the writes; it does not open the reads', async () => {
        const escritor = await usuarioConPermisos(server(), admin.empresaId, ['productos:escribir']);
        const res = await escritor.post(RUTAS.categorias, { nombre: 'Creada con permiso' });
        expect(res.status).toBe(201);
        expect((await escritor.get(RUTAS.categorias)).status).toBe(403);
        expect((await admin.del(ruta('categorias', res.body.id))).status).toBe(204);
    });

    it('a role without any permission gets 403 everywhere in the catalogue', async () => {
        const nadie = await usuarioConPermisos(server(), admin.empresaId, []);
        for (const path of [...lecturasDeProductos(), RUTAS.clientes, ruta('clientes', fixtures.cliente.id)]) {
            const res = await nadie.get(path);
            expect(res.status, path).toBe(403);
            expect(res.body).toEqual(SIN_PERMISO);
        }
        expect((await nadie.post(RUTAS.clientes, { nombre_completo: 'X' })).status).toBe(403);
        await nadaCambio();
    });

    it('clientes:leer reads customers only; clientes:escribir is needed to write them', async () => {
        const lector = await usuarioConPermisos(server(), admin.empresaId, ['clientes:leer']);
        expect((await lector.get(RUTAS.clientes)).status).toBe(200);
        expect((await lector.get(ruta('clientes', fixtures.cliente.id))).status).toBe(200);
        for (const res of [
            await lector.post(RUTAS.clientes, { nombre_completo: 'No debe existir' }),
            await lector.put(ruta('clientes', fixtures.cliente.id), { nombre_completo: 'Cambiado' }),
            await lector.del(ruta('clientes', fixtures.cliente.id)),
        ]) {
            expect(res.status).toBe(403);
            expect(res.body).toEqual(SIN_PERMISO);
        }
        // Customer permissions do not open the product catalogue.
        expect((await lector.get(RUTAS.categorias)).status).toBe(403);
        await nadaCambio();

        const escritor = await usuarioConPermisos(server(), admin.empresaId, ['clientes:escribir']);
        expect((await escritor.get(RUTAS.clientes)).status).toBe(403);
        const creado = await escritor.post(RUTAS.clientes, { nombre_completo: 'Creado con permiso' });
        expect(creado.status).toBe(201);
        expect((await escritor.put(ruta('clientes', creado.body.id), { nombre_completo: 'Editado' })).status).toBe(200);
        expect((await escritor.del(ruta('clientes', creado.body.id))).status).toBe(204);
        expect((await escritor.post(RUTAS.categorias, { nombre: 'No' })).status).toBe(403);
    });

    it('productos:* do not open customers', async () => {
        const catalogo = await usuarioConPermisos(server(), admin.empresaId, ['productos:leer', 'productos:escribir']);
        expect((await catalogo.get(RUTAS.clientes)).status).toBe(403);
        expect((await catalogo.post(RUTAS.clientes, { nombre_completo: 'No' })).status).toBe(403);
        expect((await catalogo.get(RUTAS.categorias)).status).toBe(200);
        await nadaCambio();
    });
});
