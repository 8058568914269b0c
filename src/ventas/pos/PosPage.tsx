import PaymentIcon from '@mui/icons-material/Payment';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Confirm, Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { type Pago, totalDe } from '../../../contracts/calculo';
import type { Cliente } from '../../../contracts/clientes';
import type { InventarioFila } from '../../../contracts/inventario';
import { fromCents } from '../../../contracts/money';
import type { z } from 'zod';
import type { CheckoutRespuesta, checkoutInput } from '../../../contracts/ventas';
import { failureText } from '../../forbidden';
import { MUESTRAN, refrescar } from '../../common/refrescar';
import { leerEtiquetaDeBascula, skusDelCodigo, type EtiquetaLeida } from '../../../contracts/bascula';
import { formatearMilesimas } from '../../../contracts/unidades';
import { readSession } from '../../authStorage';
import { claveDeEmpresa } from '../../configuracion/useEmpresa';
import { articuloDeFila } from './articulo';
import { agregarMilesimas, milesimasDeEtiqueta } from './bascula';
import { BusquedaProducto } from './BusquedaProducto';
import { guardarCaja, leerCaja, usuarioDeLaCaja } from './cajaGuardada';
import { CarritoTabla } from './CarritoTabla';
import { actualizarArticulos, agregar, CARRITO_VACIO, type Carrito, fijarCantidad, items, quitar, type Rechazo, type Resultado } from './carrito';
import { type CarritoStore, CifraCarrito, crearCarritoStore, estaVacio, totalEnPesos, unidadesALaVista, useCarrito } from './carritoStore';
import { nuevaClave } from './claveIdempotencia';
import { ClienteSelector } from './ClienteSelector';
import { PagoDialog } from './PagoDialog';
import { pagosParaEnviar } from './pagos';
import { ATAJOS, useAtajos } from './useAtajos';
import { type ResultadoEscaneo, useEscaner } from './useEscaner';
import { VentaExitosa } from './VentaExitosa';
import { AvisoDeshacer, useDeshacer } from './deshacer';
import { formatCantidad } from '../../common/cantidad';
import { useTelefono } from '../../layout/anchos';
import { useDatos } from '../../dataProvider';
import { ConPermiso, usePuede } from '../../common/ConPermiso';
import { CajaDelPos, type DialogoCaja, debeAbrirCaja } from './caja/CajaDelPos';
import './textos';
import './textosBascula';

const textoDeRechazo = (translate: ReturnType<typeof useTranslate>, { sku, disponible }: Rechazo) =>
    disponible === 0 ? translate('resources.pos.carrito.agotado', { sku }) : translate('resources.pos.carrito.sin_stock', { sku, smart_count: disponible, disponible: formatCantidad(disponible) });

/**
 * The till's keys, shown where a keyboard is likely: a phone has no F-keys, and there the chips
 * only pushed the pay button's card further down.
 */
const AtajosDeTeclado = memo(() => {
    const translate = useTranslate();
    const telefono = useTelefono();
    if (telefono) return null;
    return (
        <Box aria-label={translate('resources.pos.atajos')} role="note" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {(Object.keys(ATAJOS) as (keyof typeof ATAJOS)[]).map((k) => (
                <Chip key={k} size="small" variant="outlined" label={`${ATAJOS[k]} ${translate(`resources.pos.atajo.${k}`)}`} />
            ))}
        </Box>
    );
});

/** Nothing has the focus: the element that had it was removed, or a click landed on no control. */
const sinFoco = () => {
    const activo = document.activeElement;
    return activo === null || activo === document.body || !activo.isConnected;
};

/** What a sale changes (spec §4 after a successful sale): the history and day's figures, the stock and the ledger (its ingreso). */
const DATOS_DE_VENTA = [...MUESTRAN.ventas, ...MUESTRAN.stock, ...MUESTRAN.libro];

/**
 * The sale's total and the buttons that depend on the cart. The figures are text nodes that
 * follow the store (CifraCarrito); the buttons themselves render again only when the cart turns
 * empty or stops being so.
 */
const ResumenVenta = memo(
    ({ store, hayCliente, onPagar, onCancelar }: { store: CarritoStore; hayCliente: boolean; onPagar: () => void; onCancelar: () => void }) => {
        const translate = useTranslate();
        const vacio = useCarrito(store, estaVacio);
        return (
            <>
                {/* A live region: a screen reader says the new total after each scan, as a till's display shows it. */}
                <Typography variant="h4" component="p" data-testid="total-venta" aria-live="polite" aria-atomic="true">
                    {translate('resources.pos.carrito.total')}:{' '}
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        <CifraCarrito store={store} cifra={totalEnPesos} />
                    </Box>
                </Typography>
                <ConPermiso accion="create" resource="pos">
                    <Button variant="contained" size="large" startIcon={<PaymentIcon />} disabled={vacio} onClick={onPagar} sx={{ whiteSpace: 'nowrap' }}>
                        {translate('resources.pos.pagar')} (<CifraCarrito store={store} cifra={unidadesALaVista} />)
                    </Button>
                </ConPermiso>
                <Button color="error" startIcon={<RemoveShoppingCartIcon />} disabled={vacio && !hayCliente} onClick={onCancelar}>
                    {translate('resources.pos.cancelar.boton')}
                </Button>
            </>
        );
    },
);

/**
 * The payment modal follows the cart while it is open (a lookup still in flight when F9 opened it
 * adds its line there too); closed, it keeps the last total it showed (for its closing fade) and
 * scans do not render it.
 */
const PagoDeLaVenta = ({ store, open, ...props }: { store: CarritoStore } & Omit<Parameters<typeof PagoDialog>[0], 'total'>) => {
    const vivo = useCarrito(store, (c) => (open ? totalDe(c) : null));
    // State from the previous render, kept the way React documents it (set while rendering; React
    // re-renders at once, before the screen shows the stale value), not a ref written mid-render.
    const [mostrado, setMostrado] = useState(0);
    if (vivo !== null && vivo !== mostrado) setMostrado(vivo);
    return <PagoDialog open={open} total={vivo ?? mostrado} {...props} />;
};

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
    const [store] = useState(() => crearCarritoStore(guardada.carrito));
    const [cliente, setCliente] = useState<Cliente | null>(guardada.cliente);
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
            const r = paso(store.get());
            clave.current = null;
            store.set(r.carrito);
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
            if ('fraccion' in r) {
                setAviso(translate('resources.pos.bascula.sin_decimales', { nombre: fila.plantilla.nombre, cantidad: formatearMilesimas(milesimas, 'kg') }));
                return;
            }
            setVendida(null);
            aplicar(() => r);
        },
        [aplicar, setVendida, store, translate],
    );

    const buscarSku = async (sku: string) => {
        const { data } = await dataProvider.getList<InventarioFila>('inventario', {
            pagination: { page: 1, perPage: 1 },
            sort: { field: 'id', order: 'ASC' },
            // A retired product's SKU is found too, to say why it is not sold (below).
            filter: { sku },
        });
        return data[0];
    };
    const escanear = useEscaner(
        async (texto): Promise<InventarioFila | ResultadoEscaneo | undefined> => {
            // 13 digits may be a scale label of the shop's format (its settings, read once and
            // kept by the shared query; refreshed behind the scan when stale). Any other text is a SKU.
            if (!/^\d{13}$/.test(texto)) return buscarSku(texto);
            const ajustes = await queryClient
                .ensureQueryData({ queryKey: claveDeEmpresa(readSession()?.token ?? null), queryFn: ({ signal }) => dataProvider.empresa(signal), revalidateIfStale: true, retry: false })
                .catch(() => null);
            const etiqueta = leerEtiquetaDeBascula(texto, ajustes?.etiqueta_bascula);
            if (etiqueta === null) return buscarSku(texto);
            if ('error' in etiqueta) return { tipo: 'rechazado', mensaje: etiqueta.error };
            // The label's code is the product's SKU, as printed or without its leading zeros (an exact one first).
            const filas = await Promise.all(skusDelCodigo(etiqueta.codigo_producto).map(buscarSku));
            const fila = filas.find((f) => f !== undefined);
            return fila ? { tipo: 'encontrado', fila, etiqueta } : { tipo: 'desconocido', sku: etiqueta.codigo_producto, etiqueta };
        },
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
    const enDialogo = pagando || confirmarCancelar || dialogoCaja !== null;
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
            const venta = await dataProvider.checkout(
                {
                    items: items(carrito),
                    pagos: pagosParaEnviar(pagos) as z.input<typeof checkoutInput>['pagos'],
                    cliente_id: cliente?.id ?? null,
                    // The total on screen: a price changed since a line was scanned is a 409, not a surprise.
                    total_esperado: fromCents(totalDe(carrito)),
                },
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
            setErrorVenta(translate('resources.pos.pago.error', { message: failureText(error, translate('resources.pos.pago.error_fallback')) }));
            // A price changed or the stock sold elsewhere: the lines take what is stored now, so
            // the modal's total and the cart show what the next attempt will charge.
            if ((error as { status?: number }).status === 409) await releerArticulos();
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
        const guardar = () => guardarCaja({ carrito: store.get(), cliente }, usuario);
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
        if (!pagando && !confirmarCancelar && dialogoCaja === null) productoRef.current?.focus();
    }, [pagando, confirmarCancelar, dialogoCaja]);
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
                            <ClienteSelector cliente={cliente} onElegir={elegirCliente} inputRef={clienteRef} />
                            <ResumenVenta store={store} hayCliente={cliente !== null} onPagar={abrirPago} onCancelar={pedirCancelar} />
                            <AtajosDeTeclado />
                        </Stack>
                    </CardContent>
                </Card>
            </Box>
            <PagoDeLaVenta store={store} open={pagando} onFinalizar={finalizar} onClose={() => setPagando(false)} error={errorVenta} />
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
