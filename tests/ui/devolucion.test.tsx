import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { deferred, jsonResponse, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, columnHeaders, detailAnswer, lineaCon, rowOf } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { renderApp, seedSession } from '../helpers/renderApp';

// The page is a lazy chunk; transforming it on the first visit would eat the first test's wait.
beforeAll(async () => {
    await Promise.all([import('../../src/ventas/devoluciones/DevolucionPage'), import('../../src/ventas/historial/VentaShow')]);
}, 60_000);

const VENTA_URL = '/api/v1/ventas/12';
const POST_URL = '/api/v1/ventas/12/devolucion/';
// As the API answers: what the line charged (cantidad × price, exempt: all of it base), which the refund is a share of.
const linea = (id: number, productoId: number, nombre: string, sku: string, cantidad: number, precio_unitario: string) => {
    const subtotal = (Math.round(cantidad * Number(precio_unitario) * 100) / 100).toFixed(2);
    return {
        id,
        cantidad,
        precio_unitario,
        subtotal,
        base: subtotal,
        iva: '0.00',
        ieps: '0.00',
        unidad: 'pieza',
        producto: { id: productoId, sku, plantilla: { id: productoId * 10, nombre } },
    };
};
const nota = (id: number, detalles: { producto_id: number; cantidad: number; monto_devuelto: string }[]) => ({
    id,
    venta_id: 12,
    fecha: '2025-03-05T18:05:00Z',
    motivo: null,
    total_devuelto: '0.00',
    detalles: detalles.map((d) => ({ ...d, base: d.monto_devuelto, iva: '0.00', ieps: '0.00' })),
});
const VENTA = {
    id: 12,
    fecha: '2025-03-04T15:30:00Z',
    estado: 'Con Devolución',
    total: '120.96',
    cliente: null,
    usuario: 'demo@sipv.mx',
    pagado: '120.96',
    cambio: '0.00',
    detalles: [
        linea(1, 101, 'Café Molido', 'CAF-1', 4, '19.99'),
        linea(2, 102, 'Chicle', 'CHI-1', 3, '0.10'),
        linea(3, 103, 'Taladro', 'TAL-1', 1, '40.70'),
    ],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '120.96' }],
    // Earlier returns: 1 + 0 café in two notes, the drill entirely.
    notas_credito: [
        nota(7, [{ producto_id: 101, cantidad: 1, monto_devuelto: '19.99' }]),
        nota(8, [
            { producto_id: 101, cantidad: 0, monto_devuelto: '0.00' },
            { producto_id: 103, cantidad: 1, monto_devuelto: '40.70' },
        ]),
    ],
};

const open = (routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({ [`GET ${VENTA_URL}`]: () => jsonResponse(VENTA), ...routes });
    renderApp('/ventas/12/devolucion');
    return fetchMock;
};
const cargada = () => screen.findByText('Café Molido', {}, { timeout: 15_000 });
const cantidad = (nombre: string) => screen.getByRole('spinbutton', { name: `Cantidad a Devolver de ${nombre}` });
const escribir = async (nombre: string, texto: string) => {
    await userEvent.clear(cantidad(nombre));
    if (texto) await userEvent.type(cantidad(nombre), texto);
};
const total = () => screen.getByText('TOTAL A REEMBOLSAR').closest('tr')?.lastElementChild?.textContent;
/** 'Confirmar Devolución', then the question's 'Sí, devolver $…'. */
const confirmarDevolucion = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar Devolución' }));
    const pregunta = await screen.findByRole('dialog', { name: 'Confirmar devolución' });
    await userEvent.click(within(pregunta).getByRole('button', { name: /^Sí, devolver / }));
    // The question closes at once but leaves with a transition, the form behind it hidden until then.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar devolución' })).not.toBeInTheDocument());
};

describe('Procesar Devolución para Venta #id (spec §2 Return)', () => {
    it('groups thousands in what was sold and returned (1,200 and 1,000)', async () => {
        open({
            [`GET ${VENTA_URL}`]: () =>
                jsonResponse({ ...VENTA, detalles: [linea(1, 101, 'Café Molido', 'CAF-1', 1200, '19.99')], notas_credito: [nota(7, [{ producto_id: 101, cantidad: 1000, monto_devuelto: '19990.00' }])] }),
        });
        await cargada();
        expect(Array.from(rowOf('Café Molido').children, (td) => td.textContent).slice(1, 3)).toEqual(['1,200', '1,000']);
    });

    it('shows the title and, per sold line, name, sold, already returned (summed from the notes), the input at 0 and its refund', async () => {
        open();
        await cargada();
        expect(screen.getByRole('heading', { name: 'Procesar Devolución para Venta #12' })).toBeInTheDocument();
        const cells = (nombre: string) => Array.from(rowOf(nombre).children, (td) => td.textContent);
        expect(cells('Café Molido')).toEqual(['Café Molido CAF-1', '4', '1', '$19.99', '', '$0.00']);
        expect(cells('Chicle')).toEqual(['Chicle CHI-1', '3', '0', '$0.10', '', '$0.00']);
        expect(cells('Taladro')).toEqual(['Taladro TAL-1', '1', '1', '$40.70', '', '$0.00']);
        expect(cantidad('Café Molido')).toHaveValue(0);
        expect(cantidad('Café Molido')).toHaveAttribute('max', '3');
        expect(cantidad('Chicle')).toHaveAttribute('max', '3');
        // Nothing left of the drill: its input is disabled.
        expect(cantidad('Taladro')).toBeDisabled();
        expect(cantidad('Chicle')).toBeEnabled();
        expect(screen.getByRole('textbox', { name: 'Motivo de la Devolución (Opcional)' })).toBeInTheDocument();
        expect(total()).toBe('$0.00');
        expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/ventas');
        expect(screen.getByRole('button', { name: 'Confirmar Devolución' })).toBeEnabled();
    });

    it('refuses at the field a quantity above sold − returned with its maximum, sends nothing, keeps a blank while typing, and refunds to the cent', async () => {
        const fetchMock = open();
        await cargada();
        await escribir('Café Molido', '9');
        // Kept as typed, not silently made a 3: the field says what is allowed.
        expect(cantidad('Café Molido')).toHaveValue(9);
        expect(cantidad('Café Molido')).toBeInvalid();
        expect(cantidad('Café Molido')).toHaveAccessibleDescription('Máximo 3');
        await userEvent.click(screen.getByRole('button', { name: 'Confirmar Devolución' }));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(cantidad('Café Molido')).toHaveFocus();
        expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(0);
        await escribir('Café Molido', '3');
        expect(cantidad('Café Molido')).toBeValid();
        expect(cantidad('Café Molido')).not.toHaveAccessibleDescription();
        expect(within(rowOf('Café Molido')).getByText('$59.97')).toBeInTheDocument();
        await escribir('Café Molido', '');
        expect(cantidad('Café Molido')).toHaveValue(null);
        expect(within(rowOf('Café Molido')).getByText('$0.00')).toBeInTheDocument();
        await escribir('Café Molido', '2');
        await escribir('Chicle', '3');
        // 2 × 19.99 + 3 × 0.10 = 40.28, not 40.279999…
        expect(within(rowOf('Chicle')).getByText('$0.30')).toBeInTheDocument();
        expect(total()).toBe('$40.28');
    });

    it("alerts 'Debe seleccionar al menos un producto para devolver.' without sending when every quantity is 0", async () => {
        const fetchMock = open();
        await cargada();
        await escribir('Chicle', '');
        await userEvent.click(screen.getByRole('button', { name: 'Confirmar Devolución' }));
        expect(await screen.findByText('Debe seleccionar al menos un producto para devolver.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(0);
    });

    it("takes 'Debe seleccionar al menos un producto para devolver.' away once a quantity is entered, and keeps it away", async () => {
        open();
        await cargada();
        await userEvent.click(screen.getByRole('button', { name: 'Confirmar Devolución' }));
        expect(await screen.findByText('Debe seleccionar al menos un producto para devolver.')).toBeInTheDocument();
        // A quantity of 0 is no fix yet.
        await escribir('Chicle', '0');
        expect(screen.getByText('Debe seleccionar al menos un producto para devolver.')).toBeInTheDocument();
        await escribir('Chicle', '2');
        expect(screen.queryByText('Debe seleccionar al menos un producto para devolver.')).toBeNull();
        expect(screen.queryByRole('alert')).toBeNull();
        // Back to nothing: it comes back only with the next confirmation.
        await escribir('Chicle', '0');
        expect(screen.queryByText('Debe seleccionar al menos un producto para devolver.')).toBeNull();
        await userEvent.click(screen.getByRole('button', { name: 'Confirmar Devolución' }));
        expect(await screen.findByText('Debe seleccionar al menos un producto para devolver.')).toBeInTheDocument();
    });

    it("sends the reason and only the lines with a quantity, shows 'Procesando...', then 'Devolución procesada correctamente.' on the refreshed detail", async () => {
        const answer = deferred<Response>();
        let devuelta = false;
        const actualizada = {
            ...VENTA,
            notas_credito: [...VENTA.notas_credito, { ...nota(9, [{ producto_id: 102, cantidad: 2, monto_devuelto: '0.20' }]), total_devuelto: '0.20' }],
        };
        const fetchMock = open({
            [`GET ${VENTA_URL}`]: () => jsonResponse(devuelta ? actualizada : VENTA),
            [`POST ${POST_URL}`]: () => answer.promise,
        });
        await cargada();
        await escribir('Chicle', '2');
        await userEvent.type(screen.getByRole('textbox', { name: 'Motivo de la Devolución (Opcional)' }), '  Sabor equivocado ');
        await confirmarDevolucion();
        expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
        expect(bodyOf(callsTo(fetchMock, 'POST', POST_URL)[0])).toEqual({ motivo: 'Sabor equivocado', items: [{ producto_id: 102, cantidad: 2 }] });
        devuelta = true;
        answer.resolve(jsonResponse(actualizada.notas_credito[2], { status: 201 }));
        expect(await screen.findByText('Devolución procesada correctamente.')).toBeInTheDocument();
        await waitFor(() => expect(window.location.pathname).toBe('/ventas/12'));
        expect(await screen.findByRole('region', { name: 'Nota de Crédito #9' })).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(1);
    });

    it('asks first, with the total to refund: Volver sends nothing, the answer sends the return', async () => {
        const fetchMock = open({ [`POST ${POST_URL}`]: () => jsonResponse(nota(9, []), { status: 201 }) });
        await cargada();
        await escribir('Café Molido', '2');
        await escribir('Chicle', '3');
        await userEvent.click(screen.getByRole('button', { name: 'Confirmar Devolución' }));
        const pregunta = await screen.findByRole('dialog', { name: 'Confirmar devolución' });
        expect(pregunta).toHaveTextContent('¿Confirmar la devolución por $40.28? Se reembolsará ese importe al cliente y los productos volverán al inventario.');
        await userEvent.click(within(pregunta).getByRole('button', { name: 'Volver' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(0);
        expect(window.location.pathname).toBe('/ventas/12/devolucion');
        // From the keyboard: the answer has the focus, Enter gives it.
        await userEvent.click(screen.getByRole('button', { name: 'Confirmar Devolución' }));
        const otra = await screen.findByRole('dialog', { name: 'Confirmar devolución' });
        await waitFor(() => expect(within(otra).getByRole('button', { name: 'Sí, devolver $40.28' })).toHaveFocus());
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(1));
        expect(bodyOf(callsTo(fetchMock, 'POST', POST_URL)[0])).toEqual({ motivo: null, items: [{ producto_id: 101, cantidad: 2 }, { producto_id: 102, cantidad: 3 }] });
    });

    it('sends no reason as null', async () => {
        const fetchMock = open({ [`POST ${POST_URL}`]: () => jsonResponse(nota(9, []), { status: 201 }) });
        await cargada();
        await escribir('Café Molido', '1');
        await confirmarDevolucion();
        await waitFor(() => expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(1));
        expect(bodyOf(callsTo(fetchMock, 'POST', POST_URL)[0])).toEqual({ motivo: null, items: [{ producto_id: 101, cantidad: 1 }] });
    });

    it("shows 'Error al procesar la devolución: {message}' and stays on the form", async () => {
        const detail = "No se pueden devolver 2 pzas del SKU 'CHI-1': quedan 1 pza por devolver.";
        open({ [`POST ${POST_URL}`]: () => detailAnswer(409, detail) });
        await cargada();
        await escribir('Chicle', '2');
        await confirmarDevolucion();
        expect(await screen.findByText(`Error al procesar la devolución: ${detail}`)).toBeInTheDocument();
        expect(window.location.pathname).toBe('/ventas/12/devolucion');
        expect(screen.getByRole('button', { name: 'Confirmar Devolución' })).toBeEnabled();
    });

    it('shows what another till returned meanwhile when the return is refused (409)', async () => {
        const detail = "No se pueden devolver 2 pzas del SKU 'CHI-1': quedan 1 pza por devolver.";
        let lecturas = 0;
        const otraCaja = { ...VENTA, notas_credito: [...VENTA.notas_credito, nota(10, [{ producto_id: 102, cantidad: 2, monto_devuelto: '0.20' }])] };
        open({
            [`GET ${VENTA_URL}`]: () => jsonResponse(lecturas++ === 0 ? VENTA : otraCaja),
            [`POST ${POST_URL}`]: () => detailAnswer(409, detail),
        });
        await cargada();
        await escribir('Chicle', '2');
        await confirmarDevolucion();
        expect(await screen.findByText(`Error al procesar la devolución: ${detail}`)).toBeInTheDocument();
        await waitFor(() => expect(rowOf('Chicle').children[2].textContent).toBe('2'));
        expect(cantidad('Chicle')).toHaveAttribute('max', '1');
    });

    it('sends one return for a double click on Confirmar Devolución: a second would be a second refund', async () => {
        const answer = deferred<Response>();
        const fetchMock = open({ [`POST ${POST_URL}`]: () => answer.promise });
        await cargada();
        await escribir('Chicle', '1');
        await userEvent.click(screen.getByRole('button', { name: 'Confirmar Devolución' }));
        const boton = within(await screen.findByRole('dialog', { name: 'Confirmar devolución' })).getByRole('button', { name: 'Sí, devolver $0.10' });
        // Two clicks in a row on the answer, before the render that closes the question.
        fireEvent.click(boton);
        fireEvent.click(boton);
        expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
        await waitFor(() => expect(callsTo(fetchMock, 'POST', POST_URL).length).toBeGreaterThan(0));
        await new Promise((r) => setTimeout(r, 50));
        expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(1);
        answer.resolve(jsonResponse(nota(9, [{ producto_id: 102, cantidad: 1, monto_devuelto: '0.10' }]), { status: 201 }));
        expect(await screen.findByText('Devolución procesada correctamente.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(1);
    });

    it('reads a refused return (403) as the Spanish refusal', async () => {
        open({ [`POST ${POST_URL}`]: () => detailAnswer(403, 'Forbidden') });
        await cargada();
        await escribir('Chicle', '1');
        await confirmarDevolucion();
        expect(await screen.findByText('Error al procesar la devolución: No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    });

    it('Cancelar goes back to /ventas without sending', async () => {
        const fetchMock = open();
        await cargada();
        await userEvent.click(screen.getByRole('link', { name: 'Cancelar' }));
        expect(await screen.findByRole('heading', { name: 'Historial de Ventas' }, { timeout: 15_000 })).toBeInTheDocument();
        expect(window.location.pathname).toBe('/ventas');
        expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(0);
    });

    describe('on a phone', () => {
        const totalTelefono = () => screen.getByTestId('total-reembolso').textContent;

        it('shows a line per sold product, no table: the name with its refund at the right, the SKU and figures below, then its quantity', async () => {
            conPantallaDe(TELEFONO);
            open();
            await cargada();
            expect(screen.queryByRole('table')).toBeNull();
            const cafe = within(lineaCon('Café Molido'));
            for (const texto of ['$0.00', 'CAF-1', 'Cantidad Vendida: 4', 'Ya Devuelta: 1', 'Precio Unitario: $19.99', 'Cantidad a Devolver']) {
                expect(cafe.getByText(texto)).toBeInTheDocument();
            }
            expect(lineaCon('Café Molido').textContent).toContain('CAF-1 · Cantidad Vendida: 4 · Ya Devuelta: 1 · Precio Unitario: $19.99');
            expect(lineaCon('Chicle').textContent).toContain('CHI-1 · Cantidad Vendida: 3 · Ya Devuelta: 0 · Precio Unitario: $0.10');
            expect(lineaCon('Taladro').textContent).toContain('TAL-1 · Cantidad Vendida: 1 · Ya Devuelta: 1 · Precio Unitario: $40.70');
            // The line's own input, under its text, named as the table row's.
            expect(cafe.getByRole('spinbutton', { name: 'Cantidad a Devolver de Café Molido' })).toHaveValue(0);
            expect(cantidad('Café Molido')).toHaveAttribute('max', '3');
            expect(within(lineaCon('Taladro')).getByRole('spinbutton', { name: 'Cantidad a Devolver de Taladro' })).toBeDisabled();
            expect(cantidad('Chicle')).toBeEnabled();
            expect(screen.getByText('TOTAL A REEMBOLSAR').closest('table, li')).toBeNull();
            expect(totalTelefono()).toBe('$0.00');
            expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/ventas');
            expect(screen.getByRole('button', { name: 'Confirmar Devolución' })).toBeEnabled();
        });

        it("refuses at the field a line's quantity above what is left, and refunds it on that line and in the total", async () => {
            conPantallaDe(TELEFONO);
            open();
            await cargada();
            await escribir('Café Molido', '9');
            expect(cantidad('Café Molido')).toHaveValue(9);
            expect(within(lineaCon('Café Molido')).getByText('Máximo 3')).toBeInTheDocument();
            await escribir('Café Molido', '3');
            expect(within(lineaCon('Café Molido')).queryByText('Máximo 3')).toBeNull();
            expect(within(lineaCon('Café Molido')).getByText('$59.97')).toBeInTheDocument();
            expect(totalTelefono()).toBe('$59.97');
            await escribir('Café Molido', '');
            expect(cantidad('Café Molido')).toHaveValue(null);
            expect(within(lineaCon('Café Molido')).getByText('$0.00')).toBeInTheDocument();
            await escribir('Café Molido', '2');
            await escribir('Chicle', '3');
            expect(within(lineaCon('Chicle')).getByText('$0.30')).toBeInTheDocument();
            expect(within(lineaCon('Café Molido')).getByText('$39.98')).toBeInTheDocument();
            expect(totalTelefono()).toBe('$40.28');
            expect(cantidad('Taladro')).toBeDisabled();
        });

        it('sends the same return as the table does', async () => {
            conPantallaDe(TELEFONO);
            const fetchMock = open({ [`POST ${POST_URL}`]: () => jsonResponse(nota(9, []), { status: 201 }) });
            await cargada();
            const chicle = within(lineaCon('Chicle')).getByRole('spinbutton', { name: 'Cantidad a Devolver de Chicle' });
            await userEvent.clear(chicle);
            await userEvent.type(chicle, '2');
            await userEvent.type(screen.getByRole('textbox', { name: 'Motivo de la Devolución (Opcional)' }), '  Sabor equivocado ');
            await confirmarDevolucion();
            await waitFor(() => expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(1));
            expect(bodyOf(callsTo(fetchMock, 'POST', POST_URL)[0])).toEqual({ motivo: 'Sabor equivocado', items: [{ producto_id: 102, cantidad: 2 }] });
        });

        it('on a wider screen keeps the table', async () => {
            conPantallaDe(1024);
            open();
            await cargada();
            expect(columnHeaders()).toEqual(['Producto', 'Cantidad Vendida', 'Ya Devuelta', 'Precio Unitario', 'Cantidad a Devolver', 'A Reembolsar']);
            expect(within(rowOf('Café Molido')).getByRole('spinbutton', { name: 'Cantidad a Devolver de Café Molido' })).toBeInTheDocument();
            expect(total()).toBe('$0.00');
            expect(screen.queryByText('Cantidad Vendida: 4')).toBeNull();
        });
    });
});

describe('Return: load and state', () => {
    it("says 'Cargando detalles de la venta...', then 'Error al cargar la venta.' when the sale cannot be read", async () => {
        const answer = deferred<Response>();
        open({ [`GET ${VENTA_URL}`]: () => answer.promise });
        expect(await screen.findByText('Cargando detalles de la venta...', {}, { timeout: 15_000 })).toBeInTheDocument();
        answer.resolve(detailAnswer(400, 'Solicitud incorrecta.'));
        expect(await screen.findByText('Error al cargar la venta.')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Procesar Devolución para Venta #12' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Confirmar Devolución' })).toBeNull();
    });

    it('says so for a sale that does not exist', async () => {
        open({ [`GET ${VENTA_URL}`]: () => detailAnswer(404, 'Venta no encontrada.') });
        expect(await screen.findByText('No se encontró la venta.', {}, { timeout: 15_000 })).toBeInTheDocument();
    });

    it('shows the refusal when the sale may not be read', async () => {
        open({ [`GET ${VENTA_URL}`]: () => detailAnswer(403, 'Forbidden') });
        expect(await screen.findByText('No tiene permiso para realizar esta acción.', {}, { timeout: 15_000 })).toBeInTheDocument();
    });

    it('explains instead of the form why a Cancelada sale cannot be returned', async () => {
        const fetchMock = open({ [`GET ${VENTA_URL}`]: () => jsonResponse({ ...VENTA, estado: 'Cancelada' }) });
        expect(
            await screen.findByText('La venta #12 está Cancelada: solo se pueden devolver ventas en estado Completada o Con Devolución.', {}, { timeout: 15_000 }),
        ).toBeInTheDocument();
        expect(screen.queryByRole('spinbutton')).toBeNull();
        expect(screen.queryByRole('button', { name: 'Confirmar Devolución' })).toBeNull();
        expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(0);
    });

    it('says when everything sold was already returned', async () => {
        const todo = { ...VENTA, notas_credito: [nota(7, [{ producto_id: 101, cantidad: 4, monto_devuelto: '0' }, { producto_id: 102, cantidad: 3, monto_devuelto: '0' }, { producto_id: 103, cantidad: 1, monto_devuelto: '0' }])] };
        open({ [`GET ${VENTA_URL}`]: () => jsonResponse(todo) });
        expect(await screen.findByText('Todos los productos de esta venta ya fueron devueltos.', {}, { timeout: 15_000 })).toBeInTheDocument();
        for (const nombre of ['Café Molido', 'Chicle', 'Taladro']) expect(cantidad(nombre)).toBeDisabled();
    });
});
