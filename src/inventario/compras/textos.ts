import { CAMPOS_COMPRA, ESTADOS_COMPRA } from '../../../contracts/encabezadosCsv';
import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The purchase-order screens' texts (`resources.compras.*`); the spec's quotes verbatim. Loaded
 * with the screens' chunks; it repeats the contract's messages (they were once in /login, without
 * zod); tests/unit/inventarioMessages.test.ts keeps both equal.
 */
export const comprasTextos = {
    fields: {
        // The list's columns, which head compras.csv too.
        ...CAMPOS_COMPRA,
        acciones: 'Acciones',
    },
    estados: ESTADOS_COMPRA,
    add: 'Nueva Orden de Compra',
    ver: 'Ver',
    empty: 'No se encontraron órdenes de compra.',
    loading: 'Cargando órdenes...',
    error: 'Error: %{message}',
    nueva: {
        title: 'Nueva Orden de Compra',
        proveedor: 'Proveedor',
        select_proveedor: 'Selecciona un proveedor',
        cargando: 'Cargando...',
        buscar: 'Buscar producto',
        buscar_placeholder: 'Escribe para buscar...',
        buscando: 'Buscando...',
        sin_resultados: 'No se encontraron productos.',
        productos: 'Productos en la Orden',
        vacia: 'Aún no se han añadido productos.',
        cantidad: 'Cantidad',
        // A line sold by weight, volume or length: its unit beside the quantity.
        cantidad_en: 'Cantidad (%{unidad})',
        costo: 'Costo unitario ($)',
        quitar: 'Quitar %{nombre}',
        total: 'Total: %{total}',
        crear: 'Crear Orden de Compra',
        sin_proveedor: 'Por favor, selecciona un proveedor.',
        sin_productos: 'La orden de compra debe tener al menos un producto.',
        // Put before the server's message.
        error: 'Error al crear la orden:',
        creada: 'Orden de Compra #%{id} creada.',
    },
    detalle: {
        title: 'Orden de Compra #%{id}',
        volver: 'Volver a la lista',
        proveedor: 'Proveedor',
        fecha: 'Fecha de Emisión',
        estado: 'Estado',
        producto: 'Producto',
        sku: 'SKU',
        cantidad: 'Cantidad',
        costo_unitario: 'Costo Unitario',
        subtotal: 'Subtotal',
        total: 'Total',
        sin_producto: 'Producto no encontrado',
        sin_sku: 'N/A',
        recibir: 'Marcar como Recibida y Actualizar Stock',
        procesando: 'Procesando...',
        recibida: '¡Orden recibida y stock actualizado!',
        error_accion: 'Error: %{message}',
        loading: 'Cargando detalle de la orden...',
        load_error: 'Error al cargar la orden: %{message}',
        not_found: 'No se encontró la orden.',
        cancelar: 'Cancelar Orden',
        cancelar_title: 'Cancelar Orden de Compra #%{id}',
        cancelar_confirm: '¿Está seguro de que desea cancelar esta orden de compra? No se recibirá ningún producto.',
        // Not 'Cancelar' / 'Confirmar': here 'Cancelar' would keep the order.
        cancelar_si: 'Sí, cancelar orden',
        cancelar_volver: 'Volver',
        cancelada: 'Orden de Compra #%{id} cancelada.',
        // A received order's labels (/etiquetas, issue 35 item 6): one per unit received.
        etiquetas: 'Imprimir etiquetas',
    },
};

agregarTextos('compras', comprasTextos);
