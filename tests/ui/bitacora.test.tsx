import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIPOS_BITACORA } from '../../contracts/bitacora';
import { PERMISOS } from '../../contracts/permisos';
import { deferred, jsonResponse, listParams, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { callsTo, columnHeaders, detailAnswer, listAnswer, rowOf } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

const LIST = '/api/v1/bitacora/';
const entrada = (id: number, tipo: keyof typeof TIPOS_BITACORA, entidad: string, entidadId: number | null, antes: unknown, despues: unknown, autor: [number, string, string] | null = [1, 'ana@tienda.mx', 'Ana López']) => ({
    id,
    fecha: '2025-03-04T15:30:00Z',
    usuario_id: autor?.[0] ?? null,
    usuario: autor?.[1] ?? null,
    nombre: autor?.[2] ?? null,
    tipo,
    tipo_etiqueta: TIPOS_BITACORA[tipo],
    entidad,
    entidad_id: entidadId,
    antes,
    despues,
});
const CAJERO: [number, string, string] = [2, 'cajero@sipv.mx', 'Carlos Cajero'];
const ENTRADAS = [
    entrada(9, 'venta.cancelacion', 'venta', 12, { estado: 'Completada', total: '150.00' }, { estado: 'Cancelada', motivo: 'Error de captura' }),
    entrada(8, 'producto.precio', 'producto', 3, { producto: 'Martillo', precio_venta: { 'MAR-16': '100.00' } }, { producto: 'Martillo', precio_venta: { 'MAR-16': '1250.75' } }),
    entrada(7, 'rol.permisos', 'rol', 4, { nombre: 'Cajero', permisos: ['ventas:crear', 'ventas:leer'] }, { nombre: 'Cajero', permisos: ['ventas:leer', 'clientes:leer'] }),
    entrada(6, 'inventario.ajuste', 'variante', 5, { stock: 10 }, { stock: 7, sku: 'TOR-1', tipo_ajuste: 'SALIDA_MERMA', cantidad_ajuste: -3, motivo: 'Se mojó' }, CAJERO),
    entrada(5, 'usuario.baja', 'usuario', 2, { usuario: 'cajero@sipv.mx', activo: true }, { usuario: 'cajero@sipv.mx', activo: false }),
    entrada(4, 'empresa.ajustes', 'empresa', 1, { caja_obligatoria: false }, { caja_obligatoria: true }, null),
    entrada(3, 'caja.cierre', 'sesion_caja', 7, { estado: 'Abierta' }, { estado: 'Cerrada', diferencia: '-10.00', por_metodo: [{ metodo_pago: 'Efectivo', monto: '500.00' }, { metodo_pago: 'Tarjeta', monto: '80.50' }] }, CAJERO),
];
const USUARIOS = [
    { id: 1, nombre: 'Ana', apellido: 'López', usuario: 'ana@tienda.mx', rol_asignado: null, activo: true },
    { id: 2, nombre: 'Carlos', apellido: 'Cajero', usuario: 'cajero@sipv.mx', rol_asignado: null, activo: true },
];

// The page is a lazy chunk; transforming it on the first visit would eat the first test's wait.
beforeAll(async () => {
    await import('../../src/administracion/bitacora/BitacoraList');
}, 60_000);

const open = (routes: Record<string, StubHandler> = {}, path = '/bitacora') => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${LIST}`]: () => listAnswer(ENTRADAS),
        'GET /api/v1/usuarios/': () => listAnswer(USUARIOS),
        ...routes,
    });
    renderApp(path);
    return fetchMock;
};

const cargada = () => screen.findByText('Venta #12', {}, { timeout: 15_000 });
const lastFilter = (fetchMock: ReturnType<typeof stubFetch>) => callsTo(fetchMock, 'GET', LIST).map((c) => listParams(c.url).filter).at(-1);

describe('Bitácora (audit log)', () => {
    it('shows who did what and when: date in the shop’s zone, user, kind in Spanish, the document and what changed', async () => {
        const fetchMock = open();
        expect(await cargada()).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Bitácora' })).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Fecha', 'Usuario', 'Tipo', 'Documento', 'Cambios', 'Detalle']);
        const venta = within(rowOf('Venta #12'));
        // Mexico City is UTC−6.
        expect(venta.getByText('04/03/2025 09:30')).toBeInTheDocument();
        expect(venta.getByText('Ana López')).toBeInTheDocument();
        expect(venta.getByText('Venta cancelada')).toBeInTheDocument();
        expect(venta.getByRole('link', { name: 'Venta #12' })).toHaveAttribute('href', '/ventas/12');
        expect(venta.getByText('Estado: Completada → Cancelada')).toBeInTheDocument();
        expect(venta.getByText('Motivo: Error de captura')).toBeInTheDocument();
        // Money as money, nested values by name.
        expect(within(rowOf('Producto #3')).getByText('Precio de venta · MAR-16: $100.00 → $1,250.75')).toBeInTheDocument();
        // A role's permissions: what the change adds and drops, by their names.
        expect(within(rowOf('Rol #4')).getByText(/^Permisos: Se agregan .+; Se quitan .+$/)).toBeInTheDocument();
        const ajuste = within(rowOf('Variante #5'));
        expect(ajuste.getByText('Carlos Cajero')).toBeInTheDocument();
        expect(ajuste.getByText('Existencia: 10 → 7')).toBeInTheDocument();
        expect(ajuste.getByText('Tipo de ajuste: Salida por merma')).toBeInTheDocument();
        expect(ajuste.getByText('+2 más')).toBeInTheDocument();
        expect(within(rowOf('Usuario #2')).getByText('Activo: Sí → No')).toBeInTheDocument();
        const empresa = within(rowOf('Empresa'));
        expect(empresa.getByText('Sistema')).toBeInTheDocument();
        expect(empresa.getByText('Caja obligatoria: No → Sí')).toBeInTheDocument();
        // What a writer recorded beyond the change, read as values: a list of records side by side.
        const cierre = within(rowOf('Sesión de caja #7'));
        expect(cierre.getByText('Cierre de caja')).toBeInTheDocument();
        expect(cierre.getByText('Diferencia: -$10.00')).toBeInTheDocument();
        expect(cierre.getByText('Por método de pago: Efectivo $500.00, Tarjeta $80.50')).toBeInTheDocument();
        // Newest first, 100 a page.
        const { range, sort } = listParams(callsTo(fetchMock, 'GET', LIST)[0].url);
        expect(range).toEqual([0, 99]);
        expect(sort).toEqual(['fecha', 'DESC']);
    });

    it('opens an entry at its own address with every value before and after; Back closes it', async () => {
        open();
        await cargada();
        await userEvent.click(within(rowOf('Variante #5')).getByText('Existencia: 10 → 7'));
        const dialogo = await screen.findByRole('dialog', { name: 'Entrada #6: Ajuste de inventario' });
        expect(window.location.pathname).toBe('/bitacora/6');
        expect(dialogo).toHaveTextContent('04/03/2025 09:30 · Carlos Cajero (cajero@sipv.mx) · Variante #5');
        const filas = within(within(dialogo).getByRole('table', { name: 'Valores de la entrada #6' }))
            .getAllByRole('row')
            .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
        expect(filas).toEqual([
            ['Campo', 'Antes', 'Después'],
            ['Existencia', '10', '7'],
            ['SKU', '—', 'TOR-1'],
            ['Tipo de ajuste', '—', 'Salida por merma'],
            ['Cantidad', '—', '-3'],
            ['Motivo', '—', 'Se mojó'],
        ]);
        window.history.back();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/bitacora');
        // By keyboard: each row's Ver.
        await userEvent.click(within(rowOf('Rol #4')).getByRole('button', { name: 'Ver la entrada #7' }));
        const rol = await screen.findByRole('dialog', { name: 'Entrada #7: Permisos de rol' });
        expect(within(rol).getByRole('row', { name: /^Nombre/ })).toHaveTextContent('NombreCajeroCajero');
        await userEvent.click(within(rol).getByRole('button', { name: 'Cerrar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('reads an entry not on the page from the API, and says so when it is not found', async () => {
        const fetchMock = open(
            {
                'GET /api/v1/bitacora/77': () => jsonResponse(entrada(77, 'usuario.contrasena', 'usuario', 2, null, { usuario: 'cajero@sipv.mx' })),
                'GET /api/v1/bitacora/78': () => detailAnswer(404, 'Entrada de bitácora no encontrada.'),
            },
            '/bitacora/77',
        );
        const dialogo = await screen.findByRole('dialog', { name: 'Entrada #77: Contraseña cambiada' }, { timeout: 15_000 });
        expect(within(dialogo).getByRole('row', { name: /^Usuario/ })).toHaveTextContent('Usuario—cajero@sipv.mx');
        expect(callsTo(fetchMock, 'GET', '/api/v1/bitacora/77')).toHaveLength(1);
        window.history.pushState(null, '', '/bitacora/78');
        window.dispatchEvent(new PopStateEvent('popstate'));
        expect(await screen.findByText('No se encontró la entrada.')).toBeInTheDocument();
        // No record id at all: not found, and nothing asked.
        window.history.pushState(null, '', '/bitacora/abc');
        window.dispatchEvent(new PopStateEvent('popstate'));
        await waitFor(() => expect(screen.getByRole('dialog', { name: 'Entrada de la bitácora' })).toHaveTextContent('No se encontró la entrada.'));
        expect(fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => /bitacora\/(abc|NaN)/.test(u))).toEqual([]);
    });

    it('leaves a sale’s link to the sale, without opening the entry', async () => {
        open();
        await cargada();
        await userEvent.click(screen.getByRole('link', { name: 'Venta #12' }));
        await waitFor(() => expect(window.location.pathname).toBe('/ventas/12'));
    });

    it('is read only: no add, edit, delete or export', async () => {
        open();
        await cargada();
        for (const nombre of [/añadir/i, /crear/i, /editar/i, /eliminar/i, /exportar/i]) expect(screen.queryByRole('button', { name: nombre })).toBeNull();
    });

    it('filters by days (dd/mm/aaaa, sent as YYYY-MM-DD), kind and user', async () => {
        const fetchMock = open();
        await cargada();
        const desde = screen.getByLabelText('Desde');
        expect(desde).toHaveAttribute('placeholder', 'dd/mm/aaaa');
        await userEvent.type(desde, '01032025');
        fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '04/03/2025' } });
        await waitFor(() => expect(lastFilter(fetchMock)).toEqual({ fecha_desde: '2025-03-01', fecha_hasta: '2025-03-04' }));
        const tipo = screen.getByLabelText('Tipo');
        expect(within(tipo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', ...Object.values(TIPOS_BITACORA)]);
        fireEvent.change(tipo, { target: { value: 'inventario.ajuste' } });
        await waitFor(() => expect(lastFilter(fetchMock)).toMatchObject({ tipo: 'inventario.ajuste' }));
        const usuario = await screen.findByLabelText('Usuario', { selector: 'select' });
        expect(within(usuario).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'ana@tienda.mx', 'cajero@sipv.mx']);
        fireEvent.change(usuario, { target: { value: '2' } });
        await waitFor(() => expect(lastFilter(fetchMock)).toEqual({ fecha_desde: '2025-03-01', fecha_hasta: '2025-03-04', tipo: 'inventario.ajuste', usuario_id: 2 }));
    });

    it('offers no user filter to who may not list users (the column still names them)', async () => {
        const fetchMock = open({ 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, ['bitacora:leer'])) });
        await cargada();
        expect(screen.getByLabelText('Tipo')).toBeInTheDocument();
        expect(screen.queryByLabelText('Usuario', { selector: 'select' })).toBeNull();
        expect(callsTo(fetchMock, 'GET', '/api/v1/usuarios/')).toEqual([]);
    });

    it('says when there are no entries', async () => {
        open({ [`GET ${LIST}`]: () => listAnswer([]) });
        expect(await screen.findByText('No hay entradas en la bitácora.', {}, { timeout: 15_000 })).toBeInTheDocument();
    });

    it('says none match the filters when filtered', async () => {
        open({ [`GET ${LIST}`]: () => listAnswer([]) }, `/bitacora?filter=${encodeURIComponent(JSON.stringify({ tipo: 'devolucion' }))}`);
        expect(await screen.findByText('Ninguna entrada coincide con los filtros.', {}, { timeout: 15_000 })).toBeInTheDocument();
    });

    it('shows the loading state, then the refusal in Spanish for who lacks bitacora:leer', async () => {
        const respuesta = deferred<Response>();
        open({ [`GET ${LIST}`]: () => respuesta.promise, 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, PERMISOS.filter((p) => p !== 'bitacora:leer'))) });
        expect(await screen.findByRole('heading', { name: 'Bitácora' }, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.queryByText('Venta #12')).toBeNull();
        respuesta.resolve(detailAnswer(403, 'No tiene permiso para realizar esta acción.'));
        expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    });

    it('is in the sidebar’s Configuración group', async () => {
        open();
        await cargada();
        const grupo = screen.getByRole('menu', { name: 'Configuración' });
        expect(within(grupo).getByRole('menuitem', { name: 'Bitácora' })).toHaveAttribute('href', '/bitacora');
    });
});
