import type { Cliente } from '../../../contracts/clientes';
import { csvExporter } from '../../common/csv';
import { es } from '../../i18n/es';

const { fields } = es.resources.clientes;

/** clientes.csv: the table's columns plus the address. */
export const clienteExporter = csvExporter<Cliente>('clientes', [
    { header: fields.id, value: (c) => c.id },
    { header: fields.nombre_completo, value: (c) => c.nombre_completo },
    { header: fields.email, value: (c) => c.email },
    { header: fields.telefono, value: (c) => c.telefono },
    { header: fields.rfc, value: (c) => c.rfc },
    { header: fields.direccion, value: (c) => c.direccion },
    { header: fields.estado, value: (c) => c.estado },
]);
