import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { listAnswer, rowOf } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Issue 33, item 6 on a purchase order: a weighed product's quantity reads with its three decimals
 * and its unit ('25.500 kg'), a piece's as before ('3').
 */

const ORDEN = {
    id: 3,
    proveedor: { id: 4, nombre_empresa: 'Distribuidora Peña' },
    fecha_emision: '2025-03-04T15:30:00Z',
    estado: 'Pendiente',
    total: '1005.00',
    detalles: [
        { id: 1, producto: { id: 101, sku: 'FRI-1', plantilla: { id: 10, nombre: 'Frijol negro' } }, cantidad: 25.5, unidad: 'kg', costo_unitario: '30.00', subtotal_linea: '765.00' },
        { id: 2, producto: { id: 102, sku: 'MAR-1', plantilla: { id: 11, nombre: 'Martillo' } }, cantidad: 3, unidad: 'pieza', costo_unitario: '80.00', subtotal_linea: '240.00' },
    ],
};

describe('Orden de Compra: unidades', () => {
    it("shows a weighed line's quantity in kilograms with three decimals and a piece's as before", async () => {
        seedSession();
        stubFetch({
            'GET /api/v1/compras/': () => listAnswer([]),
            'GET /api/v1/compras/3/': () => jsonResponse(ORDEN),
        });
        renderApp('/compras/3');
        // The first render loads the screen's chunks: on a loaded machine that takes seconds.
        expect(await screen.findByText('Frijol negro', {}, { timeout: 15_000 })).toBeInTheDocument();
        expect(within(rowOf('Frijol negro')).getByText('25.500 kg')).toBeInTheDocument();
        expect(within(rowOf('Martillo')).getByText('3')).toBeInTheDocument();
    });
});
