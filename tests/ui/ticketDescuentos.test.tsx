import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { rowOf } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/**
 * Discounts on the ticket and the sale's detail (issue 33 item 4). A drill at $500.00 with $70.00
 * off (its own $50.00 and $20.00 of the sale's), 24 boxes of screws at the tier's $8.00 (list
 * $10.00) with $10.00 of the sale's discount, and a bulb at list price without one. Each line's
 * amount is what it charged (430 + 182 + 10 = $622.00), IVA 16 % included in each: Subtotal
 * (Σ bases) $536.21 + IVA $85.79 = Total $622.00. The sale's discount is $80.00, and the customer
 * saved $128.00 against list prices (the $80.00 and 24 × $2.00 of the tier).
 */
const VENTA = '/api/v1/ventas/58';
const linea = (
    id: number,
    nombre: string,
    cantidad: number,
    precio_unitario: string,
    precio_lista: string,
    descuento: string,
    subtotal: string,
    base: string,
    iva: string,
) => ({
    id,
    cantidad,
    precio_unitario,
    precio_lista,
    mayoreo: precio_unitario !== precio_lista,
    descuento,
    subtotal,
    base,
    iva,
    ieps: '0.00',
    tasa_iva: '16',
    tasa_ieps: null,
    unidad: 'pieza',
    producto: { id, sku: `SKU-${id}`, plantilla: { id: id * 10, nombre } },
});
const conDescuentos = {
    id: 58,
    fecha: '2025-03-05T18:30:00Z',
    estado: 'Completada',
    total: '622.00',
    pagado: '622.00',
    cambio: '0.00',
    cliente: null,
    usuario: 'cajero@sipv.mx',
    vendedor: 'Carla Méndez',
    detalles: [
        linea(1, 'Taladro', 1, '500.00', '500.00', '70.00', '430.00', '370.69', '59.31'),
        linea(2, 'Caja de tornillos', 24, '8.00', '10.00', '10.00', '182.00', '156.90', '25.10'),
        linea(3, 'Foco', 1, '10.00', '10.00', '0.00', '10.00', '8.62', '1.38'),
    ],
    descuento: '80.00',
    ahorro: '128.00',
    impuestos: [{ impuesto: 'IVA', tipo_factor: 'Tasa', tasa: '0.160000', base: '536.21', importe: '85.79' }],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '622.00' }],
    notas_credito: [],
};
/** The tier's line alone: no discount, but the customer still saved 24 × $2.00. */
const soloMayoreo = {
    ...conDescuentos,
    total: '192.00',
    pagado: '192.00',
    detalles: [linea(2, 'Caja de tornillos', 24, '8.00', '10.00', '0.00', '192.00', '165.52', '26.48')],
    descuento: '0.00',
    ahorro: '48.00',
    impuestos: [{ impuesto: 'IVA', tipo_factor: 'Tasa', tasa: '0.160000', base: '165.52', importe: '26.48' }],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '192.00' }],
};
/** List prices and no discount: nothing saved, nothing said. */
const sinAhorro = {
    ...conDescuentos,
    total: '10.00',
    pagado: '10.00',
    detalles: [linea(3, 'Foco', 1, '10.00', '10.00', '0.00', '10.00', '8.62', '1.38')],
    descuento: '0.00',
    ahorro: '0.00',
    impuestos: [{ impuesto: 'IVA', tipo_factor: 'Tasa', tasa: '0.160000', base: '8.62', importe: '1.38' }],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '10.00' }],
};

const abrirTicket = async (venta: object, ancho: '58' | '80') => {
    seedSession();
    localStorage.setItem('sipv-ticket-ancho', ancho);
    stubFetch({ [`GET ${VENTA}`]: () => jsonResponse(venta) });
    renderApp('/ventas/58/ticket');
    const t = await screen.findByRole('article', { name: 'Ticket de Venta #58' }, { timeout: 20_000 });
    await waitFor(() => expect(within(t).getAllByTestId('ticket-linea')).toHaveLength((venta as typeof conDescuentos).detalles.length));
    expect(t).toHaveAttribute('data-ancho', ancho);
    return t;
};

/** Each row's text, label and amount run together ('Subtotal$536.21'). */
const filas = (el: HTMLElement) => Array.from(el.children).map((f) => f.textContent);

describe.each(['58', '80'] as const)('Ticket: discounts on %s mm paper', (ancho) => {
    it("notes each discounted line's discount under it, the sale's above the subtotal, and 'Usted ahorró' at the foot", async () => {
        const t = await abrirTicket(conDescuentos, ancho);
        const [taladro, tornillos, foco] = within(t).getAllByTestId('ticket-linea');
        // The line's amount is what it charged; its discount is a note under it, not in the amounts column.
        expect(taladro).toHaveTextContent('1 x $500.00$430.00');
        expect(within(taladro).getByTestId('ticket-descuento-linea')).toHaveTextContent('Descuento −$70.00');
        expect(within(taladro).queryByTestId('ticket-mayoreo')).toBeNull();
        expect(tornillos).toHaveTextContent('24 x $8.00$182.00');
        expect(within(tornillos).getByTestId('ticket-mayoreo')).toHaveTextContent('Mayoreo (precio de lista $10.00)');
        expect(within(tornillos).getByTestId('ticket-descuento-linea')).toHaveTextContent('Descuento −$10.00');
        expect(foco).toHaveTextContent('1 x $10.00$10.00');
        expect(within(foco).queryByTestId('ticket-descuento-linea')).toBeNull();

        // The sale's discount above Subtotal, which with the taxes still adds up to the Total.
        const descuento = within(t).getByTestId('ticket-descuento');
        expect(descuento).toHaveTextContent('Descuento incluido−$80.00');
        const impuestos = within(t).getByTestId('ticket-impuestos');
        expect(descuento.compareDocumentPosition(impuestos) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        expect(filas(impuestos)).toEqual(['Subtotal$536.21', 'IVA 16 %$85.79']);
        expect(t).toHaveTextContent('Total$622.00');

        // At the foot, after the payments and before the closing words.
        const ahorro = within(t).getByTestId('ticket-ahorro');
        expect(ahorro).toHaveTextContent(/^Usted ahorró \$128\.00$/);
        expect(within(t).getByText(/Efectivo/).compareDocumentPosition(ahorro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        expect(ahorro.compareDocumentPosition(within(t).getByTestId('ticket-no-fiscal')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('says what a tier saved, with no discount row when there was no discount', async () => {
        const t = await abrirTicket(soloMayoreo, ancho);
        expect(within(t).getByTestId('ticket-ahorro')).toHaveTextContent('Usted ahorró $48.00');
        expect(within(t).queryByTestId('ticket-descuento')).toBeNull();
        expect(within(t).queryByTestId('ticket-descuento-linea')).toBeNull();
    });

    it('says nothing of a discount or a saving when nothing was saved', async () => {
        const t = await abrirTicket(sinAhorro, ancho);
        expect(within(t).queryByTestId('ticket-ahorro')).toBeNull();
        expect(within(t).queryByText(/Usted ahorró/)).toBeNull();
        expect(within(t).queryByText(/Descuento/)).toBeNull();
    });
});

describe('Venta: discounts in the detail', () => {
    const abrir = async (venta: object) => {
        seedSession();
        stubFetch({ [`GET ${VENTA}`]: () => jsonResponse(venta), 'GET /api/v1/ventas/': () => jsonResponse([]) });
        renderApp('/ventas/58');
        expect(await screen.findByText('Foco', {}, { timeout: 20_000 })).toBeInTheDocument();
    };

    it("notes each line's discount under its price, and the sale's discount and saving under the lines", async () => {
        await abrir(conDescuentos);
        expect(within(rowOf('Taladro')).getByText('Descuento −$70.00')).toBeInTheDocument();
        expect(within(rowOf('Taladro')).getByText('$430.00')).toBeInTheDocument();
        expect(within(rowOf('Caja de tornillos')).getByText('Mayoreo (lista $10.00) · Descuento −$10.00')).toBeInTheDocument();
        expect(within(rowOf('Foco')).queryByText(/Descuento|Mayoreo/)).toBeNull();
        const resumen = screen.getByTestId('venta-descuentos');
        expect(within(resumen).getByText('Descuento (incluido en los subtotales)')).toBeInTheDocument();
        expect(within(resumen).getByText('−$80.00')).toBeInTheDocument();
        expect(within(resumen).getByText('Ahorro frente a precios de lista')).toBeInTheDocument();
        expect(within(resumen).getByText('$128.00')).toBeInTheDocument();
    });

    it('shows neither for a sale at list prices without discounts', async () => {
        await abrir(sinAhorro);
        expect(screen.queryByTestId('venta-descuentos')).toBeNull();
        expect(screen.queryByText(/Descuento/)).toBeNull();
    });
});
