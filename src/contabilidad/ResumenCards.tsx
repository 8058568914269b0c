import { Stack } from '@mui/material';
import type { ResumenContable } from '../../contracts/contabilidad';
import { FiguraCard } from '../common/FiguraCard';
import { formatMoney } from '../common/money';
import './textos';

const Tarjeta = ({ label, value, color }: { label: string; value: string | undefined; color: string }) => (
    <FiguraCard label={label} value={value === undefined ? undefined : formatMoney(value)} cargando="resources.contabilidad.loading" color={color} />
);

/** Spec §2: Ingresos Totales, Egresos Totales and Balance General (blue at 0 or more, red below); '...' while loading. */
export const ResumenCards = ({ resumen }: { resumen: ResumenContable | undefined }) => (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Tarjeta label="resources.contabilidad.cards.ingresos" value={resumen?.total_ingresos} color="success.main" />
        <Tarjeta label="resources.contabilidad.cards.egresos" value={resumen?.total_egresos} color="error.main" />
        <Tarjeta
            label="resources.contabilidad.cards.balance"
            value={resumen?.balance}
            color={resumen && Number(resumen.balance) < 0 ? 'error.main' : 'primary.main'}
        />
    </Stack>
);
