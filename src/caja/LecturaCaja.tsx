import { Box, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { ReporteZ, SesionConLectura } from '../../contracts/caja';
import { fromCents, toCents } from '../../contracts/money';
import { formatMoney } from '../common/money';
import { useFormatoFecha, useSesion } from '../sesion';
import { nombreDiferencia } from './diferencia';
import { Fila, Hoja, Separador } from '../ventas/ticket/partes';
import type { Ancho } from '../ventas/ticket/ticketPrint';
import './textos';

/** A session as read (X) or closed (Z): the close's answer also carries the count's denominations. */
export type SesionLeida = SesionConLectura & { denominaciones?: ReporteZ['denominaciones'] };

/** The expected cash: the reading's (absent for a blind count while open), else what the close recorded. */
export const esperadoDe = (s: SesionConLectura) => s.lectura.efectivo_esperado ?? s.efectivo_esperado ?? undefined;

/** A denomination's name on paper and in the grid: 'Billete $500', 'Moneda $0.50'. */
export const nombreDenominacion = (translate: ReturnType<typeof useTranslate>, tipo: string, valor: string | number) =>
    translate(`resources.caja.lectura.${tipo}`, { valor: formatMoney(valor).replace(/\.00$/, '') });

/**
 * The X reading (open) or Z report (closed) on receipt paper, printed like a sale's ticket: shop,
 * session, cashier, times, the float, sales by method, the cash they leave, movements, the
 * expected cash (unless counting blind) and, once closed, the count and its difference.
 */
export const LecturaCaja = ({ sesion, ancho, ref }: { sesion: SesionLeida; ancho: Ancho; ref?: Ref<HTMLElement> }) => {
    const translate = useTranslate();
    const t = (key: string, args?: Record<string, unknown>) => translate(`resources.caja.lectura.${key}`, args);
    const { fechaHora } = useFormatoFecha();
    const empresa = useSesion().data?.empresa.nombre ?? '';
    const cerrada = sesion.estado === 'Cerrada';
    const { lectura } = sesion;
    const esperado = esperadoDe(sesion);
    const titulo = t(cerrada ? 'z' : 'x');
    return (
        <Hoja ancho={ancho} titulo={titulo} ref={ref}>
            <Typography component="h2" sx={{ font: 'inherit', fontWeight: 700, fontSize: '1.2em', textAlign: 'center' }}>
                {empresa}
            </Typography>
            <Box sx={{ textAlign: 'center', fontWeight: 700 }}>{titulo}</Box>
            <Box>{t('sesion', { id: sesion.id, caja: sesion.caja })}</Box>
            <Box>{t('cajero', { cajero: sesion.cajero || sesion.usuario })}</Box>
            <Box>{t('apertura', { fecha: fechaHora(sesion.abierta_en) })}</Box>
            {cerrada && sesion.cerrada_en ? <Box>{t('cierre', { fecha: fechaHora(sesion.cerrada_en) })}</Box> : <Box>{t('impreso', { fecha: fechaHora(new Date().toISOString()) })}</Box>}
            <Separador />
            <Fila izquierda={t('fondo')} derecha={formatMoney(lectura.fondo_inicial)} />
            <Fila izquierda={t('ventas')} derecha={String(lectura.ventas)} />
            {lectura.por_metodo.length > 0 && <Box sx={{ mt: 0.5 }}>{t('por_metodo')}:</Box>}
            {lectura.por_metodo.map((m) => (
                <Fila key={m.metodo_pago} izquierda={`  ${m.metodo_pago}`} derecha={formatMoney(m.monto)} />
            ))}
            <Separador />
            <Fila izquierda={t('efectivo_ventas')} derecha={formatMoney(lectura.efectivo_ventas)} />
            <Fila izquierda={t('devoluciones')} derecha={formatMoney(lectura.efectivo_devoluciones)} />
            {Number(lectura.efectivo_abonos ?? 0) !== 0 && <Fila izquierda={t('abonos')} derecha={formatMoney(lectura.efectivo_abonos)} />}
            <Fila izquierda={t('entradas')} derecha={formatMoney(lectura.entradas)} />
            <Fila izquierda={t('salidas')} derecha={formatMoney(lectura.salidas)} />
            {esperado !== undefined && <Fila izquierda={t('esperado')} derecha={formatMoney(esperado)} fuerte />}
            {cerrada && sesion.efectivo_contado !== null && (
                <>
                    <Fila izquierda={t('contado')} derecha={formatMoney(sesion.efectivo_contado)} fuerte />
                    <Fila izquierda={t(nombreDiferencia(sesion.diferencia))} derecha={formatMoney(sesion.diferencia)} fuerte />
                </>
            )}
            {sesion.denominaciones && sesion.denominaciones.length > 0 && (
                <>
                    <Separador />
                    <Box>{t('conteo')}:</Box>
                    {sesion.denominaciones.map((d) => (
                        <Fila
                            key={`${d.tipo}-${d.valor}`}
                            izquierda={`${nombreDenominacion(translate, d.tipo, d.valor)} x ${d.cantidad}`}
                            derecha={formatMoney(fromCents((toCents(d.valor) ?? 0) * d.cantidad))}
                        />
                    ))}
                </>
            )}
        </Hoja>
    );
};
