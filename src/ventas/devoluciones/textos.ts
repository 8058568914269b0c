import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The return screen's texts (`resources.ventas.devolver.*`): the spec's quotes verbatim (§2, §4,
 * §8); tests/unit/devolucion.test.ts keeps them equal to the contract's.
 */
export const devolucionTextos = {
    title: 'Procesar Devolución para Venta #%{id}',
    producto: 'Producto',
    vendida: 'Cantidad Vendida',
    devuelta: 'Ya Devuelta',
    cantidad: 'Cantidad a Devolver',
    cantidad_de: 'Cantidad a Devolver de %{nombre}',
    reembolso: 'A Reembolsar',
    motivo: 'Motivo de la Devolución (Opcional)',
    total: 'TOTAL A REEMBOLSAR',
    cancelar: 'Cancelar',
    confirmar: 'Confirmar Devolución',
    // The question before the refund: its amount, said once more where the cashier must answer.
    pregunta: {
        title: 'Confirmar devolución',
        content: '¿Confirmar la devolución por %{total}? Se reembolsará ese importe al cliente y los productos volverán al inventario.',
        confirm: 'Sí, devolver %{total}',
        cancel: 'Volver',
    },
    // The maximum with its unit for a weight ('Máximo 0.500 kg'), pieces as counted ('Máximo 3').
    maximo: 'Máximo %{maximo}',
    entero: 'Escriba un número entero de 0 o más.',
    // A weighed line's (kg, g, l, m): what the field takes instead of whole units.
    decimal: 'Escriba una cantidad de 0 o más, con hasta tres decimales (ej. 0.250).',
    procesando: 'Procesando...',
    sin_productos: 'Debe seleccionar al menos un producto para devolver.',
    exito: 'Devolución procesada correctamente.',
    error: 'Error al procesar la devolución: %{message}',
    // Spec §4: only these states may be returned; the screen says why instead of the form.
    no_devolvible: 'La venta #%{id} está %{estado}: solo se pueden devolver ventas en estado Completada o Con Devolución.',
    todo_devuelto: 'Todos los productos de esta venta ya fueron devueltos.',
    ver_venta: 'Ver la venta',
    loading: 'Cargando detalles de la venta...',
    load_error: 'Error al cargar la venta.',
    not_found: 'No se encontró la venta.',
};

agregarTextos('ventas', { devolver: devolucionTextos });
