import { CAMPOS_INVENTARIO, ESTADOS_STOCK } from '../../../contracts/encabezadosCsv';

/**
 * The inventory screen's texts (`resources.inventario.*`); the spec's quotes verbatim. Loaded with
 * the entry chunk (src/i18n), so it repeats the contract's message it shows instead of importing
 * its zod schemas into /login; the movement kinds' labels live only here.
 * tests/unit/inventarioMessages.test.ts keeps the message equal and the labels complete.
 */
export const inventarioTextos = {
    title: 'Inventario',
    menu: 'Inventario',
    search: 'Buscar por nombre o SKU...',
    fields: {
        // The table's columns, which head inventario.csv too.
        nombre: CAMPOS_INVENTARIO.nombre,
        sku: CAMPOS_INVENTARIO.sku,
        stock: CAMPOS_INVENTARIO.stock,
        estado: CAMPOS_INVENTARIO.estado,
        acciones: 'Acciones',
    },
    badge: ESTADOS_STOCK,
    loading: 'Cargando inventario...',
    empty: 'No se encontraron productos.',
    load_error: 'Error al cargar el inventario: %{message}',
    valor: 'Valor del inventario (a costo): %{valor} · %{unidades} unidades en %{variantes} variantes',
    actions: { ajustar: 'Ajustar', historial: 'Historial' },
    ajuste: {
        title: 'Ajustar Stock: %{nombre} (%{sku})',
        stock_actual: 'Stock actual: %{stock}',
        tipo: 'Tipo de ajuste',
        cantidad: 'Cantidad',
        cantidad_help: 'Negativa para salidas (ej. -5), positiva para entradas (ej. 5).',
        motivo: 'Motivo',
        submit: 'Guardar Ajuste',
        // Spec §8: server errors are alerted with the prefix 'Error:'.
        error: 'Error:',
        fallback: 'Error al procesar el ajuste de stock.',
        success: 'Stock ajustado. Nuevo stock: %{stock}',
    },
    kardex: {
        title: 'Historial de %{nombre} (%{sku})',
        loading: 'Cargando historial...',
        empty: 'Esta variante no tiene movimientos.',
        error: 'Error al cargar el historial: %{message}',
        close: 'Cerrar',
        more: 'Ver más',
        fields: {
            fecha: 'Fecha',
            tipo: 'Tipo',
            cantidad: 'Cantidad',
            stock_resultante: 'Stock resultante',
            motivo: 'Motivo',
            usuario: 'Usuario',
            origen: 'Origen',
        },
        origen: { venta: 'Venta #%{id}', nota_credito: 'Nota de crédito #%{id}', compra: 'Orden de Compra #%{id}' },
        sistema: 'Sistema',
        // A movement's line on a phone, in place of the table's columns.
        linea: { stock: 'Stock resultante: %{n}', motivo: 'Motivo: %{motivo}' },
    },
    tipos: {
        ENTRADA_MANUAL: 'Entrada manual',
        ENTRADA_DEVOLUCION: 'Entrada por devolución',
        AJUSTE_CONTEO_POSITIVO: 'Ajuste de conteo (sobrante)',
        AJUSTE_CONTEO_NEGATIVO: 'Ajuste de conteo (faltante)',
        SALIDA_ROTURA: 'Salida por rotura',
        SALIDA_MERMA: 'Salida por merma',
        SALIDA_DEVOLUCION_PROV: 'Salida por devolución a proveedor',
        STOCK_INICIAL: 'Stock inicial',
        EDICION_PRODUCTO: 'Edición del producto',
        VENTA: 'Venta',
        DEVOLUCION_VENTA: 'Devolución de venta',
        CANCELACION_VENTA: 'Cancelación de venta',
        RECEPCION_COMPRA: 'Recepción de compra',
    } as Record<string, string>,
};
