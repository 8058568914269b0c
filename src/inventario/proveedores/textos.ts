import { CAMPOS_PROVEEDOR, COLUMNAS_PROVEEDOR } from '../../../contracts/encabezadosCsv';
import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The suppliers screen's texts (spec §2 Suppliers, §5, §8), verbatim: `resources.proveedores.*`.
 * src/common/CatalogScreen.tsx lists what a catalogue screen reads.
 */
export const proveedoresTextos = {
    // The dialog's fields and the table's shorter headers (spec §2), which head proveedores.csv too.
    fields: CAMPOS_PROVEEDOR,
    columns: COLUMNAS_PROVEEDOR,
    add: 'Añadir Proveedor',
    search: 'Buscar proveedor...',
    empty: 'No se encontraron proveedores.',
    load_error: 'No se pudieron cargar los proveedores.',
    dialog: { create: 'Nuevo Proveedor', edit: 'Editar Proveedor' },
    delete: {
        title: 'Eliminar Proveedor',
        confirm: '¿Está seguro de que desea eliminar este proveedor?',
        success: 'Proveedor eliminado.',
    },
    errors: { create: 'Error:', update: 'Error:', delete: 'Error:' },
};

agregarTextos('proveedores', proveedoresTextos);
