/*
 * A product's units and their names on screen, importing nothing: the products list prints a
 * unit's name without downloading the quantities' formatters (contracts/unidades.ts re-exports these).
 */

export const UNIDADES = ['pieza', 'kg', 'g', 'l', 'm'] as const;
export type Unidad = (typeof UNIDADES)[number];

/** The form's choices and the list's column. */
export const ETIQUETAS_UNIDAD: Record<Unidad, string> = { pieza: 'Pieza', kg: 'Kilogramo', g: 'Gramo', l: 'Litro', m: 'Metro' };
