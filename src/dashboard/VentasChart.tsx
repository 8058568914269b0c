import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useTranslate } from 'react-admin';
import type { VentasDelDia } from '../../contracts/dashboard';
import { fromCents, toCents } from '../../contracts/money';
import { formatMoney } from '../common/money';
import { formatCantidad } from '../common/cantidad';
import './textos';

// The chart library is most of the dashboard's weight: the tiles and lists must not wait for it.
const GraficaVentas = lazy(() => import('./GraficaVentas').then((m) => ({ default: m.GraficaVentas })));

const ALTO = 260;

/**
 * Beyond the spec: the last 30 local days' sales per day, under a one-line total of them.
 */
export const VentasChart = ({ dias }: { dias: VentasDelDia[] | undefined }) => {
    const translate = useTranslate();
    const titleId = useId();
    // Summed in exact cents, read from the API's two-decimal strings (no float on the way).
    const centavos = (dias ?? []).reduce((suma, d) => suma + (toCents(d.total) ?? 0), 0);
    const transacciones = (dias ?? []).reduce((suma, d) => suma + d.transacciones, 0);
    const espera = <Skeleton variant="rectangular" height={ALTO} />;
    return (
        <Card component="section" aria-labelledby={titleId}>
            <CardContent>
                <Typography id={titleId} variant="h6" component="h2">
                    {translate('resources.dashboard.grafica.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {dias
                        ? translate('resources.dashboard.grafica.resumen', { total: formatMoney(fromCents(centavos)), transacciones: formatCantidad(transacciones) })
                        : translate('resources.dashboard.loading')}
                </Typography>
                {/* Not hidden from screen readers: MUI X makes the chart a tab stop whose arrow keys read
                    each day's bar, which under aria-hidden was a focus with nothing to say (axe). */}
                <Box sx={{ height: ALTO }}>
                    {dias ? <Suspense fallback={espera}>{<GraficaVentas dias={dias} />}</Suspense> : espera}
                </Box>
            </CardContent>
        </Card>
    );
};
