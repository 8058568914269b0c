import { useRef } from 'react';
import type { EtiquetaLeida } from '../../../contracts/bascula';
import type { InventarioFila } from '../../../contracts/inventario';

/**
 * What a scan found: a variant (with the scale label it came from, if any: contracts/bascula.ts),
 * an unknown SKU (or a label's unknown product code), a text refused before any lookup (a label
 * whose check digit is wrong), or a failed lookup.
 */
export type ResultadoEscaneo =
    | { tipo: 'encontrado'; fila: InventarioFila; etiqueta?: EtiquetaLeida }
    | { tipo: 'desconocido'; sku: string; etiqueta?: EtiquetaLeida }
    | { tipo: 'rechazado'; mensaje: string }
    | { tipo: 'error'; error: unknown };

/** A lookup: the row found (or undefined), or a result of its own (a scale label's). */
type Buscar = (sku: string) => Promise<InventarioFila | ResultadoEscaneo | undefined>;

const esResultado = (r: InventarioFila | ResultadoEscaneo): r is ResultadoEscaneo => 'tipo' in r;
type Aplicar = (resultado: ResultadoEscaneo) => void;

/**
 * Barcode scans (CONVENTIONS §2: a scanner types a SKU and Enter). Each scan's lookup starts at
 * once, so a burst of scans costs one round trip rather than one each, but their results are
 * applied strictly in scan order: a second scan answered before the first never jumps the queue,
 * and none is dropped, whatever fails.
 */
export const colaDeEscaneo = (callbacks: () => { buscar: Buscar; aplicar: Aplicar }) => {
    let cola: Promise<void> = Promise.resolve();
    return (sku: string): Promise<void> => {
        const respuesta: Promise<ResultadoEscaneo> = callbacks()
            .buscar(sku)
            .then(
                (fila) => (fila === undefined ? { tipo: 'desconocido', sku } : esResultado(fila) ? fila : { tipo: 'encontrado', fila }),
                (error: unknown) => ({ tipo: 'error', error }),
            );
        cola = cola.then(async () => callbacks().aplicar(await respuesta));
        return cola;
    };
};

/** The queue for a screen: no state changes while a lookup is in flight (no spinner between scans). */
export const useEscaner = (buscar: Buscar, aplicar: Aplicar) => {
    // The latest callbacks, so a scan answered after a re-render applies to the current cart.
    const actual = useRef({ buscar, aplicar });
    actual.current = { buscar, aplicar };
    const escanear = useRef<ReturnType<typeof colaDeEscaneo> | null>(null);
    escanear.current ??= colaDeEscaneo(() => actual.current);
    return escanear.current;
};
