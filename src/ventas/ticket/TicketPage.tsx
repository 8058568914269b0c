import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, GlobalStyles, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { failureText } from '../../forbidden';
import { useVentaDetalle } from '../historial/useVentaDetalle';
import { useFormatoFecha, useSesion } from '../../sesion';
import { NotaCreditoTicket } from './NotaCreditoTicket';
import { Ticket } from './Ticket';
import { type Ancho, CLASE_IMPRESO, estilosDeImpresion, milimetrosDeAlto } from './ticketPrint';

/** The paper chosen last time: a till has one printer. */
const CLAVE_ANCHO = 'sipv-ticket-ancho';
const anchoGuardado = (): Ancho => (localStorage.getItem(CLAVE_ANCHO) === '58' ? '58' : '80');

/** The receipt's height in millimetres of paper, followed as it renders and changes width. */
function useAltoDelTicket() {
    const [alto, setAlto] = useState<number | null>(null);
    const ref = useCallback((el: HTMLElement | null) => {
        if (!el) return;
        // Printing hides the screen's copy (height 0): the page keeps the length last measured.
        const medir = () => {
            const mm = milimetrosDeAlto(el.getBoundingClientRect().height);
            if (mm !== null) setAlto(mm);
        };
        medir();
        if (typeof ResizeObserver === 'undefined') return;
        const observador = new ResizeObserver(medir);
        observador.observe(el);
        return () => observador.disconnect();
    }, []);
    return [ref, alto] as const;
}

/**
 * `/ventas/:id/ticket`: the printable receipt of a sale, reached after the sale and from its
 * detail; `/ventas/:id/notas/:nota`, one of its credit notes on the same paper, from the detail's
 * notes. The paper width (58/80 mm) sets the print CSS; 'Imprimir' opens the browser's dialog.
 */
export const TicketPage = () => {
    const translate = useTranslate();
    const [ancho, setAncho] = useState<Ancho>(anchoGuardado);
    const [refTicket, alto] = useAltoDelTicket();
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

    const elegirAncho = (valor: Ancho | null) => {
        if (!valor) return;
        setAncho(valor);
        localStorage.setItem(CLAVE_ANCHO, valor);
    };

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
        const recibo = (ref?: typeof refTicket) => (nota ? <NotaCreditoTicket venta={venta} nota={nota} empresa={empresa} ancho={ancho} ref={ref} /> : <Ticket {...props} ref={ref} />);
        cuerpo = (
            <>
                {recibo(refTicket)}
                {/* What prints: the same receipt, alone in the printed document (see ticketPrint.ts). */}
                {createPortal(
                    <div className={CLASE_IMPRESO} aria-hidden>
                        {recibo()}
                    </div>,
                    document.body,
                )}
            </>
        );
    }

    return (
        <Box sx={{ mt: 2 }}>
            <Title title={titulo} />
            <GlobalStyles styles={estilosDeImpresion(ancho, alto)} />
            <Stack direction="row" spacing={2} className="sipv-no-imprimir" sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <ToggleButtonGroup exclusive size="small" value={ancho} onChange={(_, v) => elegirAncho(v)} aria-label={translate('resources.ventas.ticket.ancho')}>
                    <ToggleButton value="58">{translate('resources.ventas.ticket.mm58')}</ToggleButton>
                    <ToggleButton value="80">{translate('resources.ventas.ticket.mm80')}</ToggleButton>
                </ToggleButtonGroup>
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
