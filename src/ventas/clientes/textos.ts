import { CAMPOS_CLIENTE } from '../../../contracts/encabezadosCsv';
import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The customers screen's texts (spec §2 Customers, §5, §8), verbatim: `resources.clientes.*`.
 * src/common/CatalogScreen.tsx lists what a catalogue screen reads.
 */
export const clientesTextos = {
    // The dialog's fields, which head clientes.csv too.
    fields: CAMPOS_CLIENTE,
    add: 'Añadir Cliente',
    search: 'Buscar por nombre, RFC o email...',
    estado_ayuda: 'Un cliente Inactivo no aparece en el punto de venta.',
    ayuda: {
        telefono: '10 dígitos; puede escribirlo con espacios, guiones o +52.',
        rfc: '12 caracteres (persona moral) o 13 (persona física). Público en general: XAXX010101000.',
        limite_credito: 'Lo más que el cliente puede deber (fiado). 0: sin crédito.',
        dias_credito: 'Días para pagar cada compra a crédito.',
        sin_permiso_credito: 'Cambiar el crédito requiere el permiso «Dar crédito a clientes».',
    },
    empty: 'No se encontraron clientes.',
    load_error: 'No se pudieron cargar los clientes.',
    dialog: { create: 'Nuevo Cliente', edit: 'Editar Cliente', loading: 'Cargando datos del cliente...' },
    delete: {
        title: 'Eliminar Cliente',
        confirm: '¿Está seguro de que desea eliminar este cliente? Esta acción podría fallar si tiene ventas asociadas.',
        success: 'Cliente eliminado con éxito.',
    },
    errors: { create: 'Error:', update: 'Error:', delete: 'Error al eliminar el cliente:' },
};

agregarTextos('clientes', clientesTextos);
