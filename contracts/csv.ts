/**
 * The lists' CSV as both sides write it (the server streams every export, server/http/exportar.ts;
 * the master-data screens still write theirs in the browser): Spanish headers and the values as
 * the screen shows them, comma-separated, RFC 4180 quoting, lines ended by CRLF (none after the
 * last), and a UTF-8 BOM first so spreadsheet programs read the accents.
 */
export interface CsvColumn<T> {
    header: string;
    value: (record: T) => string | number | null | undefined;
    /** The answer's field it shows, when it is a purchase cost: left out for who does not see costs (server/http/costos.ts). */
    campo?: string;
}

export const BOM = '\ufeff';

/** Between lines (none after the last one). */
export const FIN_DE_LINEA = '\r\n';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * a customer named '=HYPERLINK(…)' would run on the owner's machine (CSV injection, OWASP). Such
 * text is written with a leading apostrophe, which the spreadsheet shows as text; numbers ('-189.00')
 * stay numbers.
 */
const FORMULA = /^[=+\-@\t\r]/;
const NUMERO = /^-?\d+(\.\d+)?$/;

const cell = (value: string | number | null | undefined): string => {
    const crudo = value == null ? '' : String(value);
    const text = FORMULA.test(crudo) && !NUMERO.test(crudo) ? `'${crudo}` : crudo;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The header line. */
export const encabezadoCsv = <T>(columns: readonly CsvColumn<T>[]): string => columns.map((column) => cell(column.header)).join(',');

/** One record's line. */
export const lineaCsv = <T>(columns: readonly CsvColumn<T>[], record: T): string => columns.map((column) => cell(column.value(record))).join(',');

/** The header and one line per record (without the BOM). */
export const toCsv = <T>(columns: readonly CsvColumn<T>[], records: readonly T[]): string =>
    [encabezadoCsv(columns), ...records.map((record) => lineaCsv(columns, record))].join(FIN_DE_LINEA);

/** One column per field, headed by its Spanish label (`es.resources.<r>.fields`), the value as the API gives it. */
export const fieldColumns = <T, K extends keyof T & string>(labels: Record<K, string>, fields: readonly K[]): CsvColumn<T>[] =>
    fields.map((field) => ({ header: labels[field], value: (record) => record[field] as string | number | null | undefined }));
