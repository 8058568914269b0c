import { agregarTextos } from '../../i18n/textosDePantallas';

/** The aging report's texts (`resources.cuentas-por-cobrar.*`), loaded with its page's chunk; its columns head the CSV too. */
export const cuentasPorCobrarTextos = {
    columnas: {
        cliente: 'Cliente',
        saldo: 'Saldo',
        d0_30: '0–30 días',
        d31_60: '31–60 días',
        d61_90: '61–90 días',
        mas_de_90: 'Más de 90 días',
    },
    total: 'Total',
    al_dia: 'Antigüedad al %{fecha}, por días de vencido (fecha de la venta + días de crédito); lo abonado paga primero lo más antiguo.',
    loading: 'Cargando cuentas por cobrar...',
    empty: 'Ningún cliente tiene saldo pendiente.',
    fallback: 'No se pudieron cargar las cuentas por cobrar.',
    archivo: 'cuentas_por_cobrar',
};

agregarTextos('cuentas-por-cobrar', cuentasPorCobrarTextos);
