import { HttpError } from 'react-admin';
import type { ValidationIssue } from '../../contracts/errors';
import { addFieldError, type FieldErrors } from './fieldErrors';

/**
 * How a failed API answer becomes what the screen shows (CONVENTIONS §2). Pure: no fetch, no React.
 * - 422 `{ detail: [{ loc, msg }] }` → `Error en el campo '{last loc}': {msg}` (first item) plus
 *   per-field errors for react-admin forms;
 * - `{ detail: "..." }` → that text;
 * - anything else → `Error {status}: {statusText}`.
 */
export interface ApiErrorDescription {
    message: string;
    fieldErrors?: FieldErrors;
}

/** Where FastAPI puts the field: `["body", "email"]` → `email`; the first segment names the request part. */
const REQUEST_PARTS = new Set(['body', 'query', 'path', 'header']);

const isIssue = (value: unknown): value is ValidationIssue =>
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as ValidationIssue).loc) &&
    typeof (value as ValidationIssue).msg === 'string';

const fieldPath = (loc: ValidationIssue['loc']) => (REQUEST_PARTS.has(String(loc[0])) ? loc.slice(1) : loc);

/** The message and field errors carried by the body's `detail`, if it has a usable one. */
export const describeDetail = (body: unknown): ApiErrorDescription | undefined => {
    const detail = (body as { detail?: unknown } | null)?.detail;
    if (typeof detail === 'string' && detail.trim() !== '') return { message: detail };
    if (!Array.isArray(detail)) return undefined;
    const issues = detail.filter(isIssue);
    if (issues.length === 0) return undefined;
    const [first] = issues;
    const field = first.loc.length > 0 ? String(first.loc[first.loc.length - 1]) : '';
    const fieldErrors: FieldErrors = {};
    for (const issue of issues) addFieldError(fieldErrors, fieldPath(issue.loc), issue.msg);
    return { message: `Error en el campo '${field}': ${first.msg}`, fieldErrors };
};

export const describeApiError = (status: number, statusText: string, body: unknown): ApiErrorDescription =>
    describeDetail(body) ?? {
        // HTTP/2 answers carry no reason phrase: then the status alone.
        message: statusText ? `Error ${status}: ${statusText}` : `Error ${status}`,
    };

/**
 * The react-admin error for a failed answer. With field errors, the body gets `errors` so a
 * react-admin form marks each input, and `root.serverError` so its notification shows our message
 * instead of the generic "invalid form" one.
 */
export const toHttpError = (status: number, statusText: string, body: unknown): HttpError => {
    const { message, fieldErrors } = describeApiError(status, statusText, body);
    const errorBody = fieldErrors
        ? { ...(body as object), errors: { ...fieldErrors, root: { serverError: message } } }
        : body;
    return new HttpError(message, status, errorBody);
};
