import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sesionRespuesta, stubFetch } from '../helpers/fetchStub';
import { callsTo } from '../helpers/listPage';
import { camiseta, catalogos, LIST, list } from '../helpers/productos';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * The products list's entry points to the catalogue as a spreadsheet (issue 35, items 4 and 5):
 * 'Importar' leads to /productos/importar for who may write products, 'Exportar catálogo' saves
 * the CSV or XLSX for who may read them (GET /productos/exportacion asks productos:leer); each is
 * disabled with its reason otherwise, as the list's other actions (ConPermiso).
 */

const EXPORTACION = '/api/v1/productos/exportacion';
const SIN_ESCRIBIR = 'Su rol no tiene el permiso «Crear, editar y eliminar productos, categorías y proveedores».';
const SIN_LEER = 'Su rol no tiene el permiso «Consultar productos, categorías y proveedores».';

const abrir = (permisos?: string[]) => {
    seedSession();
    const fetchMock = stubFetch({
        ...catalogos,
        [LIST]: list([camiseta]),
        'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, permisos)),
        [`GET ${EXPORTACION}`]: () => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
    });
    renderApp('/productos');
    return fetchMock;
};

const boton = (nombre: string) => () => screen.getByRole('button', { name: nombre });
const importar = boton('Importar');
const exportar = boton('Exportar catálogo');

/** The tooltip a disabled action shows on hover (its span: a disabled button fires no mouse events). */
const tooltipDe = async (de: () => HTMLElement) => {
    await waitFor(() => expect(de().parentElement?.tagName).toBe('SPAN'));
    await userEvent.hover(de().parentElement as HTMLElement);
    return (await screen.findByRole('tooltip')).textContent;
};

afterEach(() => {
    vi.restoreAllMocks();
});

describe('the products list’s catalogue in a spreadsheet', () => {
    it('exports the catalogue as Excel and leads to the import, for who may write products', async () => {
        const blobs: Blob[] = [];
        URL.createObjectURL = vi.fn((blob: Blob) => {
            blobs.push(blob);
            return 'blob:catalogo';
        });
        URL.revokeObjectURL = vi.fn();
        const guardados: (string | null)[] = [];
        vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            guardados.push(this.getAttribute('download'));
        });
        const fetchMock = abrir();
        await screen.findByText('Camiseta Básica', {}, { timeout: 20_000 });
        await waitFor(() => expect(exportar()).toBeEnabled(), { timeout: 20_000 });
        await userEvent.click(exportar());
        await userEvent.click(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' }));
        await waitFor(() => expect(guardados).toEqual(['catalogo.xlsx']));
        expect(callsTo(fetchMock, 'GET', EXPORTACION).map((c) => c.url.searchParams.get('formato'))).toEqual(['xlsx']);
        expect(blobs).toHaveLength(1);

        await waitFor(() => expect(importar()).toBeEnabled());
        await userEvent.click(importar());
        expect(await screen.findByRole('button', { name: 'Elegir archivo' }, { timeout: 20_000 })).toBeEnabled();
    });

    it('disables Importar with its reason without productos:escribir, leaving the export', async () => {
        abrir(['productos:leer']);
        await screen.findByText('Camiseta Básica', {}, { timeout: 20_000 });
        await waitFor(() => expect(importar()).toBeDisabled(), { timeout: 20_000 });
        expect(await tooltipDe(importar)).toBe(SIN_ESCRIBIR);
        await waitFor(() => expect(exportar()).toBeEnabled());
    });

    it('disables Exportar catálogo with its reason without productos:leer', async () => {
        abrir(['dashboard:leer']);
        await screen.findByText('Camiseta Básica', {}, { timeout: 20_000 });
        await waitFor(() => expect(exportar()).toBeDisabled(), { timeout: 20_000 });
        expect(await tooltipDe(exportar)).toBe(SIN_LEER);
    });
});
