/**
 * The accounting screen's texts (`resources.contabilidad.*`): the spec's quotes (§2 Accounting, §5,
 * §8) verbatim. Loaded with the entry chunk (src/i18n), so no contract is imported here.
 */
export const contabilidadTextos = {
    title: 'Módulo de Contabilidad',
    menu: 'Contabilidad',
    crear: '+ Crear Movimiento',
    loading: '...',
    cards: { ingresos: 'Ingresos Totales', egresos: 'Egresos Totales', balance: 'Balance General' },
    libro: {
        title: 'Libro Mayor',
        fields: { fecha: 'Fecha', concepto: 'Concepto', categoria: 'Categoría', monto: 'Monto', acciones: 'Acciones' },
        loading: 'Cargando movimientos...',
        paginas: '%{desde}–%{hasta} de %{total}',
        anterior: 'Ir a la página anterior',
        siguiente: 'Ir a la página siguiente',
        empty: 'No hay movimientos contables',
        sin_categoria: '—',
        editar: 'Editar',
        eliminar: 'Eliminar',
        editar_de: 'Editar %{concepto}',
        eliminar_de: 'Eliminar %{concepto}',
        // Automatic postings link to their document instead of Editar/Eliminar.
        origen: {
            venta: 'Venta #%{id}',
            nota_credito: 'Nota de crédito #%{id}',
            compra: 'Orden de compra #%{id}',
        },
        automatico: 'Generado automáticamente: no se puede editar ni eliminar.',
    },
    filtros: {
        tipo: 'Tipo',
        todos: 'Todos',
        desde: 'Desde',
        hasta: 'Hasta',
        categoria: 'Categoría',
        limpiar: 'Limpiar filtros',
    },
    tipos: { egreso: 'Egreso', ingreso: 'Ingreso' },
    dialog: {
        // Spec §2's 'Crear/Editar Movimiento Contable', as the one it is.
        title_crear: 'Crear Movimiento Contable',
        title_editar: 'Editar Movimiento Contable',
        fecha: 'Fecha',
        tipo: 'Tipo',
        monto: 'Monto',
        concepto: 'Concepto',
        categoria: 'Categoría',
        descripcion: 'Descripción (Opcional)',
    },
    eliminar: {
        title: 'Eliminar Movimiento',
        confirm: '¿Está seguro de que desea eliminar este movimiento?',
    },
    // Spec §8: accounting errors read 'Error: {message}'.
    error: 'Error: %{message}',
    fallback: 'No se pudieron cargar los movimientos contables.',
    guardado: 'Movimiento guardado.',
    eliminado: 'Movimiento eliminado.',
};
