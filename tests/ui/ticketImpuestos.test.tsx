import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { renderApp, seedSession } from '../helpers/renderApp';

/** Issue 32 on paper: the issuer's fiscal data, the subtotal and each tax per rate, and that a ticket is no CFDI. */

const VENTA = '/api/v1/ventas/55';
const EMPRESA = '/api/v1/empresa/';

/**
 * A hammer at IVA 16 % ($116.00 = 100.00 + 16.00), tortillas at 0 % ($30.00), a medicine exempt
 * ($50.00) and a soda with IEPS 8 % and IVA 16 % ($25.06 = 20.00 + 1.60 + 3.46): the split as
 * contracts/calculo.ts makes it, the sale's taxes the sums of its lines.
 */
const linea = (id: number, nombre: string, sku: string, subtotal: string, base: string, ieps: string, iva: string, tasa_iva: string, tasa_ieps: string | null) => ({
    id,
    cantidad: 1,
    precio_unitario: subtotal,
    subtotal,
    base,
    ieps,
    iva,
    tasa_iva,
    tasa_ieps,
    producto: { id, sku, plantilla: { id: id * 10, nombre } },
});
const venta = {
    id: 55,
    fecha: '2025-03-05T02:30:00Z',
    estado: 'Completada',
    total: '221.06',
    pagado: '300.00',
    cambio: '78.94',
    cliente: null,
    usuario: 'cajero@sipv.mx',
    vendedor: 'Carla Méndez',
    detalles: [
        linea(1, 'Martillo de Uña', 'HER-MAR-16', '116.00', '100.00', '0.00', '16.00', '16', null),
        linea(2, 'Tortillas 1 kg', 'TOR-1KG', '30.00', '30.00', '0.00', '0.00', '0', null),
        linea(3, 'Paracetamol 500 mg', 'MED-PAR', '50.00', '50.00', '0.00', '0.00', 'exento', null),
        linea(4, 'Refresco 600 ml', 'REF-600', '25.06', '20.00', '1.60', '3.46', '16', '0.080000'),
    ],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '300.00' }],
    impuestos: [
        { impuesto: 'IVA', tipo_factor: 'Tasa', tasa: '0.160000', base: '121.60', importe: '19.46' },
        { impuesto: 'IVA', tipo_factor: 'Tasa', tasa: '0.000000', base: '30.00', importe: '0.00' },
        { impuesto: 'IVA', tipo_factor: 'Exento', tasa: null, base: '50.00', importe: '0.00' },
        { impuesto: 'IEPS', tipo_factor: 'Tasa', tasa: '0.080000', base: '20.00', importe: '1.60' },
    ],
    notas_credito: [],
};
const AJUSTES = {
    id: 1,
    nombre: 'Abarrotes Ana',
    zona_horaria: 'America/Mexico_City',
    encabezado_ticket: 'Av. Juárez 100, Col. Centro',
    pie_ticket: '¡Vuelva pronto!',
    caja_obligatoria: false,
    rfc: 'PEGJ800101AB1',
    razon_social: 'Juana Pérez García',
    regimen_fiscal: '626',
    codigo_postal: '01234',
    iva_predeterminado: '16',
    ieps_predeterminado: null,
};
const SIN_DATOS_FISCALES = { ...AJUSTES, rfc: null, razon_social: null, regimen_fiscal: null, codigo_postal: null };

const open = (path: string, routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({ [`GET ${VENTA}`]: () => jsonResponse(venta), [`GET ${EMPRESA}`]: () => jsonResponse(AJUSTES), ...routes });
    renderApp(path);
    return fetchMock;
};
const ticket = () => screen.findByRole('article', { name: 'Ticket de Venta #55' }, { timeout: 20_000 });
const filas = (contenedor: HTMLElement) => Array.from(contenedor.children).map((f) => f.textContent);

describe('The ticket with taxes (issue 32)', () => {
    it("prints the issuer's RFC, razón social, régimen and CP under its name, the subtotal and each tax per rate above the total, and that it is no CFDI, on 80 and 58 mm", async () => {
        open('/ventas/55/ticket');
        const t = await ticket();
        const fiscales = await within(t).findByTestId('ticket-fiscales');
        expect(filas(fiscales)).toEqual(['Juana Pérez García', 'RFC: PEGJ800101AB1', 'Régimen: 626 Régimen Simplificado de Confianza', 'C.P. 01234']);
        // Under the shop's name, above its own header text and the sale's number.
        await waitFor(() => expect(t.textContent?.startsWith('Abarrotes AnaJuana Pérez GarcíaRFC: PEGJ800101AB1Régimen: 626 Régimen Simplificado de ConfianzaC.P. 01234Av. Juárez 100, Col. CentroVenta #55')).toBe(true));

        const impuestos = within(t).getByTestId('ticket-impuestos');
        // The exempt row has no tax: it says what was sold exempt, and the amounts still add up to the total.
        expect(filas(impuestos)).toEqual(['Subtotal$200.00', 'IVA 16 %$19.46', 'IVA 0 %$0.00', 'Exento (base $50.00)$0.00', 'IEPS 8 %$1.60']);
        // The subtotal and the taxes add up to the total, as a customer checks them.
        const centavos = (texto: string | null) => Math.round(Number((texto ?? '').replace(/[$,]/g, '')) * 100);
        const montos = Array.from(impuestos.children).map((f) => centavos(f.lastElementChild!.textContent));
        expect(montos.reduce((a, b) => a + b, 0)).toBe(22106);
        // Right after the lines, and the total right after the taxes.
        expect(t.textContent).toContain('Refresco 600 ml · REF-6001 x $25.06$25.06Subtotal$200.00');
        expect(t.textContent).toContain('IEPS 8 %$1.60Total$221.06');

        expect(within(t).getByTestId('ticket-no-fiscal')).toHaveTextContent('Este ticket no es un comprobante fiscal.');
        // Near the end, before the closing words and the shop's own footer, which stays last.
        expect(t.textContent?.endsWith('Este ticket no es un comprobante fiscal.¡Gracias por su compra!¡Vuelva pronto!')).toBe(true);

        const completo = t.textContent;
        expect(t).toHaveAttribute('data-ancho', '80');
        await userEvent.click(screen.getByRole('button', { name: '58 mm' }));
        expect(t).toHaveAttribute('data-ancho', '58');
        expect(t.textContent).toBe(completo);
        expect(filas(within(t).getByTestId('ticket-impuestos'))).toEqual(['Subtotal$200.00', 'IVA 16 %$19.46', 'IVA 0 %$0.00', 'Exento (base $50.00)$0.00', 'IEPS 8 %$1.60']);
        // The printed copy is the screen's.
        expect(document.querySelector('body > .sipv-ticket-impreso')?.textContent).toBe(completo);
    });

    it('each amount keeps to its own line at 58 mm: a label left, its amount right and never wrapped', async () => {
        localStorage.setItem('sipv-ticket-ancho', '58');
        open('/ventas/55/ticket');
        const t = await ticket();
        expect(t).toHaveAttribute('data-ancho', '58');
        const impuestos = await within(t).findByTestId('ticket-impuestos');
        for (const fila of Array.from(impuestos.children)) {
            const [izquierda, derecha] = Array.from(fila.children) as HTMLElement[];
            expect(izquierda.textContent).toMatch(/^(Subtotal|IVA 16 %|IVA 0 %|Exento \(base \$50\.00\)|IEPS 8 %)$/);
            expect(derecha).toHaveStyle({ whiteSpace: 'nowrap' });
        }
    });

    it('without lines carrying their base, the subtotal is the total less the taxes', async () => {
        const sinBase = { ...venta, detalles: venta.detalles.map(({ base: _b, ieps: _e, iva: _i, ...resto }) => resto) };
        open('/ventas/55/ticket', { [`GET ${VENTA}`]: () => jsonResponse(sinBase) });
        const t = await ticket();
        expect(filas(await within(t).findByTestId('ticket-impuestos'))[0]).toBe('Subtotal$200.00');
    });

    it('a shop without fiscal data prints no fiscal lines, and still that the ticket is no CFDI', async () => {
        open('/ventas/55/ticket', { [`GET ${EMPRESA}`]: () => jsonResponse(SIN_DATOS_FISCALES) });
        const t = await ticket();
        await waitFor(() => expect(within(t).getByTestId('ticket-encabezado')).toBeInTheDocument());
        expect(within(t).queryByTestId('ticket-fiscales')).toBeNull();
        expect(t).not.toHaveTextContent('RFC');
        expect(t).toHaveTextContent('Este ticket no es un comprobante fiscal.');
    });

    it('prints what is set alone (an RFC without régimen nor CP); a razón social equal to the name is not repeated', async () => {
        open('/ventas/55/ticket', { [`GET ${EMPRESA}`]: () => jsonResponse({ ...SIN_DATOS_FISCALES, rfc: 'ABC0102281X2', razon_social: 'ABARROTES ANA' }) });
        const t = await ticket();
        expect(filas(await within(t).findByTestId('ticket-fiscales'))).toEqual(['RFC: ABC0102281X2']);
    });

    it('a sale the API answers without taxes prints its total alone, as before', async () => {
        const { impuestos: _i, ...sinImpuestos } = venta;
        open('/ventas/55/ticket', { [`GET ${VENTA}`]: () => jsonResponse({ ...sinImpuestos, detalles: sinImpuestos.detalles.map(({ base: _b, ieps: _e, iva: _v, ...d }) => d) }) });
        const t = await ticket();
        await waitFor(() => expect(t).toHaveTextContent('Total$221.06'));
        expect(within(t).queryByTestId('ticket-impuestos')).toBeNull();
        expect(t).not.toHaveTextContent('Subtotal');
    });
});

describe('The sale detail with taxes (issue 32)', () => {
    it('shows under the lines each tax per rate with its base and amount, then the subtotal, the taxes and the total', async () => {
        open('/ventas/55');
        const seccion = await screen.findByRole('region', { name: 'Impuestos' }, { timeout: 20_000 });
        const tabla = within(seccion).getByRole('table');
        const renglones = within(tabla)
            .getAllByRole('row')
            .map((r) => within(r).getAllByRole(r.querySelector('th') ? 'columnheader' : 'cell').map((c) => c.textContent));
        expect(renglones).toEqual([
            ['Impuesto', 'Base', 'Importe'],
            ['IVA 16 %', '$121.60', '$19.46'],
            ['IVA 0 %', '$30.00', '$0.00'],
            ['Exento', '$50.00', '—'],
            ['IEPS 8 %', '$20.00', '$1.60'],
            ['Subtotal (sin impuestos)', '$200.00'],
            ['Total de impuestos', '$21.06'],
            ['Total', '$221.06'],
        ]);
    });

    it('a sale without taxes in its answer shows no such section', async () => {
        const { impuestos: _i, ...sinImpuestos } = venta;
        open('/ventas/55', { [`GET ${VENTA}`]: () => jsonResponse(sinImpuestos) });
        await screen.findByRole('region', { name: 'Productos Vendidos' }, { timeout: 20_000 });
        expect(screen.queryByRole('region', { name: 'Impuestos' })).toBeNull();
    });
});

describe('A credit note on paper (issue 32)', () => {
    it("prints the issuer's fiscal data under the name and that it is no CFDI", async () => {
        const nota = {
            id: 9,
            venta_id: 55,
            fecha: '2025-03-06T18:05:00Z',
            motivo: null,
            total_devuelto: '25.06',
            detalles: [{ producto_id: 4, cantidad: 1, monto_devuelto: '25.06', base: '20.00', iva: '3.46', ieps: '1.60', sku: 'REF-600', nombre: 'Refresco 600 ml' }],
        };
        open('/ventas/55/notas/9', { [`GET ${VENTA}`]: () => jsonResponse({ ...venta, estado: 'Con Devolución', notas_credito: [nota] }) });
        const papel = await screen.findByRole('article', { name: 'Nota de Crédito #9' }, { timeout: 20_000 });
        expect(filas(await within(papel).findByTestId('ticket-fiscales'))).toEqual(['Juana Pérez García', 'RFC: PEGJ800101AB1', 'Régimen: 626 Régimen Simplificado de Confianza', 'C.P. 01234']);
        expect(within(papel).getByTestId('ticket-no-fiscal')).toHaveTextContent('Esta nota de crédito no es un comprobante fiscal.');
        expect(papel.textContent?.endsWith('Esta nota de crédito no es un comprobante fiscal.¡Vuelva pronto!')).toBe(true);
    });
});
