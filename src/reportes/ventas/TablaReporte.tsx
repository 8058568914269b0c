import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReporteVentas, TotalesVentas } from '../../../contracts/reportes';
import { type Cifra, celda } from './columnas';
import './textos';

// On each cell: a footer's cells are small and grey (MUI's), which a row's own style does not override.
const negritas = { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem' };

const Renglon = ({ etiqueta, cifras, columnas, total = false }: { etiqueta: string; cifras: TotalesVentas; columnas: readonly Cifra[]; total?: boolean }) => (
    <TableRow>
        <TableCell component="th" scope="row" sx={total ? negritas : undefined}>
            {etiqueta}
        </TableCell>
        {columnas.map((c) => (
            <TableCell key={c} align="right" sx={total ? negritas : undefined}>
                {celda(c, cifras)}
            </TableCell>
        ))}
    </TableRow>
);

/**
 * The report's table: a row per group (its Spanish label from the API) and the totals last; with
 * `soloTotales` (the heat map's) the totals row alone, under the map.
 */
export const TablaReporte = ({ reporte, columnas, titulo, soloTotales = false }: { reporte: ReporteVentas; columnas: readonly Cifra[]; titulo: string; soloTotales?: boolean }) => {
    const translate = useTranslate();
    const t = (clave: string) => translate(`resources.reportes.${clave}`);
    const encabezado = (c: Cifra) => t(`columnas.${reporte.agrupar === 'metodo_pago' && c === 'total' ? 'cobrado' : c}`);
    return (
        // Up to nine amounts scroll sideways on a phone: the region takes the focus, so a keyboard can scroll it (axe: scrollable-region-focusable).
        <TableContainer tabIndex={0} role="region" aria-label={titulo} sx={{ '@media print': { overflow: 'visible' } }}>
            <Table size="small" aria-label={titulo}>
                <TableHead>
                    <TableRow>
                        <TableCell>{t(`grupo.${reporte.agrupar}`)}</TableCell>
                        {columnas.map((c) => (
                            <TableCell key={c} align="right">
                                {encabezado(c)}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                {!soloTotales && (
                    <TableBody>
                        {reporte.filas.map((f) => (
                            <Renglon key={f.grupo} etiqueta={f.etiqueta} cifras={f} columnas={columnas} />
                        ))}
                    </TableBody>
                )}
                <TableFooter>
                    <Renglon etiqueta={t('total')} cifras={reporte.totales} columnas={columnas} total />
                </TableFooter>
            </Table>
        </TableContainer>
    );
};
