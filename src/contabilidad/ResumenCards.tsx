import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ResumenContable } from '../../contracts/contabilidad';
import { formatMoney } from '../common/money';

const Tarjeta = ({ label, value, color }: { label: string; value: string | undefined; color: string }) => {
    const translate = useTranslate();
    const id = useId();
    return (
        <Card component="section" aria-labelledby={id} sx={{ flex: 1 }}>
            <CardContent>
                <Typography id={id} variant="subtitle2" color="text.secondary">
                    {translate(label)}
                </Typography>
                <Typography variant="h4" component="p" sx={{ color: value === undefined ? 'text.primary' : color }}>
                    {value === undefined ? translate('app.contabilidad.loading') : formatMoney(value)}
                </Typography>
            </CardContent>
        </Card>
    );
};

/** Spec §2: Ingresos Totales, Egresos Totales and Balance General (blue at 0 or more, red below); '...' while loading. */
export const ResumenCards = ({ resumen }: { resumen: ResumenContable | undefined }) => (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Tarjeta label="app.contabilidad.cards.ingresos" value={resumen?.total_ingresos} color="success.main" />
        <Tarjeta label="app.contabilidad.cards.egresos" value={resumen?.total_egresos} color="error.main" />
        <Tarjeta
            label="app.contabilidad.cards.balance"
            value={resumen?.balance}
            color={resumen && Number(resumen.balance) < 0 ? 'error.main' : 'primary.main'}
        />
    </Stack>
);
