import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISOS, type Permiso } from '../../contracts/permisos';
import { jsonResponse, listParams, type StubHandler, sesionRespuesta, stubFetch } from '../helpers/fetchStub';
import { callsTo, listAnswer, rowOf } from '../helpers/listPage';
import { bodyRows, camiseta, catalogos, LIST as PRODUCTOS, list } from '../helpers/productos';
import { renderApp, seedSession } from '../helpers/renderApp';

/**
 * Item 6 of "What a shop hit in its first afternoon": screens know who is looking. The sidebar
 * keeps every link, but what the session's permissions (GET /api/v1/sesion) do not allow is
 * disabled with a Spanish tooltip (react-admin's access control, authProvider.canAccess); a role
 * that opens nothing lands on a page saying so; who does not see costs has no cost on screen.
 */

const CAJERO: Permiso[] = ['dashboard:leer', 'ventas:crear', 'ventas:leer', 'productos:leer', 'clientes:leer'];
const SIN_ESCRIBIR_PRODUCTOS = 'Su rol no tiene el permiso «Crear, editar y eliminar productos, categorías y proveedores».';
const SIN_DEVOLVER = 'Su rol no tiene el permiso «Procesar devoluciones».';

const open = (path: string, permisos: readonly string[], routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({ 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, [...permisos])), ...routes });
    renderApp(path);
    return fetchMock;
};

const cargaProductos = async (permisos: readonly string[], routes: Record<string, StubHandler> = {}) => {
    const fetchMock = open('/productos', permisos, { ...catalogos, [PRODUCTOS]: list([camiseta]), [`${PRODUCTOS}/${camiseta.id}`]: () => jsonResponse(camiseta), ...routes });
    await screen.findByText('Camiseta Básica', {}, { timeout: 20_000 });
    return fetchMock;
};

/**
 * The tooltip a disabled action shows on hover, on the span around it (a disabled button fires no
 * mouse events), once its reason's chunk has loaded.
 */
const tooltipDe = async (boton: () => HTMLElement) => {
    await waitFor(() => expect(boton().parentElement?.tagName).toBe('SPAN'));
    await userEvent.hover(boton().parentElement as HTMLElement);
    return (await screen.findByRole('tooltip')).textContent;
};

describe('Actions by permission (item 6)', () => {
    it("a cashier's product list: Añadir, Editar and Eliminar disabled, each saying which permission the role lacks", async () => {
        await cargaProductos(CAJERO);
        const [fila] = bodyRows();
        await waitFor(() => expect(screen.getByRole('button', { name: 'Añadir Producto' })).toBeDisabled());
        expect(within(fila).getByRole('button', { name: 'Editar' })).toBeDisabled();
        expect(within(fila).getByRole('button', { name: 'Eliminar' })).toBeDisabled();
        expect(await tooltipDe(() => screen.getByRole('button', { name: 'Añadir Producto' }))).toBe(SIN_ESCRIBIR_PRODUCTOS);
        // The sidebar keeps every link, those the role cannot open too.
        const nav = within(screen.getByRole('navigation', { name: 'Navegación principal' }));
        const enlaces = nav.getAllByRole('menuitem').map((e) => e.textContent);
        for (const nombre of ['Punto de Venta', 'Compras', 'Contabilidad', 'Roles y Permisos', 'Usuarios']) expect(enlaces).toContain(nombre);
    });

    it('an administrator has them all enabled', async () => {
        await cargaProductos(PERMISOS);
        const [fila] = bodyRows();
        expect(screen.getByRole('button', { name: 'Añadir Producto' })).toBeEnabled();
        expect(within(fila).getByRole('button', { name: 'Editar' })).toBeEnabled();
        expect(within(fila).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    });

    it('a return is disabled without devoluciones:crear, and a click does not reach the return screen', async () => {
        const venta = { id: 12, fecha: '2025-03-09T18:00:00Z', total: '10.00', estado: 'Completada', cliente: null, usuario: 'ana@tienda.mx' };
        open('/ventas', CAJERO, { 'GET /api/v1/ventas/': () => listAnswer([venta]), 'GET /api/v1/usuarios/': () => listAnswer([]) });
        await screen.findByText('#12', {}, { timeout: 20_000 });
        const devolucion = await within(rowOf('#12')).findByRole('link', { name: 'Devolución' });
        await waitFor(() => expect(devolucion).toHaveAttribute('aria-disabled', 'true'));
        fireEvent.click(devolucion);
        await new Promise((r) => setTimeout(r, 50));
        expect(window.location.pathname).toBe('/ventas');
        expect(await tooltipDe(() => within(rowOf('#12')).getByRole('link', { name: 'Devolución' }))).toBe(SIN_DEVOLVER);
    });
});

describe('The till by permission (item 6)', () => {
    const fila = { id: 2, sku: 'ELE-LED-9W', plantilla: { id: 20, nombre: 'Foco LED 9W' }, stock: 10, precio_venta: '39.90', activo: true };
    const alCarrito = async (permisos: readonly string[]) => {
        const fetchMock = open('/pos', permisos, {
            'GET /api/v1/inventario': ({ url }) => listAnswer(listParams(url).filter.sku === fila.sku ? [fila] : []),
            'GET /api/v1/clientes': () => listAnswer([]),
        });
        const caja = await screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 });
        await userEvent.type(caja, `${fila.sku}{Enter}`);
        await screen.findByText('Foco LED 9W');
        return fetchMock;
    };
    const pagar = () => screen.getByRole('button', { name: /Proceder al Pago/ });

    it('a cashier (ventas:crear) pays: the button and F9 open the payment', async () => {
        await alCarrito(CAJERO);
        await waitFor(() => expect(pagar()).toBeEnabled());
        fireEvent.keyDown(window, { key: 'F9' });
        const dialog = await screen.findByRole('dialog', { name: 'Pago' });
        expect(within(dialog).getByRole('button', { name: 'Finalizar Venta' })).toBeInTheDocument();
    });

    it('without ventas:crear the button is disabled with its reason and F9 does nothing', async () => {
        await alCarrito(['productos:leer', 'clientes:leer']);
        await waitFor(() => expect(pagar()).toBeDisabled());
        expect(await tooltipDe(pagar)).toBe('Su rol no tiene el permiso «Registrar ventas en el punto de venta».');
        fireEvent.keyDown(window, { key: 'F9' });
        await new Promise((r) => setTimeout(r, 100));
        expect(screen.queryByRole('dialog', { name: 'Pago' })).toBeNull();
    });
});

describe('The home page by permission (item 6)', () => {
    it('a role that opens nothing lands on a page that says so, and asks for no figures', async () => {
        const fetchMock = open('/', []);
        expect(await screen.findByText('Su rol no tiene acceso a ninguna pantalla. Pida al administrador que le asigne permisos.', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(callsTo(fetchMock, 'GET', '/api/v1/dashboard/')).toHaveLength(0);
    });

    it('a role without the dashboard lists the screens it opens', async () => {
        open('/', ['ventas:crear', 'productos:leer']);
        expect(await screen.findByText('Su rol no incluye el panel de indicadores. Puede abrir estas pantallas:', {}, { timeout: 20_000 })).toBeInTheDocument();
        const main = within(screen.getByRole('main'));
        expect(main.getByRole('link', { name: /Punto de Venta/ })).toHaveAttribute('href', '/pos');
        expect(main.getByRole('link', { name: /^Productos/ })).toHaveAttribute('href', '/productos');
        expect(main.queryByRole('link', { name: /Contabilidad/ })).toBeNull();
    });
});

describe('Costs by permission (item 6)', () => {
    const SIN_COSTOS: Permiso[] = ['productos:leer', 'productos:escribir'];

    it("who does not see costs has no 'Costo de compra' in the product form and sends none", async () => {
        const fetchMock = await cargaProductos(SIN_COSTOS, {
            [`PUT /api/v1/productos/plantillas/${camiseta.id}`]: ({ init }) => jsonResponse({ ...camiseta, ...JSON.parse(String(init.body)) }),
        });
        await waitFor(() => expect(screen.getByRole('button', { name: 'Añadir Producto' })).toBeEnabled());
        await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Producto' });
        await within(dialog).findByDisplayValue('Camiseta Básica');
        expect(within(dialog).getAllByLabelText(/^Precio de venta/).length).toBeGreaterThan(0);
        expect(within(dialog).queryByLabelText('Costo de compra')).toBeNull();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(callsTo(fetchMock, 'PUT', `/api/v1/productos/plantillas/${camiseta.id}`)).toHaveLength(1));
        const [put] = callsTo(fetchMock, 'PUT', `/api/v1/productos/plantillas/${camiseta.id}`);
        const { variantes } = JSON.parse(String(put.init.body)) as { variantes: Record<string, unknown>[] };
        expect(variantes.length).toBeGreaterThan(0);
        for (const v of variantes) expect(v).not.toHaveProperty('costo_compra');
    });

    it('who sees costs (reportes:utilidad) has the field', async () => {
        await cargaProductos([...SIN_COSTOS, 'reportes:utilidad']);
        await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Producto' });
        await within(dialog).findByDisplayValue('Camiseta Básica');
        expect(within(dialog).getAllByLabelText('Costo de compra').length).toBeGreaterThan(0);
    });

    it("the inventory shows no value at cost to who does not see costs, and does not ask for it", async () => {
        const fetchMock = open('/inventario', ['productos:leer'], {
            'GET /api/v1/inventario/': () => listAnswer([{ id: 1, sku: 'CAF-1', plantilla: { id: 10, nombre: 'Café Molido' }, stock: 3, precio_venta: '20.00', activo: true }]),
            'GET /api/v1/inventario/valor': () => jsonResponse({ valor: '210.00', existencias: [{ unidad: 'pieza', cantidad: 21 }], variantes: 3 }),
        });
        await screen.findByText('Café Molido', {}, { timeout: 20_000 });
        await new Promise((r) => setTimeout(r, 100));
        expect(screen.queryByTestId('valor-inventario')).toBeNull();
        expect(callsTo(fetchMock, 'GET', '/api/v1/inventario/valor')).toHaveLength(0);
        expect(screen.getAllByRole('button', { name: 'Ajustar' })[0]).toBeDisabled();
    });
});
