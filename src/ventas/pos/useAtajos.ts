import { useEffect, useRef } from 'react';

/**
 * The POS's function keys (product, customer, payment, and the last sale's ticket), on
 * the whole window so they work from any field. F2, F4, F8 and F9 do nothing in Chromium or
 * Firefox by themselves, unlike F1 (help), F3 (find), F5 (reload), F6 (address bar), F7 (caret
 * browsing), F11 or F12 (developer tools).
 */
export const ATAJOS = { producto: 'F2', cliente: 'F4', ticket: 'F8', pagar: 'F9' } as const;

export const useAtajos = (acciones: Record<keyof typeof ATAJOS, () => void>) => {
    const actuales = useRef(acciones);
    actuales.current = acciones;
    useEffect(() => {
        const alPulsar = (e: KeyboardEvent) => {
            const accion = (Object.keys(ATAJOS) as (keyof typeof ATAJOS)[]).find((k) => ATAJOS[k] === e.key);
            if (!accion || e.altKey || e.ctrlKey || e.metaKey) return;
            e.preventDefault();
            actuales.current[accion]();
        };
        window.addEventListener('keydown', alPulsar);
        return () => window.removeEventListener('keydown', alPulsar);
    }, []);
};
