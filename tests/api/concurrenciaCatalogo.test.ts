import { comoBody, crearCategoria, crearProducto, crearProveedor, nuevaSesion, productoBody, RUTAS, ruta, referencias } from '../helpers/catalogo.js';
import { crearOrden, escenario, historialCuadra, recibir } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';

/**
 * Writes racing deletes (hardening review): each request either succeeds or is a 4xx with a
 * Spanish detail — never a foreign-key violation or a deadlock reaching the client as a 500.
 */
describeEachEngine('catalogue writes racing deletes', (server) => {
    const sinErroresDeServidor = (respuestas: { status: number; body: any }[]) => {
        for (const r of respuestas) {
            expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
            if (r.status >= 400) expect(typeof r.body.detail === 'string' || Array.isArray(r.body.detail)).toBe(true);
        }
    };

    it('creating products in a category while it is deleted', async () => {
        const s = await nuevaSesion(server());
        const { refs } = await referencias(s);
        for (let ronda = 0; ronda < 6; ronda++) {
            const c = await crearCategoria(s);
            const respuestas = await Promise.all([
                ...Array.from({ length: 4 }, () => s.post(RUTAS.productos, productoBody({ ...refs, categoria_id: c.id }))),
                s.del(ruta('categorias', c.id)),
                ...Array.from({ length: 4 }, () => s.post(RUTAS.productos, productoBody({ ...refs, categoria_id: c.id }))),
            ]);
            sinErroresDeServidor(respuestas);
            const borrada = respuestas[4].status === 204;
            const creados = respuestas.filter((r, i) => i !== 4 && r.status === 201).length;
            // Either the category went (and no product points at it) or products hold it.
            expect(borrada ? creados : 1, `ronda ${ronda}`).toBe(borrada ? 0 : 1);
        }
    });

    it('moving a product to a supplier while the supplier is deleted', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s);
        for (let ronda = 0; ronda < 6; ronda++) {
            const proveedor = await crearProveedor(s);
            const respuestas = await Promise.all([
                s.put(ruta('productos', p.id), { ...comoBody(p), proveedor_id: proveedor.id }),
                s.del(ruta('proveedores', proveedor.id)),
            ]);
            sinErroresDeServidor(respuestas);
            expect(respuestas.filter((r) => r.status < 300).length).toBeGreaterThanOrEqual(1);
        }
    });

    it('editing and deleting one product at once', async () => {
        const s = await nuevaSesion(server());
        for (let ronda = 0; ronda < 8; ronda++) {
            const p = await crearProducto(s);
            const respuestas = await Promise.all([
                s.put(ruta('productos', p.id), { ...comoBody(p), nombre: 'Editado en carrera' }),
                s.del(ruta('productos', p.id)),
                s.put(ruta('productos', p.id), { ...comoBody(p), nombre: 'Otra edición' }),
            ]);
            sinErroresDeServidor(respuestas);
            expect(respuestas[1].status).toBe(204);
        }
    });

    it('editing a product while its purchase orders are received', async () => {
        const s = await nuevaSesion(server());
        const { proveedor, producto, ids } = await escenario(s, [5, 5]);
        for (let ronda = 0; ronda < 5; ronda++) {
            const ordenes = await Promise.all(Array.from({ length: 4 }, () => crearOrden(s, proveedor.id, ids.map((id) => [id, 1, '10.00'] as [number, number, string]))));
            const actual = (await s.get(ruta('productos', producto.id))).body;
            const respuestas = await Promise.all([
                ...ordenes.slice(0, 2).map((o) => s.post(recibir(o.id), {})),
                s.put(ruta('productos', producto.id), { ...comoBody(actual), nombre: `Editado ${ronda}` }),
                ...ordenes.slice(2).map((o) => s.post(recibir(o.id), {})),
                s.put(ruta('productos', producto.id), { ...comoBody(actual), nombre: `Otra vez ${ronda}` }),
            ]);
            sinErroresDeServidor(respuestas);
            expect(respuestas.every((r) => r.status < 300)).toBe(true);
        }
        await historialCuadra(server(), ids);
    });
});
