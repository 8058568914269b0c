import { Box, Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { VentasDelDia } from '../../contracts/dashboard';
import { formatMoney } from '../common/money';

/** '2025-03-09' → '09/03': the API's local day, shown without any time-zone arithmetic. */
const diaCorto = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

/**
 * Beyond the spec: the last 30 local days' sales per day (MUI X Charts), with a one-line total
 * that screen readers and tests read instead of the bars.
 */
export const VentasChart = ({ dias, isPending }: { dias: VentasDelDia[] | undefined; isPending: boolean }) => {
    const translate = useTranslate();
    const titleId = useId();
    const centavos = (dias ?? []).reduce((suma, d) => suma + Math.round(Number(d.total) * 100), 0);
    const transacciones = (dias ?? []).reduce((suma, d) => suma + d.transacciones, 0);
    return (
        <Card component="section" aria-labelledby={titleId}>
            <CardContent>
                <Typography id={titleId} variant="h6" component="h2">
                    {translate('app.dashboard.grafica.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {isPending || !dias
                        ? translate('app.dashboard.loading')
                        : translate('app.dashboard.grafica.resumen', { total: formatMoney(centavos / 100), transacciones })}
                </Typography>
                <Box aria-hidden sx={{ height: 260 }}>
                    <BarChart
                        height={260}
                        loading={isPending}
                        localeText={{ loading: translate('app.dashboard.grafica.loading'), noData: translate('app.dashboard.grafica.no_data') }}
                        xAxis={[{ scaleType: 'band', data: (dias ?? []).map((d) => diaCorto(d.dia)) }]}
                        yAxis={[{ valueFormatter: (v: number) => formatMoney(v) }]}
                        series={[
                            {
                                label: translate('app.dashboard.grafica.serie'),
                                data: (dias ?? []).map((d) => Number(d.total)),
                                valueFormatter: (v) => formatMoney(v ?? 0),
                            },
                        ]}
                        hideLegend
                        margin={{ left: 16 }}
                    />
                </Box>
            </CardContent>
        </Card>
    );
};
