import { Box } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../common/money';
import type { Barras } from './barras';
import type { Elegida } from './elegidas';
import { CLASE_PAGINA } from './impresion';
import { type Formato, GEOMETRIAS, recortarNombre } from './formatos';
import './textos';

/** The bars as drawn by bwip-js (barras.ts), named for a screen reader by the SKU they carry. */
export const CodigoDeBarras = ({ barras, sku }: { barras: Barras; sku: string }) => {
    const translate = useTranslate();
    return (
        <Box
            role="img"
            aria-label={translate('resources.etiquetas.codigo_de', { sku })}
            data-simbologia={barras.simbologia}
            // Our own markup from bwip-js: paths only, nothing the SKU's text could inject into.
            dangerouslySetInnerHTML={{ __html: barras.svg }}
            sx={{ flex: 1, minHeight: 0, '& svg': { display: 'block', width: '100%', height: '100%' } }}
        />
    );
};

/** Sizes of text per paper, in points (what a printer keeps). */
const LETRA = { rollo: { nombre: '9pt', precio: '14pt', sku: '8pt' }, hoja: { nombre: '7pt', precio: '10pt', sku: '6.5pt' } } as const;

/**
 * One label: the product's name (cut to fit), its price (per kilogram, litre or metre for what is
 * sold so), the SKU's bars and the SKU as text. Measured in the paper's own units: on screen it is
 * the printed size too. Memoised: a sheet repeats the same label dozens of times.
 */
export const Etiqueta = memo(({ elegida, barras, formato }: { elegida: Elegida; barras: Barras | null; formato: Formato }) => {
    const translate = useTranslate();
    const g = GEOMETRIAS[formato];
    const letra = LETRA[formato];
    const precio = formatMoney(elegida.precio);
    const rollo = formato === 'rollo';
    return (
        <Box
            data-testid="etiqueta"
            sx={{ width: g.etiqueta.ancho, height: g.etiqueta.alto, p: g.relleno, boxSizing: 'border-box', overflow: 'hidden', display: 'flex', flexDirection: 'column', bgcolor: '#fff', color: '#000', fontFamily: 'Arial, Helvetica, sans-serif', lineHeight: 1.15 }}
        >
            <Box sx={{ display: 'flex', flexDirection: rollo ? 'column' : 'row', alignItems: rollo ? 'stretch' : 'flex-start', gap: rollo ? 0 : '0.06in' }}>
                <Box sx={{ flex: 1, minWidth: 0, fontSize: letra.nombre, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
                    {recortarNombre(elegida.nombre, g.nombreMaximo)}
                </Box>
                <Box sx={{ fontSize: letra.precio, fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {elegida.unidad === 'pieza' ? precio : translate('resources.etiquetas.precio_unidad', { precio, unidad: elegida.unidad })}
                </Box>
            </Box>
            <Box sx={{ flex: 1, minHeight: 0, display: 'flex', mt: rollo ? '1.5mm' : '0.03in' }}>{barras && <CodigoDeBarras barras={barras} sku={elegida.sku} />}</Box>
            <Box sx={{ mt: '0.4mm', fontSize: letra.sku, fontFamily: 'Consolas, "DejaVu Sans Mono", monospace', textAlign: 'center', letterSpacing: '0.05em', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {elegida.sku}
            </Box>
        </Box>
    );
});

/** One page of labels in the paper's grid: a letter sheet (3 × 10) or one label of the roll; null, a place left blank (already used). */
export const PaginaDeEtiquetas = ({ etiquetas, barras, formato }: { etiquetas: readonly (Elegida | null)[]; barras: ReadonlyMap<string, Barras | null>; formato: Formato }) => {
    const g = GEOMETRIAS[formato];
    return (
        <Box
            className={CLASE_PAGINA}
            sx={{
                width: g.pagina.ancho,
                height: g.pagina.alto,
                p: g.margen,
                boxSizing: 'border-box',
                bgcolor: '#fff',
                display: 'grid',
                gridTemplateColumns: `repeat(${g.columnas}, ${g.etiqueta.ancho})`,
                gridAutoRows: g.etiqueta.alto,
                columnGap: g.separacion,
                alignContent: 'start',
                overflow: 'hidden',
            }}
        >
            {etiquetas.map((e, i) =>
                // biome-ignore lint/suspicious/noArrayIndexKey: copies of one label are the same label; its place is its identity.
                e ? <Etiqueta key={i} elegida={e} barras={barras.get(e.sku) ?? null} formato={formato} /> : <Box key={i} data-testid="etiqueta-usada" />,
            )}
        </Box>
    );
};
