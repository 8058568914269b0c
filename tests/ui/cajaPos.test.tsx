import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CAJA_MENSAJES } from '../../contracts/caja';
import { formatosDeFecha } from '../../contracts/formatoFecha';
import { PERMISOS } from '../../contracts/permisos';
import { jsonResponse, listParams, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, detailAnswer, listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * The till's cash session (issue 31, item 6): its header, the opening float when the shop requires
 * it, the 'Caja' menu's actions, the blind close with the denomination grid, the X and Z on the
 * ticket's paper, and the focus back in the product box after every dialog.
 */

const ACTUAL = '/api/v1/caja/sesiones/actual';
const SESIONES = '/api/v1/caja/sesiones/';
const EMPRESA = '/api/v1/empresa/';
const CHECKOUT = '/api/v1/ventas/pos/checkout';
const INVENTARIO = '/api/v1/inventario';

// Today in the shop's zone (Mexico City, UTC−6 all year): 15:12Z is 09:12 there.
const HOY = formatosDeFecha('America/Mexico_City').dia(new Date());
const LECTURA = {
    fondo_inicial: '500.00',
    ventas: 3,
    por_metodo: [
        { metodo_pago: 'Efectivo', monto: '611.50' },
        { metodo_pago: 'Tarjeta', monto: '100.00' },
    ],
    efectivo_ventas: '611.50',
    efectivo_devoluciones: '0.00',
    entradas: '0.00',
    salidas: '100.00',
};
const SESION = {
    id: 7,
    caja: 'Caja 1',
    usuario_id: 1,
    usuario: 'ana@tienda.mx',
    cajero: 'Ana López',
    abierta_en: `${HOY}T15:12:00Z`,
    cerrada_en: null,
    fondo_inicial: '500.00',
    estado: 'Abierta',
    efectivo_esperado: null,
    efectivo_contado: null,
    diferencia: null,
    lectura: LECTURA,
    movimientos: [],
};
const Z = {
    ...SESION,
    estado: 'Cerrada',
    cerrada_en: `${HOY}T23:40:00Z`,
    lectura: { ...LECTURA, efectivo_esperado: '1011.50' },
    efectivo_esperado: '1011.50',
    efectivo_contado: '1001.50',
    diferencia: '-10.00',
    denominaciones: [
        { tipo: 'billete', valor: '500.00', cantidad: 2 },
        { tipo: 'moneda', valor: '0.50', cantidad: 3 },
    ],
};
const MARTILLO = { id: 1, sku: 'HER-MAR-16', plantilla: { id: 10, nombre: 'Martillo de Uña' }, stock: 3, precio_venta: '100.00', costo_compra: '1.00' };

beforeAll(async () => {
    await Promise.all([import('../../src/ventas/pos/PosPage'), import('../../src/ventas/pos/caja/DialogosCaja')]);
}, 60_000);

/** The till with an open session unless `sesion` says otherwise (null: none, a 404), and the shop's `caja_obligatoria`. */
const abrirPos = ({ sesion = SESION as unknown, obligatoria = false, permisos = [...PERMISOS], rutas = {} as Record<string, StubHandler> } = {}) => {
    seedSession();
    let actual = sesion;
    const fetchMock = stubFetch({
        'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, permisos)),
        [`GET ${ACTUAL}`]: () => (actual ? jsonResponse(actual) : detailAnswer(404, CAJA_MENSAJES.sinSesion)),
        [`GET ${EMPRESA}`]: () => jsonResponse({ nombre: 'Abarrotes Ana', caja_obligatoria: obligatoria }),
        [`POST ${SESIONES}`]: ({ init }) => {
            const { fondo_inicial, caja } = JSON.parse(String(init.body));
            actual = { ...SESION, caja, fondo_inicial, lectura: { ...LECTURA, fondo_inicial } };
            return jsonResponse({ ...SESION, caja, fondo_inicial }, { status: 201 });
        },
        [`POST ${SESIONES}7/movimientos/`]: () => jsonResponse({ id: 1 }, { status: 201 }),
        [`POST ${SESIONES}7/cierre/`]: () => {
            actual = null;
            return jsonResponse(Z);
        },
        [`GET ${INVENTARIO}`]: ({ url }) => listAnswer([MARTILLO].filter((v) => v.sku === listParams(url).filter.sku)),
        ...rutas,
    });
    renderApp('/pos');
    return fetchMock;
};

const cajaProducto = () => screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 });
const encabezado = () => screen.getByTestId('caja-encabezado');

/** Opens the 'Caja' menu from the keyboard and picks `accion`. */
const elegir = async (accion: string) => {
    const boton = await screen.findByRole('button', { name: 'Caja' });
    boton.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Caja' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: accion }));
    return screen.findByRole('dialog', { name: accion === 'Corte X' ? 'Corte X' : accion });
};

describe('POS: the cash session in the header and its menu', () => {
    it("shows 'Caja 1 · desde 09:12' (the opening in the shop's zone) and a keyboard menu with the four actions", async () => {
        abrirPos();
        await cajaProducto();
        await waitFor(() => expect(encabezado()).toHaveTextContent('Caja 1 · desde 09:12'));
        const boton = screen.getByRole('button', { name: 'Caja' });
        expect(boton).toHaveAttribute('aria-haspopup', 'menu');
        boton.focus();
        await userEvent.keyboard('{ArrowDown}');
        const menu = await screen.findByRole('menu', { name: 'Caja' });
        expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Entrada de Efectivo', 'Salida de Efectivo', 'Corte X', 'Cerrar Caja']);
        // Escape closes it and the scanner's box gets the focus back.
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('menu', { name: 'Caja' })).toBeNull());
        await waitFor(async () => expect(await cajaProducto()).toHaveFocus());
    });

    it("without caja_obligatoria and no session: 'Caja cerrada', nothing asked, the menu offers 'Abrir Caja'", async () => {
        abrirPos({ sesion: null });
        const caja = await cajaProducto();
        await waitFor(() => expect(encabezado()).toHaveTextContent('Caja cerrada'));
        await new Promise((r) => setTimeout(r, 300));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(caja).toHaveFocus();
        await userEvent.click(screen.getByRole('button', { name: 'Caja' }));
        expect(within(await screen.findByRole('menu', { name: 'Caja' })).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Abrir Caja']);
    });
});

describe('POS: Abrir Caja', () => {
    it("with caja_obligatoria and no session asks for the 'Fondo inicial' first, read the es-MX way, then the header shows the session and the box has the focus", async () => {
        const fetchMock = abrirPos({ sesion: null, obligatoria: true });
        const dialogo = await screen.findByRole('dialog', { name: 'Abrir Caja' }, { timeout: 20_000 });
        const fondo = within(dialogo).getByLabelText(/Fondo inicial/);
        await waitFor(() => expect(fondo).toHaveFocus());
        // A decimal comma is refused with the one reading's message, nothing sent.
        await userEvent.type(fondo, '180,50{Enter}');
        expect(await within(dialogo).findByText(/Use punto para los decimales/)).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', SESIONES)).toHaveLength(0);
        await userEvent.clear(fondo);
        await userEvent.type(fondo, '1,500.50');
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', SESIONES)[0])).toEqual({ fondo_inicial: '1500.50', caja: 'Caja 1' });
        await waitFor(() => expect(encabezado()).toHaveTextContent('Caja 1 · desde 09:12'));
        expect(await screen.findByText('Caja abierta: Caja 1.')).toBeInTheDocument();
        await waitFor(async () => expect(await cajaProducto()).toHaveFocus());
    });

    it("a checkout refused with 'Debe abrir la caja antes de vender.' asks for the opening float, the cart kept", async () => {
        abrirPos({ sesion: null, rutas: { [`POST ${CHECKOUT}`]: () => detailAnswer(409, CAJA_MENSAJES.debeAbrir) } });
        const caja = await cajaProducto();
        await userEvent.type(caja, 'HER-MAR-16{Enter}');
        await screen.findByText('Martillo de Uña');
        await userEvent.click(screen.getByRole('button', { name: /Proceder al Pago/ }));
        const pago = await screen.findByRole('dialog', { name: 'Pago' });
        await userEvent.click(within(pago).getByRole('button', { name: /Exacto/ }));
        await userEvent.click(within(pago).getByRole('button', { name: 'Finalizar Venta' }));
        const dialogo = await screen.findByRole('dialog', { name: 'Abrir Caja' });
        expect(within(dialogo).getByLabelText(/Fondo inicial/)).toBeInTheDocument();
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByText('Martillo de Uña')).toBeInTheDocument();
        await waitFor(() => expect(caja).toHaveFocus());
    });
});

describe('POS: cash in and out', () => {
    it("'Entrada de Efectivo' sends the amount and reason, and the focus goes back to the product box", async () => {
        const fetchMock = abrirPos();
        const caja = await cajaProducto();
        const dialogo = await elegir('Entrada de Efectivo');
        expect(within(dialogo).queryByLabelText('Es un gasto')).toBeNull();
        await userEvent.type(within(dialogo).getByLabelText(/Monto/), '1,200');
        await userEvent.type(within(dialogo).getByLabelText(/Motivo/), 'Banco{Enter}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', `${SESIONES}7/movimientos/`)[0])).toEqual({ tipo: 'entrada', monto: '1200.00', motivo: 'Banco', gasto: false });
        expect(await screen.findByText('Movimiento registrado.')).toBeInTheDocument();
        await waitFor(() => expect(caja).toHaveFocus());
    });

    it("'Salida de Efectivo' asks the reason (the contract's message) and sends 'Es un gasto'", async () => {
        const fetchMock = abrirPos();
        await cajaProducto();
        const dialogo = await elegir('Salida de Efectivo');
        await userEvent.type(within(dialogo).getByLabelText(/Monto/), '200');
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialogo).findByText(CAJA_MENSAJES.motivoObligatorio)).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', `${SESIONES}7/movimientos/`)).toHaveLength(0);
        await userEvent.type(within(dialogo).getByLabelText(/Motivo/), 'Agua');
        await userEvent.click(within(dialogo).getByLabelText('Es un gasto'));
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', `${SESIONES}7/movimientos/`)[0])).toEqual({ tipo: 'salida', monto: '200.00', motivo: 'Agua', gasto: true });
        await waitFor(async () => expect(await cajaProducto()).toHaveFocus());
    });

    it("a salida the drawer cannot cover shows the server's refusal and stays open; Cancelar gives the box the focus", async () => {
        abrirPos({ rutas: { [`POST ${SESIONES}7/movimientos/`]: () => detailAnswer(409, CAJA_MENSAJES.salidaExcede(111_150)) } });
        await cajaProducto();
        const dialogo = await elegir('Salida de Efectivo');
        await userEvent.type(within(dialogo).getByLabelText(/Monto/), '2000');
        await userEvent.type(within(dialogo).getByLabelText(/Motivo/), 'Renta{Enter}');
        expect(await within(dialogo).findByText('Error: La salida excede el efectivo en caja: disponible $1,111.50.')).toBeInTheDocument();
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(async () => expect(await cajaProducto()).toHaveFocus());
    });
});

describe('POS: Corte X', () => {
    it('shows the reading on the ticket paper, without the expected cash for a blind cashier, and prints it', async () => {
        const print = vi.fn();
        vi.stubGlobal('print', print);
        const fetchMock = abrirPos();
        await cajaProducto();
        const antes = callsTo(fetchMock, 'GET', ACTUAL).length;
        const dialogo = await elegir('Corte X');
        // Read again on opening: the reading as of now.
        await waitFor(() => expect(callsTo(fetchMock, 'GET', ACTUAL).length).toBeGreaterThan(antes));
        const hoja = within(dialogo).getByRole('article', { name: 'Corte X' });
        expect(hoja).toHaveTextContent('Abarrotes Ana');
        expect(hoja).toHaveTextContent('Sesión #7 · Caja 1');
        expect(hoja).toHaveTextContent('Cajero: Ana López');
        expect(hoja).toHaveTextContent('Fondo inicial$500.00');
        expect(hoja).toHaveTextContent('Tarjeta$100.00');
        expect(hoja).toHaveTextContent('Efectivo de ventas$611.50');
        expect(hoja).toHaveTextContent('Salidas$100.00');
        expect(hoja).not.toHaveTextContent('Efectivo esperado');
        await userEvent.click(within(dialogo).getByRole('button', { name: '58 mm' }));
        expect(hoja).toHaveAttribute('data-ancho', '58');
        // The same print as the sale's ticket: the reading's copy alone in the printed document.
        expect(document.querySelector('body > .sipv-ticket-impreso')?.textContent).toBe(hoja.textContent);
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Imprimir' }));
        expect(print).toHaveBeenCalledTimes(1);
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(document.querySelector('.sipv-ticket-impreso')).toBeNull();
        await waitFor(async () => expect(await cajaProducto()).toHaveFocus());
    });

    it("shows the expected cash to a supervisor's reading", async () => {
        abrirPos({ sesion: { ...SESION, lectura: { ...LECTURA, efectivo_esperado: '1011.50' } } });
        await cajaProducto();
        const dialogo = await elegir('Corte X');
        expect(within(dialogo).getByRole('article', { name: 'Corte X' })).toHaveTextContent('Efectivo esperado$1,011.50');
    });
});

describe('POS: Cerrar Caja, a blind count', () => {
    it('sums the denomination grid by itself (2 × $500 + 3 × $0.50 = $1,001.50) with nothing expected on screen, Enter moving to the next row', async () => {
        const fetchMock = abrirPos();
        await cajaProducto();
        const dialogo = await elegir('Cerrar Caja');
        // Nothing of what is expected before the count.
        expect(dialogo).not.toHaveTextContent('Esperado');
        expect(dialogo).not.toHaveTextContent('$1,011.50');
        const filas = within(dialogo).getAllByRole('row').slice(1, -1);
        expect(filas.map((f) => f.querySelector('td')?.textContent)).toEqual([
            'Billete $1,000',
            'Billete $500',
            'Billete $200',
            'Billete $100',
            'Billete $50',
            'Billete $20',
            'Moneda $20',
            'Moneda $10',
            'Moneda $5',
            'Moneda $2',
            'Moneda $1',
            'Moneda $0.50',
        ]);
        await userEvent.type(within(dialogo).getByLabelText('Piezas de Billete $500'), '2');
        // Enter goes to the next row, it does not send a half-typed count.
        await userEvent.keyboard('{Enter}');
        expect(within(dialogo).getByLabelText('Piezas de Billete $200')).toHaveFocus();
        await userEvent.type(within(dialogo).getByLabelText('Piezas de Moneda $0.50'), '3');
        const fila = (n: string) => within(dialogo).getByLabelText(`Piezas de ${n}`).closest('tr') as HTMLElement;
        expect(within(fila('Billete $500')).getByTestId('conteo-fila')).toHaveTextContent('$1,000.00');
        expect(within(fila('Moneda $0.50')).getByTestId('conteo-fila')).toHaveTextContent('$1.50');
        expect(within(dialogo).getByTestId('conteo-total')).toHaveTextContent('$1,001.50');
        expect(callsTo(fetchMock, 'POST', `${SESIONES}7/cierre/`)).toHaveLength(0);
    });

    it("'Confirmar conteo' sends the count with its grid, then the Z shows expected, counted and the faltante in red, prints, and the box gets the focus back", async () => {
        const print = vi.fn();
        vi.stubGlobal('print', print);
        const fetchMock = abrirPos();
        const caja = await cajaProducto();
        const dialogo = await elegir('Cerrar Caja');
        fireEvent.change(within(dialogo).getByLabelText('Piezas de Billete $500'), { target: { value: '2' } });
        fireEvent.change(within(dialogo).getByLabelText('Piezas de Moneda $0.50'), { target: { value: '3' } });
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar conteo' }));
        const z = await screen.findByRole('dialog', { name: 'Corte Z' });
        expect(bodyOf(callsTo(fetchMock, 'POST', `${SESIONES}7/cierre/`)[0])).toEqual({
            efectivo_contado: '1001.50',
            denominaciones: [
                { tipo: 'billete', valor: '500.00', cantidad: 2 },
                { tipo: 'moneda', valor: '0.50', cantidad: 3 },
            ],
        });
        expect(within(z).getByTestId('cierre-esperado')).toHaveTextContent('Efectivo esperado$1,011.50');
        expect(within(z).getByTestId('cierre-contado')).toHaveTextContent('Efectivo contado$1,001.50');
        expect(within(z).getByTestId('cierre-diferencia')).toHaveTextContent('Faltante-$10.00');
        const diferencia = within(within(z).getByTestId('cierre-diferencia')).getByText('-$10.00');
        expect(getComputedStyle(diferencia).color).toBe('rgb(198, 40, 40)');
        const hoja = within(z).getByRole('article', { name: 'Corte Z' });
        expect(hoja).toHaveTextContent('Faltante-$10.00');
        expect(hoja).toHaveTextContent('Billete $500 x 2$1,000.00');
        await userEvent.click(within(z).getByRole('button', { name: 'Imprimir' }));
        expect(print).toHaveBeenCalledTimes(1);
        // Behind the report the header says the drawer is closed.
        await waitFor(() => expect(encabezado()).toHaveTextContent('Caja cerrada'));
        await userEvent.click(within(z).getByRole('button', { name: 'Cerrar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(caja).toHaveFocus());
    });

    it("'Capturar importe' sends one amount; a sobrante shows green", async () => {
        const fetchMock = abrirPos({
            rutas: { [`POST ${SESIONES}7/cierre/`]: () => jsonResponse({ ...Z, efectivo_contado: '1020.00', diferencia: '8.50', denominaciones: null }) },
        });
        await cajaProducto();
        const dialogo = await elegir('Cerrar Caja');
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Capturar importe' }));
        const contado = within(dialogo).getByLabelText(/Efectivo contado/);
        await waitFor(() => expect(contado).toHaveFocus());
        await userEvent.type(contado, '1,020{Enter}');
        const z = await screen.findByRole('dialog', { name: 'Corte Z' });
        expect(bodyOf(callsTo(fetchMock, 'POST', `${SESIONES}7/cierre/`)[0])).toEqual({ efectivo_contado: '1020.00' });
        expect(within(z).getByTestId('cierre-diferencia')).toHaveTextContent('Sobrante$8.50');
        expect(getComputedStyle(within(within(z).getByTestId('cierre-diferencia')).getByText('$8.50')).color).toBe('rgb(46, 125, 50)');
    });

    it('refuses a count that is no amount, with the contract message, and sends nothing', async () => {
        const fetchMock = abrirPos();
        await cajaProducto();
        const dialogo = await elegir('Cerrar Caja');
        await userEvent.type(within(dialogo).getByLabelText('Piezas de Billete $100'), '1.5');
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar conteo' }));
        expect(await within(dialogo).findByText(CAJA_MENSAJES.cantidadDenominacion)).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', `${SESIONES}7/cierre/`)).toHaveLength(0);
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
        await waitFor(async () => expect(await cajaProducto()).toHaveFocus());
    });
});
