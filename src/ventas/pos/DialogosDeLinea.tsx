import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Descuento } from '../../../contracts/calculo';
import { usePuede } from '../../common/ConPermiso';
import { useDatos } from '../../dataProvider';
import { ajustesDeLaEmpresa, maximoEnCentesimas } from './ajustes';
import { CantidadDialog } from './CantidadDialog';
import { fijarCantidad, fijarDescuento, importeDeLaLinea, type LineaCarrito, type Rechazo, subtotalCarrito } from './carrito';
import type { CarritoStore } from './carritoStore';
import { DescuentoDialog } from './DescuentoDialog';
import { type ObjetivoDeDescuento, type RechazoDeDescuento, revisarDescuento } from './descuentos';
import './textos';

/**
 * The till's line keys (issue 33 items 1 and 4), typed where a cashier's hands are: '*' in the
 * product box (or with the focus nowhere) sets the quantity or weight of the line, the number typed
 * before it filling the dialog ('0.750*'), as on a supermarket till; Ctrl+I a discount on the
 * line, Ctrl+G one on the whole sale. Chromium and Firefox give Ctrl+I and Ctrl+G nothing a page
 * cannot take (page info, find again), unlike Ctrl+D/L/N/P/R/S/T/W/F/H/J/K/U/Q; Ctrl+Z is the
 * till's undo.
 */
export const ATAJOS_DE_LINEA = { cantidad: '*', descuento_linea: 'Ctrl+I', descuento_venta: 'Ctrl+G' } as const;

/** The dialog open now; `n` mounts a fresh one at each opening. */
export type DialogoDeLinea = { tipo: 'cantidad'; varianteId: number; inicial: string; n: number } | { tipo: 'descuento'; objetivo: ObjetivoDeDescuento; n: number };

/** A quantity typed before '*' in the product box, or nothing. */
const NUMERO = /^[\d.,]+$/;

/** Sets the product box's text the way typing does, so its search (BusquedaProducto) follows. */
const vaciarCaja = (caja: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(caja, '');
    caja.dispatchEvent(new Event('input', { bubbles: true }));
};

interface Opciones {
    store: CarritoStore;
    productoRef: RefObject<HTMLInputElement | null>;
    /** Whether another dialog holds the keys. */
    enDialogoRef: RefObject<boolean>;
    /** The line a scan or a quantity last added or changed (the target when no line has the focus). */
    ultimaRef: RefObject<number | null>;
    /** A quantity taken: the page applies it (with 'Deshacer' when 0 removes the line). */
    fijar: (varianteId: number, milesimas: number) => void;
    /** A message under the product box (no line to act on, no permission). */
    avisar: (texto: string) => void;
    /** A discount changed: the sale is a different one (a new Idempotency-Key). */
    alCambiarDescuento: () => void;
    textoDeRechazo: (r: Rechazo) => string;
}

/** The dialogs' state and their keys; `dialogo` for the page's focus rules, `elemento` to render. */
export function useDialogosDeLinea({ store, productoRef, enDialogoRef, ultimaRef, fijar, avisar, alCambiarDescuento, textoDeRechazo }: Opciones) {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const dataProvider = useDatos();
    const puedeDescontar = usePuede('descontar', 'pos') === true;
    const sinLimite = usePuede('descontar_sin_limite', 'pos') === true;
    const [dialogo, setDialogo] = useState<DialogoDeLinea | null>(null);
    const aperturas = useRef(0);

    /** The line with the focus (its quantity box, its trash button), else the one last changed, else the last. */
    const lineaObjetivo = useCallback((): LineaCarrito | undefined => {
        const carrito = store.get();
        const fila = document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>('tr[data-variante]') : null;
        const id = fila ? Number(fila.dataset.variante) : ultimaRef.current;
        return carrito.find((l) => l.varianteId === id) ?? carrito[carrito.length - 1];
    }, [store, ultimaRef]);

    const abrirCantidad = useCallback(
        (inicial: string) => {
            const linea = lineaObjetivo();
            if (!linea) return avisar(translate('resources.pos.cantidad.sin_lineas'));
            setDialogo({ tipo: 'cantidad', varianteId: linea.varianteId, inicial, n: ++aperturas.current });
        },
        [lineaObjetivo, avisar, translate],
    );
    const abrirDescuento = useCallback(
        (deVenta: boolean) => {
            if (!puedeDescontar) return avisar(translate('resources.pos.descuento.sin_permiso'));
            const linea = lineaObjetivo();
            if (!linea) return avisar(translate('resources.pos.descuento.sin_lineas'));
            // The cap is read now, so it is known by the time the cashier presses Enter.
            if (!sinLimite) void ajustesDeLaEmpresa(queryClient, dataProvider);
            setDialogo({ tipo: 'descuento', objetivo: deVenta ? 'venta' : { varianteId: linea.varianteId }, n: ++aperturas.current });
        },
        [puedeDescontar, sinLimite, lineaObjetivo, avisar, translate, queryClient, dataProvider],
    );

    useEffect(() => {
        const alPulsar = (e: KeyboardEvent) => {
            if (enDialogoRef.current || e.altKey || e.metaKey) return;
            const tecla = e.key.toLowerCase();
            if (e.ctrlKey && !e.shiftKey && (tecla === 'i' || tecla === 'g')) {
                e.preventDefault();
                abrirDescuento(tecla === 'g');
                return;
            }
            if (e.key !== '*' || e.ctrlKey) return;
            const caja = productoRef.current;
            const activo = document.activeElement;
            // In another box '*' is that box's; from the product box, a button or nowhere it is the till's.
            if (activo !== caja && (activo instanceof HTMLInputElement || activo instanceof HTMLTextAreaElement)) return;
            e.preventDefault();
            const texto = activo === caja && caja ? caja.value.trim() : '';
            if (caja && activo === caja && caja.value !== '') vaciarCaja(caja);
            abrirCantidad(NUMERO.test(texto) ? texto : '');
        };
        window.addEventListener('keydown', alPulsar);
        return () => window.removeEventListener('keydown', alPulsar);
    }, [abrirCantidad, abrirDescuento, enDialogoRef, productoRef]);

    const cerrar = useCallback(() => setDialogo(null), []);

    const aplicarCantidad = (varianteId: number, milesimas: number): string | null => {
        // Refused here, the dialog says why and stays open; taken, the page applies it.
        const r = fijarCantidad(store.get(), varianteId, milesimas);
        if (r.rechazo) return textoDeRechazo(r.rechazo);
        fijar(varianteId, milesimas);
        setDialogo(null);
        return null;
    };

    const aplicarDescuento = async (objetivo: ObjetivoDeDescuento, descuento: Descuento | null): Promise<RechazoDeDescuento | null> => {
        const ajustes = sinLimite ? null : await ajustesDeLaEmpresa(queryClient, dataProvider);
        const rechazo = revisarDescuento(store.get(), store.descuento(), objetivo, descuento, ajustes ? maximoEnCentesimas(ajustes) : null);
        if (rechazo) return rechazo;
        if (objetivo === 'venta') store.fijarDescuento(descuento);
        else store.set(fijarDescuento(store.get(), objetivo.varianteId, descuento));
        alCambiarDescuento();
        setDialogo(null);
        return null;
    };

    let elemento = null;
    if (dialogo?.tipo === 'cantidad') {
        const linea = store.get().find((l) => l.varianteId === dialogo.varianteId);
        if (linea)
            elemento = (
                <CantidadDialog key={dialogo.n} linea={linea} inicial={dialogo.inicial} onAplicar={(m) => aplicarCantidad(linea.varianteId, m)} onCerrar={cerrar} />
            );
    } else if (dialogo?.tipo === 'descuento') {
        const { objetivo } = dialogo;
        const linea = objetivo === 'venta' ? undefined : store.get().find((l) => l.varianteId === objetivo.varianteId);
        if (objetivo === 'venta' || linea)
            elemento = (
                <DescuentoDialog
                    key={dialogo.n}
                    titulo={linea ? translate('resources.pos.descuento.title_linea', { nombre: linea.nombre }) : translate('resources.pos.descuento.title_venta')}
                    importe={linea ? importeDeLaLinea(linea) : subtotalCarrito(store.get())}
                    actual={linea ? (linea.descuento ?? null) : store.descuento()}
                    onAplicar={(d) => aplicarDescuento(objetivo, d)}
                    onCerrar={cerrar}
                />
            );
    }
    return { dialogo, elemento, puedeDescontar };
}
