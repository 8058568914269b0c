import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (spec §9: the POS searches wait 500 ms). */
export const useDebounced = <T,>(value: T, ms: number): T => {
    const [debounced, setDebounced] = useState(value);
    useEffect(() => {
        const timer = setTimeout(() => setDebounced(value), ms);
        return () => clearTimeout(timer);
    }, [value, ms]);
    return debounced;
};

/** Spec §9. */
export const DEBOUNCE_MS = 500;
