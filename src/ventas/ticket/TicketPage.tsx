import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { type Ref, useEffect, useRef } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { failureText } from '../../forbidden';
import { useVentaDetalle } from '../historial/useVentaDetalle';
import { useFormatoFecha, useSesion } from '../../sesion';
import { NotaCreditoTicket } from './NotaCreditoTicket';
import { Ticket } from './Ticket';
import { Impresion, SelectorDeAncho, useAnchoDelPapel } from './Impresion';
import './textos';

/**
 * `/ventas/:id/ticket`: the printable receipt of a sale, reached after the sale and from its
 * detail; `/ventas/:id/notas/:nota`, one of its credit notes on the same paper, from the detail's
 * notes. The paper width (58/80 mm) sets the print CSS; 'Imprimir' opens the browser's dialog.
 */
export const TicketPage = () => {
    const translate = useTranslate();
    const [ancho, elegirAncho] = useAnchoDelPapel();
    // The whole sale, never the history row react-admin caches under the plain getOne key.
    const { param: id, data: venta, isPending, error } = useVentaDetalle();
    const sesion = useSesion();
    const { fechaHora } = useFormatoFecha();
    // A credit note's address names it; the sale's ticket does not.
    const { nota: notaParam } = useParams();
    const nota = notaParam === undefined ? undefined : venta?.notas_credito.find((n) => String(n.id) === notaParam);
    const titulo = notaParam === undefined ? translate('resources.ventas.ticket.title', { id }) : translate('resources.ventas.ticket.nota', { id: notaParam });

    // Reached with F8 from the till: Enter prints, Tab reaches the way back, no mouse needed.
    const imprimir = useRef<HTMLButtonElement>(null);
    const cargada = venta !== undefined;
    useEffect(() => {
        if (cargada) imprimir.current?.focus();
    }, [cargada]);

    let cuerpo: React.ReactNode;
    if (error) {
        const status = (error as { status?: unknown }).status;
        cuerpo = (
            <Alert severity="error">
                {status === 404 ? translate('resources.ventas.ticket.not_found') : translate('resources.ventas.ticket.error', { message: failureText(error, '') })}
            </Alert>
        );
    } else if (isPending || !venta) {
        cuerpo = <Typography>{translate('resources.ventas.ticket.loading')}</Typography>;
    } else if (notaParam !== undefined && !nota) {
        cuerpo = <Alert severity="error">{translate('resources.ventas.ticket.nota_not_found', { venta: venta.id, id: notaParam })}</Alert>;
    } else {
        const empresa = sesion.data?.empresa.nombre ?? '';
        const props = { venta, empresa, fecha: fechaHora(venta.fecha), ancho };
        const recibo = (ref?: Ref<HTMLElement>) => (nota ? <NotaCreditoTicket venta={venta} nota={nota} empresa={empresa} ancho={ancho} ref={ref} /> : <Ticket {...props} ref={ref} />);
        cuerpo = <Impresion ancho={ancho} recibo={recibo} />;
    }

    return (
        <Box sx={{ mt: 2 }}>
            <Title title={titulo} />
            <Stack direction="row" spacing={2} className="sipv-no-imprimir" sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <SelectorDeAncho ancho={ancho} onChange={elegirAncho} />
                <Button ref={imprimir} variant="contained" startIcon={<PrintIcon />} disabled={!venta || (notaParam !== undefined && !nota)} onClick={() => window.print()}>
                    {translate('resources.ventas.ticket.imprimir')}
                </Button>
                {notaParam === undefined ? (
                    <Button component={Link} to="/pos">
                        {translate('resources.ventas.ticket.volver')}
                    </Button>
                ) : (
                    <Button component={Link} to={`/ventas/${id}`}>
                        {translate('resources.ventas.ticket.volver_venta')}
                    </Button>
                )}
            </Stack>
            {cuerpo}
        </Box>
    );
};
