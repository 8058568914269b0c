import type { KeyboardEvent } from 'react';

/*
 * The arrow keys between a search box and its list of matches, for a cashier who keeps both hands
 * on the keyboard: ↓ in the box goes to the first match, ↑/↓ walk the list, ↑ from the first one
 * or Esc go back to the box, and Enter picks the match in focus (its own click, as MUI's
 * ListItemButton gives it).
 */

/** In the box's onKeyDown: ↓ to the first match of `lista`, if it shows any. */
export const bajarALista = (e: KeyboardEvent, lista: HTMLElement | null): void => {
    const primera = e.key === 'ArrowDown' ? lista?.querySelector<HTMLElement>('[role="button"]') : null;
    if (!primera) return;
    e.preventDefault();
    primera.focus();
};

/** The list's onKeyDown; `volver` puts the focus back in the box. */
export const moverEnLista =
    (volver: () => void) =>
    (e: KeyboardEvent<HTMLElement>): void => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp' && e.key !== 'Escape') return;
        e.preventDefault();
        // The matches in order, whatever wraps each one (a list item around its button).
        const matches = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role="button"]'));
        const actual = matches.indexOf(e.target as HTMLElement);
        const destino = e.key === 'ArrowDown' ? matches[actual + 1] : e.key === 'ArrowUp' ? matches[actual - 1] : undefined;
        if (destino) destino.focus();
        else if (e.key !== 'ArrowDown') volver();
    };
