import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface EstadoBadgeProps {
    /** The state as the API spells it ('Activo', 'Pendiente'…); shown as is, or translated when a key. */
    value: string | null | undefined;
    color: ChipProps['color'];
}

/**
 * A state as a small coloured chip (spec §4: Activo green, Pendiente yellow, Cancelada red…).
 * The caller maps the value to its colour: `success` green, `warning` yellow, `error` red.
 */
export const EstadoBadge = ({ value, color }: EstadoBadgeProps) => {
    const translate = useTranslate();
    if (!value) return null;
    // A span, so it may sit in a line of text (a phone list's line) as well as in a cell.
    return <Chip component="span" size="small" color={color} label={translate(value, { _: value })} />;
};
