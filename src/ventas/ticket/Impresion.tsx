import { GlobalStyles, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type ReactNode, type Ref, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { type Ancho, CLASE_IMPRESO, estilosDeImpresion, milimetrosDeAlto } from './ticketPrint';
import './textos';

/*
 * How a receipt prints on the shop's roll (58 or 80 mm): the sale's ticket, a credit note, the
 * cash session's X and Z readings. The paper chosen is remembered, the page is the roll's width by
 * the receipt's measured length, and the printed document is the receipt's copy alone.
 */

/** The paper chosen last time: a till has one printer. */
const CLAVE_ANCHO = 'sipv-ticket-ancho';
const anchoGuardado = (): Ancho => (localStorage.getItem(CLAVE_ANCHO) === '58' ? '58' : '80');

/** The roll's width, remembered across receipts and visits. */
export function useAnchoDelPapel() {
    const [ancho, setAncho] = useState<Ancho>(anchoGuardado);
    const elegir = useCallback((valor: Ancho | null) => {
        if (!valor) return;
        setAncho(valor);
        localStorage.setItem(CLAVE_ANCHO, valor);
    }, []);
    return [ancho, elegir] as const;
}

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

/** '58 mm' | '80 mm', the paper's choice. */
export const SelectorDeAncho = ({ ancho, onChange }: { ancho: Ancho; onChange: (valor: Ancho | null) => void }) => {
    const translate = useTranslate();
    return (
        <ToggleButtonGroup exclusive size="small" value={ancho} onChange={(_, v) => onChange(v)} aria-label={translate('resources.ventas.ticket.ancho')}>
            <ToggleButton value="58">{translate('resources.ventas.ticket.mm58')}</ToggleButton>
            <ToggleButton value="80">{translate('resources.ventas.ticket.mm80')}</ToggleButton>
        </ToggleButtonGroup>
    );
};

/**
 * A receipt on screen (`recibo(ref)`, measured) and its copy that prints (`recibo()`, a child of
 * <body>, see ticketPrint.ts), with the print CSS for `ancho`. 'Imprimir' is `window.print()`.
 */
export const Impresion = ({ ancho, recibo }: { ancho: Ancho; recibo: (ref?: Ref<HTMLElement>) => ReactNode }) => {
    const [ref, alto] = useAltoDelTicket();
    return (
        <>
            <GlobalStyles styles={estilosDeImpresion(ancho, alto)} />
            {recibo(ref)}
            {createPortal(
                <div className={CLASE_IMPRESO} aria-hidden>
                    {recibo()}
                </div>,
                document.body,
            )}
        </>
    );
};
