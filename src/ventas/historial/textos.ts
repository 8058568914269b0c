import { CAMPOS_VENTA, CONSUMIDOR_FINAL } from '../../../contracts/encabezadosCsv';
import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The sales screens' texts (`resources.ventas.*`): history and detail, the spec's quotes verbatim
 * (§2, §8); the return and the receipt add theirs from their folders (`devolver`, `ticket`). Loaded
 * with the pages that print them, not with the entry chunk (src/i18n/textosDePantallas.ts); it
 * repeats the contract's messages, and tests/unit/devolucion.test.ts keeps both equal.
 */
export const ventasTextos = {
    fields: {
        // The columns, which head ventas.csv too.
        ...CAMPOS_VENTA,
        acciones: 'Acciones',
        // The filters (beyond the spec): a local day each, the state, the customer, the seller.
        fecha_desde: 'Desde',
        fecha_hasta: 'Hasta',
        cliente_id: 'Cliente',
        usuario_id: 'Vendedor',
    },
    filtros: {
        todos: 'Todos',
        buscar_cliente: 'Buscar cliente...',
        buscando: 'Buscando...',
        sin_clientes: 'No se encontraron clientes.',
        quitar_cliente: 'Quitar el filtro de cliente',
    },
    estados: { Completada: 'Completada', 'Con Devolución': 'Con Devolución', Cancelada: 'Cancelada' },
    consumidor_final: CONSUMIDOR_FINAL,
    ver: 'Ver',
    devolucion: 'Devolución',
    empty: 'No se encontraron ventas.',
    load_error: 'Error al cargar el historial: %{message}',
    detalle: {
        title: 'Detalle de Venta #%{id}',
        volver: 'Volver a la lista',
        cliente: 'Cliente',
        fecha: 'Fecha de Emisión',
        estado: 'Estado',
        vendedor: 'Vendedor',
        productos: 'Productos Vendidos',
        producto: 'Producto',
        sku: 'SKU',
        cantidad: 'Cantidad',
        precio_unitario: 'Precio Unitario',
        mayoreo: 'Mayoreo (lista %{precio})',
        // Discounts (issue 33): a line's under its price; the sale's and the customer's saving under the lines.
        descuento_linea: 'Descuento −%{monto}',
        descuento: 'Descuento (incluido en los subtotales)',
        menos: '−%{monto}',
        ahorro: 'Ahorro frente a precios de lista',
        subtotal: 'Subtotal',
        total: 'Total',
        // The sale's taxes per rate (issue 32), under its lines.
        impuestos: 'Impuestos',
        impuesto: 'Impuesto',
        base: 'Base',
        importe: 'Importe',
        subtotal_sin_impuestos: 'Subtotal (sin impuestos)',
        impuestos_total: 'Total de impuestos',
        pagos: 'Pagos',
        metodo: 'Método de Pago',
        monto: 'Monto',
        pagado: 'Total Pagado',
        cambio: 'Cambio',
        sin_pagos: 'Esta venta no tiene pagos registrados.',
        procesar_devolucion: 'Procesar devolución',
        cancelar_venta: 'Cancelar Venta',
        imprimir: 'Imprimir ticket',
        notas: 'Historial de Devoluciones (Notas de Crédito)',
        nota: 'Nota de Crédito #%{id}',
        nota_fecha: 'Fecha: %{fecha}',
        nota_motivo: 'Motivo: %{motivo}',
        producto_id: 'Producto ID',
        monto_devuelto: 'Monto Devuelto',
        producto_desconocido: 'Producto #%{id}',
        total_reembolsado: 'Total Reembolsado',
        imprimir_nota: 'Imprimir nota',
        imprimir_nota_de: 'Imprimir nota de crédito #%{id}',
        loading: 'Cargando detalle de la venta...',
        load_error: 'Error al cargar la venta: %{message}',
        not_found: 'No se encontró la venta.',
    },
    // Beyond the spec: voiding a Completada sale, with its reason (CancelarVentaDialog.tsx).
    cancelar: {
        title: 'Cancelar Venta #%{id}',
        confirm:
            '¿Está seguro de que desea cancelar la venta #%{id} por %{total}? Sus productos vuelven al inventario y su importe sale de la caja y de la contabilidad. No se puede deshacer.',
        motivo: 'Motivo de la cancelación',
        submit: 'Sí, cancelar venta',
        error: 'Error al cancelar la venta:',
        success: 'Venta #%{id} cancelada.',
    },
};

agregarTextos('ventas', ventasTextos);
