import { construirEtiqueta, leerEtiquetaDeBascula } from '../../contracts/bascula.js';
import { importeDeMilesimas } from '../../contracts/calculo.js';
import { ETIQUETA_BASCULA_DEMO } from '../../server/demo/ajustesDemo.js';
import { SKU_FRIJOL } from '../../server/demo/catalogoDemo.js';
import { seedDemoShop } from '../../server/demo/demoShop.js';
import { ajustesDeLaEmpresa } from '../../server/modules/empresa/empresa.repo.js';
import { describeEachEngine } from '../helpers/testServer.js';

/*
 * Issue 33 item 7: the demo shop sells beans, sugar and ham by the kilo, reads its counter
 * scale's labels, and its history holds weighed sales whose stock adds up to the gram.
 */
describeEachEngine('demo: granel', (server) => {
    it('has granel products by the kilo, a scale-label format that reads their PLU, and weighed sales in its history', async () => {
        const { db } = server();
        await seedDemoShop(db);
        const k = db.kysely;
        const empresa = await k.selectFrom('empresas').select('id').executeTakeFirstOrThrow();
        const granel = await k
            .selectFrom('variantes as v')
            .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
            .select(['v.id', 'v.sku', 'v.stock', 'v.precio_venta', 'p.nombre', 'p.unidad'])
            .where('v.empresa_id', '=', empresa.id)
            .where('p.unidad', '<>', 'pieza')
            .orderBy('v.id')
            .execute();
        expect(granel.map((g) => [g.nombre, g.unidad])).toEqual([
            ['Frijol negro a granel', 'kg'],
            ['Azúcar estándar a granel', 'kg'],
            ['Jamón de pierna', 'kg'],
        ]);

        // The company reads the scale's labels, and a label of 0.750 kg names the beans' SKU.
        const ajustes = await ajustesDeLaEmpresa(db, empresa.id);
        expect(ajustes.etiqueta_bascula).toEqual({ ...ETIQUETA_BASCULA_DEMO, prefijos: ['20'] });
        const etiqueta = construirEtiqueta(ETIQUETA_BASCULA_DEMO as never, '20', SKU_FRIJOL.padStart(5, '0'), 750);
        expect(etiqueta).toBe('2000101007500');
        expect(leerEtiquetaDeBascula(etiqueta as string, ETIQUETA_BASCULA_DEMO as never)).toEqual({ codigo_producto: '00101', cantidad: 750 });

        // Weighed lines in the history: fractions of a kilo, each priced to the cent.
        const lineas = await k.selectFrom('venta_detalles').selectAll().where('empresa_id', '=', empresa.id).where('variante_id', 'in', granel.map((g) => g.id)).execute();
        expect(lineas.length).toBeGreaterThanOrEqual(5);
        expect(lineas.some((l) => Number(l.cantidad) % 1000 !== 0)).toBe(true);
        for (const l of lineas) {
            if (Number(l.descuento) === 0) expect(Number(l.subtotal)).toBe(importeDeMilesimas({ cantidad: Number(l.cantidad), precio: Number(l.precio_unitario) }));
        }
        // Each one's stock is its movements' sum, to the gram.
        for (const g of granel) {
            const suma = await k.selectFrom('movimientos_stock').select((eb) => eb.fn.sum<number>('cantidad').as('s')).where('variante_id', '=', g.id).executeTakeFirstOrThrow();
            expect(Number(suma.s)).toBe(Number(g.stock));
            expect(Number(g.stock)).toBeGreaterThan(0);
        }
    });
});
