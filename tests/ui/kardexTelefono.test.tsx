import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { lineaCon, listAnswer, rowOf } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { renderApp, seedSession } from '../helpers/renderApp';

const TE = { id: 3, sku: 'TE-1', plantilla: { id: 30, nombre: 'Té Verde' }, stock: 11, precio_venta: '20.00', costo_compra: '10.00' };
const LARGO = 'Caducado-lote-A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6Q7R8S9T0U1V2W3X4Y5Z6-sin-espacios';
const movimiento = (id: number, o: Record<string, unknown>) => ({ id, venta_id: null, nota_credito_id: null, compra_id: null, usuario: 'demo@sipv.mx', motivo: null, ...o });
const MOVIMIENTOS = [
    movimiento(3, { fecha: '2025-03-02T18:00:00Z', tipo: 'SALIDA_MERMA', cantidad: -3, stock_resultante: 1207, motivo: LARGO }),
    movimiento(2, { fecha: '2025-03-02T17:00:00Z', tipo: 'RECEPCION_COMPRA', cantidad: 1200, stock_resultante: 1210, compra_id: 7 }),
    movimiento(1, { fecha: '2025-03-01T17:00:00Z', tipo: 'STOCK_INICIAL', cantidad: 10, stock_resultante: 10, usuario: null }),
];

const abrirKardex = async () => {
    seedSession();
    stubFetch({
        'GET /api/v1/inventario/': () => listAnswer([TE]),
        'GET /api/v1/inventario/valor': () => jsonResponse({ valor: '220.00', existencias: [{ unidad: 'pieza', cantidad: 11 }], variantes: 1 }),
        'GET /api/v1/inventario/variantes/3/movimientos/': () => listAnswer(MOVIMIENTOS),
    });
    renderApp('/inventario');
    await screen.findByText('Té Verde', {}, { timeout: 15_000 });
};

describe('Kardex (a variant’s history)', () => {
    it('on a phone shows every column as lines: type and signed quantity, date and resulting stock, user and origin, reason', async () => {
        conPantallaDe(TELEFONO);
        await abrirKardex();
        await userEvent.click(within(lineaCon('Té Verde')).getByRole('button', { name: 'Historial' }));
        const dialog = await screen.findByRole('dialog', { name: 'Historial de Té Verde (TE-1)' });
        await within(dialog).findByText('Salida por merma');
        expect(within(dialog).queryByRole('table')).toBeNull();
        const lineas = within(within(dialog).getByRole('list', { name: 'Historial' })).getAllByRole('listitem');
        expect(lineas.map((l) => l.textContent)).toEqual([
            `Salida por merma-302/03/2025 12:00 · Stock resultante: 1,207demo@sipv.mxMotivo: ${LARGO}`,
            'Recepción de compra+1,20002/03/2025 11:00 · Stock resultante: 1,210demo@sipv.mx · Orden de Compra #7',
            'Stock inicial+1001/03/2025 11:00 · Stock resultante: 10Sistema',
        ]);
        // A reason without spaces wraps inside its line.
        expect(getComputedStyle(within(lineas[0]).getByText(`Motivo: ${LARGO}`)).overflowWrap).toBe('anywhere');
    });

    it('on a wider screen keeps the table, its long reason wrapping inside its cell', async () => {
        conPantallaDe(1024);
        await abrirKardex();
        await userEvent.click(within(rowOf('Té Verde')).getByRole('button', { name: 'Historial' }));
        const dialog = await screen.findByRole('dialog', { name: 'Historial de Té Verde (TE-1)' });
        const celda = await within(dialog).findByText(LARGO);
        expect(celda.tagName).toBe('TD');
        expect(getComputedStyle(celda).overflowWrap).toBe('anywhere');
    });
});
