import { describe, expect, it } from 'vitest';
import { COMPRA_MENSAJES } from '../../contracts/compras';
import { AJUSTE_MENSAJES, TIPOS_AJUSTE_TODOS } from '../../contracts/inventario';
import { MOVIMIENTO } from '../../server/modules/inventario/stockWriter';
import { inventarioTextos } from '../../src/inventario/existencias/textos';
import { comprasTextos } from '../../src/inventario/compras/textos';

// The screens' texts repeat the contracts' (to keep zod out of the entry chunk): they must agree.
describe('inventory and purchase-order texts match their contracts', () => {
    it('names every kind of movement: the adjustment types of the contract and those the server writes itself', () => {
        expect(Object.keys(inventarioTextos.tipos).sort()).toEqual([...TIPOS_AJUSTE_TODOS, ...Object.values(MOVIMIENTO)].sort());
        expect(inventarioTextos.ajuste.fallback).toBe(AJUSTE_MENSAJES.fallback);
    });

    it("uses the contract's purchase-order messages", () => {
        const { nueva, detalle } = comprasTextos;
        expect([nueva.sin_proveedor, nueva.sin_productos, detalle.recibida, detalle.not_found]).toEqual([
            COMPRA_MENSAJES.proveedor,
            COMPRA_MENSAJES.sinProductos,
            COMPRA_MENSAJES.recibida,
            COMPRA_MENSAJES.noEncontrada,
        ]);
    });
});
