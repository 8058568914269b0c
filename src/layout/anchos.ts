/** The fixed menu's width. */
export const SIDEBAR_WIDTH = 248;

/**
 * Below this width the menu is a drawer, so the page gets the whole screen: a tablet held
 * upright (768–834 px) kept 520 px beside a fixed menu, too little for the history's columns or
 * the return's refunds. react-admin's menu links close the drawer below the same width.
 */
export const ANCHO_CON_MENU_FIJO = 'md';
