import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISOS } from '../../contracts/permisos';
import { deferred, jsonResponse, listParams, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { callsTo, columnHeaders, detailAnswer, lineaDe, listAnswer, rowOf } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { renderApp, seedSession } from '../helpers/renderApp';

const LIST = '/api/v1/ventas/';
const FECHA = '2025-03-04T15:30:00Z';
const ANA = { id: 5, nombre_completo: 'Ana Peña' };
const venta = (id: number, estado: string, total: string, cliente: typeof ANA | null, usuario = 'cajero@sipv.mx') => ({
    id,
    fecha: FECHA,
    estado,
    total,
    cliente,
    usuario,
});
const VENTAS = [
    venta(12, 'Completada', '1234.5', ANA),
    venta(11, 'Con Devolución', '80.00', null, 'demo@sipv.mx'),
    venta(10, 'Cancelada', '10.00', { id: 6, nombre_completo: 'Luis "el Güero", Soto' }),
];
const USUARIOS = [
    { id: 1, nombre: 'Demo', apellido: 'Admin', usuario: 'demo@sipv.mx', rol_asignado: null, activo: true },
    { id: 2, nombre: 'Carlos', apellido: 'Cajero', usuario: 'cajero@sipv.mx', rol_asignado: null, activo: true },
];
const CLIENTES = [{ ...ANA, email: null, telefono: null, rfc: null, direccion: null, estado: 'Activo' }];

// The pages are lazy chunks; transforming them on the first visit would eat the first test's wait.
beforeAll(async () => {
    await Promise.all([import('../../src/ventas/historial/VentaList'), import('../../src/ventas/historial/VentaShow')]);
}, 60_000);

const open = (routes: Record<string, StubHandler> = {}, path = '/ventas') => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${LIST}`]: () => listAnswer(VENTAS),
        'GET /api/v1/usuarios/': () => listAnswer(USUARIOS),
        'GET /api/v1/clientes/': () => listAnswer(CLIENTES),
        'GET /api/v1/clientes/5': () => jsonResponse(CLIENTES[0]),
        ...routes,
    });
    renderApp(path);
    return fetchMock;
};

/** The first page on screen; a loaded machine may take a while to render the whole app the first time. */
const cargada = () => screen.findByText('Ana Peña', {}, { timeout: 15_000 });

/** The filters each list request carried, oldest first. */
const filtersSent = (fetchMock: ReturnType<typeof stubFetch>) => callsTo(fetchMock, 'GET', LIST).map((c) => listParams(c.url).filter);
const lastFilter = (fetchMock: ReturnType<typeof stubFetch>) => filtersSent(fetchMock).at(-1);

describe('Historial de Ventas (spec §2 Sales history)', () => {
    it('shows the title and the spec columns: id, date in the shop zone, customer or Consumidor Final, seller, money, badge, actions', async () => {
        open();
        expect(await cargada()).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Historial de Ventas' })).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Venta ID', 'Fecha', 'Cliente', 'Vendedor', 'Total', 'Estado', 'Acciones']);
        const fila = within(rowOf('Ana Peña'));
        expect(fila.getByText('#12')).toBeInTheDocument();
        // Mexico City is UTC−6: 15:30Z is 09:30 in the shop, whatever the browser's zone.
        expect(fila.getByText('04/03/2025 09:30')).toBeInTheDocument();
        expect(fila.getByText('cajero@sipv.mx')).toBeInTheDocument();
        expect(fila.getByText('$1,234.50')).toBeInTheDocument();
        const mostrador = within(rowOf('#11'));
        expect(mostrador.getByText('Consumidor Final')).toBeInTheDocument();
        expect(mostrador.getByText('demo@sipv.mx')).toBeInTheDocument();
        const chip = (texto: string) => screen.getByText(texto, { selector: '.MuiChip-label' }).closest('.MuiChip-root');
        expect(chip('Completada')).toHaveClass('MuiChip-colorSuccess');
        expect(chip('Con Devolución')).toHaveClass('MuiChip-colorWarning');
        // Yellow as the spec says (MUI's own warning is orange, rgb(237, 108, 2)).
        expect(getComputedStyle(chip('Con Devolución') as Element).backgroundColor).toBe('rgb(255, 193, 7)');
        expect(chip('Cancelada')).toHaveClass('MuiChip-colorError');
    });

    it('asks for page 1 with 100 records, newest first', async () => {
        const fetchMock = open();
        await cargada();
        const { range, sort } = listParams(callsTo(fetchMock, 'GET', LIST)[0].url);
        expect(range).toEqual([0, 99]);
        expect(sort).toEqual(['fecha', 'DESC']);
    });

    it('links Ver to the detail and Devolución to the return screen only for Completada and Con Devolución', async () => {
        open();
        await cargada();
        expect(within(rowOf('#12')).getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/ventas/12');
        expect(within(rowOf('#12')).getByRole('link', { name: 'Devolución' })).toHaveAttribute('href', '/ventas/12/devolucion');
        expect(within(rowOf('#11')).getByRole('link', { name: 'Devolución' })).toHaveAttribute('href', '/ventas/11/devolucion');
        const cancelada = within(rowOf('#10'));
        expect(cancelada.queryByRole('link', { name: 'Devolución' })).toBeNull();
        const boton = cancelada.getByRole('button', { name: 'Devolución' });
        expect(boton).toBeDisabled();
        fireEvent.click(boton);
        await new Promise((r) => setTimeout(r, 50));
        expect(window.location.pathname).toBe('/ventas');
    });

    it('opens the detail from Ver, read in full (not the list row react-admin caches)', async () => {
        const detalle = deferred<Response>();
        open({ 'GET /api/v1/ventas/12': () => detalle.promise });
        await cargada();
        await userEvent.click(within(rowOf('#12')).getByRole('link', { name: 'Ver' }));
        expect(await screen.findByRole('heading', { name: 'Detalle de Venta #12' })).toBeInTheDocument();
        expect(window.location.pathname).toBe('/ventas/12');
        expect(screen.getByText('Cargando detalle de la venta...')).toBeInTheDocument();
        detalle.resolve(jsonResponse({ ...VENTAS[0], pagado: '1234.50', cambio: '0.00', detalles: [], pagos: [], notas_credito: [] }));
        expect(await screen.findByText('Productos Vendidos')).toBeInTheDocument();
        expect(screen.getByText('Esta venta no tiene pagos registrados.')).toBeInTheDocument();
    });

    it('prints the ticket of a sale reached from the list with its lines, not the cached list row', async () => {
        const completa = {
            ...VENTAS[0],
            pagado: '1234.50',
            cambio: '0.00',
            detalles: [{ id: 1, cantidad: 1, precio_unitario: '1234.50', subtotal: '1234.50', producto: { id: 3, sku: 'MAR-16', plantilla: { id: 9, nombre: 'Martillo de Uña' } } }],
            pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '1234.50' }],
            notas_credito: [],
        };
        open({ 'GET /api/v1/ventas/12': () => jsonResponse(completa) });
        await cargada();
        await userEvent.click(within(rowOf('#12')).getByRole('link', { name: 'Ver' }));
        await userEvent.click(await screen.findByRole('link', { name: 'Imprimir ticket' }, { timeout: 10_000 }));
        const ticket = await screen.findByRole('article', { name: 'Ticket de Venta #12' }, { timeout: 20_000 });
        expect(within(ticket).getAllByTestId('ticket-linea').map((l) => l.textContent)).toEqual(['Martillo de Uña · MAR-161 x $1,234.50$1,234.50']);
        expect(ticket).toHaveTextContent('Efectivo$1,234.50');
    });

    it("says 'No se encontraron ventas.' when there are none", async () => {
        open({ [`GET ${LIST}`]: () => listAnswer([]) });
        expect(await screen.findByText('No se encontraron ventas.')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
    });

    it("shows 'Error al cargar el historial: {message}' with the server's words", async () => {
        const detail = [{ loc: ['query', 'fecha_desde'], msg: 'La fecha debe tener el formato AAAA-MM-DD o ser una fecha y hora ISO 8601.', type: 'value_error' }];
        open({ [`GET ${LIST}`]: () => jsonResponse({ detail }, { status: 422 }) });
        expect(
            await screen.findByText(
                "Error al cargar el historial: Error en el campo 'fecha_desde': La fecha debe tener el formato AAAA-MM-DD o ser una fecha y hora ISO 8601.",
            ),
        ).toBeInTheDocument();
    });

    it('reads a 403 as the refusal, without retrying', async () => {
        const fetchMock = open({ [`GET ${LIST}`]: () => detailAnswer(403, 'Forbidden') });
        expect(await screen.findByText('Error al cargar el historial: No tiene permiso para realizar esta acción.')).toBeInTheDocument();
        // No pagination under the refusal: there are no rows to page through.
        expect(document.querySelector('.MuiTablePagination-root')).toBeNull();
        expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(1);
    });

    it('pages beyond 100 when X-Total-Count says there are more', async () => {
        const fetchMock = open({
            [`GET ${LIST}`]: ({ url }) => {
                const [desde] = listParams(url).range ?? [0, 0];
                return listAnswer(desde === 0 ? VENTAS : [venta(2, 'Completada', '5.00', null)], 150);
            },
        });
        await cargada();
        // The paginator speaks Spanish to a screen reader too (MUI's own 'pagination navigation').
        expect(screen.getByRole('navigation', { name: 'Paginador' })).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: /página siguiente|siguiente/i }));
        expect(await screen.findByText('#2')).toBeInTheDocument();
        expect(listParams(callsTo(fetchMock, 'GET', LIST).at(-1)?.url as URL).range).toEqual([100, 199]);
    });
});

describe('Historial de Ventas: filters', () => {
    it('filters by state with the list contract key, and keeps it in the URL', async () => {
        const fetchMock = open();
        await cargada();
        const estado = screen.getByRole('combobox', { name: 'Estado' });
        expect(within(estado).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Completada', 'Con Devolución', 'Cancelada']);
        await userEvent.selectOptions(estado, 'Con Devolución');
        await waitFor(() => expect(lastFilter(fetchMock)).toEqual({ estado: 'Con Devolución' }));
        expect(decodeURIComponent(window.location.search)).toContain('"estado":"Con Devolución"');
        // 'Todos' drops the filter (the unfiltered page is still cached: no new request needed).
        await userEvent.selectOptions(estado, 'Todos');
        await waitFor(() => expect(decodeURIComponent(window.location.search)).not.toContain('estado'));
        expect(await screen.findByText('Ana Peña')).toBeInTheDocument();
    });

    it('filters by a range of local days (fecha_desde, fecha_hasta as YYYY-MM-DD)', async () => {
        const fetchMock = open();
        await cargada();
        fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-03-01' } });
        fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-03-04' } });
        await waitFor(() => expect(lastFilter(fetchMock)).toEqual({ fecha_desde: '2025-03-01', fecha_hasta: '2025-03-04' }));
    });

    it('writes and shows its days dd/mm/aaaa whatever the browser, sending YYYY-MM-DD', async () => {
        const fetchMock = open({}, `/ventas?filter=${encodeURIComponent(JSON.stringify({ fecha_hasta: '2025-03-31' }))}`);
        await cargada();
        const desde = screen.getByLabelText('Desde');
        expect(desde).toHaveAttribute('type', 'text');
        expect(desde).toHaveAttribute('placeholder', 'dd/mm/aaaa');
        expect(screen.getByLabelText('Hasta')).toHaveValue('31/03/2025');
        await userEvent.type(desde, '04032025');
        expect(desde).toHaveValue('04/03/2025');
        await waitFor(() => expect(lastFilter(fetchMock)).toEqual({ fecha_desde: '2025-03-04', fecha_hasta: '2025-03-31' }));
    });

    it("says in Spanish that an impossible day does not exist, and filters by nothing it cannot read", async () => {
        const fetchMock = open();
        await cargada();
        const desde = screen.getByLabelText('Desde');
        await userEvent.type(desde, '31/02/2025');
        expect(await screen.findByText('La fecha 31/02/2025 no existe.')).toBeInTheDocument();
        expect(desde).toHaveAttribute('aria-invalid', 'true');
        await userEvent.clear(desde);
        await userEvent.type(desde, '4/3');
        await userEvent.tab();
        expect(await screen.findByText('Escriba la fecha como dd/mm/aaaa.')).toBeInTheDocument();
        expect(filtersSent(fetchMock).every((f) => f.fecha_desde === undefined)).toBe(true);
    });

    it('filters by customer, searched by name after a pause, and clears it', async () => {
        const fetchMock = open();
        await cargada();
        await userEvent.type(screen.getByRole('textbox', { name: 'Cliente' }), 'Ana');
        await userEvent.click(await screen.findByRole('menuitem', { name: 'Ana Peña' }, { timeout: 8000 }));
        await waitFor(() => expect(lastFilter(fetchMock)).toEqual({ cliente_id: 5 }));
        expect(callsTo(fetchMock, 'GET', '/api/v1/clientes/').map((c) => listParams(c.url).filter.q)).toEqual(['Ana']);
        // The chosen customer's name stays in the box (read by id), with a button to clear it.
        await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cliente' })).toHaveValue('Ana Peña'));
        await userEvent.click(screen.getByRole('button', { name: 'Quitar el filtro de cliente' }));
        await waitFor(() => expect(decodeURIComponent(window.location.search)).not.toContain('cliente_id'));
        expect(screen.getByRole('textbox', { name: 'Cliente' })).toHaveValue('');
    });

    it('filters by seller, listed from the users', async () => {
        const fetchMock = open();
        await cargada();
        const vendedor = await screen.findByRole('combobox', { name: 'Vendedor' });
        await waitFor(() => expect(within(vendedor).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'demo@sipv.mx', 'cajero@sipv.mx']));
        await userEvent.selectOptions(vendedor, 'cajero@sipv.mx');
        await waitFor(() => expect(lastFilter(fetchMock)).toEqual({ usuario_id: 2 }));
    });

    it('opens with the filters of the URL', async () => {
        const filtro = encodeURIComponent(JSON.stringify({ estado: 'Completada', usuario_id: 2 }));
        const fetchMock = open({}, `/ventas?filter=${filtro}`);
        await cargada();
        expect(filtersSent(fetchMock)[0]).toEqual({ estado: 'Completada', usuario_id: 2 });
    });

    it('hides the seller filter for a user who may not list users, without asking', async () => {
        const cajero = PERMISOS.filter((p) => p !== 'usuarios:administrar');
        const fetchMock = open({ 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, cajero)) });
        await cargada();
        await screen.findByRole('textbox', { name: 'Cliente' });
        expect(screen.queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
        expect(callsTo(fetchMock, 'GET', '/api/v1/usuarios/')).toHaveLength(0);
    });

    it('hides the seller filter when the users list is refused, and the history still works', async () => {
        const fetchMock = open({ 'GET /api/v1/usuarios/': () => detailAnswer(403, 'No tiene permiso para realizar esta acción.') });
        await cargada();
        await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/usuarios/')).toHaveLength(1));
        await new Promise((r) => setTimeout(r, 50));
        expect(screen.queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
        expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
        expect(screen.queryByText('No tiene permiso para realizar esta acción.')).toBeNull();
        expect(screen.getByText('Ana Peña')).toBeInTheDocument();
    });

    it('hides the customer filter for a user who may not read customers', async () => {
        const permisos = PERMISOS.filter((p) => p !== 'clientes:leer');
        const fetchMock = open({ 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, permisos)) });
        await screen.findByRole('combobox', { name: 'Vendedor' });
        expect(screen.queryByRole('textbox', { name: 'Cliente' })).toBeNull();
        expect(callsTo(fetchMock, 'GET', '/api/v1/clientes/')).toHaveLength(0);
    });
});

describe('Historial de Ventas: CSV export', () => {
    it('saves the server’s export of every sale the filters and sort select, not the list’s pages', async () => {
        const blobs: Blob[] = [];
        URL.createObjectURL = vi.fn((blob: Blob) => {
            blobs.push(blob);
            return 'blob:ventas';
        });
        // The server writes the file (GET /api/v1/ventas/exportar: tests/api/exportar.test.ts), BOM first.
        const CSV = '\ufeffVenta ID,Fecha,Cliente,Vendedor,Total,Estado\r\n12,04/03/2025 09:30,Ana Peña,cajero@sipv.mx,1234.5,Completada';
        const fetchMock = open(
            { 'GET /api/v1/ventas/exportar': () => new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }) },
            `/ventas?filter=${encodeURIComponent(JSON.stringify({ estado: 'Completada' }))}`,
        );
        await cargada();
        const paginas = callsTo(fetchMock, 'GET', LIST).length;
        await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
        await waitFor(() => expect(blobs).toHaveLength(1));
        const [exportCall, ...otras] = callsTo(fetchMock, 'GET', '/api/v1/ventas/exportar');
        expect(otras).toHaveLength(0);
        expect(listParams(exportCall.url)).toEqual({ filter: { estado: 'Completada' }, sort: ['fecha', 'DESC'] });
        // The browser read no page of the list to export.
        expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(paginas);
        const bytes = new Uint8Array(await blobs[0].arrayBuffer());
        expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
    });
});

describe('Historial de Ventas: loading', () => {
    it('keeps the title while the first page loads', async () => {
        const answer = deferred<Response>();
        open({ [`GET ${LIST}`]: () => answer.promise });
        expect(await screen.findByRole('heading', { name: 'Historial de Ventas' })).toBeInTheDocument();
        expect(screen.queryByText('No se encontraron ventas.')).toBeNull();
        answer.resolve(listAnswer(VENTAS));
        expect(await cargada()).toBeInTheDocument();
    });
});

const linea = (id: number, productoId: number, nombre: string, sku: string, cantidad: number, precio_unitario: string, subtotal: string) => ({
    id,
    cantidad,
    precio_unitario,
    subtotal,
    producto: { id: productoId, sku, plantilla: { id: productoId * 10, nombre } },
});
const DETALLE = {
    ...venta(12, 'Con Devolución', '90.48', ANA),
    pagado: '100.00',
    cambio: '9.52',
    detalles: [linea(1, 101, 'Café Molido', 'CAF-1', 3, '19.99', '59.97'), linea(2, 102, 'Chicle', 'CHI-1', 7, '4.35', '30.45')],
    pagos: [
        { id: 1, metodo_pago: 'Efectivo', monto: '50.00' },
        { id: 2, metodo_pago: 'Tarjeta de Débito', monto: '50.00' },
    ],
    notas_credito: [
        {
            id: 7,
            venta_id: 12,
            fecha: '2025-03-05T18:05:00Z',
            motivo: 'Empaque roto',
            total_devuelto: '39.98',
            detalles: [{ producto_id: 101, cantidad: 2, monto_devuelto: '39.98' }],
        },
    ],
};
const DETALLE_URL = 'GET /api/v1/ventas/12';
const section = (name: string) => screen.getByRole('region', { name });

describe('Detalle de Venta #id (spec §2 Sale detail)', () => {
    it("shows the title, customer, date in the shop zone, status, the sold lines with the API's amounts and the total", async () => {
        open({ [DETALLE_URL]: () => jsonResponse({ ...DETALLE, detalles: [DETALLE.detalles[0], { ...DETALLE.detalles[1], subtotal: '30.00' }] }) }, '/ventas/12');
        expect(await screen.findByText('Café Molido', {}, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Detalle de Venta #12' })).toBeInTheDocument();
        expect(screen.getByText('Ana Peña')).toBeInTheDocument();
        expect(screen.getByText('04/03/2025 09:30')).toBeInTheDocument();
        expect(screen.getByText('Con Devolución').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
        const productos = within(section('Productos Vendidos'));
        expect(productos.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Producto', 'SKU', 'Cantidad', 'Precio Unitario', 'Subtotal']);
        const cafe = within(productos.getByText('Café Molido').closest('tr') as HTMLElement);
        expect(cafe.getAllByRole('cell').map((td) => td.textContent)).toEqual(['Café Molido', 'CAF-1', '3', '$19.99', '$59.97']);
        // A line's amount is the server's (contracts/calculo.ts), shown as sent: not recomputed as 7 × 4.35 = 30.45.
        const chicle = within(productos.getByText('Chicle').closest('tr') as HTMLElement);
        expect(chicle.getByText('$30.00')).toBeInTheDocument();
        expect(chicle.queryByText('$30.45')).toBeNull();
        expect(productos.getByText('$90.48')).toBeInTheDocument();
    });

    it('groups thousands in the sold and returned quantities (1,200)', async () => {
        const [cafe, chicle] = DETALLE.detalles;
        const [nota] = DETALLE.notas_credito;
        open(
            {
                [DETALLE_URL]: () =>
                    jsonResponse({ ...DETALLE, detalles: [{ ...cafe, cantidad: 1200 }, chicle], notas_credito: [{ ...nota, detalles: [{ ...nota.detalles[0], cantidad: 1200 }] }] }),
            },
            '/ventas/12',
        );
        const productos = within(await screen.findByRole('region', { name: 'Productos Vendidos' }, { timeout: 15_000 }));
        expect(within(productos.getByText('Café Molido').closest('tr') as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('1,200');
        const nota7 = within(screen.getByRole('region', { name: 'Nota de Crédito #7' }));
        expect(nota7.getByRole('cell', { name: '1,200' })).toBeInTheDocument();
    });

    it('shows a walk-in sale as Consumidor Final', async () => {
        open({ [DETALLE_URL]: () => jsonResponse({ ...DETALLE, cliente: null, notas_credito: [] }) }, '/ventas/12');
        expect(await screen.findByText('Consumidor Final', {}, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.queryByText('Historial de Devoluciones (Notas de Crédito)')).toBeNull();
    });

    it('shows the payments, what was paid and the change', async () => {
        open({ [DETALLE_URL]: () => jsonResponse(DETALLE) }, '/ventas/12');
        await screen.findByText('Café Molido', {}, { timeout: 15_000 });
        const pagos = within(section('Pagos'));
        expect(pagos.getAllByRole('row').map((tr) => Array.from(tr.children, (td) => td.textContent))).toEqual([
            ['Método de Pago', 'Monto'],
            ['Efectivo', '$50.00'],
            ['Tarjeta de Débito', '$50.00'],
            ['Total Pagado', '$100.00'],
            ['Cambio', '$9.52'],
        ]);
    });

    it("lists each credit note with id, date, lines (quantity, product id, name, amount) and 'Total Reembolsado'", async () => {
        open({ [DETALLE_URL]: () => jsonResponse(DETALLE) }, '/ventas/12');
        const notas = within(await screen.findByRole('region', { name: 'Historial de Devoluciones (Notas de Crédito)' }, { timeout: 15_000 }));
        const nota = within(notas.getByRole('region', { name: 'Nota de Crédito #7' }));
        expect(nota.getByText('Fecha: 05/03/2025 12:05')).toBeInTheDocument();
        expect(nota.getByText('Motivo: Empaque roto')).toBeInTheDocument();
        expect(nota.getAllByRole('row').map((tr) => Array.from(tr.children, (td) => td.textContent))).toEqual([
            ['Cantidad', 'Producto ID', 'Producto', 'Monto Devuelto'],
            ['2', '101', 'Café Molido (CAF-1)', '$39.98'],
            ['Total Reembolsado', '$39.98'],
        ]);
    });

    it("links 'Procesar devolución', 'Imprimir ticket' and the list", async () => {
        open({ [DETALLE_URL]: () => jsonResponse(DETALLE) }, '/ventas/12');
        expect(await screen.findByRole('link', { name: 'Procesar devolución' }, { timeout: 15_000 })).toHaveAttribute('href', '/ventas/12/devolucion');
        expect(screen.getByRole('link', { name: 'Imprimir ticket' })).toHaveAttribute('href', '/ventas/12/ticket');
        expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute('href', '/ventas');
    });

    it('offers no return for a Cancelada sale', async () => {
        open({ [DETALLE_URL]: () => jsonResponse({ ...DETALLE, estado: 'Cancelada' }) }, '/ventas/12');
        expect(await screen.findByRole('link', { name: 'Imprimir ticket' }, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.getByText('Cancelada').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
        expect(screen.queryByRole('link', { name: 'Procesar devolución' })).toBeNull();
    });

    it("says 'Cargando detalle de la venta...', then 'No se encontró la venta.' for a 404", async () => {
        const answer = deferred<Response>();
        open({ [DETALLE_URL]: () => answer.promise }, '/ventas/12');
        expect(await screen.findByText('Cargando detalle de la venta...', {}, { timeout: 15_000 })).toBeInTheDocument();
        answer.resolve(detailAnswer(404, 'Venta no encontrada.'));
        expect(await screen.findByText('No se encontró la venta.')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Detalle de Venta #12' })).toBeInTheDocument();
    });

    it("shows 'Error al cargar la venta: {message}', the Spanish refusal for a 403", async () => {
        open({ [DETALLE_URL]: () => detailAnswer(403, 'Forbidden') }, '/ventas/12');
        expect(await screen.findByText('Error al cargar la venta: No tiene permiso para realizar esta acción.', {}, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Imprimir ticket' })).toBeNull();
    });
});

describe('Detalle de Venta #id on a phone', () => {
    /** The phone line (a `li`) of `region` holding `texto`: the product's name appears in the sold lines and in the credit note. */
    const lineaEn = (region: HTMLElement, texto: string) => {
        const linea = within(region).getByText(texto).closest('li');
        if (!linea) throw new Error(`No phone line holds "${texto}"`);
        return within(linea);
    };

    it('shows each sold line — name and subtotal, then the SKU whole and quantity × price — and the total below, no table', async () => {
        conPantallaDe(TELEFONO);
        open({ [DETALLE_URL]: () => jsonResponse({ ...DETALLE, detalles: [DETALLE.detalles[0], { ...DETALLE.detalles[1], subtotal: '30.00' }] }) }, '/ventas/12');
        const productos = await screen.findByRole('region', { name: 'Productos Vendidos' }, { timeout: 15_000 });
        expect(within(productos).queryByRole('table')).toBeNull();
        const cafe = lineaEn(productos, 'Café Molido');
        expect(cafe.getByText('$59.97')).toBeInTheDocument();
        expect(cafe.getByText('3 × $19.99')).toBeInTheDocument();
        // A SKU moves whole to the next line rather than break at its hyphens.
        expect(getComputedStyle(cafe.getByText('CAF-1')).display).toBe('inline-block');
        // The amount the API sent for 7 × $4.35, not one the screen works out (30.45).
        const chicle = lineaEn(productos, 'Chicle');
        expect(chicle.getByText('CHI-1')).toBeInTheDocument();
        expect(chicle.getByText('7 × $4.35')).toBeInTheDocument();
        expect(chicle.getByText('$30.00')).toBeInTheDocument();
        const total = within(productos).getByText('$90.48');
        expect(total.closest('li')).toBeNull();
        expect(total.parentElement).toHaveTextContent('Total$90.48');
        // Two columns fit a phone: the payments stay a table.
        expect(within(section('Pagos')).getByRole('table')).toBeInTheDocument();
    });

    it("shows a credit note's lines — name and amount, SKU and quantity — and 'Total Reembolsado' below, no table", async () => {
        conPantallaDe(TELEFONO);
        open({ [DETALLE_URL]: () => jsonResponse(DETALLE) }, '/ventas/12');
        const nota = await screen.findByRole('region', { name: 'Nota de Crédito #7' }, { timeout: 15_000 });
        expect(within(nota).getByText('Fecha: 05/03/2025 12:05')).toBeInTheDocument();
        expect(within(nota).queryByRole('table')).toBeNull();
        const cafe = lineaEn(nota, 'Café Molido');
        expect(cafe.getByText('$39.98')).toBeInTheDocument();
        expect(cafe.getByText('CAF-1')).toBeInTheDocument();
        expect(cafe.getByText('Cantidad: 2')).toBeInTheDocument();
        // The spec's product id too, beside the name and SKU, as the table's column has it.
        expect(cafe.getByText('Producto ID: 101')).toBeInTheDocument();
        const total = within(nota).getByText('Total Reembolsado');
        expect(total.closest('li')).toBeNull();
        expect(total.parentElement).toHaveTextContent('Total Reembolsado$39.98');
    });

    it('on a wider screen keeps the tables', async () => {
        conPantallaDe(1024);
        open({ [DETALLE_URL]: () => jsonResponse(DETALLE) }, '/ventas/12');
        const productos = within(await screen.findByRole('region', { name: 'Productos Vendidos' }, { timeout: 15_000 }));
        expect(productos.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Producto', 'SKU', 'Cantidad', 'Precio Unitario', 'Subtotal']);
        expect(within(productos.getByText('Café Molido').closest('tr') as HTMLElement).getAllByRole('cell').map((td) => td.textContent)).toEqual([
            'Café Molido',
            'CAF-1',
            '3',
            '$19.99',
            '$59.97',
        ]);
        expect(productos.queryByText('3 × $19.99')).toBeNull();
        expect(within(section('Nota de Crédito #7')).getAllByRole('row').map((tr) => Array.from(tr.children, (td) => td.textContent))).toEqual([
            ['Cantidad', 'Producto ID', 'Producto', 'Monto Devuelto'],
            ['2', '101', 'Café Molido (CAF-1)', '$39.98'],
            ['Total Reembolsado', '$39.98'],
        ]);
    });
});

describe('Historial de Ventas on a phone', () => {
    /** A phone's line: the link to the sale's detail. */
    const lineaDeVenta = async (texto: string) => {
        await screen.findByText(texto, {}, { timeout: 15_000 });
        return lineaDe(texto);
    };

    it('shows a line per sale — number, customer, total, then date in the shop zone, seller and state — and a tap opens its detail', async () => {
        conPantallaDe(TELEFONO);
        open({ [DETALLE_URL]: () => jsonResponse(DETALLE) });
        const ana = await lineaDeVenta('#12 · Ana Peña');
        expect(screen.queryByRole('table')).toBeNull();
        expect(within(ana).getByText('$1,234.50')).toBeInTheDocument();
        expect(within(ana).getByText(/^04\/03\/2025 09:30 · cajero@sipv\.mx/)).toBeInTheDocument();
        expect(within(ana).getByText('Completada').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
        const mostrador = await lineaDeVenta('#11 · Consumidor Final');
        expect(within(mostrador).getByText('Con Devolución')).toBeInTheDocument();
        expect(ana).toHaveAttribute('href', '/ventas/12');
        await userEvent.click(ana);
        expect(await screen.findByRole('heading', { name: 'Detalle de Venta #12' })).toBeInTheDocument();
        expect(window.location.pathname).toBe('/ventas/12');
    });

    it('says so when there are no sales', async () => {
        conPantallaDe(TELEFONO);
        open({ [`GET ${LIST}`]: () => listAnswer([], 0) });
        expect(await screen.findByText('No se encontraron ventas.', {}, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
    });

    it('keeps the filters behind Agregar filtro, shows the one chosen, and keeps a filter in use in view', async () => {
        conPantallaDe(TELEFONO);
        const fetchMock = open();
        await lineaDeVenta('#12 · Ana Peña');
        expect(screen.queryByLabelText('Desde')).toBeNull();
        expect(screen.queryByRole('combobox', { name: 'Estado' })).toBeNull();
        await userEvent.click(screen.getByRole('button', { name: 'Agregar filtro' }));
        await userEvent.click(within(await screen.findByRole('menu')).getByText('Estado'));
        const estado = await screen.findByRole('combobox', { name: 'Estado' });
        await userEvent.selectOptions(estado, 'Con Devolución');
        await waitFor(() => expect(lastFilter(fetchMock)).toEqual({ estado: 'Con Devolución' }));
        expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('Con Devolución');
        expect(screen.queryByLabelText('Desde')).toBeNull();
    });

    it('on a wider screen keeps the table', async () => {
        conPantallaDe(1024);
        open();
        await cargada();
        expect(screen.getByLabelText('Desde')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Agregar filtro' })).toBeNull();
        expect(columnHeaders()).toEqual(['Venta ID', 'Fecha', 'Cliente', 'Vendedor', 'Total', 'Estado', 'Acciones']);
        expect(screen.queryByText('#12 · Ana Peña')).toBeNull();
    });
});
