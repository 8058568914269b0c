import { downloadCSV } from 'react-admin';
import { BOM, type CsvColumn, toCsv } from '../../contracts/csv';

/*
 * The CSV itself is written by contracts/csv.ts, the same for the server's exports
 * (server/http/exportar.ts) and the lists that still write theirs here (master data).
 */
export { type CsvColumn, fieldColumns, toCsv } from '../../contracts/csv';

/** Saves CSV text as `{filename}.csv`, with the UTF-8 BOM first (once: fetch's text() drops the server's). */
export const guardarCsv = (csv: string, filename: string): void => downloadCSV(csv.startsWith(BOM) ? csv : BOM + csv, filename);

/** A List `exporter` writing `{filename}.csv` from the records react-admin read. */
export const csvExporter =
    <T>(filename: string, columns: readonly CsvColumn<T>[]) =>
    (records: T[]): void =>
        guardarCsv(toCsv(columns, records), filename);
