import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportacionRespuesta } from '../../contracts/importacionApi';
import { jsonResponse, sesionRespuesta, stubFetch } from '../helpers/fetchStub';
import { catalogos, LIST } from '../helpers/productos';
import { listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/**
 * Issue 35 item 4's screen: /productos/importar sends the file chosen for a preview, with the
 * upload's real progress (XMLHttpRequest's upload events, stubbed here as fetch is elsewhere), shows
 * what it would create and update and every bad row with its line, keeps 'Importar' off while any
 * row is bad, and imports with confirmar=true.
 */

/** XMLHttpRequest as the screen uses it: the test plays the upload's progress and the server's answer. */
class XhrFalso {
    static enviadas: XhrFalso[] = [];
    url = '';
    cabeceras: Record<string, string> = {};
    cuerpo: FormData | null = null;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    open(_metodo: string, url: string) {
        this.url = url;
    }
    setRequestHeader(k: string, v: string) {
        this.cabeceras[k] = v;
    }
    send(cuerpo: FormData) {
        this.cuerpo = cuerpo;
        XhrFalso.enviadas.push(this);
    }
    progreso(enviado: number, total: number) {
        act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: enviado, total }));
    }
    responder(status: number, cuerpo: unknown) {
        act(() => {
            this.upload.onload?.();
            this.status = status;
            this.responseText = JSON.stringify(cuerpo);
            this.onload?.();
        });
    }
}

const vista = (cambios: Partial<ImportacionRespuesta> = {}): ImportacionRespuesta => ({
    confirmado: false,
    crear: 120,
    actualizar: 880,
    productos_nuevos: 90,
    categorias_nuevas: ['Bebidas'],
    proveedores_nuevos: [],
    errores: [],
    avisos: [],
    ...cambios,
});

const abrir = (permisos?: string[]) => {
    XhrFalso.enviadas = [];
    vi.stubGlobal('XMLHttpRequest', XhrFalso);
    seedSession();
    stubFetch({ ...catalogos, [LIST]: () => listAnswer([]), 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, permisos)) });
    renderApp('/productos/importar');
};

const archivo = (nombre = 'catalogo.csv') => new File(['producto,sku,precio_venta\nA,A-1,1.00\n'], nombre, { type: 'text/csv' });
const importar = () => screen.getByRole('button', { name: 'Importar' });

afterEach(() => {
    vi.unstubAllGlobals();
});

describe('Importar catálogo', () => {
    it('previews the file with the upload’s progress, lists the bad rows with their lines and keeps Importar off', async () => {
        abrir();
        await screen.findByRole('button', { name: /Elegir archivo/ }, { timeout: 20_000 });
        expect(importar()).toBeDisabled();
        await userEvent.upload(screen.getByTestId('archivo'), archivo());
        const xhr = XhrFalso.enviadas[0];
        expect(xhr.url).toBe('/api/v1/productos/importaciones/?confirmar=false');
        expect(xhr.cabeceras.Authorization).toBe('Bearer tok-1');
        expect((xhr.cuerpo?.get('archivo') as File).name).toBe('catalogo.csv');
        xhr.progreso(45, 100);
        expect(screen.getByText('Subiendo el archivo... 45 %')).toBeInTheDocument();
        expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
        act(() => xhr.upload.onload?.());
        expect(screen.getByText('Revisando el archivo...')).toBeInTheDocument();
        xhr.responder(200, vista({ errores: [{ fila: 4, columna: 'precio_venta', mensaje: 'El precio de venta debe ser positivo.' }, { fila: 9, columna: null, mensaje: 'Falta el SKU.' }], avisos: ["No se reconoce la columna 'color': se ignorará."] }));
        expect(await screen.findByText('Variantes nuevas: 120 (90 productos nuevos)')).toBeInTheDocument();
        expect(screen.getByText('Variantes que se actualizan: 880')).toBeInTheDocument();
        expect(screen.getByText('Categorías nuevas: Bebidas')).toBeInTheDocument();
        expect(screen.getByText("No se reconoce la columna 'color': se ignorará.")).toBeInTheDocument();
        const tabla = screen.getByRole('table', { name: /Filas con errores: 2/ });
        expect(within(tabla).getAllByRole('row').slice(1).map((f) => within(f).getAllByRole('cell').map((c) => c.textContent))).toEqual([
            ['4', 'Precio de venta', 'El precio de venta debe ser positivo.'],
            ['9', '', 'Falta el SKU.'],
        ]);
        expect(importar()).toBeDisabled();
    });

    it('imports a clean file with confirmar=true and says what it did', async () => {
        abrir();
        await screen.findByRole('button', { name: /Elegir archivo/ }, { timeout: 20_000 });
        await userEvent.upload(screen.getByTestId('archivo'), archivo('catalogo.xlsx'));
        XhrFalso.enviadas[0].responder(200, vista());
        expect(await screen.findByText('Sin errores: el archivo se puede importar.')).toBeInTheDocument();
        await waitFor(() => expect(importar()).toBeEnabled());
        await userEvent.click(importar());
        const confirmada = XhrFalso.enviadas[1];
        expect(confirmada.url).toBe('/api/v1/productos/importaciones/?confirmar=true');
        act(() => confirmada.upload.onload?.());
        expect(screen.getByText('Importando el catálogo...')).toBeInTheDocument();
        // The bar is named by that line too (it said 'Revisando el archivo...' while importing).
        expect(screen.getByRole('progressbar', { name: 'Importando el catálogo...' })).toBeInTheDocument();
        // Counts as every screen writes them ('12,345', not '12345').
        confirmada.responder(200, vista({ confirmado: true, crear: 12_345, actualizar: 1_880 }));
        expect(await screen.findByText('Catálogo importado: 12,345 variantes nuevas y 1,880 actualizadas.')).toBeInTheDocument();
        // One h1: the app bar's title (the card repeated it).
        expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Importar catálogo']);
    });

    it('shows the rows a confirmed import refused (422) and imports nothing', async () => {
        abrir();
        await screen.findByRole('button', { name: /Elegir archivo/ }, { timeout: 20_000 });
        await userEvent.upload(screen.getByTestId('archivo'), archivo());
        XhrFalso.enviadas[0].responder(200, vista());
        await waitFor(() => expect(importar()).toBeEnabled());
        await userEvent.click(importar());
        XhrFalso.enviadas[1].responder(422, { detail: [{ loc: ['body', 'archivo', 12, 'sku'], msg: "El SKU 'A-1' ya aparece en la fila 3 del archivo.", type: 'value_error' }] });
        const tabla = await screen.findByRole('table', { name: /Filas con errores: 1/ });
        expect(within(tabla).getByText("El SKU 'A-1' ya aparece en la fila 3 del archivo.")).toBeInTheDocument();
        expect(importar()).toBeDisabled();
    });

    it('keeps choosing a file off for who may not write products', async () => {
        abrir(['productos:leer']);
        await screen.findByRole('button', { name: /Elegir archivo/ }, { timeout: 20_000 });
        await waitFor(() => expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeDisabled());
    });
});
