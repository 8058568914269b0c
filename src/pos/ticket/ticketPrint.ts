/** The receipt printers a shop has: 58 mm and 80 mm paper rolls, printable width a little less. */
export const ANCHOS = { '58': { papel: '58mm', contenido: '48mm' }, '80': { papel: '80mm', contenido: '72mm' } } as const;
export type Ancho = keyof typeof ANCHOS;

export const CLASE_TICKET = 'sipv-ticket';

/**
 * Print CSS for the chosen paper: the page is the roll's width (its length is the receipt's), and
 * only the receipt prints — the app bar, sidebar and the screen's own buttons are hidden. Emotion
 * injects it as a <style> element, which the CSP allows (style-src 'unsafe-inline').
 */
export const estilosDeImpresion = (ancho: Ancho) => ({
    '@page': { size: `${ANCHOS[ancho].papel} auto`, margin: '0' },
    '@media print': {
        'body *': { visibility: 'hidden' },
        [`.${CLASE_TICKET}, .${CLASE_TICKET} *`]: { visibility: 'visible' },
        [`.${CLASE_TICKET}`]: {
            position: 'absolute',
            left: 0,
            top: 0,
            margin: '0 !important',
            padding: '2mm 0 !important',
            boxShadow: 'none !important',
            border: 'none !important',
            width: `${ANCHOS[ancho].contenido} !important`,
        },
        '.sipv-no-imprimir': { display: 'none !important' },
    },
});
