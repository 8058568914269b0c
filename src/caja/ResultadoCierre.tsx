import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../common/money';
import { DiferenciaMonto } from './Diferencia';
import { nombreDiferencia } from './diferencia';
import './textos';

/** The close's figures on screen: expected, counted, and the difference named and coloured (sobrante green, faltante red). */
export const ResultadoCierre = ({ esperado, contado, diferencia }: { esperado: string | null | undefined; contado: string | null; diferencia: string | null }) => {
    const translate = useTranslate();
    const t = (key: string) => translate(`resources.caja.lectura.${key}`);
    const fila = (etiqueta: string, valor: ReactNode, testId: string) => (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }} data-testid={testId}>
            <Typography component="span">{etiqueta}</Typography>
            <Typography component="span" sx={{ fontWeight: 600 }}>
                {valor}
            </Typography>
        </Box>
    );
    return (
        <Box sx={{ maxWidth: 360 }}>
            {esperado != null && fila(t('esperado'), formatMoney(esperado), 'cierre-esperado')}
            {contado != null && fila(t('contado'), formatMoney(contado), 'cierre-contado')}
            {diferencia != null && fila(t(nombreDiferencia(diferencia)), <DiferenciaMonto diferencia={diferencia} />, 'cierre-diferencia')}
        </Box>
    );
};
