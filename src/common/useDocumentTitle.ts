import { useEffect } from 'react';
import { BRAND } from './brand';

/** `Historial de Ventas · SIPV`; a title already naming the brand, or none, stays as is. */
export const formatDocumentTitle = (title?: string | null): string => {
    const text = title?.trim();
    if (!text) return BRAND;
    return text.includes(BRAND) ? text : `${text} · ${BRAND}`;
};

/** The browser tab's title, for pages outside the layout (login, registro). */
export const useDocumentTitle = (title: string): void => {
    useEffect(() => {
        document.title = formatDocumentTitle(title);
    }, [title]);
};
