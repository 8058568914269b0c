import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { FilaVentas } from '../../../contracts/reportes';
import { formatMoney } from '../../common/money';
import './textos';

/**
 * The period groupings' bars, neto per day, week or month (every period of the range, zeros
 * included, as the API answers them). MUI X Charts is ~80 kB brotli: a chunk of its own
 * (scripts/assetBudget.ts' `deferred`), loaded after the table is on screen.
 */
export const GraficaReporte = ({ filas }: { filas: readonly FilaVentas[] }) => {
    const translate = useTranslate();
    return (
        <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: filas.map((f) => f.etiqueta) }]}
            // 'auto': as wide as its longest label, or "$6,000.00" is cut to "$6,…".
            yAxis={[{ valueFormatter: (v: number) => formatMoney(v), width: 'auto' }]}
            series={[{ label: translate('resources.reportes.grafica.serie'), data: filas.map((f) => Number(f.neto)), valueFormatter: (v) => formatMoney(v ?? 0) }]}
            hideLegend
            margin={{ left: 16 }}
        />
    );
};
