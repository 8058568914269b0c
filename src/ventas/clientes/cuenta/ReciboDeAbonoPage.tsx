import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useRef } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { Abono } from '../../../../contracts/cuentas';
import { formatMoney } from '../../../common/money';
import { useEmpresa } from '../../../configuracion/useEmpresa';
import { useDatos } from '../../../dataProvider';
import { failureText, isForbidden, PaginaProhibida } from '../../../forbidden';
import { useFormatoFecha, useSesion } from '../../../sesion';
import { Impresion, SelectorDeAncho, useAnchoDelPapel } from '../../ticket/Impresion';
import { DatosFiscales, Fila, Hoja, Separador, TextoDeLaTienda } from '../../ticket/partes';
import type { Ancho } from '../../ticket/ticketPrint';
import './reciboTextos';

const R = 'resources.recibo-de-abono';

/** The receipt on the shop's roll: shop, customer, date, amount, method, reference, balance before and after, who received it. */
const Recibo = ({ abono, empresa, fecha, ancho, ref }: { abono: Abono; empresa: string; fecha: string; ancho: Ancho; ref?: Ref<HTMLElement> }) => {
    const translate = useTranslate();
    const { data: ajustes } = useEmpresa();
    return (
        <Hoja ancho={ancho} titulo={translate(`${R}.encabezado`, { id: abono.id })} ref={ref}>
            <Typography component="h2" sx={{ font: 'inherit', fontWeight: 700, fontSize: '1.2em', textAlign: 'center' }}>
                {empresa}
            </Typography>
            <DatosFiscales empresa={ajustes} nombre={empresa} />
            <TextoDeLaTienda texto={ajustes?.encabezado_ticket} testId="recibo-encabezado" />
            <Box sx={{ textAlign: 'center' }}>{translate(`${R}.encabezado`, { id: abono.id })}</Box>
            <Box>{translate(`${R}.fecha`, { fecha })}</Box>
            <Box>{translate(`${R}.cliente`, { cliente: abono.cliente.nombre_completo })}</Box>
            <Separador />
            <Fila izquierda={translate(`${R}.saldo_anterior`)} derecha={formatMoney(abono.saldo_anterior)} />
            <Fila izquierda={translate(`${R}.monto`)} derecha={`−${formatMoney(abono.monto)}`} fuerte />
            <Fila izquierda={translate(`${R}.saldo`)} derecha={formatMoney(abono.saldo)} fuerte />
            <Box sx={{ mt: 0.5 }}>{translate(`${R}.metodo`, { metodo: abono.metodo_pago })}</Box>
            {abono.referencia ? <Box sx={{ overflowWrap: 'anywhere' }}>{translate(`${R}.referencia`, { referencia: abono.referencia })}</Box> : null}
            <Separador />
            <Box>{translate(`${R}.recibio`, { usuario: abono.usuario })}</Box>
            <Box sx={{ textAlign: 'center', mt: 1 }}>{translate(`${R}.no_fiscal`)}</Box>
            <Box sx={{ textAlign: 'center', mt: 1 }}>{translate(`${R}.gracias`)}</Box>
            <TextoDeLaTienda texto={ajustes?.pie_ticket} testId="recibo-pie" />
        </Hoja>
    );
};

/**
 * `/recibo-de-abono/{id}`: an abono's printable receipt (issue 34 item 4), opened when the abono
 * is registered on the statement and reachable again by its address. The paper (58/80 mm) is the
 * ticket's own choice and print CSS (ventas/ticket/Impresion.tsx); 'Imprimir' has the focus once
 * loaded, so Enter prints.
 */
export const ReciboDeAbonoPage = () => {
    const translate = useTranslate();
    const dataProvider = useDatos();
    const [ancho, elegirAncho] = useAnchoDelPapel();
    const sesion = useSesion();
    const { fechaHora } = useFormatoFecha();
    const id = Number(useLocation().pathname.split('/').filter(Boolean)[1]);
    const lectura = useQuery({
        queryKey: ['clientes/abono', id],
        queryFn: ({ signal }) => dataProvider.abono(id, signal),
        enabled: Number.isInteger(id) && id > 0,
        retry: false,
    });
    const abono = lectura.data;
    const imprimir = useRef<HTMLButtonElement>(null);
    const cargado = abono !== undefined;
    useEffect(() => {
        if (cargado) imprimir.current?.focus();
    }, [cargado]);

    const titulo = translate(`${R}.title`);
    if (isForbidden(lectura.error)) return <PaginaProhibida titulo={titulo} error={lectura.error} fallback={translate(`${R}.fallback`)} />;
    let cuerpo: React.ReactNode;
    if (lectura.error || !(id > 0)) {
        const status = (lectura.error as { status?: unknown } | null)?.status;
        cuerpo = <Alert severity="error">{status === 404 || !(id > 0) ? translate(`${R}.not_found`) : failureText(lectura.error, translate(`${R}.fallback`))}</Alert>;
    } else if (!abono) {
        cuerpo = <Typography>{translate(`${R}.loading`)}</Typography>;
    } else {
        const empresa = sesion.data?.empresa.nombre ?? '';
        cuerpo = <Impresion ancho={ancho} recibo={(ref) => <Recibo abono={abono} empresa={empresa} fecha={fechaHora(abono.fecha)} ancho={ancho} ref={ref} />} />;
    }
    return (
        <Box sx={{ mt: 2 }}>
            <Title title={abono ? translate(`${R}.encabezado`, { id: abono.id }) : titulo} />
            <Stack direction="row" spacing={2} className="sipv-no-imprimir" sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <SelectorDeAncho ancho={ancho} onChange={elegirAncho} />
                <Button ref={imprimir} variant="contained" startIcon={<PrintIcon />} disabled={!abono} onClick={() => window.print()}>
                    {translate(`${R}.imprimir`)}
                </Button>
                {abono ? (
                    <Button component={Link} to={`/estado-de-cuenta/${abono.cliente.id}`}>
                        {translate(`${R}.volver`)}
                    </Button>
                ) : null}
            </Stack>
            {cuerpo}
        </Box>
    );
};
