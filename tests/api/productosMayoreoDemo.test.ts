import { MILESIMAS } from '../../contracts/unidades.js';
import { seedDemoShop } from '../../server/demo/demoShop.js';
import { leerPreciosMayoreo } from '../../server/modules/productos/preciosMayoreo.js';
import { registrarVenta } from '../../server/modules/ventas/ventas.service.js';
import { getVenta } from '../../server/modules/ventas/ventas.repo.js';
import { describeEachEngine } from '../helpers/testServer.js';

/** The demo shop sells one product cheaper by the dozen (issue 33): its box of screws. */
describeEachEngine('productos: the demo shop’s wholesale prices', (server) => {
    it('the box of wood screws has 12+ and 24+ tiers, its history is at list prices, and 24 boxes sell at the tier', async () => {
        const { db } = server();
        expect(await seedDemoShop(db)).toBe(true);
        const k = db.kysely;
        const v = await k.selectFrom('variantes').select(['id', 'empresa_id', 'precio_venta', 'precios_mayoreo', 'stock']).where('sku', '=', 'TOR-MAD-1').executeTakeFirstOrThrow();
        expect(Number(v.precio_venta)).toBe(6500);
        expect(leerPreciosMayoreo(v.precios_mayoreo)).toEqual([
            // Minimums in thousandths, as every quantity is stored (migration 0027_milesimas).
            { cantidadMinima: 12_000, precio: 5900 },
            { cantidadMinima: 24_000, precio: 5450 },
        ]);
        // The demo's own sales are of a few units: every line at its list price.
        const lineas = await k.selectFrom('venta_detalles').select(['precio_unitario', 'precio_lista']).where('empresa_id', '=', v.empresa_id).execute();
        expect(lineas.length).toBeGreaterThan(0);
        for (const l of lineas) expect(Number(l.precio_lista)).toBe(Number(l.precio_unitario));

        expect(v.stock).toBeGreaterThanOrEqual(24 * MILESIMAS);
        const admin = await k.selectFrom('usuarios').select('id').where('empresa_id', '=', v.empresa_id).orderBy('id').executeTakeFirstOrThrow();
        // The demo shop sells only from an open cash session; this sale is about its price, not its drawer.
        await k.updateTable('empresas').set({ caja_obligatoria: 0 }).where('id', '=', v.empresa_id).execute();
        const venta = await registrarVenta(db, { empresaId: v.empresa_id, usuarioId: admin.id }, { items: [{ varianteId: v.id, cantidad: 24 * MILESIMAS }], pagos: [{ metodo: 'Efectivo', monto: 24 * 5450 }], clienteId: null });
        expect(venta.total).toBe('1308.00');
        const detalle = await getVenta(db, v.empresa_id, venta.id);
        expect(detalle?.detalles[0]).toMatchObject({ cantidad: 24, precio_unitario: '54.50', precio_lista: '65.00', mayoreo: true });
    });
});
