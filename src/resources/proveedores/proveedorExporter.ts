import type { Proveedor } from '../../../contracts/proveedores';
import { csvExporter } from '../../common/csv';
import { es } from '../../i18n/es';

const { columns } = es.resources.proveedores;

/** proveedores.csv: the table's columns. */
export const proveedorExporter = csvExporter<Proveedor>('proveedores', [
    { header: es.resources.proveedores.fields.id, value: (p) => p.id },
    { header: columns.nombre_empresa, value: (p) => p.nombre_empresa },
    { header: columns.persona_contacto, value: (p) => p.persona_contacto },
    { header: columns.email, value: (p) => p.email },
    { header: columns.telefono, value: (p) => p.telefono },
]);
