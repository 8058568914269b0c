import DownloadIcon from '@mui/icons-material/GetApp';
import { Alert, Box, Button, Card, Stack, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Title, useTranslate } from 'react-admin';
import type { CsvColumn } from '../../../contracts/csv';
import type { CuentasPorCobrar, FilaCuentaPorCobrar } from '../../../contracts/cuentas';
import { guardarCsv, toCsv } from '../../common/csv';
import { formatMoney } from '../../common/money';
import { read } from '../../dataProvider';
import { failureText, isForbidden, PaginaProhibida } from '../../forbidden';
import { cuentasPorCobrarTextos as T } from './textos';

const CUBETAS = ['saldo', 'd0_30', 'd31_60', 'd61_90', 'mas_de_90'] as const;

/** cuentas_por_cobrar.csv: the table's rows and columns, amounts as the API's decimal strings. */
const CSV: CsvColumn<FilaCuentaPorCobrar>[] = [
    { header: T.columnas.cliente, value: (f) => f.cliente.nombre_completo },
    ...CUBETAS.map((c): CsvColumn<FilaCuentaPorCobrar> => ({ header: T.columnas[c], value: (f) => f[c] })),
];

/**
 * /cuentas-por-cobrar: every customer who owes, their balance by how long its unpaid charges are
 * past due (the server ages them in the shop's days), each linked to its statement; the CSV is
 * written here from the rows on screen.
 */
export const CuentasPorCobrarPage = () => {
    const translate = useTranslate();
    const t = (clave: string, opciones?: object) => translate(`resources.cuentas-por-cobrar.${clave}`, opciones);
    const reporte = useQuery({
        queryKey: ['reportes/cuentas-por-cobrar'],
        queryFn: ({ signal }) => read<CuentasPorCobrar>('reportes/cuentas-por-cobrar', { signal }),
        staleTime: 0,
    });
    const titulo = translate('resources.cuentas-por-cobrar.title');
    const datos = reporte.data;
    const exportar = () => {
        if (datos) guardarCsv(toCsv(CSV, datos.filas), `${T.archivo}_${datos.fecha}`);
    };
    if (isForbidden(reporte.error)) return <PaginaProhibida titulo={titulo} error={reporte.error} fallback={t('fallback')} />;
    return (
        <Box sx={{ mt: 2 }}>
            <Title title={titulo} />
            <Card>
                <Stack direction="row" spacing={2} sx={{ px: 2, pt: 2, pb: 1, alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                        {datos ? t('al_dia', { fecha: datos.fecha.split('-').reverse().join('/') }) : ''}
                    </Typography>
                    <Button startIcon={<DownloadIcon />} onClick={exportar} disabled={!datos || datos.filas.length === 0}>
                        {translate('ra.action.export')}
                    </Button>
                </Stack>
                {reporte.error ? (
                    <Alert severity="error" sx={{ m: 2 }}>
                        {failureText(reporte.error, t('fallback'))}
                    </Alert>
                ) : !datos ? (
                    <Typography sx={{ p: 3 }}>{t('loading')}</Typography>
                ) : datos.filas.length === 0 ? (
                    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                        {t('empty')}
                    </Typography>
                ) : (
                    <TableContainer tabIndex={0} role="region" aria-label={titulo}>
                        <Table size="small" aria-label={titulo}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{t('columnas.cliente')}</TableCell>
                                    {CUBETAS.map((c) => (
                                        <TableCell key={c} align="right">
                                            {t(`columnas.${c}`)}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {datos.filas.map((f) => (
                                    <TableRow key={f.cliente.id}>
                                        <TableCell component="th" scope="row">
                                            <Link to={`/estado-de-cuenta/${f.cliente.id}`}>{f.cliente.nombre_completo}</Link>
                                        </TableCell>
                                        {CUBETAS.map((c) => (
                                            <TableCell key={c} align="right">
                                                {formatMoney(f[c])}
                                            </TableCell>
                                        ))}
                                    </TableRow>
                                ))}
                            </TableBody>
                            <TableFooter>
                                <TableRow sx={{ '& > *': { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem' } }}>
                                    <TableCell component="th" scope="row">
                                        {t('total')}
                                    </TableCell>
                                    {CUBETAS.map((c) => (
                                        <TableCell key={c} align="right">
                                            {formatMoney(datos.totales[c])}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableFooter>
                        </Table>
                    </TableContainer>
                )}
            </Card>
        </Box>
    );
};
