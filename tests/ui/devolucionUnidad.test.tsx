import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, rowOf } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Issue 33, items 1 and 6 on the return screen: a weighed line's quantities with their unit, a
 * return of 0.250 kg, and a refund previewed as the server gives it (each line's share of what it
 * has not given back yet), never quantity × price.
 */

// The page is a lazy chunk; transforming it on the first visit would eat the test's wait.
beforeAll(async () => {
    await import('../../src/ventas/devoluciones/DevolucionPage');
}, 60_000);

const POST_URL = '/api/v1/ventas/12/devolucion/';
const linea = (id: number, productoId: number, nombre: string, cantidad: number, unidad: string, precio_unitario: string, subtotal: string) => ({
    id,
    cantidad,
    precio_unitario,
    // What the line charged, exempt: all of it base. The refund is a share of it.
    subtotal,
    base: subtotal,
    iva: '0.00',
    ieps: '0.00',
    producto: { id: productoId, sku: `SKU-${productoId}`, plantilla: { id: productoId * 10, nombre } },
    unidad,
});
const VENTA = {
    id: 12,
    fecha: '2025-03-04T15:30:00Z',
    estado: 'Con Devolución',
    total: '97.00',
    cliente: null,
    usuario: 'demo@sipv.mx',
    pagado: '97.00',
    cambio: '0.00',
    detalles: [
        // 0.750 kg at $33.33 is $25.00 (24.9975 rounded); the hammer had 10 % off: $72.00, not $80.00.
        linea(1, 101, 'Frijol negro', 0.75, 'kg', '33.33', '25.00'),
        linea(2, 102, 'Martillo', 1, 'pieza', '80.00', '72.00'),
    ],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '97.00' }],
    // 0.250 kg already back: the server gave $8.33 of the $25.00.
    notas_credito: [
        {
            id: 7,
            venta_id: 12,
            fecha: '2025-03-05T18:05:00Z',
            motivo: null,
            total_devuelto: '8.33',
            detalles: [{ producto_id: 101, cantidad: 0.25, monto_devuelto: '8.33', base: '8.33', iva: '0.00', ieps: '0.00', sku: 'SKU-101', nombre: 'Frijol negro' }],
        },
    ],
};

const open = () => {
    seedSession();
    const fetchMock = stubFetch({ 'GET /api/v1/ventas/12': () => jsonResponse(VENTA), [`POST ${POST_URL}`]: () => jsonResponse({ ...VENTA.notas_credito[0], id: 9 }, { status: 201 }) });
    renderApp('/ventas/12/devolucion');
    return fetchMock;
};
const cargada = () => screen.findByText('Frijol negro', {}, { timeout: 15_000 });
const cantidad = (nombre: string) => screen.getByRole('spinbutton', { name: `Cantidad a Devolver de ${nombre}` });
const escribir = async (nombre: string, texto: string) => {
    await userEvent.clear(cantidad(nombre));
    await userEvent.type(cantidad(nombre), texto);
};
const total = () => screen.getByText('TOTAL A REEMBOLSAR').closest('tr')?.lastElementChild?.textContent;

describe('Devolución: unidades', () => {
    it("shows a weighed line's sold and returned quantities in kilograms, a piece's as before", async () => {
        open();
        await cargada();
        expect(within(rowOf('Frijol negro')).getByText('0.750 kg')).toBeInTheDocument();
        expect(within(rowOf('Frijol negro')).getByText('0.250 kg')).toBeInTheDocument();
        const martillo = within(rowOf('Martillo')).getAllByRole('cell').map((c) => c.textContent);
        expect(martillo.slice(1, 3)).toEqual(['1', '0']);
    });

    it('takes thousandths of a weighed line (step 0.001, a decimal keyboard) and whole pieces of a piece line', async () => {
        open();
        await cargada();
        expect(cantidad('Frijol negro')).toHaveAttribute('step', '0.001');
        expect(cantidad('Frijol negro')).toHaveAttribute('inputmode', 'decimal');
        expect(cantidad('Frijol negro')).toHaveAttribute('max', '0.5');
        expect(cantidad('Martillo')).toHaveAttribute('step', '1');
        expect(cantidad('Martillo')).toHaveAttribute('inputmode', 'numeric');
    });

    it('refuses more than what is left with the maximum in kilograms, and four decimals', async () => {
        const fetchMock = open();
        await cargada();
        await escribir('Frijol negro', '0.6');
        expect(cantidad('Frijol negro')).toBeInvalid();
        expect(cantidad('Frijol negro')).toHaveAccessibleDescription('Máximo 0.500 kg');
        await escribir('Frijol negro', '0.2505');
        expect(cantidad('Frijol negro')).toHaveAccessibleDescription('La cantidad admite hasta tres decimales (ej. 0.750).');
        await userEvent.click(screen.getByRole('button', { name: 'Confirmar Devolución' }));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(0);
    });

    it("refuses a fraction of a piece with the server's message, sending nothing", async () => {
        const fetchMock = open();
        await cargada();
        await escribir('Martillo', '1.5');
        expect(cantidad('Martillo')).toBeInvalid();
        expect(cantidad('Martillo')).toHaveAccessibleDescription("El producto 'Martillo' se vende por pieza: la cantidad debe ser un número entero.");
        expect(within(rowOf('Martillo')).getByText('$0.00')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Confirmar Devolución' }));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(0);
    });

    it("previews the server's refund (the share of what each line has not given back) and sends 0.25 kg as a JSON number", async () => {
        const fetchMock = open();
        await cargada();
        // Of the $16.67 left for 0.500 kg, 0.250 kg is $8.34 (0.250 × $33.33 would be $8.33).
        await escribir('Frijol negro', '0.250');
        expect(cantidad('Frijol negro')).toBeValid();
        expect(within(rowOf('Frijol negro')).getByText('$8.34')).toBeInTheDocument();
        // What the hammer charged after its discount, not its $80.00 price.
        await escribir('Martillo', '1');
        expect(within(rowOf('Martillo')).getByText('$72.00')).toBeInTheDocument();
        expect(total()).toBe('$80.34');
        await escribir('Frijol negro', '0.5');
        expect(within(rowOf('Frijol negro')).getByText('$16.67')).toBeInTheDocument();
        await escribir('Frijol negro', '.25');
        await userEvent.click(screen.getByRole('button', { name: 'Confirmar Devolución' }));
        const pregunta = await screen.findByRole('dialog', { name: 'Confirmar devolución' });
        await userEvent.click(within(pregunta).getByRole('button', { name: 'Sí, devolver $80.34' }));
        await waitFor(() => expect(callsTo(fetchMock, 'POST', POST_URL)).toHaveLength(1));
        expect(bodyOf(callsTo(fetchMock, 'POST', POST_URL)[0])).toEqual({
            motivo: null,
            items: [
                { producto_id: 101, cantidad: 0.25 },
                { producto_id: 102, cantidad: 1 },
            ],
        });
    });
});
