import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Impresion, SelectorDeAncho, useAnchoDelPapel } from '../ventas/ticket/Impresion';
import { LecturaCaja, type SesionLeida } from './LecturaCaja';
import './textos';

/** A reading on receipt paper with its width and 'Imprimir' (the sale ticket's print, ventas/ticket/Impresion.tsx). */
export const LecturaImprimible = ({ sesion, children }: { sesion: SesionLeida; children?: ReactNode }) => {
    const translate = useTranslate();
    const [ancho, elegirAncho] = useAnchoDelPapel();
    return (
        <Stack spacing={2}>
            {children}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <SelectorDeAncho ancho={ancho} onChange={elegirAncho} />
                <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                    {translate('resources.caja.imprimir')}
                </Button>
            </Stack>
            <Box sx={{ overflowX: 'auto' }}>
                <Impresion ancho={ancho} recibo={(ref) => <LecturaCaja sesion={sesion} ancho={ancho} ref={ref} />} />
            </Box>
        </Stack>
    );
};
