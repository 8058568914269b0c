import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The names of the kinds of stock movement (`resources.inventario.tipos.*`): the inventory's
 * adjustment and kardex, and the audit log, which imports them alone (not the screen's texts).
 */
export const tiposDeMovimiento: Record<string, string> = {
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
    IMPORTACION: 'Importación de catálogo',
};

agregarTextos('inventario', { tipos: tiposDeMovimiento });
