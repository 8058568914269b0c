import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyRows, camiseta, catalogos, LIST, list } from '../helpers/productos';
import { renderApp, seedSession } from '../helpers/renderApp';

/** The product form's 'Precios de mayoreo' per variant (issue 33): rows added and removed, the contract's messages, the body sent. */
const ITEM = '/api/v1/productos/plantillas/7';

const open = async (routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({
        ...catalogos,
        [LIST]: list([camiseta]),
        [`GET ${ITEM}`]: () => jsonResponse(camiseta),
        [`PUT ${ITEM}`]: ({ init }) => jsonResponse({ ...camiseta, ...JSON.parse(String(init.body)) }),
        ...routes,
    });
    renderApp('/productos');
    await screen.findByText('Camiseta Básica', undefined, { timeout: 20_000 });
    await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Producto' });
    await within(dialog).findByDisplayValue('Camiseta Básica');
    return { fetchMock, dialog };
};

const sentBody = (fetchMock: ReturnType<typeof stubFetch>) => {
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('Productos: precios de mayoreo', () => {
    it('adds tiers to a variant, shows the contract’s message at the row, and sends them', async () => {
        const { fetchMock, dialog } = await open();
        const principal = within(within(dialog).getByRole('group', { name: 'Variante principal' }));
        await userEvent.click(principal.getByRole('button', { name: 'Agregar precio de mayoreo' }));
        const primero = within(principal.getByRole('group', { name: 'Precio de mayoreo 1' }));
        await userEvent.type(primero.getByLabelText('A partir de'), '12');
        // Not below the variant's own price ($1,234.50): refused at the row, nothing sent.
        await userEvent.type(primero.getByLabelText('Precio'), '1500');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await primero.findByText('El precio de mayoreo debe ser menor que el precio de venta.')).toBeInTheDocument();
        expect(sentBody(fetchMock)).toBeUndefined();

        await userEvent.clear(primero.getByLabelText('Precio'));
        await userEvent.type(primero.getByLabelText('Precio'), '1100');
        await userEvent.click(principal.getByRole('button', { name: 'Agregar precio de mayoreo' }));
        const segundo = within(principal.getByRole('group', { name: 'Precio de mayoreo 2' }));
        await userEvent.type(segundo.getByLabelText('A partir de'), '6');
        await userEvent.type(segundo.getByLabelText('Precio'), '1000');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await segundo.findByText('Cada cantidad mínima del mayoreo debe ser mayor que la anterior.')).toBeInTheDocument();

        await userEvent.clear(segundo.getByLabelText('A partir de'));
        await userEvent.type(segundo.getByLabelText('A partir de'), '24');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(sentBody(fetchMock)).toBeDefined());
        expect(sentBody(fetchMock).variantes[0].precios_mayoreo).toEqual([
            { cantidad_minima: '12', precio: '1100.00' },
            { cantidad_minima: '24', precio: '1000.00' },
        ]);
        // The other variants keep none.
        expect(sentBody(fetchMock).variantes[1].precios_mayoreo).toEqual([]);
    });

    it('loads a variant’s tiers and removes one', async () => {
        const conTiers = { ...camiseta, variantes: camiseta.variantes.map((v, i) => (i === 0 ? { ...v, precios_mayoreo: [{ cantidad_minima: 12, precio: '1100.00' }, { cantidad_minima: 24, precio: '1000.00' }] } : v)) };
        const { fetchMock, dialog } = await open({ [`GET ${ITEM}`]: () => jsonResponse(conTiers), [LIST]: list([conTiers]) });
        const principal = within(within(dialog).getByRole('group', { name: 'Variante principal' }));
        expect(within(principal.getByRole('group', { name: 'Precio de mayoreo 2' })).getByLabelText('A partir de')).toHaveValue('24');
        await userEvent.click(principal.getByRole('button', { name: 'Quitar precio de mayoreo 1' }));
        await waitFor(() => expect(principal.queryByRole('group', { name: 'Precio de mayoreo 2' })).toBeNull());
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(sentBody(fetchMock)).toBeDefined());
        expect(sentBody(fetchMock).variantes[0].precios_mayoreo).toEqual([{ cantidad_minima: 24, precio: '1000.00' }]);
    });
});
