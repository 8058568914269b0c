import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * A screen's texts come with its own chunk (src/i18n/textosDePantallas.ts). Pages reached by their
 * address, without their list first (a bookmark, a reload, a link from another screen), bring them
 * too: no page module is imported ahead here, and uiSetup fails a test on any missing text.
 */

type Arbol = Record<string, unknown>;
const textosDe = async (nombre: string): Promise<Arbol> => ((await import('../../src/i18n')).messages.resources as Record<string, Arbol>)[nombre];

const SESION = {
    id: 2,
    caja: 'Caja 1',
    usuario_id: 2,
    usuario: 'ana@tienda.mx',
    cajero: 'Ana López',
    abierta_en: '2025-03-04T15:00:00Z',
    cerrada_en: '2025-03-05T02:30:00Z',
    fondo_inicial: '500.00',
    estado: 'Cerrada',
    efectivo_esperado: '1011.50',
    efectivo_contado: '1001.50',
    diferencia: '-10.00',
    lectura: {
        fondo_inicial: '500.00',
        ventas: 4,
        por_metodo: [{ metodo_pago: 'Efectivo', monto: '611.50' }],
        efectivo_ventas: '611.50',
        efectivo_devoluciones: '0.00',
        entradas: '0.00',
        salidas: '100.00',
        efectivo_esperado: '1011.50',
    },
    movimientos: [{ id: 9, tipo: 'salida', monto: '100.00', motivo: 'Garrafones', gasto: true, fecha: '2025-03-04T18:00:00Z', usuario: 'ana@tienda.mx' }],
};

const VENTA = {
    id: 12,
    fecha: '2025-03-04T15:30:00Z',
    estado: 'Completada',
    total: '79.96',
    cliente: null,
    usuario: 'demo@sipv.mx',
    pagado: '80.00',
    cambio: '0.04',
    detalles: [{ id: 1, cantidad: 4, precio_unitario: '19.99', subtotal: '79.96', producto: { id: 101, sku: 'CAF-1', plantilla: { id: 1010, nombre: 'Café Molido' } } }],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '80.00' }],
    notas_credito: [],
};

describe("a screen's texts arrive with its chunk", () => {
    it('before any page opens, the first download holds each screen’s name, title and menu alone', async () => {
        expect(await textosDe('caja')).toEqual({ name: 'Corte de Caja |||| Cortes de Caja', title: 'Cortes de Caja', menu: 'Cortes de Caja' });
        expect(Object.keys(await textosDe('ventas')).sort()).toEqual(['menu', 'name', 'title']);
        expect(Object.keys(await textosDe('pos')).sort()).toEqual(['menu', 'title']);
    });

    it("a cash session's page opened by its address, its list never visited: its texts and the reading's", async () => {
        seedSession();
        stubFetch({
            'GET /api/v1/caja/sesiones/2': () => jsonResponse(SESION),
            'GET /api/v1/usuarios/': () => listAnswer([]),
        });
        renderApp('/caja/2');
        expect(await screen.findByRole('heading', { name: 'Corte de Caja #2' }, { timeout: 45_000 })).toBeInTheDocument();
        const hoja = await screen.findByRole('article', { name: 'Corte Z' });
        expect(hoja).toHaveTextContent('Efectivo esperado$1,011.50');
        expect(within(screen.getByRole('table', { name: 'Movimientos de efectivo' })).getByText(/Garrafones/)).toHaveTextContent('Garrafones (gasto)');
        // The sales' detail never opened: its texts did not come.
        expect((await textosDe('ventas')).detalle).toBeUndefined();
    }, 60_000);

    it("a sale's return opened by its address, the history and the detail never visited: the detail's texts come with it", async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/ventas/12': () => jsonResponse(VENTA) });
        renderApp('/ventas/12/devolucion');
        expect(await screen.findByText('Café Molido', {}, { timeout: 45_000 })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Procesar Devolución para Venta #12' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Confirmar Devolución' })).toBeInTheDocument();
        expect((await textosDe('ventas')).detalle).toBeDefined();
    }, 60_000);

    it("a sale's ticket opened by its address prints every text of the receipt", async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/ventas/12': () => jsonResponse(VENTA) });
        renderApp('/ventas/12/ticket');
        const ticket = await screen.findByRole('article', { name: 'Ticket de Venta #12' }, { timeout: 45_000 });
        expect(ticket).toHaveTextContent('Venta #12');
        expect(ticket).toHaveTextContent('Le atendió: demo@sipv.mx');
        expect(ticket).toHaveTextContent('Cambio$0.04');
    }, 60_000);
});
