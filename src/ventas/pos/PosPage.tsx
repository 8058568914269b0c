import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Confirm, Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Pago } from '../../../contracts/calculo';
import type { Cliente } from '../../../contracts/clientes';
import type { InventarioFila } from '../../../contracts/inventario';
import { fromCents } from '../../../contracts/money';
import type { z } from 'zod';
import type { CheckoutRespuesta, checkoutInput } from '../../../contracts/ventas';
import { failureText } from '../../forbidden';
import { textoDeErrorDeVenta } from './errorDeVenta';
import { MUESTRAN, refrescar } from '../../common/refrescar';
import type { EtiquetaLeida } from '../../../contracts/bascula';
import { esFraccionable, formatearMilesimas, MILESIMAS, mensajeDePieza } from '../../../contracts/unidades';
import { articuloDeFila } from './articulo';
import { agregarMilesimas, milesimasDeEtiqueta } from './bascula';
import { BusquedaProducto } from './BusquedaProducto';
import { buscadorDeEscaneo } from './buscarEscaneo';
import { guardarCaja, leerCaja, usuarioDeLaCaja } from './cajaGuardada';
import { CarritoTabla } from './CarritoTabla';
import { actualizarArticulos, agregar, CARRITO_VACIO, type Carrito, descuentoParaEnviar, fijarCantidad, items, lineaModificada, quitar } from './carrito';
import { type Rechazo, type Resultado, totalCarrito } from './carrito';
import { crearCarritoStore } from './carritoStore';
import { nuevaClave } from './claveIdempotencia';
import { ClienteSelector } from './ClienteSelector';
import { useCuentaDelCliente } from './useCuentaDelCliente';
import { useDialogosDeLinea } from './DialogosDeLinea';
import { pagosParaEnviar } from './pagos';
import { AtajosDeTeclado, PagoDeLaVenta, ResumenVenta } from './ResumenVenta';
import { useAtajos } from './useAtajos';
import { type ResultadoEscaneo, useEscaner } from './useEscaner';
import { VentaExitosa } from './VentaExitosa';
import { AvisoDeshacer, useDeshacer } from './deshacer';
import { formatCantidad } from '../../common/cantidad';
import { useTelefono } from '../../layout/anchos';
import { useDatos } from '../../dataProvider';
import { usePuede } from '../../common/ConPermiso';
import { CajaDelPos, type DialogoCaja, debeAbrirCaja } from './caja/CajaDelPos';
import './textos';
import './textosBascula';

/**
 * A refused step's text: the stock left with its unit (pieces counted as ever, '3'; a weight
 * '0.500 kg'), or a fraction of a piece (the API's own message).
 */
const textoDeRechazo = (translate: ReturnType<typeof useTranslate>, r: Rechazo) => {
    if (r.tipo === 'pieza') return mensajeDePieza(r.nombre);
    const { sku, disponible, unidad } = r;
    if (disponible <= 0) return translate('resources.pos.carrito.agotado', { sku });
    const pesado = esFraccionable(unidad);
    return translate('resources.pos.carrito.sin_stock', {
        sku,
        smart_count: pesado ? (disponible === MILESIMAS ? 1 : 2) : Math.trunc(disponible / MILESIMAS),
        disponible: pesado ? formatearMilesimas(disponible, unidad) : formatCantidad(Math.trunc(disponible / MILESIMAS)),
    });
};

/** Nothing has the focus: the element that had it was removed, or a click landed on no control. */
const sinFoco = () => {
    const activo = document.activeElement;
    return activo === null || activo === document.body || !activo.isConnected;
};

/** What a sale changes (spec §4 after a successful sale): the history and day's figures, the stock, the ledger (its ingreso), a customer's account. */
const DATOS_DE_VENTA = [...MUESTRAN.ventas, ...MUESTRAN.stock, ...MUESTRAN.libro, ...MUESTRAN.cuentas];

/**
 * Spec §2 point of sale: the product box (focused on arrival, scans by exact SKU), the cart, the
 * customer, cancel-sale with confirmation and the payment modal; then the success panel and its
 * ticket. The cart lives in a store (carritoStore.ts), not in this page's state: a scan renders
 * the cart's table and figures only.
 */
export const PosPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const dataProvider = useDatos();
    const queryClient = useQueryClient();
    const productoRef = useRef<HTMLInputElement>(null);
    const clienteRef = useRef<HTMLElement>(null);

    // The sale this tab had open, if the cashier left the page or reloaded it (cajaGuardada.ts).
    const [guardada] = useState(leerCaja);
    const [usuario] = useState(usuarioDeLaCaja);
    const [store] = useState(() => crearCarritoStore(guardada.carrito, guardada.descuento));
    const [cliente, setCliente] = useState<Cliente | null>(guardada.cliente);
    const cuenta = useCuentaDelCliente(cliente); // their credit and points: what the payment offers (issue 34)
    // A scan with no warning before or after and no success panel open sets `aviso` and `vendida`
    // to the value they hold, which renders nothing (posRenders.test.tsx): the page stays out of a scan's way.
    const [aviso, setAviso] = useState<string | null>(null);
    const [pagando, setPagando] = useState(false);
    const [confirmarCancelar, setConfirmarCancelar] = useState(false);
    const [errorVenta, setErrorVenta] = useState<string | null>(null);
    const [vendida, setVendida] = useState<CheckoutRespuesta | null>(null);
    // The cash session's dialog open now (Abrir Caja, Corte X…: caja/CajaDelPos.tsx).
    const [dialogoCaja, setDialogoCaja] = useState<DialogoCaja | null>(null);
    // One key per sale attempt: kept across retries (a network failure may hide a sale that went
    // through, and the same key then answers that sale instead of selling twice), new once the
    // sale changes or is done.
    const clave = useRef<string | null>(null);
    // Whether a dialog holds the focus (its own trap and restore apply then), for the handlers below.
    const enDialogoRef = useRef(false);
    // The line a scan or a quantity last added or changed: what '*' and the discount keys act on
    // when no line holds the focus (a ref: a scan renders the cart, not the page).
    const ultimaRef = useRef<number | null>(null);
    /**
     * The focus left nowhere (its element removed with a cart line or a panel): back to the
     * product box, where a scanner types. After the task, once the change is on screen.
     */
    const productoSiSinFoco = useCallback(() => {
        setTimeout(() => {
            if (!enDialogoRef.current && sinFoco()) productoRef.current?.focus();
        }, 0);
    }, []);

    const aplicar = useCallback(
        (paso: (c: Carrito) => Resultado) => {
            const antes = store.get();
            const r = paso(antes);
            clave.current = null;
            ultimaRef.current = lineaModificada(antes, r.carrito)?.varianteId ?? ultimaRef.current;
            store.set(r.carrito);
            // An emptied cart is a sale begun again: the sale's discount does not wait for its next lines.
            if (r.carrito.length === 0) store.fijarDescuento(null);
            setAviso(r.rechazo ? textoDeRechazo(translate, r.rechazo) : null);
        },
        [store, setAviso, translate],
    );
    const agregarFila = useCallback(
        (fila: InventarioFila) => {
            setVendida(null);
            aplicar((c) => agregar(c, articuloDeFila(fila)));
        },
        [aplicar, setVendida],
    );

    // The line last removed, offered back with 'Deshacer' for a few seconds. Its quantity box and
    // trash button leave with it: focus on either is lost, and so was the next scan (focus held
    // elsewhere, another line's quantity, stays there).
    const alDeshacer = useCallback(() => {
        clave.current = null;
        productoRef.current?.focus();
    }, []);
    const { quitada, quitarConDeshacer, deshacer, olvidar } = useDeshacer({ store, aplicar, enDialogoRef, alQuitar: productoSiSinFoco, alDeshacer });
    const alFijarCantidad = useCallback((id: number, cantidad: number) => quitarConDeshacer(id, (c) => fijarCantidad(c, id, cantidad)), [quitarConDeshacer]);
    // '*' (quantity), Ctrl+I and Ctrl+G (discounts) and their dialogs (DialogosDeLinea.tsx).
    const avisar = useCallback((texto: string) => setAviso(texto), []);
    const descuentoCambiado = useCallback(() => {
        clave.current = null;
    }, []);
    const rechazoEnTexto = useCallback((r: Rechazo) => textoDeRechazo(translate, r), [translate]);
    const { dialogo: dialogoDeLinea, elemento: dialogosDeLinea } = useDialogosDeLinea({
        store,
        productoRef,
        enDialogoRef,
        ultimaRef,
        fijar: alFijarCantidad,
        avisar,
        alCambiarDescuento: descuentoCambiado,
        textoDeRechazo: rechazoEnTexto,
    });
    const alQuitar = useCallback(
        (id: number) => {
            quitarConDeshacer(id, (c) => ({ carrito: quitar(c, id) }));
            productoRef.current?.focus();
        },
        [quitarConDeshacer],
    );
    const alVolverABuscar = useCallback(() => productoRef.current?.focus(), []);
    // Chosen or cleared, the customer's match or button leaves the screen: focus goes back to the
    // product box, where the next scan must land (it fell to the page and the scan was lost).
    const elegirCliente = useCallback((c: Cliente | null) => {
        setCliente(c);
        productoRef.current?.focus();
    }, []);

    /** A label's weight (thousandths) of the row's product added, or why not. */
    const agregarPesado = useCallback(
        (fila: InventarioFila, etiqueta: EtiquetaLeida) => {
            const milesimas = milesimasDeEtiqueta(etiqueta, fila, fila.unidad);
            if (typeof milesimas !== 'number') {
                const nombre = fila.plantilla.nombre;
                setAviso(
                    milesimas.rechazo === 'sin_precio'
                        ? translate('resources.pos.bascula.sin_precio', { nombre })
                        : translate(`resources.pos.bascula.unidad.${etiqueta.cantidad === undefined ? 'pieza_precio' : milesimas.unidad}`, { nombre }),
                );
                return;
            }
            const r = agregarMilesimas(store.get(), fila, milesimas);
            // A fraction of a piece (milesimasDeEtiqueta refuses a weight for one before this).
            if ('fraccion' in r) {
                setAviso(mensajeDePieza(fila.plantilla.nombre));
                return;
            }
            setVendida(null);
            aplicar(() => r);
        },
        [aplicar, setVendida, store, translate],
    );

    const escanear = useEscaner(
        buscadorDeEscaneo(dataProvider, queryClient),
        (r: ResultadoEscaneo) => {
            if (r.tipo === 'encontrado' && r.fila.activo === false) setAviso(translate('resources.pos.producto.inactivo', { nombre: r.fila.plantilla.nombre }));
            else if (r.tipo === 'encontrado' && r.etiqueta) agregarPesado(r.fila, r.etiqueta);
            else if (r.tipo === 'encontrado') agregarFila(r.fila);
            else if (r.tipo === 'desconocido' && r.etiqueta) setAviso(translate('resources.pos.bascula.codigo_desconocido', { codigo: r.sku }));
            else if (r.tipo === 'desconocido') setAviso(translate('resources.pos.producto.sku_desconocido', { sku: r.sku }));
            else if (r.tipo === 'rechazado') setAviso(r.mensaje);
            else setAviso(translate('resources.pos.producto.error', { message: failureText(r.error, '') }));
        },
    );

    const vaciar = () => {
        clave.current = null;
        store.set(CARRITO_VACIO);
        store.fijarDescuento(null);
        setCliente(null);
        setAviso(null);
    };

    // Without ventas:crear (or while the session's permissions load) neither the button nor F9 opens the payment.
    const puedeVender = usePuede('create', 'pos') === true;
    const abrirPago = useCallback(() => {
        if (!puedeVender || store.get().length === 0) return;
        setErrorVenta(null);
        setPagando(true);
    }, [store, puedeVender]);
    const pedirCancelar = useCallback(() => setConfirmarCancelar(true), []);

    // While a dialog is open the keys belong to it: F9 under the cancel confirmation would open a
    // payment for the sale being cancelled.
    const enDialogo = pagando || confirmarCancelar || dialogoCaja !== null || dialogoDeLinea !== null;
    enDialogoRef.current = enDialogo;
    useAtajos({
        producto: () => !enDialogo && productoRef.current?.focus(),
        cliente: () => !enDialogo && clienteRef.current?.focus(),
        pagar: () => !enDialogo && abrirPago(),
        // The ticket of the sale just made, while its panel is on screen.
        ticket: () => vendida && !enDialogo && navigate(`/ventas/${vendida.id}/ticket`),
    });

    const finalizar = async (pagos: Pago[]) => {
        clave.current ??= nuevaClave();
        setErrorVenta(null);
        try {
            const carrito = store.get();
            const descuento = store.descuento();
            const venta = await dataProvider.checkout(
                {
                    // Each line's own discount rides on its item, the sale's on the body (contracts/descuentos.ts).
                    items: items(carrito),
                    pagos: pagosParaEnviar(pagos) as z.input<typeof checkoutInput>['pagos'],
                    cliente_id: cliente?.id ?? null,
                    // The total on screen, after every discount: a price changed since a line was scanned is a 409, not a surprise.
                    total_esperado: fromCents(totalCarrito(carrito, descuento)),
                    ...(descuento && { descuento: descuentoParaEnviar(descuento) }),
                } as z.input<typeof checkoutInput>,
                clave.current,
            );
            vaciar();
            setPagando(false);
            setVendida(venta);
            void refrescar(queryClient, DATOS_DE_VENTA);
        } catch (error) {
            // The shop sells only with an open cash session: its opening first, the cart kept.
            if (debeAbrirCaja(error)) {
                setPagando(false);
                setDialogoCaja('abrir');
                return;
            }
            // A discount past the company's cap says so (errorDeVenta.ts), the cart kept for a supervisor.
            setErrorVenta(textoDeErrorDeVenta(translate, error));
            // A price changed or the stock sold elsewhere: the lines take what is stored now, so the
            // modal's total and the cart show what the next attempt will charge; the account's room
            // or points gone at another till: the modal offers what is left.
            if ((error as { status?: number }).status !== 409) return;
            if (cliente) void refrescar(queryClient, MUESTRAN.cuentas);
            await releerArticulos();
        }
    };

    const releerArticulos = async () => {
        const ids = store.get().map((l) => l.varianteId);
        try {
            const { data } = await dataProvider.getMany<InventarioFila>('inventario', { ids });
            store.set(actualizarArticulos(store.get(), data.map(articuloDeFila)));
        } catch {
            // The refusal is on screen already; the cart stays as it was.
        }
    };

    // The sale is kept for the tab when the page is left: unmounted (another screen, a logout) or
    // unloaded (a reload, the tab closed). Not at each change: a scan's task stays free for its
    // line, and the till pays nothing per scan.
    useEffect(() => {
        const guardar = () => guardarCaja({ carrito: store.get(), cliente, descuento: store.descuento() }, usuario);
        window.addEventListener('pagehide', guardar);
        return () => {
            window.removeEventListener('pagehide', guardar);
            guardar();
        };
    }, [store, cliente, usuario]);
    // A new customer is a different sale too.
    useEffect(() => {
        clave.current = null;
    }, [cliente]);
    // Back to the box for the next customer once a dialog is gone. In an effect: the dialog's own
    // focus restore (to the button that opened it, disabled once the cart is empty) runs first.
    useEffect(() => {
        if (!pagando && !confirmarCancelar && dialogoCaja === null && dialogoDeLinea === null) productoRef.current?.focus();
    }, [pagando, confirmarCancelar, dialogoCaja, dialogoDeLinea]);
    // A click that leaves the focus nowhere (an empty area of the page, a text, a panel's button
    // that vanished with it): back to the product box, or the next scan types into nothing. Not on
    // a phone, where focusing a box raises the on-screen keyboard over half the page; nor over a
    // text being selected.
    const telefono = useTelefono();
    useEffect(() => {
        if (telefono) return;
        const alClic = (e: MouseEvent) => {
            if (e.button !== 0 || enDialogoRef.current || !sinFoco() || window.getSelection()?.isCollapsed === false) return;
            productoRef.current?.focus();
        };
        document.addEventListener('click', alClic);
        return () => document.removeEventListener('click', alClic);
    }, [telefono]);

    return (
        <Box sx={{ mt: 2 }}>
            <Title title={translate('resources.pos.title')} />
            <CajaDelPos dialogo={dialogoCaja} onDialogo={setDialogoCaja} alVolver={alVolverABuscar} />
            {vendida && (
                <VentaExitosa
                    venta={vendida}
                    onCerrar={() => {
                        setVendida(null);
                        productoRef.current?.focus();
                    }}
                />
            )}
            {/* The summary column keeps the room its total and pay button need on a 1024-pixel till (a third of the page was too narrow for both); the cart takes the rest. */}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) clamp(280px, 30%, 400px)' }, gap: 2 }}>
                {/* From 900 px the cart's card fits the screen (48 px app bar, 16 px above and below) and its lines scroll inside it: the product box never leaves the screen, so a scan never moves the page. */}
                <Card sx={{ display: { md: 'flex' }, flexDirection: 'column', maxHeight: { md: 'calc(100vh - 80px)' } }}>
                    <CardContent sx={{ display: { md: 'flex' }, flexDirection: 'column', minHeight: 0 }}>
                        <BusquedaProducto inputRef={productoRef} onElegir={agregarFila} onEscanear={escanear} aviso={aviso} />
                        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                            {translate('resources.pos.carrito.title')}
                        </Typography>
                        <CarritoTabla store={store} onCantidad={alFijarCantidad} onQuitar={alQuitar} onListo={alVolverABuscar} />
                    </CardContent>
                </Card>
                {/* Beside the cart the total and the pay button stay in view also when a success panel pushes the page down: held 16 px under the 48 px app bar. */}
                <Card sx={{ alignSelf: { md: 'start' }, position: { md: 'sticky' }, top: { md: 64 } }}>
                    <CardContent>
                        <Stack spacing={2}>
                            <ClienteSelector cliente={cliente} cuenta={cuenta} onElegir={elegirCliente} inputRef={clienteRef} />
                            <ResumenVenta store={store} hayCliente={cliente !== null} onPagar={abrirPago} onCancelar={pedirCancelar} />
                            <AtajosDeTeclado />
                        </Stack>
                    </CardContent>
                </Card>
            </Box>
            <PagoDeLaVenta store={store} open={pagando} onFinalizar={finalizar} onClose={() => setPagando(false)} error={errorVenta} cuenta={cuenta} />
            <Confirm
                isOpen={confirmarCancelar}
                title="resources.pos.cancelar.title"
                content="resources.pos.cancelar.content"
                confirm="resources.pos.cancelar.confirm"
                cancel="resources.pos.cancelar.back"
                onConfirm={() => {
                    vaciar();
                    setConfirmarCancelar(false);
                }}
                onClose={() => setConfirmarCancelar(false)}
            />
            {dialogosDeLinea}
            <AvisoDeshacer
                quitada={quitada}
                deshacer={deshacer}
                alCerrar={() => {
                    olvidar();
                    productoSiSinFoco();
                }}
            />
        </Box>
    );
};
