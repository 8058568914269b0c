import { vi } from 'vitest';

/**
 * A screen `px` wide, as CSS media queries see it (jsdom has none, so MUI's useMediaQuery always
 * says no): a width query — `(max-width:599.95px)`, `(min-width:900px)` — answers for `px`, and
 * any other (`prefers-color-scheme`…) does not match. Unstubbed after each test (uiSetup.ts).
 */
export const conPantallaDe = (px: number) => {
    const cumple = (query: string) => {
        const condiciones = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
        return condiciones.length > 0 && condiciones.every(([, tipo, valor]) => (tipo === 'min' ? px >= Number(valor) : px <= Number(valor)));
    };
    vi.stubGlobal('matchMedia', (query: string) => ({
        matches: cumple(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
    }));
};

/** A phone held upright. */
export const TELEFONO = 390;
