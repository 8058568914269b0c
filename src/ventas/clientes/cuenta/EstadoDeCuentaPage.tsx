import AddCardIcon from '@mui/icons-material/AddCard';
import BalanceIcon from '@mui/icons-material/Balance';
import BlockIcon from '@mui/icons-material/Block';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Card, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link, Title, useTranslate } from 'react-admin';
import type { Cuenta } from '../../../../contracts/cuentas';
import { ConPermiso } from '../../../common/ConPermiso';
import { formatMoney } from '../../../common/money';
import { read } from '../../../dataProvider';
import { failureText, isForbidden } from '../../../forbidden';
import { useFormatoFecha } from '../../../sesion';
import { AbonoDialog } from './AbonoDialog';
import { AjusteCuentaDialog } from './AjusteCuentaDialog';
import './textos';

const LIMITE = 200;

/**
 * /estado-de-cuenta/{id}: the customer's account now (balance, limit, available, days, points)
 * and its most recent movements with the balance each left, newest first; 'Imprimir' prints the
 * page as it is (the browser's print, on the shop's paper). 'Registrar abono' (ventas:crear, while
 * the customer owes) opens its dialog at /estado-de-cuenta/{id}/abono, which ends on the receipt;
 * 'Ajustar cuenta' (clientes:credito) a correction of the balance and/or points at …/{id}/ajuste.
 */
export const EstadoDeCuentaPage = () => {
    const translate = useTranslate();
    const t = (clave: string, opciones?: object) => translate(`resources.estado-de-cuenta.${clave}`, opciones);
    const { fechaHora } = useFormatoFecha();
    const partes = useLocation().pathname.split('/').filter(Boolean);
    const id = Number(partes[1]);
    const navigate = useNavigate();
    const cuenta = useQuery({
        queryKey: ['clientes/cuenta', id],
        queryFn: ({ signal }) => read<Cuenta>(`clientes/${id}/cuenta?limit=${LIMITE}`, { signal }),
        enabled: Number.isInteger(id) && id > 0,
        staleTime: 0,
    });
    const titulo = translate('resources.estado-de-cuenta.title');
    if (cuenta.error) {
        return (
            <Box sx={{ mt: 2 }}>
                <Title title={titulo} />
                <Alert severity={isForbidden(cuenta.error) ? 'warning' : 'error'} icon={isForbidden(cuenta.error) ? <BlockIcon /> : undefined}>
                    {failureText(cuenta.error, t('fallback'))}
                </Alert>
            </Box>
        );
    }
    const c = cuenta.data;
    if (!c) return <Typography sx={{ p: 3 }}>{t('loading')}</Typography>;
    const dato = (etiqueta: string, valor: string) => (
        <Box>
            <Typography variant="caption" color="text.secondary">
                {etiqueta}
            </Typography>
            {/* A figure, not a heading: h6 under the customer's h2 broke the headings' order (axe, tests/e2e/accesibilidad.test.ts). */}
            <Typography variant="h6" component="p">
                {valor}
            </Typography>
        </Box>
    );
    return (
        <Box sx={{ mt: 2 }}>
            <Title title={`${titulo}: ${c.cliente.nombre_completo}`} />
            <Card sx={{ p: 2 }}>
                <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
                    <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
                        {c.cliente.nombre_completo}
                    </Typography>
                    <ConPermiso accion="abonar" resource="estado-de-cuenta">
                        <Button startIcon={<AddCardIcon />} disabled={Number(c.saldo) <= 0} onClick={() => navigate(`/estado-de-cuenta/${id}/abono`)} sx={{ displayPrint: 'none' }}>
                            {t('abonar')}
                        </Button>
                    </ConPermiso>
                    {/* Also with nothing owed: an adjustment may raise the balance, or only move points. */}
                    <ConPermiso accion="ajustar" resource="estado-de-cuenta">
                        <Button startIcon={<BalanceIcon />} onClick={() => navigate(`/estado-de-cuenta/${id}/ajuste`)} sx={{ displayPrint: 'none' }}>
                            {t('ajustar')}
                        </Button>
                    </ConPermiso>
                    <Button startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
                        {t('imprimir')}
                    </Button>
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mb: 2 }}>
                    {dato(t('saldo'), formatMoney(c.saldo))}
                    {dato(t('limite'), formatMoney(c.limite_credito))}
                    {dato(t('disponible'), formatMoney(c.disponible))}
                    {dato(t('dias'), String(c.dias_credito))}
                    {dato(t('puntos'), t('puntos_valor', { puntos: c.puntos, valor: formatMoney(c.valor_puntos) }))}
                </Stack>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'none', displayPrint: 'block' }}>
                    {t('impreso', { fecha: fechaHora(new Date().toISOString()) })}
                </Typography>
                {c.movimientos.length === 0 ? (
                    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                        {t('empty')}
                    </Typography>
                ) : (
                    <TableContainer tabIndex={0} role="region" aria-label={t('movimientos')}>
                        <Table size="small" aria-label={t('movimientos')}>
                            <TableHead>
                                <TableRow>
                                    {(['fecha', 'concepto', 'vence', 'cargo', 'abono', 'saldo'] as const).map((k) => (
                                        <TableCell key={k} align={k === 'fecha' || k === 'concepto' || k === 'vence' ? 'left' : 'right'}>
                                            {t(`columnas.${k}`)}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {c.movimientos.map((m) => {
                                    const monto = Number(m.monto);
                                    return (
                                        <TableRow key={m.id}>
                                            <TableCell>{fechaHora(m.fecha)}</TableCell>
                                            <TableCell>
                                                {t(`tipos.${m.tipo}`)}
                                                {m.venta_id !== null && (
                                                    <>
                                                        {' · '}
                                                        <Link to={`/ventas/${m.venta_id}`}>{t('venta', { id: m.venta_id })}</Link>
                                                    </>
                                                )}
                                                {[m.metodo_pago && m.tipo === 'abono' ? m.metodo_pago : null, m.referencia, m.motivo].filter(Boolean).map((x) => ` · ${x}`)}
                                                {/* An abono's receipt, to print again: the movement is the abono. */}
                                                {m.tipo === 'abono' && (
                                                    <>
                                                        {' · '}
                                                        <Link to={`/recibo-de-abono/${m.id}`}>{t('recibo', { id: m.id })}</Link>
                                                    </>
                                                )}
                                            </TableCell>
                                            <TableCell>{m.vence ? m.vence.split('-').reverse().join('/') : ''}</TableCell>
                                            <TableCell align="right">{monto > 0 ? formatMoney(m.monto) : ''}</TableCell>
                                            <TableCell align="right">{monto < 0 ? formatMoney(String(-monto)) : ''}</TableCell>
                                            <TableCell align="right">{formatMoney(m.saldo)}</TableCell>
                                        </TableRow>
                                    );
                                })}
                            </TableBody>
                        </Table>
                    </TableContainer>
                )}
                {c.total_movimientos > c.movimientos.length && (
                    <Typography variant="caption" color="text.secondary">
                        {t('anteriores', { n: c.movimientos.length, total: c.total_movimientos })}
                    </Typography>
                )}
            </Card>
            <AbonoDialog cuenta={c} open={partes[2] === 'abono'} onClose={() => navigate(`/estado-de-cuenta/${id}`)} />
            <AjusteCuentaDialog cuenta={c} open={partes[2] === 'ajuste'} onClose={() => navigate(`/estado-de-cuenta/${id}`)} />
        </Box>
    );
};
