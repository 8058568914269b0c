import { CAMPOS_MOVIMIENTO, NOMBRES_TIPO_MOVIMIENTO, ORIGENES_MOVIMIENTO } from '../../contracts/encabezadosCsv';
import { agregarTextos } from '../i18n/textosDePantallas';

/**
 * The accounting screen's texts (`resources.contabilidad.*`): the spec's quotes (§2 Accounting, §5,
 * §8) verbatim. Loaded with its page's chunk; no contract with schemas is imported here
 * (contracts/encabezadosCsv.ts, plain strings, gives the texts movimientos.csv shares).
 */
export const contabilidadTextos = {
    crear: '+ Crear Movimiento',
    loading: '...',
    cards: { ingresos: 'Ingresos Totales', egresos: 'Egresos Totales', balance: 'Balance General' },
    libro: {
        title: 'Libro Mayor',
        // The table's columns, which head movimientos.csv too.
        fields: {
            fecha: CAMPOS_MOVIMIENTO.fecha,
            concepto: CAMPOS_MOVIMIENTO.concepto,
            categoria: CAMPOS_MOVIMIENTO.categoria,
            monto: CAMPOS_MOVIMIENTO.monto,
            acciones: 'Acciones',
        },
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
        origen: ORIGENES_MOVIMIENTO,
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
    tipos: NOMBRES_TIPO_MOVIMIENTO,
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

agregarTextos('contabilidad', contabilidadTextos);
