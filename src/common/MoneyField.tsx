import { Typography } from '@mui/material';
import { type FieldProps, useFieldValue } from 'react-admin';
import { formatMoney } from './money';

export interface MoneyFieldProps extends FieldProps {
    /** Right-aligns the amount, as money columns usually are. */
    align?: 'left' | 'right';
}

/**
 * An amount of the record as `$1,234.50` (spec §9). `source` may be a path
 * (`variantes.0.precio_venta`); a missing amount shows `$0.00`.
 */
export const MoneyField = ({ source, record, align, className }: MoneyFieldProps) => {
    const value = useFieldValue({ source, record });
    return (
        <Typography component="span" variant="body2" className={className} sx={align ? { display: 'block', textAlign: align } : undefined}>
            {formatMoney(value as string | number | null | undefined)}
        </Typography>
    );
};
