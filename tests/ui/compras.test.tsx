import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/queryClient';
import { deferred, jsonResponse, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, columnHeaders, detailAnswer, dialogoEnSuDireccion, lineaCon, listAnswer, rowOf } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { pulsarActivo, renderApp, seedSession } from '../helpers/renderApp';

const LIST = '/api/v1/compras/';
const FECHA = '2025-03-04T15:30:00Z';
const orden = (id: number, estado: string, total: string, nombre_empresa = 'Distribuidora Peña') => ({
    id,
    proveedor: { id: 4, nombre_empresa },
    fecha_emision: FECHA,
    estado,
    total,
});
const ORDENES = [orden(3, 'Pendiente', '1234.5'), orden(2, 'Recibida', '80.00', 'Lácteos del Norte'), orden(1, 'Cancelada', '10.00', 'Abarrotes Sol')];
const PROVEEDORES = [
    { id: 4, nombre_empresa: 'Distribuidora Peña', persona_contacto: null, email: null, telefono: null },
    { id: 5, nombre_empresa: 'Lácteos del Norte', persona_contacto: null, email: null, telefono: null },
];
const producto = (id: number, nombre: string, variantes: { id: number; sku: string; costo_compra: string }[], unidad = 'pieza') => ({
    id,
    nombre,
    descripcion: null,
    categoria: null,
    proveedor: null,
    unidad,
    variantes: variantes.map((v) => ({ ...v, stock: 5, precio_venta: '30.00', valores_ids: [] })),
});
const CAFE = producto(10, 'Café Molido', [
    { id: 101, sku: 'CAF-1', costo_compra: '12.50' },
    { id: 102, sku: 'CAF-2', costo_compra: '99.00' },
]);
const CACAO = producto(11, 'Cacao en Polvo', [{ id: 111, sku: 'CAC-1', costo_compra: '40.00' }]);
// Sold by the kilo (issue 33): its order lines take 25.5.
const FRIJOL = producto(12, 'Frijol a granel', [{ id: 121, sku: 'FRI-1', costo_compra: '12.35' }], 'kg');

const open = (routes: Record<string, StubHandler> = {}, path = '/compras') => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${LIST}`]: () => listAnswer(ORDENES),
        'GET /api/v1/proveedores/': () => listAnswer(PROVEEDORES),
        'GET /api/v1/productos/plantillas/': () => listAnswer([CAFE, CACAO]),
        ...routes,
    });
    renderApp(path);
    return fetchMock;
};

const openNueva = async () => {
    await pulsarActivo('Nueva Orden de Compra');
    return screen.findByRole('dialog', { name: 'Nueva Orden de Compra' });
};

const añadir = async (dialog: HTMLElement, termino: string, nombre: string) => {
    const box = within(dialog).getByPlaceholderText('Escribe para buscar...');
    await userEvent.clear(box);
    await userEvent.type(box, termino);
    await userEvent.click(await within(dialog).findByRole('button', { name: new RegExp(`^${nombre}`) }, { timeout: 2000 }));
};

describe('Órdenes de Compra (spec §2 Purchase orders list)', () => {
    it('shows the title, the button and the spec columns: #id, supplier, date, coloured badge, money and Ver', async () => {
        const fetchMock = open();
        expect(await screen.findByText('Distribuidora Peña')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Órdenes de Compra' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Nueva Orden de Compra' })).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['ID', 'Proveedor', 'Fecha Emisión', 'Estado', 'Total', 'Acciones']);
        const fila = within(rowOf('Distribuidora Peña'));
        expect(fila.getByText('#3')).toBeInTheDocument();
        // In the shop's zone (Mexico City, UTC−6), whatever the browser's.
        expect(fila.getByText('04/03/2025 09:30')).toBeInTheDocument();
        expect(fila.getByText('$1,234.50')).toBeInTheDocument();
        expect(fila.getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/compras/3');
        const chip = (texto: string) => screen.getByText(texto).closest('.MuiChip-root');
        expect(chip('Pendiente')).toHaveClass('MuiChip-colorWarning');
        // Yellow as the spec says (MUI's own warning is orange, rgb(237, 108, 2)).
        expect(getComputedStyle(chip('Pendiente') as Element).backgroundColor).toBe('rgb(255, 193, 7)');
        expect(chip('Recibida')).toHaveClass('MuiChip-colorSuccess');
        expect(chip('Cancelada')).toHaveClass('MuiChip-colorError');
        const query = callsTo(fetchMock, 'GET', LIST)[0].url.searchParams;
        expect(query.get('limit') ?? String(JSON.parse(query.get('range') ?? '[0,0]')[1] + 1)).toBe('100');
    });

    it('says Cargando órdenes... while loading, then No se encontraron órdenes de compra.', async () => {
        const answer = deferred<Response>();
        open({ [`GET ${LIST}`]: () => answer.promise });
        expect(await screen.findByText('Cargando órdenes...')).toBeInTheDocument();
        answer.resolve(listAnswer([]));
        expect(await screen.findByText('No se encontraron órdenes de compra.')).toBeInTheDocument();
    });

    it("shows 'Error: {message}' when the list fails", async () => {
        open({ [`GET ${LIST}`]: () => detailAnswer(400, 'Petición inválida.') });
        expect(await screen.findByText('Error: Petición inválida.')).toBeInTheDocument();
    });

    describe('on a phone', () => {
        it('shows a line per order, no table: #id and supplier with the total at the right, then the date and the badge', async () => {
            conPantallaDe(TELEFONO);
            open();
            await screen.findByText('#3 · Distribuidora Peña');
            expect(screen.queryByRole('table')).toBeNull();
            const pendiente = within(lineaCon('#3 · Distribuidora Peña'));
            expect(pendiente.getByText('$1,234.50')).toBeInTheDocument();
            // In the shop's zone, as the table shows it.
            expect(pendiente.getByText('04/03/2025 09:30')).toBeInTheDocument();
            expect(pendiente.getByText('Pendiente').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
            const cancelada = within(lineaCon('#1 · Abarrotes Sol'));
            expect(cancelada.getByText('$10.00')).toBeInTheDocument();
            expect(cancelada.getByText('Cancelada').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
            expect(screen.getByRole('button', { name: 'Nueva Orden de Compra' })).toBeInTheDocument();
        });

        it("leads from the line to the order's detail, as 'Ver' does", async () => {
            conPantallaDe(TELEFONO);
            open({ 'GET /api/v1/compras/3/': () => jsonResponse(DETALLE) });
            const enlace = (await screen.findByText('#3 · Distribuidora Peña')).closest('a') as HTMLElement;
            expect(enlace).toHaveAttribute('href', '/compras/3');
            expect(lineaCon('#2 · Lácteos del Norte').querySelector('a')).toHaveAttribute('href', '/compras/2');
            await userEvent.click(enlace);
            expect(await screen.findByRole('heading', { name: 'Orden de Compra #3' })).toBeInTheDocument();
            expect(window.location.pathname).toBe('/compras/3');
        });

        it('says so when there are none, and shows the first order as a line once created', async () => {
            conPantallaDe(TELEFONO);
            let creada = false;
            open({
                [`GET ${LIST}`]: () => listAnswer(creada ? [orden(4, 'Pendiente', '1050.00')] : []),
                [`POST ${LIST}`]: () => {
                    creada = true;
                    return jsonResponse({ ...orden(4, 'Pendiente', '1050.00'), detalles: [] }, { status: 201 });
                },
            });
            expect(await screen.findByText('No se encontraron órdenes de compra.')).toBeInTheDocument();
            const dialog = await openNueva();
            await waitFor(() => expect(within(within(dialog).getByLabelText(/^Proveedor/)).getAllByRole('option')).toHaveLength(3));
            await userEvent.selectOptions(within(dialog).getByLabelText(/^Proveedor/), '4');
            await añadir(dialog, 'caf', 'Café Molido');
            await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(within(await waitFor(() => lineaCon('#4 · Distribuidora Peña'))).getByText('$1,050.00')).toBeInTheDocument();
            expect(screen.queryByText('No se encontraron órdenes de compra.')).toBeNull();
        });

        it('on a wider screen keeps the table', async () => {
            conPantallaDe(1024);
            open();
            await screen.findByText('Distribuidora Peña');
            expect(columnHeaders()).toEqual(['ID', 'Proveedor', 'Fecha Emisión', 'Estado', 'Total', 'Acciones']);
            expect(within(rowOf('Distribuidora Peña')).getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/compras/3');
        });
    });
});

describe('Nueva Orden de Compra (spec §2/§5)', () => {
    it("shows 'Cargando...' while the suppliers load, then 'Selecciona un proveedor' and their names", async () => {
        const proveedores = deferred<Response>();
        open({ 'GET /api/v1/proveedores/': () => proveedores.promise });
        const dialog = await openNueva();
        const select = within(dialog).getByLabelText(/^Proveedor/);
        expect(select).toBeRequired();
        expect(within(select).getByRole('option', { name: 'Cargando...' })).toBeInTheDocument();
        proveedores.resolve(listAnswer(PROVEEDORES));
        await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecciona un proveedor', 'Distribuidora Peña', 'Lácteos del Norte']));
        expect(within(dialog).getByText('Productos en la Orden')).toBeInTheDocument();
        expect(within(dialog).getByText('Aún no se han añadido productos.')).toBeInTheDocument();
    });

    it('alerts the missing supplier, then the missing products, without sending', async () => {
        const fetchMock = open();
        const dialog = await openNueva();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
        expect(await within(dialog).findByText('Por favor, selecciona un proveedor.')).toBeInTheDocument();
        await waitFor(() => expect(within(within(dialog).getByLabelText(/^Proveedor/)).getAllByRole('option')).toHaveLength(3));
        await userEvent.selectOptions(within(dialog).getByLabelText(/^Proveedor/), '4');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
        expect(await within(dialog).findByText('La orden de compra debe tener al menos un producto.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
    });

    it('searches only after a 500 ms pause and more than 2 characters, asking for 10 matches', async () => {
        const fetchMock = open();
        const dialog = await openNueva();
        const box = within(dialog).getByPlaceholderText('Escribe para buscar...');
        await userEvent.type(box, 'ca');
        await new Promise((r) => setTimeout(r, 700));
        expect(callsTo(fetchMock, 'GET', '/api/v1/productos/plantillas/')).toHaveLength(0);
        await userEvent.type(box, 'c');
        const typedAt = Date.now();
        await within(dialog).findByRole('button', { name: /Cacao en Polvo/ }, { timeout: 2000 });
        expect(Date.now() - typedAt).toBeGreaterThanOrEqual(450);
        const calls = callsTo(fetchMock, 'GET', '/api/v1/productos/plantillas/');
        expect(calls).toHaveLength(1);
        const q = calls[0].url.searchParams;
        expect(q.get('search') ?? JSON.parse(q.get('filter') ?? '{}').q).toBe('cac');
        expect(q.get('limit') ?? String(JSON.parse(q.get('range') ?? '[0,0]')[1] + 1)).toBe('10');
    });

    // Spec §5's "invalid entries become 0" is the preview's count of a line being typed: the text stays as typed and
    // is refused at its field (it used to turn into '0' on leaving the box), never sent as 0 (contracts/numero.ts).
    it('adds the first variant with quantity 1 and its cost, never twice; X removes; an invalid entry counts 0 and is refused', async () => {
        open();
        const dialog = await openNueva();
        await añadir(dialog, 'caf', 'Café Molido');
        await añadir(dialog, 'caf', 'Café Molido');
        const linea = within(dialog).getByRole('listitem', { name: 'Café Molido' });
        expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
        expect(within(linea).getByText('CAF-1')).toBeInTheDocument();
        expect(within(linea).getByLabelText(/^Cantidad/)).toHaveValue('1');
        expect(within(linea).getByLabelText(/^Costo unitario \(\$\)/)).toHaveValue('12.50');
        // Marked required, as the supplier: each line needs both.
        expect(within(linea).getByLabelText(/^Cantidad/)).toBeRequired();
        expect(within(linea).getByLabelText(/^Costo unitario \(\$\)/)).toBeRequired();
        expect(within(dialog).queryByText('Aún no se han añadido productos.')).toBeNull();
        const cantidad = within(linea).getByLabelText(/^Cantidad/);
        await userEvent.clear(cantidad);
        await userEvent.type(cantidad, 'abc');
        await userEvent.tab();
        expect(cantidad).toHaveValue('abc');
        expect(within(dialog).getByText('Total: $0.00')).toBeInTheDocument();
        // A refused quantity is flagged on its line and counts nothing: never a negative total.
        expect(cantidad).toHaveAttribute('aria-invalid', 'true');
        expect(within(linea).getByText('La cantidad debe ser un número mayor que 0, con hasta tres decimales.')).toBeInTheDocument();
        await userEvent.clear(cantidad);
        await userEvent.type(cantidad, '-4');
        expect(within(dialog).getByText('Total: $0.00')).toBeInTheDocument();
        await userEvent.clear(cantidad);
        await userEvent.type(cantidad, '4');
        expect(cantidad).toHaveAttribute('aria-invalid', 'false');
        expect(within(dialog).getByText('Total: $50.00')).toBeInTheDocument();
        await userEvent.click(within(linea).getByRole('button', { name: 'Quitar Café Molido' }));
        expect(within(dialog).getByText('Aún no se han añadido productos.')).toBeInTheDocument();
    });

    it('creates the order with the supplier and the lines, closes and refetches the list', async () => {
        let creada = false;
        const fetchMock = open({
            [`GET ${LIST}`]: () => listAnswer(creada ? [orden(4, 'Pendiente', '105.00'), ...ORDENES] : ORDENES),
            [`POST ${LIST}`]: () => {
                creada = true;
                return jsonResponse({ ...orden(4, 'Pendiente', '105.00'), detalles: [] }, { status: 201 });
            },
        });
        const dialog = await openNueva();
        await waitFor(() => expect(within(within(dialog).getByLabelText(/^Proveedor/)).getAllByRole('option')).toHaveLength(3));
        await userEvent.selectOptions(within(dialog).getByLabelText(/^Proveedor/), '5');
        await añadir(dialog, 'caf', 'Café Molido');
        await añadir(dialog, 'cac', 'Cacao en Polvo');
        const cafe = within(within(dialog).getByRole('listitem', { name: 'Café Molido' }));
        await userEvent.clear(cafe.getByLabelText(/^Cantidad/));
        await userEvent.type(cafe.getByLabelText(/^Cantidad/), '5');
        await userEvent.clear(cafe.getByLabelText(/^Costo unitario \(\$\)/));
        await userEvent.type(cafe.getByLabelText(/^Costo unitario \(\$\)/), '13.1');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toEqual({
            proveedor_id: 5,
            detalles: [
                { producto_id: 101, cantidad: 5, costo_unitario: '13.10' },
                { producto_id: 111, cantidad: 1, costo_unitario: '40.00' },
            ],
        });
        expect(await screen.findByText('#4')).toBeInTheDocument();
    });

    it("orders 25.5 kg of a weighed product: its field says kg, the total is round(cost × 25.5), and it sends 25.5", async () => {
        const fetchMock = open({
            'GET /api/v1/productos/plantillas/': () => listAnswer([FRIJOL, CAFE]),
            [`POST ${LIST}`]: () => jsonResponse({ ...orden(4, 'Pendiente', '314.93'), detalles: [] }, { status: 201 }),
        });
        const dialog = await openNueva();
        await waitFor(() => expect(within(within(dialog).getByLabelText(/^Proveedor/)).getAllByRole('option')).toHaveLength(3));
        await userEvent.selectOptions(within(dialog).getByLabelText(/^Proveedor/), '4');
        await añadir(dialog, 'fri', 'Frijol a granel');
        const linea = within(dialog).getByRole('listitem', { name: 'Frijol a granel' });
        const cantidad = within(linea).getByLabelText(/^Cantidad \(kg\)/);
        expect(cantidad).toHaveAttribute('inputmode', 'decimal');
        await userEvent.clear(cantidad);
        await userEvent.type(cantidad, '25.5');
        expect(cantidad).toHaveAttribute('aria-invalid', 'false');
        // 25.5 × $12.35 = $314.925, rounded half away from zero as the server does.
        expect(within(dialog).getByText('Total: $314.93')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
        await waitFor(() => expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(1));
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toEqual({ proveedor_id: 4, detalles: [{ producto_id: 121, cantidad: 25.5, costo_unitario: '12.35' }] });
    });

    it("refuses 2.5 of a piece product at its field with the server's message, counts it 0 and sends nothing", async () => {
        const fetchMock = open({ 'GET /api/v1/productos/plantillas/': () => listAnswer([FRIJOL, CAFE]) });
        const dialog = await openNueva();
        await waitFor(() => expect(within(within(dialog).getByLabelText(/^Proveedor/)).getAllByRole('option')).toHaveLength(3));
        await userEvent.selectOptions(within(dialog).getByLabelText(/^Proveedor/), '4');
        await añadir(dialog, 'caf', 'Café Molido');
        const linea = within(dialog).getByRole('listitem', { name: 'Café Molido' });
        // Pieces as ever: no unit in the label, a numeric keyboard.
        const cantidad = within(linea).getByLabelText(/^Cantidad/);
        expect(cantidad).not.toHaveAccessibleName(/\(/);
        expect(cantidad).toHaveAttribute('inputmode', 'numeric');
        await userEvent.clear(cantidad);
        await userEvent.type(cantidad, '2.5');
        expect(cantidad).toHaveAttribute('aria-invalid', 'true');
        expect(within(linea).getByText("El producto 'Café Molido' se vende por pieza: la cantidad debe ser un número entero.")).toBeInTheDocument();
        expect(within(dialog).getByText('Total: $0.00')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
        await new Promise((r) => setTimeout(r, 50));
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
        expect(screen.getByRole('dialog', { name: 'Nueva Orden de Compra' })).toBeInTheDocument();
    });

    it('opens at /compras/create (the order list behind it), and Back closes it', async () => {
        open({}, '/compras/create');
        const dialog = await screen.findByRole('dialog', { name: 'Nueva Orden de Compra' });
        expect(within(dialog).getByText('Aún no se han añadido productos.')).toBeInTheDocument();
        expect(await screen.findByText('#3')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/compras');
        await dialogoEnSuDireccion(openNueva, '/compras/create', '/compras');
    });

    it('takes Enter in the product search as no attempt to create the order', async () => {
        const fetchMock = open();
        const dialog = await openNueva();
        await userEvent.type(within(dialog).getByPlaceholderText('Escribe para buscar...'), 'caf{Enter}');
        expect(within(dialog).queryByRole('alert')).toBeNull();
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
    });

    it("takes Enter in a line's quantity or cost as no attempt to create the order: only its button sends it", async () => {
        const fetchMock = open();
        const dialog = await openNueva();
        await waitFor(() => expect(within(within(dialog).getByLabelText(/^Proveedor/)).getAllByRole('option')).toHaveLength(3));
        await userEvent.selectOptions(within(dialog).getByLabelText(/^Proveedor/), '4');
        await añadir(dialog, 'caf', 'Café Molido');
        await userEvent.type(within(dialog).getByLabelText(/^Cantidad/), '{Enter}');
        await userEvent.type(within(dialog).getByLabelText(/^Costo/), '{Enter}');
        expect(within(dialog).queryByRole('alert')).toBeNull();
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
    });

    it('takes each alert away once its cause is fixed: the supplier chosen, a product added', async () => {
        open();
        const dialog = await openNueva();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
        expect(await within(dialog).findByText('Por favor, selecciona un proveedor.')).toBeInTheDocument();
        await waitFor(() => expect(within(within(dialog).getByLabelText(/^Proveedor/)).getAllByRole('option')).toHaveLength(3));
        await userEvent.selectOptions(within(dialog).getByLabelText(/^Proveedor/), '4');
        expect(within(dialog).queryByText('Por favor, selecciona un proveedor.')).toBeNull();
        // The next problem waits for the next attempt.
        expect(within(dialog).queryByRole('alert')).toBeNull();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
        expect(await within(dialog).findByText('La orden de compra debe tener al menos un producto.')).toBeInTheDocument();
        await añadir(dialog, 'caf', 'Café Molido');
        expect(within(dialog).queryByText('La orden de compra debe tener al menos un producto.')).toBeNull();
        expect(within(dialog).queryByRole('alert')).toBeNull();
        // Emptied again, it comes back only with the next attempt.
        await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar Café Molido' }));
        expect(within(dialog).queryByRole('alert')).toBeNull();
    });

    it('refuses a unit cost of more than 2 decimals with the contract\'s message, so the total shown is the total saved', async () => {
        const fetchMock = open({
            [`POST ${LIST}`]: () => jsonResponse({ ...orden(4, 'Pendiente', '1502.50'), detalles: [] }, { status: 201 }),
        });
        const dialog = await openNueva();
        await waitFor(() => expect(within(within(dialog).getByLabelText(/^Proveedor/)).getAllByRole('option')).toHaveLength(3));
        await userEvent.selectOptions(within(dialog).getByLabelText(/^Proveedor/), '4');
        await añadir(dialog, 'caf', 'Café Molido');
        const cafe = within(within(dialog).getByRole('listitem', { name: 'Café Molido' }));
        await userEvent.clear(cafe.getByLabelText(/^Cantidad/));
        await userEvent.type(cafe.getByLabelText(/^Cantidad/), '10');
        const costo = cafe.getByLabelText(/^Costo unitario \(\$\)/);
        await userEvent.clear(costo);
        await userEvent.type(costo, '150.255');
        // The server keeps cents: 150.255 is no amount it stores, so it is no total to preview.
        expect(within(dialog).queryByText('Total: $1,502.55')).toBeNull();
        expect(costo).toHaveAttribute('aria-invalid', 'true');
        expect(cafe.getByText('El costo unitario debe ser un número con hasta dos decimales.')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
        expect(within(dialog).getByRole('alert')).toHaveTextContent('El costo unitario debe ser un número con hasta dos decimales.');
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
        // Fixed: the alert goes, and what is shown is what is sent and saved.
        await userEvent.clear(costo);
        await userEvent.type(costo, '150.25');
        expect(costo).toHaveAttribute('aria-invalid', 'false');
        expect(within(dialog).queryByRole('alert')).toBeNull();
        expect(within(dialog).getByText('Total: $1,502.50')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toEqual({
            proveedor_id: 4,
            detalles: [{ producto_id: 101, cantidad: 10, costo_unitario: '150.25' }],
        });
    });

    it("reads a cost '1,500.50' as $1,500.50 and sends 1500.50 (it was saved as $1.00)", async () => {
        const fetchMock = open({
            [`POST ${LIST}`]: () => jsonResponse({ ...orden(4, 'Pendiente', '3001.00'), detalles: [] }, { status: 201 }),
        });
        const dialog = await openNueva();
        await waitFor(() => expect(within(within(dialog).getByLabelText(/^Proveedor/)).getAllByRole('option')).toHaveLength(3));
        await userEvent.selectOptions(within(dialog).getByLabelText(/^Proveedor/), '4');
        await añadir(dialog, 'caf', 'Café Molido');
        const cafe = within(within(dialog).getByRole('listitem', { name: 'Café Molido' }));
        await userEvent.clear(cafe.getByLabelText(/^Cantidad/));
        await userEvent.type(cafe.getByLabelText(/^Cantidad/), '2');
        const costo = cafe.getByLabelText(/^Costo unitario \(\$\)/);
        await userEvent.clear(costo);
        await userEvent.type(costo, '1,500.50');
        await userEvent.tab();
        expect(costo).toHaveAttribute('aria-invalid', 'false');
        expect(within(dialog).getByText('Total: $3,001.00')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toEqual({
            proveedor_id: 4,
            detalles: [{ producto_id: 101, cantidad: 2, costo_unitario: '1500.50' }],
        });
    });

    it.each([
        ['180,50', 'Use punto para los decimales (ej. 180.50); la coma solo separa los miles (ej. 1,500.50).'],
        ['abc', 'El costo unitario debe ser un número con hasta dos decimales.'],
        ['0', 'El costo unitario debe ser mayor que 0.'],
    ])("refuses a cost '%s' at its field with its message and sends nothing (it was saved as $180.00 or $0.00)", async (texto, mensaje) => {
        const fetchMock = open();
        const dialog = await openNueva();
        await waitFor(() => expect(within(within(dialog).getByLabelText(/^Proveedor/)).getAllByRole('option')).toHaveLength(3));
        await userEvent.selectOptions(within(dialog).getByLabelText(/^Proveedor/), '4');
        await añadir(dialog, 'caf', 'Café Molido');
        const cafe = within(within(dialog).getByRole('listitem', { name: 'Café Molido' }));
        const costo = cafe.getByLabelText(/^Costo unitario \(\$\)/);
        await userEvent.clear(costo);
        await userEvent.type(costo, texto);
        await userEvent.tab();
        expect(costo).toHaveValue(texto);
        expect(costo).toHaveAttribute('aria-invalid', 'true');
        expect(cafe.getByText(mensaje)).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
        expect(within(dialog).getByRole('alert')).toHaveTextContent(mensaje);
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
    });

    it("shows 'Guardando...' while saving (one order for a double click) and 'Error al crear la orden: {message}' when refused", async () => {
        const answer = deferred<Response>();
        const fetchMock = open({ [`POST ${LIST}`]: () => answer.promise });
        const dialog = await openNueva();
        await waitFor(() => expect(within(within(dialog).getByLabelText(/^Proveedor/)).getAllByRole('option')).toHaveLength(3));
        await userEvent.selectOptions(within(dialog).getByLabelText(/^Proveedor/), '4');
        await añadir(dialog, 'caf', 'Café Molido');
        // Two clicks in a row, before the render that disables the button.
        const crear = within(dialog).getByRole('button', { name: 'Crear Orden de Compra' });
        fireEvent.click(crear);
        fireEvent.click(crear);
        expect(await within(dialog).findByRole('button', { name: 'Guardando...' })).toBeDisabled();
        answer.resolve(detailAnswer(422, 'El proveedor seleccionado no existe.'));
        expect(await within(dialog).findByText('Error al crear la orden: El proveedor seleccionado no existe.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(1);
        // Refused, it may be tried again.
        await userEvent.click(within(dialog).getByRole('button', { name: 'Crear Orden de Compra' }));
        await waitFor(() => expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(2));
    });
});

const DETALLE = {
    ...orden(3, 'Pendiente', '205.00'),
    detalles: [
        { id: 1, producto: { id: 101, sku: 'CAF-1', plantilla: { id: 10, nombre: 'Café Molido' } }, cantidad: 4, costo_unitario: '12.50', subtotal_linea: '50.00' },
        { id: 2, producto: null, cantidad: 1, costo_unitario: '155.00', subtotal_linea: '155.00' },
    ],
};

describe("Dates in the shop's time zone", () => {
    it("shows each date in the zone of the shop's session, not the browser's: Tokyo is already the next day", async () => {
        open({ 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({ zona_horaria: 'Asia/Tokyo' })) });
        expect(await screen.findByText('Distribuidora Peña')).toBeInTheDocument();
        expect(await within(rowOf('Distribuidora Peña')).findByText('05/03/2025 00:30')).toBeInTheDocument();
    });
});

describe('Orden de Compra #id (spec §2 Purchase order detail)', () => {
    it('shows the title, back link, supplier, date only, status, lines with fallbacks and the total', async () => {
        open({ 'GET /api/v1/compras/3/': () => jsonResponse(DETALLE) }, '/compras/3');
        expect(await screen.findByText('Café Molido')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Orden de Compra #3' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute('href', '/compras');
        expect(screen.getByText('Distribuidora Peña')).toBeInTheDocument();
        expect(screen.getByText('04/03/2025')).toBeInTheDocument();
        expect(screen.getByText('Pendiente').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
        expect(within(rowOf('Café Molido')).getByText('CAF-1')).toBeInTheDocument();
        expect(within(rowOf('Café Molido')).getByText('$12.50')).toBeInTheDocument();
        expect(within(rowOf('Café Molido')).getByText('$50.00')).toBeInTheDocument();
        expect(within(rowOf('Producto no encontrado')).getByText('N/A')).toBeInTheDocument();
        expect(screen.getByText('$205.00')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Marcar como Recibida y Actualizar Stock' })).toBeInTheDocument();
    });

    it("groups thousands in a line's quantity (1,200)", async () => {
        open({ 'GET /api/v1/compras/3/': () => jsonResponse({ ...DETALLE, detalles: [{ ...DETALLE.detalles[0], cantidad: 1200 }] }) }, '/compras/3');
        expect(await screen.findByText('Café Molido')).toBeInTheDocument();
        expect(within(rowOf('Café Molido')).getByText('1,200')).toBeInTheDocument();
    });

    it("opens from the list's 'Ver' with its lines (the list's row has none)", async () => {
        open({ 'GET /api/v1/compras/3/': () => jsonResponse(DETALLE) });
        await userEvent.click(within(await waitFor(() => rowOf('#3'))).getByRole('link', { name: 'Ver' }));
        expect(await screen.findByText('Café Molido')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Orden de Compra #3' })).toBeInTheDocument();
        expect(screen.getByText('$205.00')).toBeInTheDocument();
    });

    it('offers no receive action once Recibida', async () => {
        open({ 'GET /api/v1/compras/3/': () => jsonResponse({ ...DETALLE, estado: 'Recibida' }) }, '/compras/3');
        await screen.findByText('Café Molido');
        expect(screen.queryByRole('button', { name: 'Marcar como Recibida y Actualizar Stock' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Cancelar Orden' })).toBeNull();
    });

    it("receives: 'Procesando...', then '¡Orden recibida y stock actualizado!' and back to /compras", async () => {
        const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
        const answer = deferred<Response>();
        const fetchMock = open({ 'GET /api/v1/compras/3/': () => jsonResponse(DETALLE), 'POST /api/v1/compras/3/recibir/': () => answer.promise }, '/compras/3');
        await userEvent.click(await screen.findByRole('button', { name: 'Marcar como Recibida y Actualizar Stock' }));
        expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
        answer.resolve(jsonResponse({ ...DETALLE, estado: 'Recibida' }));
        expect(await screen.findByText('¡Orden recibida y stock actualizado!')).toBeInTheDocument();
        await waitFor(() => expect(window.location.pathname).toBe('/compras'));
        expect(callsTo(fetchMock, 'POST', '/api/v1/compras/3/recibir/')).toHaveLength(1);
        // What the order changed shows everywhere: the stock in products, inventory and dashboard, its egreso in the ledger.
        const refrescados = invalidate.mock.calls.map(([f]) => (f as { queryKey: unknown[] }).queryKey[0]);
        expect(refrescados).toEqual(expect.arrayContaining(['compras', 'productos', 'inventario', 'dashboard', 'movimientos', 'contabilidad']));
        invalidate.mockRestore();
    });

    it("shows a refused receive as 'Error: {message}' and, refused because the order changed meanwhile, shows it as it is now", async () => {
        let lecturas = 0;
        open(
            {
                // Received in another tab after this page read it.
                'GET /api/v1/compras/3/': () => jsonResponse({ ...DETALLE, estado: (lecturas += 1) === 1 ? 'Pendiente' : 'Recibida' }),
                'POST /api/v1/compras/3/recibir/': () => detailAnswer(409, 'La orden de compra #3 ya fue recibida.'),
            },
            '/compras/3',
        );
        await userEvent.click(await screen.findByRole('button', { name: 'Marcar como Recibida y Actualizar Stock' }));
        expect(await screen.findByText('Error: La orden de compra #3 ya fue recibida.')).toBeInTheDocument();
        expect(window.location.pathname).toBe('/compras/3');
        await waitFor(() => expect(screen.queryByRole('button', { name: 'Marcar como Recibida y Actualizar Stock' })).toBeNull());
        expect(screen.queryByRole('button', { name: 'Cancelar Orden' })).toBeNull();
        expect(screen.getByText('Recibida')).toBeInTheDocument();
        expect(screen.getByText('Error: La orden de compra #3 ya fue recibida.')).toBeInTheDocument();
    });

    it('cancels a Pendiente order only after confirmation', async () => {
        const fetchMock = open(
            { 'GET /api/v1/compras/3/': () => jsonResponse(DETALLE), 'POST /api/v1/compras/3/cancelar/': () => jsonResponse({ ...DETALLE, estado: 'Cancelada' }) },
            '/compras/3',
        );
        await userEvent.click(await screen.findByRole('button', { name: 'Cancelar Orden' }));
        const confirm = await screen.findByRole('dialog');
        expect(within(confirm).getByText('¿Está seguro de que desea cancelar esta orden de compra? No se recibirá ningún producto.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', '/api/v1/compras/3/cancelar/')).toHaveLength(0);
        // Its buttons say what they do: a 'Cancelar' here would read as cancelling the order.
        expect(within(confirm).queryByRole('button', { name: 'Cancelar' })).toBeNull();
        await userEvent.click(within(confirm).getByRole('button', { name: 'Volver' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(callsTo(fetchMock, 'POST', '/api/v1/compras/3/cancelar/')).toHaveLength(0);
        await userEvent.click(screen.getByRole('button', { name: 'Cancelar Orden' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar orden' }));
        await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/v1/compras/3/cancelar/')).toHaveLength(1));
    });

    it('shows the loading, not-found and error texts', async () => {
        const answer = deferred<Response>();
        open({ 'GET /api/v1/compras/3/': () => answer.promise, 'GET /api/v1/compras/9/': () => detailAnswer(404, 'No se encontró la orden.') }, '/compras/3');
        expect(await screen.findByText('Cargando detalle de la orden...')).toBeInTheDocument();
        answer.resolve(detailAnswer(400, 'Petición inválida.'));
        expect(await screen.findByText('Error al cargar la orden: Petición inválida.')).toBeInTheDocument();
    });

    it("says 'No se encontró la orden.' for an unknown id", async () => {
        open({ 'GET /api/v1/compras/9/': () => detailAnswer(404, 'No se encontró la orden.') }, '/compras/9');
        expect(await screen.findByText('No se encontró la orden.')).toBeInTheDocument();
        expect(screen.queryByText(/Error al cargar la orden/)).toBeNull();
    });
});

describe('Orden de Compra #id on a phone', () => {
    it('shows each line — name and subtotal, then the SKU whole (or N/A) and quantity × cost — and the total below, no table', async () => {
        conPantallaDe(TELEFONO);
        const [cafe, perdido] = DETALLE.detalles;
        const detalles = [{ ...cafe, cantidad: 1200, subtotal_linea: '15000.00' }, perdido];
        open({ 'GET /api/v1/compras/3/': () => jsonResponse({ ...DETALLE, detalles }) }, '/compras/3');
        await screen.findByText('Café Molido');
        expect(screen.queryByRole('table')).toBeNull();
        const lineaCafe = within(lineaCon('Café Molido'));
        expect(lineaCafe.getByText('$15,000.00')).toBeInTheDocument();
        expect(lineaCafe.getByText('1,200 × $12.50')).toBeInTheDocument();
        // A SKU moves whole to the next line rather than break at its hyphens.
        expect(getComputedStyle(lineaCafe.getByText('CAF-1')).display).toBe('inline-block');
        const sinProducto = within(lineaCon('Producto no encontrado'));
        expect(sinProducto.getByText('N/A')).toBeInTheDocument();
        expect(sinProducto.getByText('1 × $155.00')).toBeInTheDocument();
        expect(sinProducto.getByText('$155.00')).toBeInTheDocument();
        const total = screen.getByText('$205.00');
        expect(total.closest('li')).toBeNull();
        expect(total.parentElement).toHaveTextContent('Total$205.00');
    });

    it('receives from a phone with the same request, the button below the lines', async () => {
        conPantallaDe(TELEFONO);
        const fetchMock = open(
            {
                'GET /api/v1/compras/3/': () => jsonResponse(DETALLE),
                'POST /api/v1/compras/3/recibir/': () => jsonResponse({ ...DETALLE, estado: 'Recibida' }),
            },
            '/compras/3',
        );
        expect(await screen.findByText('4 × $12.50')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        await userEvent.click(screen.getByRole('button', { name: 'Marcar como Recibida y Actualizar Stock' }));
        expect(await screen.findByText('¡Orden recibida y stock actualizado!')).toBeInTheDocument();
        await waitFor(() => expect(window.location.pathname).toBe('/compras'));
        expect(callsTo(fetchMock, 'POST', '/api/v1/compras/3/recibir/')).toHaveLength(1);
    });

    it('on a wider screen keeps the table', async () => {
        conPantallaDe(1024);
        open({ 'GET /api/v1/compras/3/': () => jsonResponse(DETALLE) }, '/compras/3');
        await screen.findByText('Café Molido');
        expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
            'Producto',
            'SKU',
            'Cantidad',
            'Costo Unitario',
            'Subtotal',
        ]);
        expect(Array.from(rowOf('Café Molido').children, (td) => td.textContent)).toEqual(['Café Molido', 'CAF-1', '4', '$12.50', '$50.00']);
        expect(screen.queryByText('4 × $12.50')).toBeNull();
    });
});

describe('Órdenes de Compra: CSV export', () => {
    it('saves the server’s export of every order, newest first (the screen shows 100)', async () => {
        const blobs: Blob[] = [];
        URL.createObjectURL = (blob: Blob) => {
            blobs.push(blob);
            return 'blob:compras';
        };
        const CSV = '\ufeffID,Proveedor,Fecha Emisión,Estado,Total\r\n3,Distribuidora Peña,04/03/2025 09:30,Pendiente,1234.5';
        const fetchMock = open({ 'GET /api/v1/compras/exportar': () => new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }) });
        await screen.findByText('Abarrotes Sol', {}, { timeout: 15_000 });
        const paginas = callsTo(fetchMock, 'GET', LIST).length;
        await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
        await waitFor(() => expect(blobs).toHaveLength(1));
        const [exportCall, ...otras] = callsTo(fetchMock, 'GET', '/api/v1/compras/exportar');
        expect(otras).toHaveLength(0);
        expect(JSON.parse(exportCall.url.searchParams.get('sort') ?? '')).toEqual(['fecha_emision', 'DESC']);
        expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(paginas);
        expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blobs[0].arrayBuffer()))).toBe(CSV);
    });
});
