import type { Categoria } from '../../../contracts/categorias';
import { csvExporter } from '../../common/csv';
import { es } from '../../i18n/es';

const fields = es.resources.categorias.fields;

/** categorias.csv: ID, Nombre. */
export const categoriaExporter = csvExporter<Categoria>('categorias', [
    { header: fields.id, value: (c) => c.id },
    { header: fields.nombre, value: (c) => c.nombre },
]);
