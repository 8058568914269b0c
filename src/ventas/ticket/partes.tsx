import { Box, Divider } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { ANCHOS, type Ancho, CLASE_TICKET } from './ticketPrint';

/** A receipt's row: a text at the left, an amount at the right that never wraps. */
export const Fila = ({ izquierda, derecha, fuerte }: { izquierda: string; derecha: string; fuerte?: boolean }) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: fuerte ? 700 : 400 }}>
        <span>{izquierda}</span>
        <span style={{ whiteSpace: 'nowrap' }}>{derecha}</span>
    </Box>
);

/** The dashed rule between a receipt's parts. */
export const Separador = () => <Divider sx={{ my: 1, borderStyle: 'dashed', borderColor: '#000' }} />;

/**
 * The paper a receipt is printed on (a sale's ticket, a credit note): the roll's printable width,
 * black on white, monospace. The printed geometry on screen too (the page's length is measured
 * here): the preview's frame is an outline, which takes no room.
 */
export const Hoja = ({ ancho, titulo, ref, children }: { ancho: Ancho; titulo: string; ref?: Ref<HTMLElement>; children: ReactNode }) => (
    <Box
        component="article"
        ref={ref}
        className={CLASE_TICKET}
        aria-label={titulo}
        data-ancho={ancho}
        sx={{
            width: ANCHOS[ancho].contenido,
            bgcolor: '#fff',
            color: '#000',
            py: '2mm',
            m: '3mm',
            outline: '1px dashed #999',
            outlineOffset: '3mm',
            fontFamily: 'monospace',
            fontSize: ancho === '58' ? '9pt' : '10pt',
            lineHeight: 1.3,
        }}
    >
        {children}
    </Box>
);

/**
 * The shop's own text on its receipts (/configuracion: the header under its name, the footer at
 * the end), line by line as typed, centred; nothing while the settings load or when none is set.
 */
export const TextoDeLaTienda = ({ texto, testId }: { texto: string | null | undefined; testId: string }) =>
    texto ? (
        <Box data-testid={testId} sx={{ textAlign: 'center', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {texto}
        </Box>
    ) : null;
