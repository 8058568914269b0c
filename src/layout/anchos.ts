import { type Theme, useMediaQuery } from '@mui/material';

/** The fixed menu's width. */
export const SIDEBAR_WIDTH = 248;

/**
 * Below this width the menu is a drawer, so the page gets the whole screen: a tablet held
 * upright (768–834 px) kept 520 px beside a fixed menu, too little for the history's columns or
 * the return's refunds. react-admin's menu links close the drawer below the same width.
 */
export const ANCHO_CON_MENU_FIJO = 'md';

/**
 * Below this width (a phone) a list shows each record as a few lines rather than a table: at
 * 390 px a table's columns broke names and dates mid-word and pushed its state and actions off
 * the screen.
 */
export const ANCHO_TELEFONO = 'sm';

/** True on a phone; read before the first paint, so a phone never draws the table first. */
export const useTelefono = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down(ANCHO_TELEFONO), { noSsr: true });
