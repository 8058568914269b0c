import { Fragment } from 'react';

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
