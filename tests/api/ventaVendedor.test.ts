import { nuevaSesion, unico } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';
import { checkout, efectivo, productoConVariantes, RUTAS_VENTAS } from '../helpers/ventas.js';

/**
 * The sale's detail names its seller (`vendedor`, beyond the spec): the ticket prints a person's
 * name, not an e-mail; `usuario` stays the spec's username.
 */
describeEachEngine('ventas: the seller by name', (server) => {
    it("answers the seller's first and last name in vendedor, and the e-mail in usuario", async () => {
        const admin = await nuevaSesion(server());
        const cajera = await usuarioConPermisos(server(), admin.empresaId, ['ventas:crear', 'ventas:leer']);
        await server().db.kysely.updateTable('usuarios').set({ nombre: 'Carla', apellido: 'Méndez Ruiz' }).where('id', '=', cajera.usuarioId).execute();
        const p = await productoConVariantes(admin, [{ sku: unico('VEN').replace(/\s+/g, '-'), precio: '10.00', stock: 5 }]);
        const venta = await checkout(cajera, { items: [{ producto_id: p.variantes[0].id, cantidad: 1 }], pagos: [efectivo('10')] });
        expect(venta.status).toBe(201);

        const detalle = await admin.get(RUTAS_VENTAS.venta(venta.body.id));
        expect(detalle.status).toBe(200);
        expect(detalle.body).toMatchObject({ usuario: cajera.email, vendedor: 'Carla Méndez Ruiz' });
        // The OpenAPI document describes it, like every field answered.
        const openapi = await admin.get('/api/openapi.json');
        expect(JSON.stringify(openapi.body)).toContain('"vendedor"');
    });
});
