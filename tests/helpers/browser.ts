import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { IDENTIFICADOR } from '../../src/common/identificador.js';
import { CHROMIUM, chromiumAvailable, E2E_REQUIRED } from './chromium.js';

// Without the background-networking flags Chromium keeps dialling out on a closed network.
const FLAGS = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
];

export const baseUrl = () => inject('baseUrl');

/** One Chromium per test file; each test gets a fresh context (empty storage) and page, in `locale` (es-MX unless a test says). */
export function useBrowser({ locale = 'es-MX' }: { locale?: string } = {}) {
    let browser: Browser;
    let context: BrowserContext;
    const state = {} as { page: Page };
    let cspViolations: string[] = [];
    let archivosFaltantes: string[] = [];

    // A newcomer without Chromium still runs every other layer: the journeys are skipped (the
    // summary says how to install it). CI sets SIPV_E2E_REQUIRED=1, where a missing browser fails.
    if (!chromiumAvailable() && !E2E_REQUIRED) {
        beforeEach((ctx) => ctx.skip());
        return state;
    }

    beforeAll(async () => {
        if (!chromiumAvailable()) throw new Error(`No se encontró Chromium en ${CHROMIUM} (apt-get install -y chromium)`);
        browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    });
    afterAll(async () => {
        await browser?.close();
    });
    beforeEach(async () => {
        context = await browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1366, height: 850 } });
        context.setDefaultTimeout(10_000);
        state.page = await context.newPage();
        // Any English text or crash in the console is a failure worth seeing.
        state.page.on('pageerror', (err) => console.error('[pageerror]', err.message));
        // The server's Content-Security-Policy must hold for the whole app: a refused script or
        // style is a failure of the test that caused it.
        cspViolations = [];
        state.page.on('console', (msg) => {
            if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
        });
        // Every file the page asks the server for (scripts, styles, the icon) exists: only the
        // API answers 4xx on purpose.
        archivosFaltantes = [];
        state.page.on('response', (res) => {
            const url = new URL(res.url());
            if (url.origin === new URL(baseUrl()).origin && !url.pathname.startsWith('/api/') && res.status() >= 400) archivosFaltantes.push(`${res.status()} ${url.pathname}`);
        });
    });
    afterEach(async (ctx) => {
        if (ctx.task.result?.state === 'fail') {
            fs.mkdirSync('.tmp/e2e', { recursive: true });
            await state.page.screenshot({ path: `.tmp/e2e/${ctx.task.name.replace(/\W+/g, '_')}.png`, fullPage: true }).catch(() => {});
        }
        await context?.close();
        expect(cspViolations, 'violaciones de la política de seguridad de contenido').toEqual([]);
        expect(archivosFaltantes, 'archivos que el servidor no tiene').toEqual([]);
    });
    return state;
}

/** Logs in through the form, as a person would. */
export async function login(page: Page, username: string, password: string) {
    await page.goto('/login');
    await page.getByPlaceholder('Usuario').fill(username);
    await page.getByPlaceholder('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
}

/**
 * A call to the API with the session the browser holds: how a journey sets the scene (products,
 * customers, a sale) that the screens then work on.
 */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').token as string);
    const res = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}`, ...headers } });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
}

/**
 * The logged-in user's open cash session, opened with `fondo` when none is (the demo shop sells
 * only inside one: caja_obligatoria, else the till asks 'Abrir Caja' on arrival and a sale is a
 * 409 'Debe abrir la caja antes de vender.'); its id. Call it before going to the till or selling.
 */
export async function abrirCaja(page: Page, fondo = '500.00'): Promise<number> {
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').token as string);
    const actual = await page.request.get('/api/v1/caja/sesiones/actual', { headers: { Authorization: `Bearer ${token}` } });
    if (actual.ok()) return ((await actual.json()) as { id: number }).id;
    if (actual.status() !== 404) throw new Error(`GET /api/v1/caja/sesiones/actual: ${actual.status()} ${await actual.text()}`);
    return (await api<{ id: number }>(page, 'POST', '/api/v1/caja/sesiones/', { fondo_inicial: fondo })).id;
}

/** A product of the demo shop as the API answers it: its id and its one variant's id and stock. */
export interface ProductoCreado {
    id: number;
    variantes: { id: number; stock: number }[];
}

/**
 * A fresh one-variant product of the demo shop, in its first category and of its first supplier
 * unless `proveedor_id` says which, at the company's default taxes unless `iva`/`ieps` say which. Journeys share the demo shop and check its lists for words cut,
 * so name it as a shop would, without a hyphenated code in the name.
 */
export async function productoNuevo(
    page: Page,
    p: { nombre: string; sku: string; precio_venta: string; costo_compra?: string; stock: number; proveedor_id?: number; iva?: string; ieps?: string | null },
): Promise<ProductoCreado> {
    const [categoria] = await api<{ id: number }[]>(page, 'GET', '/api/v1/categorias/?limit=1');
    const proveedorId = p.proveedor_id ?? (await api<{ id: number }[]>(page, 'GET', '/api/v1/proveedores/?limit=1'))[0].id;
    return api<ProductoCreado>(page, 'POST', '/api/v1/productos/plantillas/', {
        nombre: p.nombre,
        descripcion: null,
        categoria_id: categoria.id,
        proveedor_id: proveedorId,
        variantes: [{ sku: p.sku, precio_venta: p.precio_venta, costo_compra: p.costo_compra ?? '10.00', stock: p.stock, valores_ids: [] }],
        // Left out, the company's default taxes (IVA 16 % in the demo).
        ...(p.iva === undefined ? {} : { iva: p.iva }),
        ...(p.ieps === undefined ? {} : { ieps: p.ieps }),
    });
}

/**
 * What a screen of `width` pixels cuts off: a page that scrolls sideways, or a button, link,
 * field or cell hidden past the edge of a box that clips it (`overflow: hidden`, a card) rather
 * than scrolls it. Empty when everything is on screen or within reach of a scroll.
 */
export async function recortes(page: Page, width: number): Promise<string[]> {
    const antes = page.viewportSize();
    await page.setViewportSize({ width, height: 768 });
    try {
        // The layout settles after the resize (media queries, then the tables' widths).
        await page.waitForTimeout(200);
        return await page.evaluate(() => {
            const fuera: string[] = [];
            const { scrollWidth, clientWidth } = document.documentElement;
            if (scrollWidth > clientWidth) fuera.push(`la página se desplaza de lado: ${scrollWidth} > ${clientWidth}`);
            for (const el of Array.from(document.querySelectorAll('main button, main a, main input, main td, main th'))) {
                const caja = el.getBoundingClientRect();
                if (caja.width === 0) continue;
                let padre = el.parentElement;
                while (padre && getComputedStyle(padre).overflowX === 'visible') padre = padre.parentElement;
                if (padre && getComputedStyle(padre).overflowX === 'hidden' && caja.right > padre.getBoundingClientRect().right + 1) {
                    fuera.push(`${el.tagName.toLowerCase()} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}»`);
                }
            }
            return fuera;
        });
    } finally {
        if (antes) await page.setViewportSize(antes);
    }
}

/**
 * How an element's text is laid out: on how many lines, and which of its words are cut across
 * two (a name broken mid-word, a SKU broken at its hyphens) by a column too narrow for them;
 * text inside `salvo` (a selector) is not read.
 */
export function comoSeLee(locator: Locator, salvo?: string): Promise<{ lineas: number; partidas: string[] }> {
    return locator.evaluate((el, salvo) => {
        const bases: number[] = [];
        const partidas: string[] = [];
        const textos = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let nodo = textos.nextNode(); nodo; nodo = textos.nextNode()) {
            if (salvo && nodo.parentElement?.closest(salvo)) continue;
            const texto = nodo.textContent ?? '';
            for (const m of texto.matchAll(/\S+/g)) {
                const rango = document.createRange();
                rango.setStart(nodo, m.index);
                rango.setEnd(nodo, m.index + m[0].length);
                const cajas = Array.from(rango.getClientRects()).filter((c) => c.width > 0);
                if (new Set(cajas.map((c) => Math.round(c.top))).size > 1) partidas.push(m[0]);
                for (const c of cajas) bases.push(c.bottom);
            }
        }
        // One line per group of baselines within a few pixels of each other (spans of one line differ by a pixel or so).
        const lineas = bases.sort((a, b) => a - b).filter((b, i, todas) => i === 0 || b - todas[i - 1] > 4).length;
        return { lineas, partidas };
    }, salvo);
}

/**
 * The words a list cuts in two at `width` (1024 px, a tablet): none should be ('Construccio/nes',
 * an RFC, a SKU at its hyphens). Emails and usernames are left out: codes, not words, they may
 * break when the list has no other room (src/common/correo.tsx). The page keeps the size it had.
 */
export async function palabrasPartidas(page: Page, width = 1024): Promise<string[]> {
    const antes = page.viewportSize();
    await page.setViewportSize({ width, height: 768 });
    try {
        const cuerpo = page.locator('main tbody').first();
        await cuerpo.locator('tr').first().waitFor();
        await page.waitForTimeout(200);
        return (await comoSeLee(cuerpo, `td.${IDENTIFICADOR}`)).partidas;
    } finally {
        if (antes) await page.setViewportSize(antes);
    }
}
