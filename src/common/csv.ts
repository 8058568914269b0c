import { downloadCSV } from 'react-admin';

/**
 * CSV export for react-admin's ExportButton with Spanish headers and the values as the screen
 * shows them (not the API's field names). Comma-separated, RFC 4180 quoting, and a UTF-8 BOM so
 * spreadsheet programs read the accents.
 */
export interface CsvColumn<T> {
    header: string;
    value: (record: T) => string | number | null | undefined;
}

const BOM = '\ufeff';

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

export const toCsv = <T>(columns: readonly CsvColumn<T>[], records: readonly T[]): string =>
    [columns.map((column) => cell(column.header)), ...records.map((record) => columns.map((column) => cell(column.value(record))))]
        .map((row) => row.join(','))
        .join('\r\n');

/** A List `exporter` writing `{filename}.csv`. */
export const csvExporter =
    <T>(filename: string, columns: readonly CsvColumn<T>[]) =>
    (records: T[]): void =>
        downloadCSV(BOM + toCsv(columns, records), filename);

/** One column per field, headed by its Spanish label (`es.resources.<r>.fields`), the value as the API gives it. */
export const fieldColumns = <T, K extends keyof T & string>(labels: Record<K, string>, fields: readonly K[]): CsvColumn<T>[] =>
    fields.map((field) => ({ header: labels[field], value: (record) => record[field] as string | number | null | undefined }));
