import { agregarTextos } from '../i18n/textosDePantallas';

/**
 * The dashboard's texts (`resources.dashboard.*`): the spec's quotes (§2 Dashboard, §8) verbatim,
 * and the chart's (beyond the spec). Loaded with the home page's chunk.
 */
export const dashboardTextos = {
    loading: '...',
    tiles: {
        ingresos_hoy: 'Ingresos de Hoy',
        transacciones_hoy: 'Transacciones de Hoy',
        ticket_promedio_hoy: 'Ticket Promedio de Hoy',
        // Beneath 'Ingresos de Hoy' (beyond the spec): what the net is made of.
        desglose: 'Ventas %{ventas} · Devoluciones %{devoluciones}',
    },
    top: {
        title: 'Top 5 Productos Vendidos (Últimos 30 días)',
        unidades: '%{n} uds.',
        empty: 'No hay datos de ventas suficientes.',
    },
    bajo_stock: {
        title: 'Productos con Bajo Stock (Menos de 5)',
        sku: '(%{sku})',
        stock: '%{n} en stock',
        empty: 'No hay productos con bajo stock.',
        ver: 'Ver en el inventario',
    },
    grafica: {
        title: 'Ventas de los Últimos 30 Días',
        serie: 'Ventas',
        resumen: 'Total de los 30 días: %{total} en %{transacciones} transacciones',
        loading: 'Cargando datos...',
        no_data: 'No hay datos para mostrar',
    },
    error: 'Error al cargar el dashboard: %{message}',
    // Spec §8: what the call reports when the server gives no detail.
    fallback: 'Error al obtener los KPIs del dashboard.',
};

agregarTextos('dashboard', dashboardTextos);
