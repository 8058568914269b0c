/** The receipt printers a shop has: 58 mm and 80 mm paper rolls, printable width a little less. */
export const ANCHOS = { '58': { papel: '58mm', contenido: '48mm' }, '80': { papel: '80mm', contenido: '72mm' } } as const;
export type Ancho = keyof typeof ANCHOS;

export const CLASE_TICKET = 'sipv-ticket';

/** A receipt's height on screen, in CSS pixels, as the millimetres of paper it takes (a little spare); null before it has one. */
export const milimetrosDeAlto = (px: number): number | null => (px > 0 ? Math.ceil((px * 25.4) / 96) + 2 : null);

/** The copy of the receipt that prints: a child of <body>, shown only in print. */
export const CLASE_IMPRESO = 'sipv-ticket-impreso';

/**
 * Print CSS for the chosen paper: the page is the roll's width by the receipt's own length
 * (`altoMm`, measured on screen, where the receipt has its printed geometry: CSS has no page
 * 'as long as its content', and '58mm auto' is invalid, so the browser dropped the size and
 * printed on Letter). The printed document is the receipt's copy alone, every other child of
 * <body> (the app, dialogs, notifications) out of the flow: merely hidden, the app's full-height
 * layout went on to a second, blank page. Emotion injects it as a <style> element, which the CSP
 * allows (style-src 'unsafe-inline').
 */
export const estilosDeImpresion = (ancho: Ancho, altoMm: number | null) => ({
    '@page': { ...(altoMm === null ? {} : { size: `${ANCHOS[ancho].papel} ${altoMm}mm` }), margin: '0' },
    [`.${CLASE_IMPRESO}`]: { display: 'none' },
    '@media print': {
        'html, body': { margin: '0 !important', padding: '0 !important', background: '#fff' },
        [`body > :not(.${CLASE_IMPRESO})`]: { display: 'none !important' },
        [`body > .${CLASE_IMPRESO}`]: { display: 'block' },
        [`.${CLASE_IMPRESO} .${CLASE_TICKET}`]: { margin: '0 !important', outline: 'none !important' },
    },
});
