import { CAMPOS_INVENTARIO, ESTADOS_STOCK } from '../../../contracts/encabezadosCsv';
import { agregarTextos } from '../../i18n/textosDePantallas';
import { tiposDeMovimiento } from './tiposDeMovimiento';

/**
 * The inventory screen's texts (`resources.inventario.*`); the spec's quotes verbatim. Loaded with
 * the chunks that print them; it repeats the contract's message it shows (once in /login, without
 * zod); the movement kinds' labels are in tiposDeMovimiento.ts, which the audit log imports alone.
 * tests/unit/inventarioMessages.test.ts keeps the message equal and the labels complete.
 */
export const inventarioTextos = {
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
    valor: 'Valor del inventario (a costo): %{valor} · %{existencias} en %{variantes} variantes',
    actions: { ajustar: 'Ajustar', historial: 'Historial' },
    ajuste: {
        title: 'Ajustar Stock: %{nombre} (%{sku})',
        stock_actual: 'Stock actual: %{stock}',
        tipo: 'Tipo de ajuste',
        cantidad: 'Cantidad',
        // A variant sold by weight, volume or length: its unit in the label, decimals in the help.
        cantidad_en: 'Cantidad (%{unidad})',
        cantidad_help: 'Negativa para salidas (ej. -5), positiva para entradas (ej. 5).',
        cantidad_help_decimal: 'Negativa para salidas (ej. -0.250), positiva para entradas (ej. 1.5); hasta tres decimales.',
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
    tipos: tiposDeMovimiento,
};

agregarTextos('inventario', inventarioTextos);
