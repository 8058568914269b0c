import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEBOUNCE_MS } from './useDebounced';

/** The values of `claves` in the query string; an absent or empty one is left out. */
export type FiltrosEnUrl<K extends string> = Partial<Record<K, string>>;

/**
 * A custom screen's filters and page kept in the URL's query string, as react-admin keeps its
 * lists' (`?tipo=ingreso&page=2`): a reload (F5), a link or Back opens the screen as it was, its
 * fields showing what the list is filtered by. `poner` writes the keys given (undefined or '' takes
 * one out) and leaves the others; each change is a history entry, as in react-admin's lists.
 */
export const useFiltrosEnUrl = <K extends string>(claves: readonly K[]) => {
    const [params, setParams] = useSearchParams();
    const clave = claves.join();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the keys are read through their joined text (an inline array is new each render).
    const valores = useMemo(() => {
        const leidos: FiltrosEnUrl<K> = {};
        for (const c of clave.split(',') as K[]) {
            const valor = params.get(c);
            if (valor) leidos[c] = valor;
        }
        return leidos;
    }, [params, clave]);
    const poner = useCallback(
        (cambios: Partial<Record<K, string | undefined>>) =>
            setParams((previos) => {
                for (const [c, valor] of Object.entries(cambios) as [K, string | undefined][]) {
                    if (valor) previos.set(c, valor);
                    else previos.delete(c);
                }
                return previos;
            }),
        [setParams],
    );
    return [valores, poner] as const;
};

/**
 * A typed filter's text box (a search, a category): it starts from the URL's value and follows it
 * when that changes from outside (cleared, Back, a link), and writes its trimmed text there once
 * typing pauses (spec §9: 500 ms), so the list is asked once per pause.
 */
export const useTextoDeFiltro = (enUrl: string | undefined, poner: (valor: string | undefined) => void, ms = DEBOUNCE_MS) => {
    const [texto, setTexto] = useState(enUrl ?? '');
    const [visto, setVisto] = useState(enUrl);
    if (enUrl !== visto) {
        setVisto(enUrl);
        if ((texto.trim() || undefined) !== enUrl) setTexto(enUrl ?? '');
    }
    // The latest writer, without restarting the pause when the caller's function is new.
    const escribir = useRef(poner);
    useEffect(() => {
        escribir.current = poner;
    });
    useEffect(() => {
        const valor = texto.trim() || undefined;
        if (valor === enUrl) return;
        const timer = setTimeout(() => escribir.current(valor), ms);
        return () => clearTimeout(timer);
    }, [texto, enUrl, ms]);
    return [texto, setTexto] as const;
};
