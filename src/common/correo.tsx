import { Fragment } from 'react';

/**
 * The class of a list cell holding an email or a username (`cellClassName`): an identifier, not a
 * word, so the theme lets it break anywhere when the list has no other room (src/theme.ts).
 */
export const IDENTIFICADOR = 'identificador';

/**
 * An email or a username in a narrow column: it may break after its '@' and before a '.'
 * ('cajero.ana@' / 'tienda' / '.mx'), where a reader expects, rather than widening the table or
 * being cut mid-word. The text stays the same (`<wbr>` adds none).
 */
export const correoPartible = (email: string | null | undefined) => {
    if (!email) return email ?? null;
    const partes = email.split(/(?<=@)|(?=\.)/);
    if (partes.length === 1) return email;
    return partes.map((parte, i) => (
        <Fragment key={i}>
            {i > 0 && <wbr />}
            {parte}
        </Fragment>
    ));
};
