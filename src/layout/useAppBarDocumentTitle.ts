import { useEffect } from 'react';
import { formatDocumentTitle } from '../common/useDocumentTitle';

/**
 * Keeps the browser tab in step with the page title. Every react-admin page (our placeholders,
 * and the List/Edit/Show views to come) renders its title through <Title>, which portals it into
 * the app bar's #react-admin-title; watching that element titles every page without per-page code.
 */
export const useAppBarDocumentTitle = (): void => {
    useEffect(() => {
        const container = document.getElementById('react-admin-title');
        if (!container) return;
        const update = () => {
            document.title = formatDocumentTitle(container.textContent);
        };
        update();
        const observer = new MutationObserver(update);
        observer.observe(container, { childList: true, subtree: true, characterData: true });
        return () => observer.disconnect();
    }, []);
};
