import { MILESIMAS } from '../../contracts/unidades.js';
import type { AjusteInput } from '../../contracts/inventario.js';
import type { Db } from '../db/createDb.js';
import { crearCompra, type PedidoDeCompra, recibirCompra } from '../modules/compras/compras.service.js';
import { ajustarStock } from '../modules/inventario/inventario.service.js';

type Linea = [sku: string, cantidad: number, costo: string];

// Orders to the catalogue's suppliers: the first two arrive (restocking low items, one at a
// new cost), the last waits to be received on the screen.
const ORDENES: { proveedor: string; lineas: Linea[]; recibir: boolean }[] = [
    { proveedor: 'Volteck Eléctrica', lineas: [['ELE-LED-18W', 40, '40.00'], ['ELE-CAB-12V', 100, '11.50'], ['ELE-EXT-5', 10, '70.00']], recibir: true },
    { proveedor: 'Comex Distribución', lineas: [['PIN-VIN-GR', 12, '325.00'], ['PIN-ESM-RO', 8, '115.00']], recibir: true },
    { proveedor: 'Urrea Herramientas', lineas: [['HER-DES-P5', 20, '31.00'], ['HER-DCR-2', 15, '33.50'], ['HER-LLA-12', 6, '210.00']], recibir: false },
];

const AJUSTES: [sku: string, cantidad: number, tipo: AjusteInput['tipo_ajuste'], motivo: string][] = [
    ['ELE-LED-9W', -3, 'SALIDA_ROTURA', 'Focos rotos al acomodar el anaquel'],
    ['PLO-COD-12', -12, 'AJUSTE_CONTEO_NEGATIVO', 'Conteo físico de fin de mes'],
    ['PIN-LIJ-100', 5, 'AJUSTE_CONTEO_POSITIVO', 'Conteo físico de fin de mes: caja sin registrar'],
    ['LIM-CUB-19', -2, 'SALIDA_MERMA', 'Cubetas dañadas por el sol en exhibición'],
    ['JAR-MAN-15', -1, 'SALIDA_DEVOLUCION_PROV', 'Manguera con fuga devuelta al proveedor'],
];

/**
 * Purchase orders and stock adjustments of the demo shop, written through the same services as
 * the API in the caller's transaction, after the catalogue they refer to.
 */
export async function seedComprasDemo(tx: Db, empresaId: number, usuarioId: number): Promise<void> {
    const variantes = new Map(
        (await tx.kysely.selectFrom('variantes').select(['id', 'sku']).where('empresa_id', '=', empresaId).execute()).map((v) => [v.sku, v.id]),
    );
    const proveedores = new Map(
        (await tx.kysely.selectFrom('proveedores').select(['id', 'nombre_empresa']).where('empresa_id', '=', empresaId).execute()).map((p) => [p.nombre_empresa, p.id]),
    );
    const id = <K>(map: Map<K, number>, key: K) => {
        const found = map.get(key);
        if (found === undefined) throw new Error(`Demo: no existe ${String(key)}`);
        return found;
    };

    for (const orden of ORDENES) {
        const pedido: PedidoDeCompra = {
            proveedorId: id(proveedores, orden.proveedor),
            lineas: orden.lineas.map(([sku, cantidad, costo]) => ({ varianteId: id(variantes, sku), cantidad: cantidad * MILESIMAS, costo: Math.round(Number(costo) * 100) })),
        };
        const compra = await crearCompra(tx, empresaId, usuarioId, pedido);
        if (orden.recibir) await recibirCompra(tx, empresaId, usuarioId, compra.id);
    }
    for (const [sku, cantidad, tipo, motivo] of AJUSTES) {
        await ajustarStock(tx, empresaId, usuarioId, { varianteId: id(variantes, sku), cantidad: cantidad * MILESIMAS, tipo, motivo });
    }
}
