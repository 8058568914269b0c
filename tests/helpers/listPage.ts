import { screen, waitFor, within } from '@testing-library/react';
import { expect, type Mock } from 'vitest';
import { jsonResponse } from './fetchStub';

/** A list answer as the server sends it: the page as a JSON array and the total in X-Total-Count. */
export const listAnswer = (rows: unknown[], total = rows.length): Response =>
    jsonResponse(rows, { headers: { 'X-Total-Count': String(total) } });

/**
 * A dialog opened by `abrir` is at its own address, `en`, and the browser's Back closes it, back to
 * `vuelta` (spec §4 Modals, src/common/useDialogRoute.ts).
 */
export const dialogoEnSuDireccion = async (abrir: () => Promise<unknown>, en: string, vuelta: string) => {
    await abrir();
    expect(window.location.pathname).toBe(en);
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe(vuelta);
};

/** The server's refusal with a detail (409 in use, 404…). */
export const detailAnswer = (status: number, detail: string): Response => jsonResponse({ detail }, { status });

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** The calls made so far with `method` to `pathname` (query string aside), oldest first. */
export const callsTo = (fetchMock: FetchMock, method: string, pathname: string) =>
    fetchMock.mock.calls
        .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: init ?? {} }))
        // With or without the trailing slash: the server treats both alike.
        .filter(({ url, init }) => (init.method ?? 'GET') === method && url.pathname.replace(/\/$/, '') === pathname.replace(/\/$/, ''));

/** The JSON body of a call. */
export const bodyOf = (call: { init: RequestInit }) => JSON.parse(String(call.init.body));

/** The header texts of the list's table. */
export const columnHeaders = () => within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent?.trim());

/** The row of the table holding `text`. */
export const rowOf = (text: string) => {
    // The table's own cells: the same words may name a sidebar link too ('Empresa').
    const rows = screen.getAllByText(text).flatMap((e) => e.closest('tr') ?? []);
    if (rows.length !== 1) throw new Error(`${rows.length} table rows hold "${text}"`);
    return rows[0];
};

/** The line of a phone's list holding `text`: the link or button a tap on it works (src/common/LineaTelefono.tsx). */
export const lineaDe = (text: string) => {
    const linea = screen.getByText(text).closest<HTMLElement>('a, [role="button"]');
    if (!linea) throw new Error(`No list line holds "${text}"`);
    return linea;
};

/** The whole phone line (a `li`) holding `text`, with the buttons it carries below its text. */
export const lineaCon = (text: string) => {
    const linea = screen.getByText(text).closest('li');
    if (!linea) throw new Error(`No phone line holds "${text}"`);
    return linea;
};
