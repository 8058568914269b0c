import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, type SxProps, type Theme, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { memo, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { fromCents } from '../../../contracts/money';
import { esFraccionable } from '../../../contracts/unidades';
import { formatMoney } from '../../common/money';
import { useTelefono } from '../../layout/anchos';
import { leerCantidadDeLinea, textoDeCantidad } from './cantidadDeLinea';
import { importeDeLaLinea, type LineaCarrito, lineaModificada, unidadDe } from './carrito';
import { type CarritoStore, estaVacio, useCarrito } from './carritoStore';
import { descuentoPropio } from './descuentos';
import { PieDelCarrito } from './PieDelCarrito';
import './textos';

const dinero = (cents: number) => formatMoney(fromCents(cents));

/**
 * A line's quantity as typed: applied when the box loses focus, so clearing the box to type "12"
 * does not remove the line on the way (spec §4: 0 or less removes it). Enter applies it and hands
 * the focus back to the product search (`onListo`): the next scan must not type a barcode into
 * the quantity.
 *
 * A native input, dressed as the theme's small filled input by the table body (`estiloDeLineas`):
 * each scan that adds a line mounts one, and MUI's FilledInput spent ~0.7 ms of the scan's
 * render in Chromium resolving its style variants (one per palette colour) for a bare number box.
 */
const Cantidad = ({ linea, onCantidad, onListo }: { linea: LineaCarrito; onCantidad: (milesimas: number) => void; onListo: () => void }) => {
    const translate = useTranslate();
    const unidad = unidadDe(linea);
    const mostrada = textoDeCantidad(linea.cantidad, unidad);
    const [texto, setTexto] = useState(mostrada);
    // Why the last text typed was not taken, under the box until the next one is applied.
    const [rechazo, setRechazo] = useState<string | null>(null);
    const idRechazo = useId();
    useEffect(() => setTexto(mostrada), [mostrada]);
    const aplicar = () => {
        // The one es-MX reading (contracts/numero.ts) into thousandths: '0.750' of a weight, whole
        // pieces ('1,500' grouped); '1.5' of a piece, '1,5', 'abc' or a blank box change nothing
        // and say why (they were 1, 15 and 0: the line removed).
        const leida = leerCantidadDeLinea(texto, unidad, linea.nombre);
        if (leida.ok) onCantidad(leida.valor);
        setRechazo(leida.ok ? null : leida.mensaje);
        // A refused change leaves the quantity as it was: show it again.
        setTexto(mostrada);
    };
    return (
        <>
            <input
                className={CLASE_CANTIDAD}
                type="text"
                inputMode={esFraccionable(unidad) ? 'decimal' : 'numeric'}
                autoComplete="off"
                aria-label={translate('resources.pos.carrito.cantidad_de', { nombre: linea.nombre })}
                aria-invalid={rechazo !== null}
                aria-describedby={rechazo !== null ? idRechazo : undefined}
                value={texto}
                onChange={(e) => setTexto(e.target.value)}
                onBlur={aplicar}
                onKeyDown={(e) => {
                    // Leaving the box applies the quantity (onBlur).
                    if (e.key === 'Enter') onListo();
                }}
            />
            {/* A weight, a volume or a length says its unit beside the quantity ('kg'); a piece says nothing, as before. */}
            {esFraccionable(unidad) && <span className={CLASE_UNIDAD}>{unidad}</span>}
            {rechazo !== null && (
                <span id={idRechazo} className={CLASE_RECHAZO} role="alert">
                    {rechazo}
                </span>
            )}
        </>
    );
};

const CLASE_CANTIDAD = 'sipv-cantidad';
/** A refused quantity's message, under its box. */
const CLASE_RECHAZO = 'sipv-cantidad-rechazo';
/** A weight's, a volume's or a length's unit beside its quantity box. */
const CLASE_UNIDAD = 'sipv-cantidad-unidad';
const CLASE_SKU = 'sipv-sku';
/** The row under a line's name: its SKU, and on a phone its unit price. */
const CLASE_DATOS = 'sipv-datos';
/** 'Mayoreo' and the struck list price of a line at a wholesale tier's price. */
const CLASE_MAYOREO = 'sipv-mayoreo';
/** A line's own discount, under its amount. */
const CLASE_DESCUENTO = 'sipv-descuento';

/** The lines, styled once for the whole body: their quantity boxes as the theme's small filled input (colours, shape, hover, focus underline), and where their text may wrap. */
const estiloDeLineas: SxProps<Theme> = (theme) => {
    const claro = theme.palette.mode === 'light';
    const fondo = claro ? 'rgba(0, 0, 0, 0.06)' : 'rgba(255, 255, 255, 0.09)';
    const transicion = { duration: theme.transitions.duration.shorter, easing: theme.transitions.easing.easeOut };
    return {
        // The name wraps between words; only the SKU under it (a barcode is 13 unbroken digits)
        // may break anywhere, and only when it alone is wider than the column.
        '& td:first-of-type': { overflowWrap: 'break-word' },
        [`& .${CLASE_DATOS}`]: { display: 'block', color: theme.palette.text.secondary, fontSize: theme.typography.caption.fontSize },
        [`& .${CLASE_SKU}`]: { overflowWrap: 'anywhere' },
        [`& .${CLASE_MAYOREO}`]: { display: 'block', color: theme.palette.success.main, fontSize: theme.typography.caption.fontSize, fontWeight: 500 },
        [`& .${CLASE_MAYOREO} del`]: { color: theme.palette.text.secondary, fontWeight: 400, marginLeft: 4 },
        [`& .${CLASE_DESCUENTO}`]: { display: 'block', color: theme.palette.success.main, fontSize: theme.typography.caption.fontSize, fontWeight: 500 },
        [`& .${CLASE_UNIDAD}`]: { marginLeft: 4, color: theme.palette.text.secondary },
        [`& .${CLASE_RECHAZO}`]: { display: 'block', maxWidth: 160, whiteSpace: 'normal', color: theme.palette.error.main, fontSize: theme.typography.caption.fontSize },
        [`& input.${CLASE_CANTIDAD}`]: {
            width: 64,
            boxSizing: 'border-box',
            padding: '8px 12px 9px',
            border: 0,
            borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
            font: 'inherit',
            fontSize: theme.typography.body1.fontSize,
            color: theme.palette.text.primary,
            backgroundColor: fondo,
            boxShadow: `inset 0 -1px 0 ${claro ? 'rgba(0, 0, 0, 0.42)' : 'rgba(255, 255, 255, 0.7)'}`,
            transition: theme.transitions.create(['background-color', 'box-shadow'], transicion),
            '&:hover': { backgroundColor: claro ? 'rgba(0, 0, 0, 0.09)' : 'rgba(255, 255, 255, 0.13)', boxShadow: `inset 0 -1px 0 ${theme.palette.text.primary}` },
            '&:focus': { outline: 0, backgroundColor: fondo, boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}` },
        },
    };
};

/**
 * Cells half as padded as MUI's; the figures, the quantity and the remove button as narrow as
 * their content (amounts never wrap), so the product's name and SKU get the rest of the width.
 */
const anchoDeColumnas: SxProps<Theme> = {
    '& .MuiTableCell-root': { px: 1 },
    '& .MuiTableCell-root:not(:first-of-type)': { width: '1%' },
    '& tbody td:not(:first-of-type), & tfoot td': { whiteSpace: 'nowrap' },
};

/** The column titles stay at the top of the cart's scroll, on the card's colour (MUI gives sticky titles the page's). */
const titulosSobreLaTarjeta: SxProps<Theme> = { '& thead th': { bgcolor: 'background.paper' } };

/** Whether the cart is drawn on a phone, without the unit price's column. */
interface EnTelefono {
    telefono: boolean;
}

interface Acciones {
    onCantidad: (varianteId: number, cantidad: number) => void;
    onQuitar: (varianteId: number) => void;
    /** Enter in a quantity: back to the product search. */
    onListo: () => void;
}

/**
 * 'Mayoreo' and the list price struck through, on a line charged a wholesale tier's price (issue
 * 33): it appears and goes as the quantity crosses the tier's minimum.
 */
const Mayoreo = ({ linea }: { linea: LineaCarrito }) => {
    const translate = useTranslate();
    if (!linea.mayoreo || linea.precioLista === undefined) return null;
    const lista = dinero(linea.precioLista);
    return (
        <span className={CLASE_MAYOREO}>
            {translate('resources.pos.carrito.mayoreo')}
            <del aria-label={translate('resources.pos.carrito.precio_lista', { precio: lista })}>{lista}</del>
        </span>
    );
};

/** A line's unit price, per its unit when it is weighed or measured ('$32.00/kg'). */
const PrecioUnitario = ({ linea }: { linea: LineaCarrito }) => {
    const translate = useTranslate();
    const unidad = unidadDe(linea);
    return esFraccionable(unidad) ? translate('resources.pos.carrito.precio_por', { precio: dinero(linea.precio), unidad }) : dinero(linea.precio);
};

/**
 * The line's amount after its own discount, and the discount under it ('Descuento 10 % −$1.00';
 * issue 33 item 4). The sale's discount is the totals' (PieDelCarrito).
 */
const ImporteDeLinea = ({ linea }: { linea: LineaCarrito }) => {
    const translate = useTranslate();
    const importe = importeDeLaLinea(linea);
    const propio = descuentoPropio(linea);
    const d = linea.descuento;
    return (
        <>
            {dinero(importe - propio)}
            {d && (
                <span className={CLASE_DESCUENTO}>
                    {d.tipo === 'porcentaje'
                        ? translate('resources.pos.carrito.descuento_porcentaje', { porcentaje: String(d.valor), monto: dinero(propio) })
                        : translate('resources.pos.carrito.descuento_monto', { monto: dinero(propio) })}
                </span>
            )}
        </>
    );
};

/** One line; memoised so a scan renders only the line it added or changed, not the whole cart. */
const FilaCarrito = memo(({ linea: l, telefono, onCantidad, onQuitar, onListo }: { linea: LineaCarrito } & EnTelefono & Acciones) => {
    const translate = useTranslate();
    return (
        // data-variante: the line '*' and the discount keys act on while it holds the focus (DialogosDeLinea.tsx).
        <TableRow data-sku={l.sku} data-variante={l.varianteId}>
            <TableCell>
                {l.nombre}
                <span className={CLASE_DATOS}>
                    <span className={CLASE_SKU}>{l.sku}</span>
                    {telefono && ' · '}
                    {telefono && <PrecioUnitario linea={l} />}
                </span>
                {telefono && <Mayoreo linea={l} />}
            </TableCell>
            {!telefono && (
                <TableCell align="right">
                    <PrecioUnitario linea={l} />
                    <Mayoreo linea={l} />
                </TableCell>
            )}
            <TableCell>
                <Cantidad linea={l} onCantidad={(c) => onCantidad(l.varianteId, c)} onListo={onListo} />
            </TableCell>
            <TableCell align="right">
                <ImporteDeLinea linea={l} />
            </TableCell>
            <TableCell>
                <IconButton size="small" aria-label={translate('resources.pos.carrito.quitar', { nombre: l.nombre })} onClick={() => onQuitar(l.varianteId)}>
                    <DeleteIcon fontSize="small" />
                </IconButton>
            </TableCell>
        </TableRow>
    );
});

/** A column title only screen readers need: the remove button's column, as narrow as the button. */
const soloParaLectores: SxProps<Theme> = {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
};

/** The column titles: the same whatever the cart holds, so rendered once. */
const Encabezado = memo(({ telefono }: EnTelefono) => {
    const translate = useTranslate();
    const campo = (name: string) => translate(`resources.pos.carrito.fields.${name}`);
    return (
        <TableHead>
            <TableRow>
                <TableCell>{campo('producto')}</TableCell>
                {!telefono && <TableCell align="right">{campo('precio')}</TableCell>}
                <TableCell>{campo('cantidad')}</TableCell>
                <TableCell align="right">{campo('subtotal')}</TableCell>
                <TableCell>
                    <Box component="span" sx={soloParaLectores}>
                        {campo('acciones')}
                    </Box>
                </TableCell>
            </TableRow>
        </TableHead>
    );
});

interface Props extends Acciones {
    store: CarritoStore;
}

const todo = <T,>(x: T) => x;

/** The lines, following the cart's store: a scan renders this list (and the one line it adds or changes), not the table. */
const Lineas = ({ store, ...resto }: Props & EnTelefono) => useCarrito(store, todo).map((l) => <FilaCarrito key={l.varianteId} linea={l} {...resto} />);

/**
 * Scrolls the cart's own box, never the page (from 900 px the cart fits the screen), so that a
 * row shows within it, below the sticky column titles; the newest line, last, scrolls the box
 * to its end, the cart's total with it. A cart that fits, or a narrow screen where the page
 * itself scrolls, has nothing to scroll here.
 */
function mostrarEnElCarrito(caja: HTMLElement, fila: HTMLTableRowElement) {
    if (caja.scrollHeight <= caja.clientHeight) return;
    if (fila.nextElementSibling === null) {
        caja.scrollTop = caja.scrollHeight;
        return;
    }
    const titulos = caja.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    const linea = fila.getBoundingClientRect();
    const arriba = linea.top - caja.getBoundingClientRect().top;
    const abajo = arriba + linea.height;
    if (arriba < titulos) caja.scrollTop += arriba - titulos;
    else if (abajo > caja.clientHeight) caja.scrollTop += abajo - caja.clientHeight;
}

/**
 * Brings the line a scan added or changed into view at the bottom of a long cart, in the frame
 * that shows it. Outside React: a scan's line is rendered synchronously in the task that read
 * the lookup's answer, and layout read there (a row's effect) made each scan ~1 ms slower by
 * bench:scan. The lines a cart is restored with are not news: the store is read from here on.
 */
const useLineaALaVista = (store: CarritoStore, caja: RefObject<HTMLDivElement | null>) => {
    useEffect(() => {
        let antes = store.get();
        let marco = 0;
        const dejar = store.subscribe(() => {
            const ahora = store.get();
            const linea = lineaModificada(antes, ahora);
            antes = ahora;
            if (linea === undefined) return;
            cancelAnimationFrame(marco);
            marco = requestAnimationFrame(() => {
                const filas = caja.current?.querySelector('tbody')?.rows;
                const fila = filas && Array.from(filas).find((f) => f.dataset.sku === linea.sku);
                if (caja.current && fila) mostrarEnElCarrito(caja.current, fila);
            });
        });
        return () => {
            dejar();
            cancelAnimationFrame(marco);
        };
    }, [store, caja]);
};

/**
 * The cart (spec §4): unit price, quantity, line total, and the sale's total, all in `$1,234.50`.
 * The table itself renders again only when the cart turns empty or stops being so; the lines and
 * the total follow the store on their own.
 */
export const CarritoTabla = memo(({ store, ...acciones }: Props) => {
    const translate = useTranslate();
    const caja = useRef<HTMLDivElement>(null);
    // On a phone the five columns did not fit: the remove buttons sat past the card's edge, to be
    // scrolled to. There the unit price moves under the name, beside the SKU.
    const telefono = useTelefono();
    useLineaALaVista(store, caja);
    if (useCarrito(store, estaVacio)) {
        return (
            <Typography sx={{ p: 2 }} color="text.secondary">
                {translate('resources.pos.carrito.vacio')}
            </Typography>
        );
    }
    return (
        // A till may be a tablet or a small laptop: past the narrow columns (anchoDeColumnas) the
        // table scrolls inside its card rather than cutting off the line totals and the remove
        // buttons. From 900 px the card fits the screen and a long cart's lines scroll in it too.
        <TableContainer ref={caja} sx={{ minHeight: 0, overflowY: 'auto' }}>
            <Table size="small" stickyHeader aria-label={translate('resources.pos.carrito.title')} sx={[anchoDeColumnas, titulosSobreLaTarjeta]}>
                <Encabezado telefono={telefono} />
                <TableBody sx={estiloDeLineas}>
                    <Lineas store={store} telefono={telefono} {...acciones} />
                </TableBody>
                <PieDelCarrito store={store} telefono={telefono} />
            </Table>
        </TableContainer>
    );
});
