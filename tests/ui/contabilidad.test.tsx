import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, listParams, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, detailAnswer, dialogoEnSuDireccion, lineaCon, listAnswer, rowOf } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { renderApp, seedSession, storedSession } from '../helpers/renderApp';
import { formatosDeFecha, ZONA_POR_DEFECTO } from '../../src/sesion';

const LIST = '/api/v1/contabilidad/movimientos/';
const RESUMEN = '/api/v1/contabilidad/resumen/';
const mov = (id: number) => `/api/v1/contabilidad/movimientos/${id}`;
const SIN_PERMISO = 'No tiene permiso para realizar esta acción.';
const VERDE = 'rgb(46, 125, 50)'; // the theme's success.main
const ROJO = 'rgb(198, 40, 40)'; // error.main (#c62828)
const AZUL = 'rgb(21, 101, 192)'; // primary.main (#1565c0)

const movimiento = (id: number, o: Partial<Record<string, unknown>> = {}) => ({
    id,
    tipo: 'egreso',
    concepto: `Movimiento ${id}`,
    monto: '100.00',
    categoria: null,
    descripcion: null,
    fecha: '2025-03-10T05:30:00.000Z', // 9 Mar 23:30 in Mexico City
    origen: null,
    ...o,
});
const LUZ = movimiento(1, { concepto: 'Pago de luz', monto: '250.5', categoria: 'Servicios' });
const APORTE = movimiento(2, { tipo: 'ingreso', concepto: 'Aporte de socio', monto: '1500', fecha: '2025-03-08T18:05:00.000Z' });
const VENTA = movimiento(3, { tipo: 'ingreso', concepto: 'Venta #12', monto: '80.00', categoria: 'Ventas', origen: { tipo: 'venta', id: 12 } });
const NOTA = movimiento(4, { concepto: 'Nota de crédito #3', monto: '20.00', categoria: 'Devoluciones', origen: { tipo: 'nota_credito', id: 3, venta_id: 7 } });
const COMPRA = movimiento(5, { concepto: 'Orden de compra #5', monto: '550.00', categoria: 'Compras', origen: { tipo: 'compra', id: 5 } });

/** Today in the shop's zone ('YYYY-MM-DD'), the date a new movement starts from. */
const hoy = () => formatosDeFecha(ZONA_POR_DEFECTO).dia(new Date());

const resumen = (ingresos: string, egresos: string, balance: string) => ({ total_ingresos: ingresos, total_egresos: egresos, balance });

const open = (routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${LIST}`]: () => listAnswer([LUZ, APORTE, VENTA, NOTA, COMPRA]),
        [`GET ${RESUMEN}`]: () => jsonResponse(resumen('1580.00', '820.50', '759.50')),
        ...routes,
    });
    renderApp('/contabilidad');
    return fetchMock;
};

const card = (name: string) => screen.getByRole('region', { name });
const valorDe = (name: string) => within(card(name)).getByText(/\$|\.\.\./);
const abrirNuevo = async () => {
    await userEvent.click(await screen.findByRole('button', { name: '+ Crear Movimiento' }));
    return screen.findByRole('dialog', { name: 'Crear Movimiento Contable' });
};

describe('Contabilidad (spec §2 Accounting)', () => {
    it('shows the title, the three cards, and the Libro Mayor with dates in the shop zone and signed, coloured amounts', async () => {
        const fetchMock = open();
        // The first visit of the run transforms the page on the fly.
        expect(await screen.findByText('Pago de luz', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Módulo de Contabilidad' })).toBeInTheDocument();
        // Its '+' is the spec's text: no icon beside it to show a second one.
        expect(screen.getByRole('button', { name: '+ Crear Movimiento' }).querySelector('svg')).toBeNull();
        await waitFor(() => expect(valorDe('Ingresos Totales')).toHaveTextContent('$1,580.00'));
        expect(getComputedStyle(valorDe('Ingresos Totales')).color).toBe(VERDE);
        expect(valorDe('Egresos Totales')).toHaveTextContent('$820.50');
        expect(valorDe('Balance General')).toHaveTextContent('$759.50');
        expect(getComputedStyle(valorDe('Balance General')).color).toBe(AZUL);

        expect(screen.getByRole('heading', { name: 'Libro Mayor' })).toBeInTheDocument();
        const tabla = screen.getByRole('table', { name: 'Libro Mayor' });
        expect(within(tabla).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Fecha', 'Concepto', 'Categoría', 'Monto', 'Acciones']);
        const luz = rowOf('Pago de luz');
        expect(within(luz).getByText('09/03/2025 23:30')).toBeInTheDocument();
        expect(within(luz).getByText('Servicios')).toBeInTheDocument();
        expect(within(luz).getByText('-$250.50')).toBeInTheDocument();
        expect(getComputedStyle(within(luz).getByText('-$250.50')).color).toBe(ROJO);
        const aporte = rowOf('Aporte de socio');
        expect(within(aporte).getByText('08/03/2025 12:05')).toBeInTheDocument();
        expect(getComputedStyle(within(aporte).getByText('+$1,500.00')).color).toBe(VERDE);
        expect(within(aporte).getByRole('button', { name: 'Editar Aporte de socio' })).toBeInTheDocument();
        expect(within(aporte).getByRole('button', { name: 'Eliminar Aporte de socio' })).toBeInTheDocument();

        // Spec §7/§9: page 1 with 100, newest first.
        const pedido = listParams(callsTo(fetchMock, 'GET', LIST)[0].url);
        expect(pedido).toEqual({ sort: ['fecha', 'DESC'], range: [0, 99], filter: {} });
    });

    it('automatic postings link to their document and offer no edit or delete', async () => {
        open();
        await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
        const enlaces: [string, string][] = [
            ['Venta #12', '/ventas/12'],
            ['Nota de crédito #3', '/ventas/7'],
            ['Orden de compra #5', '/compras/5'],
        ];
        for (const [texto, ruta] of enlaces) {
            const fila = screen.getByRole('link', { name: texto }).closest('tr') as HTMLElement;
            expect(within(fila).getByRole('link', { name: texto })).toHaveAttribute('href', ruta);
            expect(within(fila).queryByRole('button', { name: /Editar|Eliminar/ })).toBeNull();
        }
        await userEvent.click(screen.getByRole('link', { name: 'Nota de crédito #3' }));
        await waitFor(() => expect(window.location.pathname).toBe('/ventas/7'));
    });

    it("shows '...' in the cards and a loading text while loading, then the empty text; a negative balance is red", async () => {
        const lista = deferred<Response>();
        const suma = deferred<Response>();
        open({ [`GET ${LIST}`]: () => lista.promise, [`GET ${RESUMEN}`]: () => suma.promise });
        await screen.findByRole('region', { name: 'Balance General' }, { timeout: 20_000 });
        for (const name of ['Ingresos Totales', 'Egresos Totales', 'Balance General']) expect(valorDe(name)).toHaveTextContent(/^\.\.\.$/);
        expect(screen.getByText('Cargando movimientos...')).toBeInTheDocument();
        lista.resolve(listAnswer([]));
        suma.resolve(jsonResponse(resumen('0.00', '10.00', '-10.00')));
        expect(await screen.findByText('No hay movimientos contables')).toBeInTheDocument();
        await waitFor(() => expect(valorDe('Balance General')).toHaveTextContent('-$10.00'));
        expect(getComputedStyle(valorDe('Balance General')).color).toBe(ROJO);
    });

    it("titles its dialog 'Crear Movimiento Contable' or 'Editar Movimiento Contable', never the spec's literal 'Crear/Editar…'", async () => {
        open();
        await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
        const nuevo = await abrirNuevo();
        expect(within(nuevo).getByRole('heading', { name: 'Crear Movimiento Contable' })).toBeInTheDocument();
        await userEvent.click(within(nuevo).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await userEvent.click(within(rowOf('Pago de luz')).getByRole('button', { name: 'Editar Pago de luz' }));
        const edicion = await screen.findByRole('dialog', { name: 'Editar Movimiento Contable' });
        expect(within(edicion).getByRole('heading', { name: 'Editar Movimiento Contable' })).toBeInTheDocument();
        expect(screen.queryByText('Crear/Editar Movimiento Contable')).toBeNull();
    });

    it('dates a movement: today by default (dd/mm/aaaa), an earlier day sent as YYYY-MM-DD; a later or impossible one refused at the field, nothing sent', async () => {
        const fetchMock = open({ [`POST ${LIST}`]: () => jsonResponse(movimiento(9, { concepto: 'Papelería', fecha: '2025-03-01T06:00:00.000Z' }), { status: 201 }) });
        await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
        const dialog = await abrirNuevo();
        const fecha = within(dialog).getByLabelText('Fecha');
        const [a, m, d] = hoy().split('-');
        expect(fecha).toHaveValue(`${d}/${m}/${a}`);
        await userEvent.type(within(dialog).getByLabelText(/^Monto/), '10');
        await userEvent.type(within(dialog).getByLabelText(/^Concepto/), 'Papelería');

        // 31 February is no day: said under the field, and today (the last day read) is not saved in its place.
        await userEvent.clear(fecha);
        await userEvent.type(fecha, '31/02/2025');
        expect(await within(dialog).findByText('La fecha 31/02/2025 no existe.')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await new Promise((r) => setTimeout(r, 100));
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);

        // Tomorrow, in the shop's zone.
        const [ma, mm, md] = formatosDeFecha(ZONA_POR_DEFECTO).dia(new Date(Date.now() + 86_400_000)).split('-');
        await userEvent.clear(fecha);
        await userEvent.type(fecha, `${md}/${mm}/${ma}`);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByText('La fecha del movimiento no puede ser posterior a hoy.')).toBeInTheDocument();
        expect(fecha).toHaveAttribute('aria-invalid', 'true');
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);

        await userEvent.clear(fecha);
        await userEvent.type(fecha, '01/03/2025');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toMatchObject({ concepto: 'Papelería', fecha: '2025-03-01' });
        // Placed by its date among the ledger's rows (newest first), not on top as if it were the newest.
        await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row').at(-1)).toHaveTextContent('Papelería'));
        const filas = within(screen.getByRole('table')).getAllByRole('row').map((r) => r.textContent ?? '');
        expect(filas.findIndex((f) => f.includes('Aporte de socio'))).toBeLessThan(filas.length - 1);
    });

    it('creates an egreso by default: Guardando... while saving, appended to the list without reloading it, the summary refetched', async () => {
        const post = deferred<Response>();
        let resumenes = 0;
        const fetchMock = open({
            [`POST ${LIST}`]: () => post.promise,
            [`GET ${RESUMEN}`]: () => jsonResponse(resumenes++ === 0 ? resumen('1580.00', '820.50', '759.50') : resumen('1580.00', '863.00', '717.00')),
        });
        await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
        const dialog = await abrirNuevo();
        expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Egreso');
        const monto = within(dialog).getByLabelText(/^Monto/);
        // A text box read the one es-MX way (contracts/numero.ts), not the browser's number box.
        expect(monto).toHaveAttribute('inputmode', 'decimal');
        await userEvent.type(monto, '42.50');
        await userEvent.type(within(dialog).getByLabelText(/^Concepto/), 'Papelería');
        await userEvent.type(within(dialog).getByLabelText('Categoría'), 'Oficina');
        await userEvent.type(within(dialog).getByLabelText('Descripción (Opcional)'), 'Hojas y plumas');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByRole('button', { name: 'Guardando...' })).toBeDisabled();
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toEqual({
            tipo: 'egreso',
            monto: 42.5,
            concepto: 'Papelería',
            categoria: 'Oficina',
            descripcion: 'Hojas y plumas',
            fecha: hoy(),
        });
        post.resolve(jsonResponse(movimiento(9, { concepto: 'Papelería', monto: '42.50', categoria: 'Oficina', fecha: '2025-03-10T16:00:00.000Z' }), { status: 201 }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(within(rowOf('Papelería')).getByText('-$42.50')).toBeInTheDocument();
        expect(within(rowOf('Papelería')).getByText('10/03/2025 10:00')).toBeInTheDocument();
        await waitFor(() => expect(valorDe('Egresos Totales')).toHaveTextContent('$863.00'));
        expect(callsTo(fetchMock, 'GET', RESUMEN)).toHaveLength(2);
        expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(1);
        // Newest first: the new movement heads the list.
        const filas = within(screen.getByRole('table', { name: 'Libro Mayor' })).getAllByRole('row');
        expect(filas[1]).toHaveTextContent('Papelería');
    });

    it('checks monto and concepto before sending, and shows the server refusal as Error: {message}', async () => {
        const fetchMock = open({
            [`POST ${LIST}`]: () =>
                jsonResponse({ detail: [{ loc: ['body', 'monto'], msg: 'El monto debe ser un número con hasta dos decimales.', type: 'custom' }] }, { status: 422 }),
        });
        await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
        const dialog = await abrirNuevo();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByText('El concepto es obligatorio.')).toBeInTheDocument();
        // A blank amount is told it is required (it was read as 0: 'El monto debe ser mayor que cero.').
        expect(within(dialog).getByText('El monto es obligatorio.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);

        await userEvent.type(within(dialog).getByLabelText(/^Monto/), '3');
        await userEvent.type(within(dialog).getByLabelText(/^Concepto/), 'Taxi');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(
            await within(dialog).findByText("Error: Error en el campo 'monto': El monto debe ser un número con hasta dos decimales."),
        ).toBeInTheDocument();
        expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it("reads a monto '1,500.50' as $1,500.50 and refuses '1,5' and 'abc' at the field (they were $15.00 and $0.00)", async () => {
        const fetchMock = open({
            [`POST ${LIST}`]: () => jsonResponse(movimiento(9, { concepto: 'Renta', monto: '1500.50' }), { status: 201 }),
        });
        await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
        const dialog = await abrirNuevo();
        const monto = within(dialog).getByLabelText(/^Monto/);
        await userEvent.type(within(dialog).getByLabelText(/^Concepto/), 'Renta');
        for (const [texto, mensaje] of [
            ['1,5', 'Use punto para los decimales (ej. 180.50); la coma solo separa los miles (ej. 1,500.50).'],
            ['abc', 'El monto debe ser un número con hasta dos decimales.'],
        ]) {
            await userEvent.clear(monto);
            await userEvent.type(monto, texto);
            await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
            expect(await within(dialog).findByText(mensaje)).toBeInTheDocument();
            expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
        }
        await userEvent.clear(monto);
        await userEvent.type(monto, '1,500.50');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toMatchObject({ monto: 1500.5, concepto: 'Renta' });
    });

    it('edits a manual movement: the form starts from it, the answer replaces the row, the summary is refetched', async () => {
        const fetchMock = open({
            [`PUT ${mov(1)}`]: ({ init }) => jsonResponse({ ...LUZ, ...JSON.parse(String(init.body)), monto: '300.00', fecha: LUZ.fecha }),
        });
        await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
        await userEvent.click(within(rowOf('Pago de luz')).getByRole('button', { name: 'Editar Pago de luz' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Movimiento Contable' });
        expect(within(dialog).getByLabelText(/^Monto/)).toHaveValue('250.5');
        expect(within(dialog).getByLabelText(/^Concepto/)).toHaveValue('Pago de luz');
        expect(within(dialog).getByLabelText('Categoría')).toHaveValue('Servicios');
        const concepto = within(dialog).getByLabelText(/^Concepto/);
        await userEvent.clear(concepto);
        await userEvent.type(concepto, 'Luz de marzo');
        const monto = within(dialog).getByLabelText(/^Monto/);
        await userEvent.clear(monto);
        await userEvent.type(monto, '300');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'PUT', mov(1))[0])).toEqual({
            tipo: 'egreso',
            monto: 300,
            concepto: 'Luz de marzo',
            categoria: 'Servicios',
            descripcion: '',
            fecha: '2025-03-09', // its own day in the shop's zone (9 Mar 23:30): the server keeps its instant
        });
        expect(screen.queryByText('Pago de luz')).toBeNull();
        expect(within(rowOf('Luz de marzo')).getByText('-$300.00')).toBeInTheDocument();
        await waitFor(() => expect(callsTo(fetchMock, 'GET', RESUMEN)).toHaveLength(2));
        expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(1);
    });

    it('asks before deleting; cancelling keeps the row, confirming removes it and refetches the summary', async () => {
        const fetchMock = open({ [`DELETE ${mov(2)}`]: () => new Response(null, { status: 204 }) });
        await screen.findByText('Aporte de socio', {}, { timeout: 20_000 });
        await userEvent.click(within(rowOf('Aporte de socio')).getByRole('button', { name: 'Eliminar Aporte de socio' }));
        let confirm = await screen.findByRole('dialog');
        expect(within(confirm).getByText('¿Está seguro de que desea eliminar este movimiento?')).toBeInTheDocument();
        await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(callsTo(fetchMock, 'DELETE', mov(2))).toHaveLength(0);

        await userEvent.click(within(rowOf('Aporte de socio')).getByRole('button', { name: 'Eliminar Aporte de socio' }));
        confirm = await screen.findByRole('dialog');
        await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
        await waitFor(() => expect(screen.queryByText('Aporte de socio')).toBeNull());
        expect(callsTo(fetchMock, 'DELETE', mov(2))).toHaveLength(1);
        await waitFor(() => expect(callsTo(fetchMock, 'GET', RESUMEN)).toHaveLength(2));
        expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(1);
    });

    it("a refused delete reads 'Error: {message}' and keeps the row", async () => {
        open({ [`DELETE ${mov(1)}`]: () => detailAnswer(409, 'El movimiento fue generado automáticamente por Venta #1 y no se puede eliminar.') });
        await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
        await userEvent.click(within(rowOf('Pago de luz')).getByRole('button', { name: 'Eliminar Pago de luz' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
        expect(
            await screen.findByText('Error: El movimiento fue generado automáticamente por Venta #1 y no se puede eliminar.'),
        ).toBeInTheDocument();
        expect(screen.getByText('Pago de luz')).toBeInTheDocument();
    });

    it('opens the movement dialog at /contabilidad/create and /contabilidad/:id, and Back closes it', async () => {
        open();
        await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
        await dialogoEnSuDireccion(abrirNuevo, '/contabilidad/create', '/contabilidad');
        const editar = async () => {
            await userEvent.click(within(rowOf('Pago de luz')).getByRole('button', { name: 'Editar Pago de luz' }));
            const dialog = await screen.findByRole('dialog', { name: 'Editar Movimiento Contable' });
            expect(within(dialog).getByLabelText(/^Concepto/)).toHaveValue('Pago de luz');
        };
        await dialogoEnSuDireccion(editar, '/contabilidad/1', '/contabilidad');
    });

    it('/contabilidad/7 typed in opens the movement read from the server when the ledger does not show it', async () => {
        seedSession();
        stubFetch({
            [`GET ${LIST}`]: () => listAnswer([LUZ]),
            [`GET ${RESUMEN}`]: () => jsonResponse(resumen('0.00', '250.50', '-250.50')),
            [`GET ${mov(7)}`]: () => jsonResponse(movimiento(7, { concepto: 'Renta de abril', monto: '3000.00' })),
        });
        renderApp('/contabilidad/7');
        const dialog = await screen.findByRole('dialog', { name: 'Editar Movimiento Contable' });
        await waitFor(() => expect(within(dialog).getByLabelText(/^Concepto/)).toHaveValue('Renta de abril'));
        expect(within(dialog).getByLabelText(/^Monto/)).toHaveValue('3000.00');
    });

    it('filters by tipo, a range of days and a category (after a pause)', async () => {
        const fetchMock = open();
        await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
        await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
        await userEvent.click(await screen.findByRole('option', { name: 'Ingreso' }));
        await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST).map((c) => listParams(c.url).filter)).toContainEqual({ tipo: 'ingreso' }));
        await userEvent.type(screen.getByLabelText('Desde'), '01/03/2025');
        await userEvent.type(screen.getByLabelText('Hasta'), '31/03/2025');
        await userEvent.type(screen.getByLabelText('Categoría'), 'Ventas');
        await waitFor(() =>
            expect(listParams(callsTo(fetchMock, 'GET', LIST).at(-1)!.url).filter).toEqual({
                tipo: 'ingreso',
                fecha_desde: '2025-03-01',
                fecha_hasta: '2025-03-31',
                categoria: 'Ventas',
            }),
        );
        // The category waited for the pause: no request per keystroke.
        expect(callsTo(fetchMock, 'GET', LIST).filter((c) => listParams(c.url).filter.categoria !== undefined)).toHaveLength(1);
        await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
        await waitFor(() => expect(listParams(callsTo(fetchMock, 'GET', LIST).at(-1)!.url).filter).toEqual({}));
    });

    it('writes and shows its days dd/mm/aaaa, and says so of a day that does not exist', async () => {
        const fetchMock = open();
        await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
        const hasta = screen.getByLabelText('Hasta');
        expect(hasta).toHaveAttribute('placeholder', 'dd/mm/aaaa');
        await userEvent.type(hasta, '30/02/2025');
        expect(await screen.findByText('La fecha 30/02/2025 no existe.')).toBeInTheDocument();
        await userEvent.clear(hasta);
        await userEvent.type(hasta, '28/02/2025');
        await waitFor(() => expect(listParams(callsTo(fetchMock, 'GET', LIST).at(-1)!.url).filter).toEqual({ fecha_hasta: '2025-02-28' }));
        expect(screen.queryByText(/no existe/)).toBeNull();
        await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
        await waitFor(() => expect(hasta).toHaveValue(''));
    });

    it('pages to older movements when there are more than 100 (page 1 of 100 first), and back to page 1 on a new filter', async () => {
        const pagina1 = Array.from({ length: 100 }, (_, i) => movimiento(200 - i));
        const pagina2 = Array.from({ length: 12 }, (_, i) => movimiento(100 - i));
        const fetchMock = open({ [`GET ${LIST}`]: ({ url }) => listAnswer(listParams(url).range?.[0] === 100 ? pagina2 : pagina1, 112) });
        expect(await screen.findByText('Movimiento 200', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(listParams(callsTo(fetchMock, 'GET', LIST)[0].url).range).toEqual([0, 99]);
        expect(screen.getByText('1–100 de 112')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
        expect(await screen.findByText('Movimiento 89')).toBeInTheDocument();
        expect(screen.getByText('101–112 de 112')).toBeInTheDocument();
        expect(listParams(callsTo(fetchMock, 'GET', LIST).at(-1)!.url).range).toEqual([100, 199]);
        await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
        await userEvent.click(await screen.findByRole('option', { name: 'Ingreso' }));
        await waitFor(() => expect(listParams(callsTo(fetchMock, 'GET', LIST).at(-1)!.url)).toMatchObject({ range: [0, 99], filter: { tipo: 'ingreso' } }));
    });

    it('without contabilidad:leer shows the Spanish refusal in place of the content, and stays logged in', async () => {
        open({
            [`GET ${LIST}`]: () => jsonResponse({ detail: 'Forbidden' }, { status: 403 }),
            [`GET ${RESUMEN}`]: () => jsonResponse({ detail: 'Forbidden' }, { status: 403 }),
        });
        expect(await screen.findByText(SIN_PERMISO, {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getAllByText(SIN_PERMISO)).toHaveLength(1);
        expect(screen.queryByText('Forbidden')).toBeNull();
        expect(screen.queryByRole('button', { name: '+ Crear Movimiento' })).toBeNull();
        expect(screen.queryByText('Libro Mayor')).toBeNull();
        expect(storedSession()).not.toBeNull();
        expect(window.location.pathname).toBe('/contabilidad');
    });

    describe('on a phone', () => {
        it('shows a line per movement, no table: the concept with the signed, coloured amount at the right, then the date and category', async () => {
            conPantallaDe(TELEFONO);
            open();
            await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
            expect(screen.queryByRole('table')).toBeNull();
            const luz = within(lineaCon('Pago de luz'));
            expect(getComputedStyle(luz.getByText('-$250.50')).color).toBe(ROJO);
            expect(luz.getByText('09/03/2025 23:30 · Servicios')).toBeInTheDocument();
            // No category: the date alone, without the table's '—'.
            const aporte = within(lineaCon('Aporte de socio'));
            expect(getComputedStyle(aporte.getByText('+$1,500.00')).color).toBe(VERDE);
            expect(aporte.getByText('08/03/2025 12:05')).toBeInTheDocument();
            expect(aporte.getByRole('button', { name: 'Editar Aporte de socio' })).toBeInTheDocument();
            expect(aporte.getByRole('button', { name: 'Eliminar Aporte de socio' })).toBeInTheDocument();
            // An automatic posting: its document's link, no edit or delete.
            const enlace = screen.getByRole('link', { name: 'Venta #12' });
            expect(enlace).toHaveAttribute('href', '/ventas/12');
            expect(within(enlace.closest('li') as HTMLElement).queryByRole('button', { name: /Editar|Eliminar/ })).toBeNull();
        });

        it("edits from the line's Editar: the dialog starts from the movement", async () => {
            conPantallaDe(TELEFONO);
            open();
            await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
            await userEvent.click(within(lineaCon('Pago de luz')).getByRole('button', { name: 'Editar Pago de luz' }));
            const dialog = await screen.findByRole('dialog', { name: 'Editar Movimiento Contable' });
            expect(within(dialog).getByLabelText(/^Monto/)).toHaveValue('250.5');
            expect(within(dialog).getByLabelText(/^Concepto/)).toHaveValue('Pago de luz');
            expect(within(dialog).getByLabelText('Categoría')).toHaveValue('Servicios');
        });

        it("deletes from the line's Eliminar only after confirmation", async () => {
            conPantallaDe(TELEFONO);
            const fetchMock = open({ [`DELETE ${mov(2)}`]: () => new Response(null, { status: 204 }) });
            await screen.findByText('Aporte de socio', {}, { timeout: 20_000 });
            await userEvent.click(within(lineaCon('Aporte de socio')).getByRole('button', { name: 'Eliminar Aporte de socio' }));
            const confirm = await screen.findByRole('dialog');
            expect(within(confirm).getByText('¿Está seguro de que desea eliminar este movimiento?')).toBeInTheDocument();
            expect(callsTo(fetchMock, 'DELETE', mov(2))).toHaveLength(0);
            await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
            await waitFor(() => expect(screen.queryByText('Aporte de socio')).toBeNull());
            expect(callsTo(fetchMock, 'DELETE', mov(2))).toHaveLength(1);
        });

        it('says so once the last movement is deleted', async () => {
            conPantallaDe(TELEFONO);
            open({ [`GET ${LIST}`]: () => listAnswer([LUZ]), [`DELETE ${mov(1)}`]: () => new Response(null, { status: 204 }) });
            await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
            await userEvent.click(within(lineaCon('Pago de luz')).getByRole('button', { name: 'Eliminar Pago de luz' }));
            await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
            expect(await screen.findByText('No hay movimientos contables')).toBeInTheDocument();
        });

        it('on a wider screen keeps the table', async () => {
            conPantallaDe(1024);
            open();
            await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
            const tabla = screen.getByRole('table', { name: 'Libro Mayor' });
            expect(within(tabla).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Fecha', 'Concepto', 'Categoría', 'Monto', 'Acciones']);
            expect(within(rowOf('Aporte de socio')).getByText('—')).toBeInTheDocument();
        });
    });
});

describe('Contabilidad: CSV export', () => {
    const EXPORTAR = '/api/v1/contabilidad/movimientos/exportar';
    const CSV = '\ufeffFecha,Tipo,Concepto,Categoría,Descripción,Monto,Origen\r\n09/03/2025 23:30,Ingreso,Venta #12,Ventas,,80.00,Venta #12';

    it('saves the server’s movimientos.csv of every movement the filters select (the ledger pages 100), newest first', async () => {
        const blobs: Blob[] = [];
        URL.createObjectURL = vi.fn((blob: Blob) => {
            blobs.push(blob);
            return 'blob:movimientos';
        });
        const archivos: (string | null)[] = [];
        const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            archivos.push(this.getAttribute('download'));
        });
        try {
            // The server writes the file (tests/api/exportar.test.ts), BOM first.
            const fetchMock = open({ [`GET ${EXPORTAR}`]: () => new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }) });
            await screen.findByText('Pago de luz', {}, { timeout: 20_000 });
            await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
            await userEvent.click(await screen.findByRole('option', { name: 'Ingreso' }));
            await userEvent.type(screen.getByLabelText('Desde'), '01/03/2025');
            await waitFor(() => expect(listParams(callsTo(fetchMock, 'GET', LIST).at(-1)!.url).filter).toEqual({ tipo: 'ingreso', fecha_desde: '2025-03-01' }));
            const paginas = callsTo(fetchMock, 'GET', LIST).length;
            await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
            await waitFor(() => expect(blobs).toHaveLength(1));
            const [llamada, ...otras] = callsTo(fetchMock, 'GET', EXPORTAR);
            expect(otras).toHaveLength(0);
            expect(listParams(llamada.url)).toEqual({ filter: { tipo: 'ingreso', fecha_desde: '2025-03-01' }, sort: ['fecha', 'DESC'] });
            // The browser read no page of the ledger to export.
            expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(paginas);
            expect(archivos).toEqual(['movimientos.csv']);
            expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blobs[0].arrayBuffer()))).toBe(CSV);
        } finally {
            click.mockRestore();
        }
    });

    it('disables Exportar when no movement matches', async () => {
        open({ [`GET ${LIST}`]: () => listAnswer([]) });
        expect(await screen.findByText('No hay movimientos contables', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    });

    it('offers no Exportar where the ledger is refused (without contabilidad:leer)', async () => {
        const prohibido = () => jsonResponse({ detail: 'Forbidden' }, { status: 403 });
        open({ [`GET ${LIST}`]: prohibido, [`GET ${RESUMEN}`]: prohibido });
        expect(await screen.findByText(SIN_PERMISO, {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
    });
});
