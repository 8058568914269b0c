import { Box } from '@mui/material';
import { formatMoney } from '../common/money';
import { colorDiferencia, nombreDiferencia } from './diferencia';

/** The difference of a count as an amount in its colour (sobrante green, faltante red); nothing before the close. */
export const DiferenciaMonto = ({ diferencia }: { diferencia: string | null | undefined }) =>
    diferencia == null ? null : (
        <Box component="span" sx={{ color: colorDiferencia(diferencia), fontWeight: 600, whiteSpace: 'nowrap' }} data-diferencia={nombreDiferencia(diferencia)}>
            {formatMoney(diferencia)}
        </Box>
    );
