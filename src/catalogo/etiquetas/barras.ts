// Only the two encoders and the SVG drawing, never bwip-js's `toSVG`: that one looks the
// symbology up by name among all hundred, so the bundle kept every encoder (180 kB brotli
// against 47 kB for these). This module is only imported by the label screen's chunk.
import { code128, drawingSVG, ean13 } from 'bwip-js/browser';
import { GEOMETRIAS, type Formato } from './formatos';
import { type Simbologia, simbologiaDe } from './simbologia';

/** A SKU's bars, drawn: the SVG markup and how many modules (narrowest bars) wide it is, quiet zones included. */
export interface Barras {
    simbologia: Simbologia;
    svg: string;
    modulos: number;
}

/*
 * Drawn at one unit per module with the symbology's quiet zones (Code 128: 10 modules each side;
 * EAN-13: 11 left, 7 right) and without bwip-js's human-readable text: the label prints the SKU
 * as its own text under the bars. That lets the SVG stretch to the label's width
 * (preserveAspectRatio none): every bar and space widens by the same factor, so the code reads
 * the same, and its modules are as wide as the label allows.
 */
const OPCIONES: Record<Simbologia, object> = {
    code128: { paddingwidth: 10 },
    ean13: { paddingleft: 11, paddingright: 7 },
};
const DIBUJAR = { code128, ean13 };

/** The bars of `sku`, or null when no barcode carries it (simbologia.ts) or bwip-js refuses it. */
export const dibujarBarras = (sku: string): Barras | null => {
    const simbologia = simbologiaDe(sku);
    if (!simbologia) return null;
    try {
        const svg = DIBUJAR[simbologia]({ bcid: simbologia, text: sku, scale: 1, height: 10, ...OPCIONES[simbologia] }, drawingSVG());
        const modulos = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)?.[1] ?? 0);
        // Without the whitespace between its tags: a sheet holds dozens of copies, and a label's text is its own.
        const limpio = svg.replace(/>\s+</g, '><').trim();
        return { simbologia, svg: limpio.replace('<svg ', '<svg preserveAspectRatio="none" focusable="false" aria-hidden="true" '), modulos };
    } catch {
        return null;
    }
};

/**
 * Whether the bars would print too thin on this paper to be read: each module narrower than its
 * printer makes reliably (a 203 dpi thermal roll needs two dots, 0.25 mm; a sheet's laser or
 * inkjet printer about 0.19 mm, 7.5 mil). A long SKU on the roll is the usual case.
 */
export const barrasMuyFinas = (barras: Barras, formato: Formato): boolean =>
    barras.modulos > 0 && GEOMETRIAS[formato].anchoUtilMm / barras.modulos < GEOMETRIAS[formato].moduloMinimoMm;
