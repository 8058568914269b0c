import { type Formato, GEOMETRIAS } from './formatos';

/** The copy of the labels that prints: a child of <body>, shown only in print (as the ticket's, src/ventas/ticket/ticketPrint.ts). */
export const CLASE_IMPRESO = 'sipv-etiquetas-impreso';
/** One page of labels: a sheet, or one label of the roll. */
export const CLASE_PAGINA = 'sipv-etiquetas-pagina';

/**
 * Print CSS for the paper: the page is the sheet or the roll's label, without the browser's
 * margins (the sheet's own margins are the page's padding, so they do not depend on the print
 * dialog's settings), one page of labels per printed page, and nothing printed but the labels'
 * copy: the app hidden in place would still take a second, blank page (see the ticket's).
 */
export const estilosDeImpresion = (formato: Formato) => {
    const { pagina } = GEOMETRIAS[formato];
    return {
        '@page': { size: `${pagina.ancho} ${pagina.alto}`, margin: '0' },
        [`.${CLASE_IMPRESO}`]: { display: 'none' },
        '@media print': {
            'html, body': { margin: '0 !important', padding: '0 !important', background: '#fff' },
            [`body > :not(.${CLASE_IMPRESO})`]: { display: 'none !important' },
            [`body > .${CLASE_IMPRESO}`]: { display: 'block' },
            [`.${CLASE_IMPRESO} .${CLASE_PAGINA}`]: { breakAfter: 'page', boxShadow: 'none !important', outline: 'none !important', margin: '0 !important' },
            [`.${CLASE_IMPRESO} .${CLASE_PAGINA}:last-child`]: { breakAfter: 'auto' },
        },
    };
};
