/**
 * An email in a narrow column: it may break after its '@' ('maria.pena@' / 'ferreteria.mx')
 * rather than mid-word. The text stays the same (`<wbr>` adds none).
 */
export const correoPartible = (email: string | null | undefined) => {
    if (!email) return email ?? null;
    const arroba = email.indexOf('@');
    if (arroba < 0) return email;
    return (
        <>
            {email.slice(0, arroba + 1)}
            <wbr />
            {email.slice(arroba + 1)}
        </>
    );
};
