import { describe, expect, it } from 'vitest';
import { PERMISOS, PERMISOS_QUE_VEN_COSTOS, veCostos } from '../../contracts/permisos.js';
import { sinCampos } from '../../server/http/costos.js';

/** Item 6 of "What a shop hit in its first afternoon": who sees purchase costs, and what is taken out for anyone else. */
describe('veCostos', () => {
    it('is reportes:utilidad or compras:escribir, from a Set or a list', () => {
        // Declared apart from the catalogue (contracts/permisos/costos.ts), both must be in it.
        for (const p of PERMISOS_QUE_VEN_COSTOS) expect(PERMISOS).toContain(p);
        expect(veCostos(new Set(['productos:leer', 'reportes:utilidad']))).toBe(true);
        expect(veCostos(['compras:escribir'])).toBe(true);
        expect(veCostos(new Set(['productos:leer', 'productos:escribir', 'compras:leer', 'compras:recibir', 'inventario:ajustar']))).toBe(false);
        expect(veCostos([])).toBe(false);
    });
});

describe('sinCampos', () => {
    const costos = new Set(['costo_compra', 'total']);

    it('takes the fields out at any depth, in arrays and null-prototype objects, leaving the rest as it was', () => {
        const fila = Object.assign(Object.create(null) as object, { id: 2, costo_compra: '1.00' });
        const entrada = { id: 1, total: '9.00', variantes: [{ sku: 'A', costo_compra: '5.00', valores_ids: [1] }, fila], nota: null };
        expect(sinCampos(entrada, costos)).toEqual({ id: 1, variantes: [{ sku: 'A', valores_ids: [1] }, { id: 2 }], nota: null });
        // The answer it was given is not changed.
        expect(entrada.variantes[0].costo_compra).toBe('5.00');
        expect(sinCampos('texto', costos)).toBe('texto');
    });
});
