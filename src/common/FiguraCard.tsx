import { Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/**
 * One labelled figure (the dashboard's tiles, the ledger's cards): a section named by its label,
 * the value once known and `cargando` ('...' in the spec) until then; `detalle`, a line beneath it
 * (what the figure is made of).
 */
export const FiguraCard = ({ label, value, cargando, color, detalle }: { label: string; value: string | undefined; cargando: string; color?: string; detalle?: string }) => {
    const translate = useTranslate();
    const id = useId();
    return (
        <Card component="section" aria-labelledby={id} sx={{ flex: 1 }}>
            <CardContent>
                <Typography id={id} variant="subtitle2" component="h2" color="text.secondary">
                    {translate(label)}
                </Typography>
                <Typography variant="h4" component="p" sx={value === undefined || !color ? undefined : { color }}>
                    {value ?? translate(cargando)}
                </Typography>
                {value !== undefined && detalle && (
                    // A div: the value stays the card's one paragraph (what the e2e journeys read).
                    <Typography variant="body2" component="div" color="text.secondary">
                        {detalle}
                    </Typography>
                )}
            </CardContent>
        </Card>
    );
};
