import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, listParams, stubFetch, type StubHandler } from '../helpers/fetchStub';
import { bodyOf, callsTo, columnHeaders, listAnswer, rowOf } from '../helpers/listPage';
import { MUESTRA_MENSAJES as M } from '../helpers/receta/contrato';
import { pulsarActivo, renderApp, seedSession } from '../helpers/renderApp';

/*
 * ARCHITECTURE's recipe for a master-data resource, screen half: the scratch resource's screen
 * (tests/helpers/receta/pantalla.ts) joins the registry as its one line in src/recursos.ts would,
 * and with nothing else written it has its sidebar item and a list and dialogs for every field
 * kind, its reference read from the categories through the data provider.
 */
vi.mock('../../src/recursos', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../src/recursos')>();
    const { muestras } = await import('../helpers/receta/pantalla');
    return { ...real, RECURSOS: [...real.RECURSOS, muestras] };
});

const LIST = '/api/v1/muestras_de_receta';
const CATEGORIAS = [
    { id: 3, nombre: 'Bebidas' },
    { id: 7, nombre: 'Lácteos' },
];
const MUESTRAS = [
    { id: 1, nombre: 'Truper', nota: 'frágil', piezas: 1200, vigente: true, categoria_id: 7 },
    { id: 2, nombre: 'Pétalo', nota: null, piezas: 0, vigente: false, categoria_id: 3 },
];

const open = (routes: Record<string, StubHandler> = {}, path = '/muestras_de_receta') => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${LIST}`]: () => listAnswer(MUESTRAS),
        'GET /api/v1/categorias': () => listAnswer(CATEGORIAS),
        'GET /api/public/demo': () => jsonResponse({ detail: 'Ruta no encontrada.' }, { status: 404 }),
        ...routes,
    });
    renderApp(path);
    return fetchMock;
};

describe('a master-data screen built by the recipe', () => {
    it('joins the sidebar at the end of the group it names', async () => {
        open({}, '/');
        const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
        const gestion = within(nav).getByRole('menu', { name: 'Gestión' });
        const ultimo = within(gestion).getAllByRole('menuitem').at(-1);
        expect([ultimo?.textContent, ultimo?.getAttribute('href')]).toEqual(['Muestras', '/muestras_de_receta']);
    });

    it('lists every field by its kind: the reference by the category’s name, a yes/no as Sí/No, a number grouped', async () => {
        const fetchMock = open();
        expect(await screen.findByRole('heading', { name: 'Muestras de la receta' })).toBeInTheDocument();
        expect(await screen.findByText('Truper')).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['ID', 'Nombre', 'Nota', 'Piezas', 'Vigente', 'Categoría', 'Acciones']);
        const fila = within(rowOf('Truper'));
        expect(await fila.findByText('Lácteos')).toBeInTheDocument();
        expect(fila.getByText('1,200')).toBeInTheDocument();
        expect(fila.getByText('Sí')).toBeInTheDocument();
        expect(within(rowOf('Pétalo')).getByText('No')).toBeInTheDocument();
        // The categories of the page in one request, by id.
        const porIds = callsTo(fetchMock, 'GET', '/api/v1/categorias').map((c) => listParams(c.url).filter);
        expect(porIds).toContainEqual({ id: [7, 3] });
    });

    it('creates one: a select of the categories, a checkbox, a number; POST sends the fields only', async () => {
        const fetchMock = open({ [`POST ${LIST}`]: () => jsonResponse({ ...MUESTRAS[0], id: 9 }, { status: 201 }) });
        await pulsarActivo('Añadir Muestra');
        const dialog = await screen.findByRole('dialog', { name: 'Nueva Muestra' });
        // Required fields say so, as the contract refuses them blank.
        expect(within(dialog).getByLabelText(/^Nombre \*$/)).toHaveFocus();
        expect(within(dialog).getByLabelText('Nota')).toBeInTheDocument();
        // Its input is lazy (MaestroCamposRicos.tsx): it joins the dialog a moment after it opens.
        const categoria = await within(dialog).findByRole('combobox', { name: /^Categoría/ });
        expect(categoria).toBeRequired();
        await waitFor(() => expect(within(categoria).getAllByRole('option').map((o) => o.textContent)).toEqual(['', 'Bebidas', 'Lácteos']));
        const pedida = callsTo(fetchMock, 'GET', '/api/v1/categorias').find((c) => listParams(c.url).range?.[1] === 999);
        expect(pedida && listParams(pedida.url).sort).toEqual(['nombre', 'ASC']);

        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*$/), 'Bellota');
        await userEvent.type(within(dialog).getByLabelText(/^Piezas \*$/), '12');
        await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Vigente' }));
        await userEvent.selectOptions(categoria, 'Lácteos');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(1));
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toEqual({ nombre: 'Bellota', nota: null, piezas: 12, vigente: true, categoria_id: 7 });
    });

    it('refuses a blank form with the contract’s messages and sends nothing', async () => {
        const fetchMock = open();
        await pulsarActivo('Añadir Muestra');
        const dialog = await screen.findByRole('dialog', { name: 'Nueva Muestra' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        for (const mensaje of [M.nombreVacio, M.piezas, M.categoria]) expect(await within(dialog).findByText(mensaje)).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
    });

    it('edits one: its category chosen in the select, its yes/no checked', async () => {
        const fetchMock = open({
            'GET /api/v1/muestras_de_receta/1': () => jsonResponse(MUESTRAS[0]),
            'PUT /api/v1/muestras_de_receta/1': () => jsonResponse({ ...MUESTRAS[0], categoria_id: 3 }),
        });
        await screen.findByText('Truper');
        await userEvent.click(within(rowOf('Truper')).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Muestra' });
        const categoria = within(dialog).getByRole('combobox', { name: /^Categoría/ });
        await waitFor(() => expect(categoria).toHaveDisplayValue('Lácteos'));
        expect(within(dialog).getByRole('checkbox', { name: 'Vigente' })).toBeChecked();
        expect(within(dialog).getByLabelText(/^Piezas \*$/)).toHaveValue(1200);
        await userEvent.selectOptions(categoria, 'Bebidas');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/v1/muestras_de_receta/1')).toHaveLength(1));
        expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/v1/muestras_de_receta/1')[0])).toEqual({ nombre: 'Truper', nota: 'frágil', piezas: 1200, vigente: true, categoria_id: 3 });
    });
});
