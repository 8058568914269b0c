/** An optional text input's value as the API takes it: trimmed, and an empty one as null. */
export const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
