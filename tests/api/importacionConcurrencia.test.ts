import { nuevaSesion } from '../helpers/catalogo.js';
import { historialCuadra } from '../helpers/compras.js';
import { csv, importar } from '../helpers/importacion.js';
import { describeEachEngine } from '../helpers/testServer.js';

/*
 * A catalogue import and the till at once (issue 35, item 4): the import's stock is a figure set
 * under the variants' locks, its movement the difference from the stock as locked, so sales made
 * before it are overwritten knowingly and sales after it come out of its figure; either way every
 * variant's stock is the sum of its movements and never below zero.
 */

const ENCABEZADO = 'producto,sku,precio_venta,stock,categoria,proveedor';

describeEachEngine('catalogue import racing sales', (server) => {
    it('keeps stock equal to its movements when an import and checkouts run together', async () => {
        const s = await nuevaSesion(server());
        const filas = Array.from({ length: 30 }, (_, i) => `Producto ${i},CC-${i},10.00,100,Carrera,Proveedor`);
        expect((await importar(s, csv(ENCABEZADO, ...filas), { confirmar: true })).status).toBe(200);
        const variantes = await server().db.kysely.selectFrom('variantes').select(['id', 'sku']).where('empresa_id', '=', s.empresaId).orderBy('id').execute();
        const venta = (i: number) =>
            s.post('/api/v1/ventas/pos/checkout', {
                items: [{ producto_id: variantes[i % 30].id, cantidad: 2 }, { producto_id: variantes[(i * 7 + 3) % 30].id, cantidad: 1 }],
                pagos: [{ metodo_pago: 'Efectivo', monto: '1000.00' }],
            });
        // The import sets every stock to 50 and the price to 12.00 while sales go through.
        const reimportar = () => importar(s, csv(ENCABEZADO, ...filas.map((f) => f.replace('10.00,100', '12.00,50'))), { confirmar: true });
        const respuestas = await Promise.all([...Array.from({ length: 12 }, (_, i) => venta(i)), reimportar(), ...Array.from({ length: 12 }, (_, i) => venta(i + 12))]);
        const estados = respuestas.map((r) => r.status);
        expect(estados.filter((e) => e !== 201 && e !== 200), JSON.stringify(respuestas.filter((r) => r.status >= 300).map((r) => r.body))).toEqual([]);
        await historialCuadra(server(), variantes.map((v) => v.id));
        const stocks = await server().db.kysely.selectFrom('variantes').select('stock').where('empresa_id', '=', s.empresaId).execute();
        for (const v of stocks) expect(Number(v.stock)).toBeLessThanOrEqual(50_000);
    });
});
