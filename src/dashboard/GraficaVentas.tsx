import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { VentasDelDia } from '../../contracts/dashboard';
import { formatMoney } from '../common/money';
import './textos';

/** '2025-03-09' → '09/03': the API's local day, shown without any time-zone arithmetic. */
const diaCorto = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

/**
 * The bars themselves (MUI X Charts, ~80 kB brotli on its own): a chunk of its own, loaded by
 * VentasChart after the dashboard's tiles and lists are on screen.
 */
export const GraficaVentas = ({ dias }: { dias: VentasDelDia[] }) => {
    const translate = useTranslate();
    return (
        <BarChart
            height={260}
            localeText={{ loading: translate('resources.dashboard.grafica.loading'), noData: translate('resources.dashboard.grafica.no_data') }}
            xAxis={[{ scaleType: 'band', data: dias.map((d) => diaCorto(d.dia)) }]}
            // 'auto': as wide as its longest label, or "$6,000.00" is cut to "$6,…" (the default is a fixed width).
            yAxis={[{ valueFormatter: (v: number) => formatMoney(v), width: 'auto' }]}
            series={[
                {
                    label: translate('resources.dashboard.grafica.serie'),
                    data: dias.map((d) => Number(d.total)),
                    valueFormatter: (v) => formatMoney(v ?? 0),
                },
            ]}
            hideLegend
            margin={{ left: 16 }}
        />
    );
};
