import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { AgrupacionVentas, FilaVentas } from '../../../contracts/reportes';
import { formatMoney } from '../../common/money';
import './textos';

/**
 * The period groupings' bars, neto per day, week or month (every period of the range, zeros
 * included, as the API answers them). MUI X Charts is ~80 kB brotli: a chunk of its own
 * (scripts/assetBudget.ts' `deferred`), loaded after the table is on screen.
 */
/** A bar's label: a day or a week's Monday as dd/mm (a month of days fits), a month by its name ('marzo de 2026'). */
const etiquetaCorta = (agrupar: AgrupacionVentas, f: FilaVentas) => (agrupar === 'mes' ? f.etiqueta : `${f.grupo.slice(8, 10)}/${f.grupo.slice(5, 7)}`);

export const GraficaReporte = ({ agrupar, filas }: { agrupar: AgrupacionVentas; filas: readonly FilaVentas[] }) => {
    const translate = useTranslate();
    return (
        <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: filas.map((f) => etiquetaCorta(agrupar, f)) }]}
            // 'auto': as wide as its longest label, or "$6,000.00" is cut to "$6,…".
            yAxis={[{ valueFormatter: (v: number) => formatMoney(v), width: 'auto' }]}
            series={[{ label: translate('resources.reportes.grafica.serie'), data: filas.map((f) => Number(f.neto)), valueFormatter: (v) => formatMoney(v ?? 0) }]}
            hideLegend
            margin={{ left: 16 }}
        />
    );
};
