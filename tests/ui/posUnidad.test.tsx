import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { listParams, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Issue 33 at the till: a product sold by weight, volume or length says its unit beside the
 * line's quantity ('kg'), also once the sale in progress is restored; a piece's line says nothing more.
 */

const INVENTARIO = '/api/v1/inventario';
const fila = (id: number, sku: string, nombre: string, unidad: string) => ({
    id,
    sku,
    plantilla: { id: id * 10, nombre },
    stock: 50,
    precio_venta: '32.00',
    costo_compra: '20.00',
    activo: true,
    precios_mayoreo: [],
    unidad,
});
const FILAS = [fila(1, 'FRI-1', 'Frijol negro', 'kg'), fila(2, 'MAR-1', 'Martillo', 'pieza')];

const inventario: StubHandler = ({ url }) => {
    const { filter } = listParams(url);
    return listAnswer(FILAS.filter((f) => typeof filter.sku !== 'string' || f.sku === String(filter.sku).toUpperCase()));
};

const open = () => {
    seedSession();
    stubFetch({ [`GET ${INVENTARIO}`]: inventario });
    renderApp('/pos');
};

const celdaCantidad = (nombre: string) => {
    const fila = within(screen.getByRole('table', { name: 'Carrito' })).getAllByRole('row').find((r) => r.textContent?.includes(nombre));
    return (fila as HTMLElement).querySelectorAll('td')[2];
};

describe('till: units', () => {
    afterEach(cleanup);

    it("shows 'kg' beside a weighed line's quantity, nothing beside a piece's, and again once the sale is restored", async () => {
        sessionStorage.clear();
        open();
        const caja = await screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 });
        await userEvent.type(caja, 'FRI-1{Enter}');
        await screen.findByText('Frijol negro');
        await userEvent.type(screen.getByLabelText('Buscar producto (nombre o SKU)'), 'MAR-1{Enter}');
        await screen.findByText('Martillo');
        expect(celdaCantidad('Frijol negro').textContent).toBe('kg');
        // Issue 33 item 1: a weight with its three decimals, 1.000 kg.
        expect(within(celdaCantidad('Frijol negro')).getByLabelText('Cantidad de Frijol negro')).toHaveValue('1.000');
        expect(celdaCantidad('Martillo').textContent).toBe('');

        // A reload brings the sale back from the tab's storage, its units with it.
        cleanup();
        open();
        await screen.findByText('Frijol negro', {}, { timeout: 20_000 });
        expect(celdaCantidad('Frijol negro').textContent).toBe('kg');
    });
});
