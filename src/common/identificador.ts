/**
 * The class of a list cell holding an email or a username (`cellClassName`): an identifier, not a
 * word, so the theme lets it break anywhere when the list has no other room (src/theme.ts), after
 * the places `correoPartible` offers (src/common/correo.tsx).
 */
export const IDENTIFICADOR = 'identificador';
