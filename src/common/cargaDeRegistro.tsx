import { Alert, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { failureText, isForbidden } from '../forbidden';

/**
 * What a record's page shows before the record itself: its loading line, 'not found' for a 404
 * (or an answer without the record), a refusal as a warning and any other failure as an error
 * with the server's detail; null once there is the record to show. The texts are the screen's.
 */
export function cargaDeRegistro(
    { isPending, error, registro }: { isPending: boolean; error: unknown; registro: unknown },
    textos: { cargando: string; noEncontrado: string; errorDeCarga: (detalle: string) => string; errorHttp: string },
): ReactNode | null {
    if (isPending) return <Typography>{textos.cargando}</Typography>;
    if ((error as { status?: number } | null)?.status === 404 || (!error && !registro)) return <Alert severity="warning">{textos.noEncontrado}</Alert>;
    if (error) return <Alert severity={isForbidden(error) ? 'warning' : 'error'}>{textos.errorDeCarga(failureText(error, textos.errorHttp))}</Alert>;
    return null;
}
