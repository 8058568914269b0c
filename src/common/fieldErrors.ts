/**
 * Field errors in the nested shape react-admin forms consume (`{ variantes: { 0: { sku: msg } } }`),
 * both from a form-level `validate` and from a failed save (HttpError body `errors`).
 */
export interface FieldErrors {
    [field: string]: string | FieldErrors;
}

/** Records `message` at `path`, keeping the first message when a field has several. */
export const addFieldError = (
    errors: FieldErrors,
    path: readonly PropertyKey[],
    message: string,
): FieldErrors => {
    if (path.length === 0) return errors;
    let node = errors;
    for (const segment of path.slice(0, -1)) {
        const key = String(segment);
        const next = node[key];
        if (typeof next === 'string') return errors; // the parent already has its own message
        if (next === undefined) node[key] = {};
        node = node[key] as FieldErrors;
    }
    const leaf = String(path[path.length - 1]);
    if (node[leaf] === undefined) node[leaf] = message;
    return errors;
};
