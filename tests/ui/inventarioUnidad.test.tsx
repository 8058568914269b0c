import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, listAnswer, rowOf } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Issue 33, items 1 and 6 on the inventory: a product sold by weight, volume or length shows its
 * stock and its history with three decimals and its unit ('1.250 kg', '+0.750 kg'); pieces as
 * before. Its adjustment takes '-0.250' (sent as the API's JSON number), a piece's refuses a fraction.
 */

const LIST = '/api/v1/inventario/';
const VALOR = '/api/v1/inventario/valor';
const AJUSTES = '/api/v1/inventario/ajustes/';
const fila = (id: number, nombre: string, sku: string, stock: number, unidad: string) => ({
    id,
    sku,
    plantilla: { id: id * 10, nombre },
    stock,
    precio_venta: '20.00',
    costo_compra: '10.00',
    activo: true,
    unidad,
});
const FRIJOL = fila(1, 'Frijol negro', 'FRI-1', 1.25, 'kg');
const ACEITE = fila(2, 'Aceite a granel', 'ACE-1', 12, 'l');
const MARTILLO = fila(3, 'Martillo', 'MAR-1', 14, 'pieza');

const open = (routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${LIST}`]: () => listAnswer([FRIJOL, ACEITE, MARTILLO]),
        [`GET ${VALOR}`]: () => jsonResponse({ valor: '210.00', existencias: [{ unidad: 'pieza', cantidad: 14 }, { unidad: 'kg', cantidad: 1.25 }, { unidad: 'l', cantidad: 12 }], variantes: 3 }),
        ...routes,
    });
    renderApp('/inventario');
    return fetchMock;
};

describe('Inventario: unidades', () => {
    it("shows a weight's or a volume's stock with three decimals and its unit, pieces as before", async () => {
        open();
        // The first render loads the screen's chunks: on a loaded machine that takes seconds.
        await screen.findByText('Frijol negro', {}, { timeout: 15_000 });
        expect(within(rowOf('Frijol negro')).getByText('1.250 kg')).toBeInTheDocument();
        expect(within(rowOf('Aceite a granel')).getByText('12.000 l')).toBeInTheDocument();
        expect(within(rowOf('Martillo')).getByText('14')).toBeInTheDocument();
        // The value's line sums each unit apart: 14 pieces, 1.25 kg and 12 l are no '27.25 unidades'.
        expect(await screen.findByTestId('valor-inventario')).toHaveTextContent('Valor del inventario (a costo): $210.00 · 14 pzas, 1.250 kg, 12.000 l en 3 variantes');
    });

    it("shows a weighed product's history in kilograms: each movement signed, each stock it left", async () => {
        open({
            'GET /api/v1/inventario/variantes/1/movimientos/': () =>
                listAnswer([
                    { id: 3, fecha: '2025-03-02T18:00:00Z', tipo: 'VENTA', cantidad: -0.75, stock_resultante: 1.25, motivo: null, usuario: 'demo@sipv.mx', venta_id: 9, nota_credito_id: null, compra_id: null },
                    { id: 1, fecha: '2025-03-01T17:00:00Z', tipo: 'STOCK_INICIAL', cantidad: 2, stock_resultante: 2, motivo: null, usuario: null, venta_id: null, nota_credito_id: null, compra_id: null },
                ]),
        });
        await screen.findByText('Frijol negro', {}, { timeout: 15_000 });
        await userEvent.click(within(rowOf('Frijol negro')).getByRole('button', { name: 'Historial' }));
        const dialog = await screen.findByRole('dialog', { name: 'Historial de Frijol negro (FRI-1)' });
        const rows = await within(dialog).findAllByRole('row');
        expect(rows.slice(1).map((r) => r.textContent)).toEqual([
            expect.stringContaining('-0.750 kg1.250 kg'),
            expect.stringContaining('+2.000 kg2.000 kg'),
        ]);
    });

    it("adjusts a weighed product by -0.250 kg: its stock, the field and the new stock in kilograms, sent as -0.25", async () => {
        const fetchMock = open({ [`POST ${AJUSTES}`]: () => jsonResponse({ producto_id: 1, sku: 'FRI-1', stock: 1 }, { status: 201 }) });
        await screen.findByText('Frijol negro', {}, { timeout: 15_000 });
        await userEvent.click(within(rowOf('Frijol negro')).getByRole('button', { name: 'Ajustar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Ajustar Stock: Frijol negro (FRI-1)' });
        expect(within(dialog).getByText('Stock actual: 1.250 kg')).toBeInTheDocument();
        const cantidad = within(dialog).getByLabelText(/^Cantidad \(kg\)/);
        expect(cantidad).toHaveAttribute('inputmode', 'decimal');
        await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de ajuste'), 'SALIDA_MERMA');
        await userEvent.type(cantidad, '-0.250');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Ajuste' }));
        expect(await screen.findByText('Stock ajustado. Nuevo stock: 1.000 kg')).toBeInTheDocument();
        expect(bodyOf(callsTo(fetchMock, 'POST', AJUSTES)[0])).toEqual({ producto_id: 1, tipo_ajuste: 'SALIDA_MERMA', cantidad_ajuste: -0.25, motivo: null });
    });

    it('refuses a fraction of a piece product before sending, with the server\'s message', async () => {
        const fetchMock = open();
        await screen.findByText('Martillo', {}, { timeout: 15_000 });
        await userEvent.click(within(rowOf('Martillo')).getByRole('button', { name: 'Ajustar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Ajustar Stock: Martillo (MAR-1)' });
        expect(within(dialog).getByText('Stock actual: 14')).toBeInTheDocument();
        const cantidad = within(dialog).getByLabelText(/^Cantidad/);
        await userEvent.type(cantidad, '2.5');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Ajuste' }));
        expect(await within(dialog).findByText("El producto 'Martillo' se vende por pieza: la cantidad debe ser un número entero.")).toBeInTheDocument();
        expect(cantidad).toHaveAttribute('aria-invalid', 'true');
        expect(callsTo(fetchMock, 'POST', AJUSTES)).toHaveLength(0);
    });
});
