import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { bodyRows, camiseta, catalogos, choose, LIST, list } from '../helpers/productos';
import { renderApp, seedSession } from '../helpers/renderApp';

const ITEM = 'productos/plantillas';

const open = async (routes: Record<string, StubHandler>, path = '/productos') => {
    seedSession();
    const fetchMock = stubFetch({ ...catalogos, [LIST]: list([camiseta]), ...routes });
    renderApp(path);
    await screen.findByText('Camiseta Básica');
    return fetchMock;
};

const openCreate = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Añadir Producto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Producto' });
    // The selects are ready once their options have loaded.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toBeEnabled());
    return dialog;
};

const openEdit = async () => {
    if (!screen.queryByRole('dialog')) await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Producto' });
    await within(dialog).findByDisplayValue('Camiseta Básica');
    return dialog;
};

const variant = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('group', { name }));

const fillVariant = async (group: ReturnType<typeof within>, values: { sku: string; precio: string; costo: string; stock: string }) => {
    await userEvent.type(group.getByLabelText(/^SKU \*$/), values.sku);
    await userEvent.type(group.getByLabelText(/^Precio de venta \*$/), values.precio);
    await userEvent.type(group.getByLabelText('Costo de compra'), values.costo);
    await userEvent.clear(group.getByLabelText(/^Stock \*$/));
    await userEvent.type(group.getByLabelText(/^Stock \*$/), values.stock);
};

const sentBody = (fetchMock: ReturnType<typeof stubFetch>, method: string) => {
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
    return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

describe('Productos: modal to add (spec §5)', () => {
    it("shows each of the spec's messages on submit and sends nothing", async () => {
        const fetchMock = await open({});
        const dialog = await openCreate();
        // What the messages below ask for is marked required beforehand; the optional fields are not.
        for (const name of ['Categoría', 'Proveedor']) {
            const select = within(dialog).getByRole('combobox', { name });
            expect(document.getElementById(select.getAttribute('aria-labelledby') ?? '')).toHaveTextContent(new RegExp(`^${name} \\*$`));
        }
        // Marked through the label: the empty choice a new product starts on is still offered.
        await userEvent.click(within(dialog).getByRole('combobox', { name: 'Categoría' }));
        expect((await screen.findAllByRole('option'))[0]).toHaveTextContent('Selecciona una categoría');
        await userEvent.keyboard('{Escape}');
        expect(within(dialog).getByLabelText('Descripción')).toBeInTheDocument();
        expect(variant(dialog, 'Variante principal').getByLabelText('Costo de compra')).toBeInTheDocument();
        await userEvent.type(variant(dialog, 'Variante principal').getByLabelText(/^Stock \*$/), '{backspace}-1');
        await save(dialog);
        for (const message of [
            'El nombre debe tener al menos 3 caracteres.',
            'Debes seleccionar una categoría.',
            'Debes seleccionar un proveedor.',
            'El SKU es obligatorio.',
            'El stock no puede ser negativo.',
            'El precio de venta debe ser positivo.',
        ]) {
            expect(await within(dialog).findByText(message)).toBeInTheDocument();
        }
        expect(sentBody(fetchMock, 'POST')).toBeUndefined();
    });

    it('checks the extra variants with the same messages', async () => {
        const fetchMock = await open({});
        const dialog = await openCreate();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar variante' }));
        const extra = variant(dialog, 'Variante 2');
        await userEvent.type(extra.getByLabelText(/^Stock \*$/), '{backspace}-3');
        await save(dialog);
        expect(await extra.findByText('El SKU es obligatorio.')).toBeInTheDocument();
        expect(extra.getByText('El stock no puede ser negativo.')).toBeInTheDocument();
        expect(extra.getByText('El precio de venta debe ser positivo.')).toBeInTheDocument();
        expect(sentBody(fetchMock, 'POST')).toBeUndefined();
    });

    it("refuses a price with a decimal comma ('12,50') at its field, telling to use a point, and sends nothing", async () => {
        const fetchMock = await open({});
        const dialog = await openCreate();
        const principal = variant(dialog, 'Variante principal');
        await userEvent.type(principal.getByLabelText(/^Precio de venta \*$/), '12,50');
        await save(dialog);
        expect(await principal.findByText('Use punto para los decimales (ej. 180.50); la coma solo separa los miles (ej. 1,500.50).')).toBeInTheDocument();
        expect(sentBody(fetchMock, 'POST')).toBeUndefined();
    });

    it('sends a product with two variants, the second without id, then closes and refreshes', async () => {
        let created = false;
        const fetchMock = await open({
            [LIST]: () => list(created ? [camiseta, { ...camiseta, id: 9, nombre: 'Tenis Runner' }] : [camiseta])({} as never),
            [`POST /api/v1/${ITEM}`]: ({ init }) => {
                created = true;
                return jsonResponse({ ...JSON.parse(String(init.body)), id: 9 }, { status: 201 });
            },
        });
        const dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*$/), 'Tenis Runner');
        await userEvent.type(within(dialog).getByLabelText('Descripción'), 'Para correr');
        await choose(userEvent, 'Categoría', 'Calzado');
        await choose(userEvent, 'Proveedor', 'Zapatos SA');
        await fillVariant(variant(dialog, 'Variante principal'), { sku: 'TEN-26', precio: '1,250.5', costo: '800', stock: '6' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar variante' }));
        await fillVariant(variant(dialog, 'Variante 2'), { sku: 'TEN-27', precio: '1299.99', costo: '810.25', stock: '2' });
        await save(dialog);

        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(sentBody(fetchMock, 'POST')).toEqual({
            nombre: 'Tenis Runner',
            descripcion: 'Para correr',
            categoria_id: 4,
            proveedor_id: 6,
            activo: true,
            // The shop's settings are not served here: IVA 16 % and no IEPS, sent as chosen.
            iva: '16',
            ieps: null,
            unidad: 'pieza',
            variantes: [
                { sku: 'TEN-26', precio_venta: '1250.50', costo_compra: '800.00', stock: 6, valores_ids: [] },
                { sku: 'TEN-27', precio_venta: '1299.99', costo_compra: '810.25', stock: 2, valores_ids: [] },
            ],
        });
        expect(await screen.findByText('Tenis Runner')).toBeInTheDocument();
    });

    it('shows a taken SKU (409) in the dialog and keeps it open', async () => {
        await open({
            [`POST /api/v1/${ITEM}`]: () => jsonResponse({ detail: "El SKU 'CAM-M' ya está en uso." }, { status: 409 }),
        });
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*$/), 'Camiseta Nueva');
        await choose(userEvent, 'Categoría', 'Ropa');
        await choose(userEvent, 'Proveedor', 'Textiles del Norte');
        await fillVariant(variant(dialog, 'Variante principal'), { sku: 'CAM-M', precio: '10', costo: '5', stock: '1' });
        await save(dialog);
        expect(await within(dialog).findByText("Error al crear: El SKU 'CAM-M' ya está en uso.")).toBeInTheDocument();
        expect(screen.getByRole('dialog', { name: 'Nuevo Producto' })).toBeInTheDocument();
    });
});

/** The label a field is named by, as MUI draws it: `data-shrink` says whether it sits above the field. */
const etiquetaDe = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`);

describe('Productos: the modal on a phone', () => {
    it('shows the variant fields\' labels above them from the start, and an extra variant\'s name with its remove button above its fields', async () => {
        conPantallaDe(TELEFONO);
        await open({});
        const dialog = await openCreate();
        // Beside each other, two to a row, the labels were cut ('Precio de ve…') until focused.
        const principal = variant(dialog, 'Variante principal');
        for (const nombre of [/^SKU \*$/, /^Precio de venta \*$/, 'Costo de compra']) {
            expect(etiquetaDe(principal.getByLabelText(nombre))).toHaveAttribute('data-shrink', 'true');
        }
        await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar variante' }));
        const extra = variant(dialog, 'Variante 2');
        expect(extra.getByText('Variante 2')).toBeInTheDocument();
        expect(etiquetaDe(extra.getByLabelText('Costo de compra'))).toHaveAttribute('data-shrink', 'true');
        await userEvent.click(extra.getByRole('button', { name: 'Quitar variante 2' }));
        expect(within(dialog).queryByRole('group', { name: 'Variante 2' })).toBeNull();
    });

    it('on a wider screen keeps the labels in the empty fields and the remove button beside the fields', async () => {
        conPantallaDe(1024);
        await open({});
        const dialog = await openCreate();
        expect(etiquetaDe(variant(dialog, 'Variante principal').getByLabelText(/^Precio de venta \*$/))).toHaveAttribute('data-shrink', 'false');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar variante' }));
        expect(variant(dialog, 'Variante 2').queryByText('Variante 2')).toBeNull();
    });
});

describe('Productos: modal to edit', () => {
    it('loads the product with all its variants', async () => {
        const answer = deferred<Response>();
        await open({ [`GET /api/v1/${ITEM}/7`]: () => answer.promise });
        await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Editar' }));
        expect(await screen.findByText('Cargando datos del producto...')).toBeInTheDocument();
        answer.resolve(jsonResponse(camiseta));
        const dialog = await openEdit();
        expect(within(dialog).getByLabelText('Descripción')).toHaveValue('Algodón');
        expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toHaveTextContent('Ropa');
        expect(within(dialog).getByRole('combobox', { name: 'Proveedor' })).toHaveTextContent('Textiles del Norte');
        const principal = variant(dialog, 'Variante principal');
        expect(principal.getByLabelText(/^SKU \*$/)).toHaveValue('CAM-M');
        // Prices as the API writes them: text boxes read the one es-MX way (contracts/numero.ts).
        expect(principal.getByLabelText(/^Precio de venta \*$/)).toHaveValue('1234.5');
        expect(principal.getByLabelText('Costo de compra')).toHaveValue('90.00');
        expect(principal.getByLabelText(/^Stock \*$/)).toHaveValue(14);
        // Money in cents, stock in whole units.
        expect(principal.getByLabelText(/^Precio de venta \*$/)).toHaveAttribute('inputmode', 'decimal');
        expect(principal.getByLabelText('Costo de compra')).toHaveAttribute('inputmode', 'decimal');
        expect(principal.getByLabelText(/^Stock \*$/)).toHaveAttribute('step', '1');
        expect(variant(dialog, 'Variante 2').getByLabelText(/^SKU \*$/)).toHaveValue('CAM-L');
        expect(variant(dialog, 'Variante 3').getByLabelText(/^SKU \*$/)).toHaveValue('CAM-XL');
    });

    it('keeps the variant ids on PUT with the stock each was loaded with, and leaves a removed variant out', async () => {
        const fetchMock = await open({
            [`GET /api/v1/${ITEM}/7`]: () => jsonResponse(camiseta),
            [`PUT /api/v1/${ITEM}/7`]: ({ init }) => jsonResponse({ ...camiseta, ...JSON.parse(String(init.body)) }),
        });
        const dialog = await openEdit();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar variante 2' }));
        await waitFor(() => expect(within(dialog).queryByDisplayValue('CAM-L')).toBeNull());
        await userEvent.clear(variant(dialog, 'Variante 2').getByLabelText(/^Stock \*$/));
        await userEvent.type(variant(dialog, 'Variante 2').getByLabelText(/^Stock \*$/), '5');
        await save(dialog);

        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(sentBody(fetchMock, 'PUT')).toEqual({
            nombre: 'Camiseta Básica',
            descripcion: 'Algodón',
            categoria_id: 2,
            proveedor_id: 5,
            activo: true,
            iva: '16',
            ieps: null,
            unidad: 'pieza',
            variantes: [
                { id: 11, sku: 'CAM-M', precio_venta: '1234.50', costo_compra: '90.00', stock: 14, stock_anterior: 14, valores_ids: [3], precios_mayoreo: [] },
                { id: 13, sku: 'CAM-XL', precio_venta: '160.00', costo_compra: '95.00', stock: 5, stock_anterior: 0, valores_ids: [], precios_mayoreo: [] },
            ],
        });
    });

    it("shows the server's refusal to remove a variant with history", async () => {
        const detail = "No se puede quitar la variante 'CAM-L' porque tiene ventas, compras o ajustes registrados.";
        await open({
            [`GET /api/v1/${ITEM}/7`]: () => jsonResponse(camiseta),
            [`PUT /api/v1/${ITEM}/7`]: () => jsonResponse({ detail }, { status: 409 }),
        });
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const dialog = await openEdit();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar variante 2' }));
        await save(dialog);
        expect(await within(dialog).findByText(`Error al actualizar: ${detail}`)).toBeInTheDocument();
    });
});

describe('Productos: the modal in the URL', () => {
    it('/productos/create opens the add modal and /productos/{id} the edit modal; closing returns to /productos', async () => {
        await open({ [`GET /api/v1/${ITEM}/7`]: () => jsonResponse(camiseta) }, '/productos/create');
        let dialog = await screen.findByRole('dialog', { name: 'Nuevo Producto' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/productos');

        window.history.pushState(null, '', '/productos/7');
        window.dispatchEvent(new PopStateEvent('popstate'));
        dialog = await openEdit();
        expect(variant(dialog, 'Variante 3').getByLabelText(/^SKU \*$/)).toHaveValue('CAM-XL');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/productos');
    });

    it("/productos/{id} of a product that is not there says 'Error al cargar:', not that an update failed", async () => {
        await open({ [`GET /api/v1/${ITEM}/99999`]: () => jsonResponse({ detail: 'Producto no encontrado.' }, { status: 404 }) }, '/productos/99999');
        const dialog = await screen.findByRole('dialog', { name: 'Editar Producto' });
        expect(await within(dialog).findByText('Error al cargar: Producto no encontrado.')).toBeInTheDocument();
        expect(within(dialog).queryByText(/Error al actualizar/)).toBeNull();
    });
});
