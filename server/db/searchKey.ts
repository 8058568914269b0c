/**
 * The form in which text is stored for searching and uniqueness: lower case, no accents, single
 * spaces. "Peña " and "pena" share one key, so an index on the key serves accent- and
 * case-insensitive search identically on SQLite and PostgreSQL.
 */
export function searchKey(text: string): string {
    return text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim();
}

/** LIKE pattern for "contains", with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
    return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
