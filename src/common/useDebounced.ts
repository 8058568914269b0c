import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms`: what a search box sends (spec §9). */
export const useDebounced = <T,>(value: T, ms: number): T => {
    const [debounced, setDebounced] = useState(value);
    useEffect(() => {
        const timer = setTimeout(() => setDebounced(value), ms);
        return () => clearTimeout(timer);
    }, [value, ms]);
    return debounced;
};

/** Spec §9: every search waits for a 500 ms pause. */
export const DEBOUNCE_MS = 500;
