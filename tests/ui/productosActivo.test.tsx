import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, listParams, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, listAnswer } from '../helpers/listPage';
import { bodyRows, camiseta, catalogos, LIST, list } from '../helpers/productos';
import { pulsarActivo, renderApp, seedSession } from '../helpers/renderApp';

/*
 * Retired products on screen (issue item 8): the 'Activo' switch of the product form, the
 * 'Inactivo' badge and the Estado filter of the list, the offer to deactivate a product whose
 * history forbids deleting it, and the till's and the purchase order's searches asking only for
 * active products.
 */

const PRODUCTOS = '/api/v1/productos/plantillas';
const retirado = { ...camiseta, id: 8, nombre: 'Sudadera Retirada', activo: false, variantes: [{ ...camiseta.variantes[0], id: 21, sku: 'SUD-M' }] };
const CON_HISTORIAL = 'No se puede eliminar el producto porque tiene ventas, compras o ajustes registrados.';

const abrir = (routes: Record<string, StubHandler> = {}, path = '/productos') => {
    seedSession();
    const fetchMock = stubFetch({ ...catalogos, [LIST]: list([camiseta, retirado]), ...routes });
    renderApp(path);
    return fetchMock;
};

const filtros = (fetchMock: ReturnType<typeof stubFetch>) => callsTo(fetchMock, 'GET', PRODUCTOS).map((c) => listParams(c.url).filter);

describe('Productos: activo', () => {
    it("marks a retired product 'Inactivo' in the list, and only that one", async () => {
        abrir();
        await screen.findByText('Sudadera Retirada');
        const [activo, inactivo] = bodyRows();
        expect(within(inactivo).getByText('Inactivo')).toBeInTheDocument();
        expect(within(activo).queryByText('Inactivo')).toBeNull();
    });

    it("filters the list by Estado: 'Activos' asks for activo true, 'Inactivos' for false, 'Todos' for neither", async () => {
        const fetchMock = abrir({
            [LIST]: (peticion) => {
                const { activo } = listParams(peticion.url).filter;
                return list([camiseta, retirado].filter((p) => activo === undefined || String(p.activo) === activo))(peticion);
            },
        });
        await screen.findByText('Sudadera Retirada');
        const estado = screen.getByLabelText('Estado');
        expect(within(estado).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Activos', 'Inactivos']);
        await userEvent.selectOptions(estado, 'Inactivos');
        await waitFor(() => expect(filtros(fetchMock).at(-1)).toEqual({ activo: 'false' }), { timeout: 3000 });
        await waitFor(() => expect(screen.queryByText('Camiseta Básica')).toBeNull());
        expect(screen.getByText('Sudadera Retirada')).toBeInTheDocument();
        await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Activos');
        await waitFor(() => expect(filtros(fetchMock).at(-1)).toEqual({ activo: 'true' }), { timeout: 3000 });
        await waitFor(() => expect(screen.queryByText('Sudadera Retirada')).toBeNull());
        await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Todos');
        // Every product again (the first, unfiltered page).
        expect(await screen.findByText('Sudadera Retirada', undefined, { timeout: 3000 })).toBeInTheDocument();
        expect(screen.getByText('Camiseta Básica')).toBeInTheDocument();
    });

    it("shows the 'Activo' switch on for a new product and off for a retired one, and sends it", async () => {
        const fetchMock = abrir({
            'GET /api/v1/productos/plantillas/8': () => jsonResponse(retirado),
            'PUT /api/v1/productos/plantillas/8': ({ init }) => jsonResponse({ ...retirado, activo: JSON.parse(String(init.body)).activo }),
        });
        await pulsarActivo('Añadir Producto');
        const nuevo = await screen.findByRole('dialog', { name: 'Nuevo Producto' });
        expect(await within(nuevo).findByRole('switch', { name: 'Activo' }, { timeout: 5000 })).toBeChecked();
        expect(within(nuevo).getByText('Un producto inactivo no aparece en el punto de venta ni en las órdenes de compra, y conserva su historial.')).toBeInTheDocument();
        await userEvent.click(within(nuevo).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        await userEvent.click(within(bodyRows()[1]).getByRole('button', { name: 'Editar' }));
        const editar = await screen.findByRole('dialog', { name: 'Editar Producto' });
        const activo = await within(editar).findByRole('switch', { name: 'Activo' }, { timeout: 5000 });
        expect(activo).not.toBeChecked();
        await userEvent.click(activo);
        await userEvent.click(within(editar).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'PUT', `${PRODUCTOS}/8`)[0])).toMatchObject({ nombre: 'Sudadera Retirada', activo: true });
    });

    it("offers to deactivate a product whose history forbids deleting it, and deactivates it on 'Desactivar'", async () => {
        const fetchMock = abrir({
            'DELETE /api/v1/productos/plantillas/7': () => jsonResponse({ detail: CON_HISTORIAL }, { status: 409 }),
            'PATCH /api/v1/productos/plantillas/7': () => jsonResponse({ ...camiseta, activo: false }),
        });
        await screen.findByText('Camiseta Básica');
        await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        const oferta = await screen.findByRole('dialog', { name: 'Desactivar Producto' });
        expect(oferta).toHaveTextContent(
            `${CON_HISTORIAL} ¿Desea desactivarlo? Un producto inactivo no aparece en el punto de venta ni en las órdenes de compra, y conserva su historial.`,
        );
        const listas = callsTo(fetchMock, 'GET', PRODUCTOS).length;
        await userEvent.click(within(oferta).getByRole('button', { name: 'Desactivar' }));
        expect(await screen.findByText('Producto desactivado.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'PATCH', `${PRODUCTOS}/7`).map(bodyOf)).toEqual([{ activo: false }]);
        // The list is read again, to show the badge.
        await waitFor(() => expect(callsTo(fetchMock, 'GET', PRODUCTOS).length).toBeGreaterThan(listas));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Desactivar Producto' })).toBeNull());
    });

    it("says so when deactivating is refused too: 'Error al desactivar:' and the server's message", async () => {
        abrir({
            'DELETE /api/v1/productos/plantillas/7': () => jsonResponse({ detail: CON_HISTORIAL }, { status: 409 }),
            'PATCH /api/v1/productos/plantillas/7': () => jsonResponse({ detail: 'Producto no encontrado.' }, { status: 404 }),
        });
        await screen.findByText('Camiseta Básica');
        await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog', { name: 'Desactivar Producto' })).getByRole('button', { name: 'Desactivar' }));
        expect(await screen.findByText('Error al desactivar: Producto no encontrado.')).toBeInTheDocument();
    });

    it("asks the till's product search for active products only", async () => {
        seedSession();
        const fetchMock = stubFetch({ 'GET /api/v1/inventario': () => listAnswer([]), 'GET /api/v1/clientes': () => listAnswer([]) });
        renderApp('/pos');
        await userEvent.type(await screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 }), 'tal');
        await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/inventario').map((c) => listParams(c.url).filter)).toContainEqual({ q: 'tal', activo: true }), {
            timeout: 3000,
        });
    });

    it("says at the till that a scanned product is retired, and does not add it", async () => {
        seedSession();
        const sudadera = { id: 21, sku: 'SUD-M', plantilla: { id: 8, nombre: 'Sudadera Retirada' }, stock: 4, precio_venta: '300.00', costo_compra: '150.00', activo: false };
        const fetchMock = stubFetch({
            'GET /api/v1/inventario': ({ url }) => listAnswer(listParams(url).filter.sku === 'SUD-M' ? [sudadera] : []),
            'GET /api/v1/clientes': () => listAnswer([]),
        });
        renderApp('/pos');
        await userEvent.type(await screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 }), 'SUD-M{Enter}');
        expect(await screen.findByText("El producto 'Sudadera Retirada' está inactivo y no se puede vender.")).toBeInTheDocument();
        expect(screen.getByText('El carrito está vacío.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'GET', '/api/v1/inventario').map((c) => listParams(c.url).filter)).toContainEqual({ sku: 'SUD-M' });
    });

    it("asks the purchase order's product search for active products only", async () => {
        seedSession();
        const fetchMock = stubFetch({
            'GET /api/v1/compras/': () => listAnswer([]),
            'GET /api/v1/proveedores/': () => listAnswer([]),
            [`GET ${PRODUCTOS}/`]: () => listAnswer([]),
        });
        renderApp('/compras');
        await pulsarActivo('Nueva Orden de Compra');
        const dialog = await screen.findByRole('dialog', { name: 'Nueva Orden de Compra' });
        await userEvent.type(within(dialog).getByPlaceholderText('Escribe para buscar...'), 'tal');
        await waitFor(() => expect(filtros(fetchMock)).toContainEqual({ q: 'tal', activo: true }), { timeout: 3000 });
    });
});
