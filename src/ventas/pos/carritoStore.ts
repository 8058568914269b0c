import { useSyncExternalStore } from 'react';
import type { Descuento } from '../../../contracts/calculo';
import { fromCents } from '../../../contracts/money';
import { formatCantidad } from '../../common/cantidad';
import { formatMoney } from '../../common/money';
import { CARRITO_VACIO, type Carrito, totalCarrito, unidades } from './carrito';

/**
 * The till's cart, outside the page's state. A scan changes the cart and nothing else, so only
 * what shows the cart subscribes to it (the table, the total, the payment and cancel buttons,
 * the open payment modal) and a scan re-renders those, not the whole page (title, customer,
 * product box, dialogs, shortcut hints). It is also the one truth while scans arrive faster than
 * React renders: `get()` is always the latest cart.
 *
 * The sale's own discount (issue 33 item 4) lives here too, beside the lines: the totals need
 * both, and a change of either wakes the same listeners.
 *
 * React renders a store's change at once (useSyncExternalStore updates are synchronous), so the
 * line a lookup answered is on screen in the task that read the answer.
 */
export interface CarritoStore {
    get(): Carrito;
    set(carrito: Carrito): void;
    /** The sale's discount, or null. */
    descuento(): Descuento | null;
    fijarDescuento(descuento: Descuento | null): void;
    subscribe(escuchar: () => void): () => void;
}

export const crearCarritoStore = (inicial: Carrito = CARRITO_VACIO, descuentoInicial: Descuento | null = null): CarritoStore => {
    let carrito = inicial;
    let descuento = descuentoInicial;
    const escuchas = new Set<() => void>();
    const avisar = () => {
        for (const escuchar of escuchas) escuchar();
    };
    return {
        get: () => carrito,
        set(nuevo) {
            // An unchanged cart (a refused change) wakes nobody.
            if (nuevo === carrito) return;
            carrito = nuevo;
            avisar();
        },
        descuento: () => descuento,
        fijarDescuento(nuevo) {
            if (nuevo === descuento) return;
            descuento = nuevo;
            avisar();
        },
        subscribe(escuchar) {
            escuchas.add(escuchar);
            return () => escuchas.delete(escuchar);
        },
    };
};

/**
 * What a component shows of the cart. `elegir` should answer a primitive (a total, a count) or
 * the cart itself, so the component re-renders only when that changes; it is given the sale's
 * discount too.
 */
export const useCarrito = <T>(store: CarritoStore, elegir: (carrito: Carrito, descuentoDeVenta: Descuento | null) => T): T =>
    useSyncExternalStore(store.subscribe, () => elegir(store.get(), store.descuento()));

/**
 * A figure of the cart as bare text, placed inside the MUI element that shows it (a button's
 * label, a Typography): a scan re-renders this text node, not the button or the table around it.
 */
export const CifraCarrito = ({ store, cifra }: { store: CarritoStore; cifra: (carrito: Carrito, descuentoDeVenta: Descuento | null) => string | number }) =>
    useCarrito(store, cifra);

/** Figures for CifraCarrito and selectors for useCarrito: module-level, so each is one stable function. */
export const totalEnPesos = (carrito: Carrito, descuentoDeVenta: Descuento | null): string => formatMoney(fromCents(totalCarrito(carrito, descuentoDeVenta)));
/** The articles in the cart, grouped as every count on screen ('1,500'). */
export const unidadesALaVista = (carrito: Carrito): string => formatCantidad(unidades(carrito));
export const estaVacio = (carrito: Carrito): boolean => carrito.length === 0;
