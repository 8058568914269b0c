import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { renderApp, seedSession } from '../helpers/renderApp';

/* Issue 33, item 6 on the dashboard: a weighed product's sold quantity and stock with their unit. */

const dias = () =>
    Array.from({ length: 30 }, (_, i) => ({ dia: new Date(Date.UTC(2025, 1, 8 + i)).toISOString().slice(0, 10), total: '0.00', transacciones: 0 }));

const KPIS = {
    ingresos_hoy: '0.00',
    transacciones_hoy: 0,
    ticket_promedio_hoy: '0.00',
    ventas_hoy: '0.00',
    devoluciones_hoy: '0.00',
    top_5_productos: [
        { nombre_producto: 'Café Molido', cantidad_vendida: 12, unidad: 'pieza' },
        { nombre_producto: 'Frijol negro', cantidad_vendida: 3.5, unidad: 'kg' },
    ],
    productos_bajo_stock: [{ id_producto: 4, nombre_producto: 'Jamón', sku: 'JAM-1', stock_actual: 0.5, unidad: 'kg' }],
    ventas_30_dias: dias(),
};

const lista = (name: string) => within(screen.getByRole('region', { name })).getByRole('list');

describe('Dashboard: unidades', () => {
    it("shows a weighed product's sold quantity and its low stock in kilograms, pieces as 'N uds.'", async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/dashboard/': () => jsonResponse(KPIS) });
        renderApp('/');
        // The first visit of the run transforms the page and its chart library on the fly.
        expect(await screen.findByText('Frijol negro', {}, { timeout: 20_000 })).toBeInTheDocument();
        const top = lista('Top 5 Productos Vendidos (Últimos 30 días)');
        expect(within(top).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Café Molido12 uds.', 'Frijol negro3.500 kg']);
        const bajo = lista('Productos con Bajo Stock (Menos de 5)');
        expect(within(bajo).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Jamón(JAM-1)0.500 kg en stock']);
    });
});
