import type { VentaFila } from '../../../contracts/ventas';
import type { CsvColumn } from '../../common/csv';
import { ventasTextos } from './textos';

const { fields, consumidor_final } = ventasTextos;

/**
 * ventas.csv: the history's columns as the screen shows them (the date in the shop's zone, the
 * walk-in customer as 'Consumidor Final'), the total as the API's decimal string ("150.50") so a
 * spreadsheet reads a number.
 */
export const ventaCsvColumns = (fechaHora: (iso: string) => string): CsvColumn<VentaFila>[] => [
    { header: fields.id, value: (v) => v.id },
    { header: fields.fecha, value: (v) => fechaHora(v.fecha) },
    { header: fields.cliente, value: (v) => v.cliente?.nombre_completo ?? consumidor_final },
    { header: fields.usuario, value: (v) => v.usuario },
    { header: fields.total, value: (v) => v.total },
    { header: fields.estado, value: (v) => v.estado },
];
