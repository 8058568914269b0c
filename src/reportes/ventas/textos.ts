import { ENCABEZADO_COBRADO, ENCABEZADO_DE_GRUPO, ENCABEZADOS_DE_CIFRA } from '../../../contracts/reporteVentasColumnas';
import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The sales report's texts (`resources.reportes.*`), loaded with its page's chunk. The columns'
 * names are the server's export headings too, from the one list both read.
 */
export const reporteVentasTextos = {
    filtros: {
        desde: 'Desde',
        hasta: 'Hasta',
        agrupar: 'Agrupar',
        categoria: 'Categoría',
        vendedor: 'Vendedor',
        todas: 'Todas',
        todos: 'Todos',
        periodos: 'Periodos rápidos',
    },
    presets: { hoy: 'Hoy', semana: 'Esta semana', mes: 'Este mes', mes_pasado: 'Mes pasado', anio: 'Este año' },
    agrupaciones: {
        dia: 'Por día',
        semana: 'Por semana',
        mes: 'Por mes',
        producto: 'Por producto',
        categoria: 'Por categoría',
        vendedor: 'Por vendedor',
        metodo_pago: 'Por método de pago',
        hora: 'Por hora',
    },
    // The headings the server's files carry too: one list (contracts/reporteVentasColumnas.ts).
    grupo: ENCABEZADO_DE_GRUPO,
    columnas: { ...ENCABEZADOS_DE_CIFRA, cobrado: ENCABEZADO_COBRADO },
    total: 'Total',
    rango: 'La fecha final (hasta) no puede ser anterior a la inicial (desde).',
    loading: 'Cargando reporte...',
    empty: 'Sin ventas en el periodo',
    fallback: 'No se pudo cargar el reporte de ventas.',
    exportar: { csv: 'CSV', xlsx: 'Excel', imprimir: 'Imprimir', fallo: 'No se pudo descargar el archivo.' },
    grafica: { title: 'Ventas netas por periodo', serie: 'Neto' },
    mapa: {
        title: 'Ventas netas por día de la semana y hora',
        esquina: 'Día de la semana / hora',
        dias: { 1: 'Lunes', 2: 'Martes', 3: 'Miércoles', 4: 'Jueves', 5: 'Viernes', 6: 'Sábado', 7: 'Domingo' },
        celda: '%{dia} de %{hora}:00 a %{hora}:59: %{ventas} ventas, neto %{neto}',
        escala: 'Más oscuro, más vendido. Máximo por hora: %{maximo}.',
    },
    impreso: '%{agrupacion} · del %{desde} al %{hasta}',
    pagos: 'Los importes por método de pago son lo cobrado con cada método (el cambio descontado) y lo devuelto por él.',
    categorias: 'Cada venta cuenta en la categoría que tenía su producto al venderse: cambiar un producto de categoría no mueve sus ventas anteriores.',
};

agregarTextos('reportes', reporteVentasTextos);
