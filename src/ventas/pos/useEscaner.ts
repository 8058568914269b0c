import { useRef } from 'react';
import type { InventarioFila } from '../../../contracts/inventario';

export type ResultadoEscaneo = { tipo: 'encontrado'; fila: InventarioFila } | { tipo: 'desconocido'; sku: string } | { tipo: 'error'; error: unknown };

type Buscar = (sku: string) => Promise<InventarioFila | undefined>;
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
                (fila) => (fila ? { tipo: 'encontrado', fila } : { tipo: 'desconocido', sku }),
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
