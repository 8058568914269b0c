import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { PNG } from 'pngjs';

/*
 * A label's barcode read back as a scanner would (issue 35 item 6): zxing over grey levels, from a
 * screenshot's PNG (the e2e journey) or from bwip-js's SVG drawn into pixels (the unit tests).
 */

export interface Lectura {
    texto: string;
    formato: 'code128' | 'ean13' | string;
}

const FORMATOS: Partial<Record<BarcodeFormat, string>> = { [BarcodeFormat.CODE_128]: 'code128', [BarcodeFormat.EAN_13]: 'ean13' };

/** The one barcode in an image of grey levels (0 black … 255 white), row by row; throws when none reads. */
export function decodificar(luminancias: Uint8ClampedArray, ancho: number, alto: number): Lectura {
    const lector = new MultiFormatReader();
    const pistas = new Map<DecodeHintType, unknown>([
        [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128, BarcodeFormat.EAN_13]],
        [DecodeHintType.TRY_HARDER, true],
    ]);
    const resultado = lector.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminancias, ancho, alto))), pistas);
    const formato = resultado.getBarcodeFormat();
    return { texto: resultado.getText(), formato: FORMATOS[formato] ?? String(formato) };
}

/** A PNG (a screenshot) as grey levels, its transparency over white. */
export function luminanciasDePng(png: Buffer): { luminancias: Uint8ClampedArray; ancho: number; alto: number } {
    const { data, width, height } = PNG.sync.read(png);
    const luminancias = new Uint8ClampedArray(width * height);
    for (let i = 0; i < width * height; i += 1) {
        const [r, g, b, a] = [data[4 * i], data[4 * i + 1], data[4 * i + 2], data[4 * i + 3] / 255];
        luminancias[i] = (0.299 * r + 0.587 * g + 0.114 * b) * a + 255 * (1 - a);
    }
    return { luminancias, ancho: width, alto: height };
}

/**
 * bwip-js's SVG of a linear code (vertical strokes `M x y1 L x y2`, each path one stroke width)
 * drawn at `escala` pixels per unit with a white margin: what a printer makes of it, without a browser.
 */
export function pixelesDeSvg(svg: string, escala = 3, alto = 24): { luminancias: Uint8ClampedArray; ancho: number; alto: number } {
    const ancho0 = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1]);
    const margen = 10 * escala;
    const ancho = Math.ceil(ancho0 * escala) + 2 * margen;
    const fila = new Uint8ClampedArray(ancho).fill(255);
    for (const [, grosor, d] of svg.matchAll(/stroke-width="([\d.]+)" d="([^"]+)"/g)) {
        for (const [, x] of d.matchAll(/M([\d.]+) [\d.]+L[\d.]+ [\d.]+/g)) {
            const desde = Math.round((Number(x) - Number(grosor) / 2) * escala) + margen;
            const hasta = Math.round((Number(x) + Number(grosor) / 2) * escala) + margen;
            fila.fill(0, desde, hasta);
        }
    }
    const luminancias = new Uint8ClampedArray(ancho * alto);
    for (let y = 0; y < alto; y += 1) luminancias.set(fila, y * ancho);
    return { luminancias, ancho, alto };
}
