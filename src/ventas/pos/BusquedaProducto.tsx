import { Alert, Box, List, ListItem, ListItemButton, ListItemText, Paper, TextField, Typography } from '@mui/material';
import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { InventarioFila } from '../../../contracts/inventario';
import { formatMoney } from '../../common/money';
import { failureText } from '../../forbidden';
import { DEBOUNCE_MS } from '../../common/useDebounced';
import { bajarALista, moverEnLista } from './flechas';
import { formatCantidad } from '../../common/cantidad';
import { esFraccionable, formatearCantidadConUnidad } from '../../../contracts/unidades';
import './textos';

/** Spec §9: more than 2 characters, up to 10 matches (one per variant). */
const MIN_CHARS = 3;
const MAX_RESULTADOS = 10;

/** A quantity of the API's (units, 2.5) as the match says it: pieces counted ('1,500'), a weight with its unit ('2.500 kg'). */
const cantidadDe = (cantidad: number, unidad: InventarioFila['unidad'] | undefined): string =>
    unidad !== undefined && esFraccionable(unidad) ? formatearCantidadConUnidad(cantidad, unidad) : formatCantidad(cantidad);

/** ' · Mayoreo desde 12: $9.00', a match's first wholesale tier (issue 33), so the cashier knows a larger quantity costs less; '' without tiers. */
const mayoreoDe = (fila: InventarioFila, translate: ReturnType<typeof useTranslate>): string => {
    const [primero] = fila.precios_mayoreo ?? [];
    return primero ? ` · ${translate('resources.pos.producto.mayoreo', { cantidad: cantidadDe(primero.cantidad_minima, fila.unidad), precio: formatMoney(primero.precio) })}` : '';
};

interface Props {
    inputRef: RefObject<HTMLInputElement | null>;
    /** A match picked with the mouse (or Enter on it); the box then takes the focus back. */
    onElegir: (fila: InventarioFila) => void;
    /** Enter in the box: the exact SKU typed (a scan), looked up at once; settles once its result is applied. */
    onEscanear: (sku: string) => Promise<void>;
    /** What the last scan or pick had to say (unknown SKU, no stock), shown under the box. */
    aviso: string | null;
}

/**
 * The POS product box (memoised: a scan re-renders the cart, not this box): a scan (SKU + Enter)
 * adds at once without waiting for the search; a pause of 500 ms on more than 2 characters lists
 * matches by name or SKU to pick with the mouse.
 *
 * The box is uncontrolled: a scanner types a dozen characters and Enter within milliseconds, and
 * none of them needs React. The state is only the term whose matches are listed, set after the
 * pause (or emptied when the text moves away from it), so typing a SKU and scanning it render
 * nothing here; Enter reads the text from the box.
 *
 * The scanned text leaves the box with its result (the line, or the warning), in the same frame,
 * or as soon as anything is typed, whichever comes first; so the next scan never lands after it.
 * Emptying the box at Enter cost the line a frame: after a key press Chromium defers the page's
 * other tasks, the lookup's answer included, until the frame that shows what the key changed is
 * out (bench:scan: the answer waited 4-5 ms for that frame in the median; with nothing to show
 * it waited ~1 ms). With nothing changed at Enter, the answer is read when it arrives and the
 * line and the emptied box are painted together.
 */
export const BusquedaProducto = memo(({ inputRef, onElegir, onEscanear, aviso }: Props) => {
    const translate = useTranslate();
    // The term listed ('' for none) and its copy for the handlers, which run between renders.
    const [buscado, setBuscado] = useState('');
    const listado = useRef('');
    const pausa = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const listar = (texto: string) => {
        clearTimeout(pausa.current);
        if (listado.current === texto) return;
        listado.current = texto;
        setBuscado(texto);
    };
    useEffect(() => () => clearTimeout(pausa.current), []);
    const activo = buscado.length >= MIN_CHARS;
    const { data, isPending, error } = useGetList<InventarioFila>(
        'inventario',
        // A retired product (activo false) is not sold: the till never lists it.
        { pagination: { page: 1, perPage: MAX_RESULTADOS }, sort: { field: 'nombre', order: 'ASC' }, filter: { q: buscado, activo: true } },
        { enabled: activo },
    );

    // The text of the last scan while it is still in the box (see above).
    const escaneado = useRef<string | null>(null);
    const listaRef = useRef<HTMLUListElement>(null);
    /** Takes the last scan's text out of the box, unless the box holds something else by now. */
    const retirarEscaneado = (texto = escaneado.current) => {
        if (texto === null || texto !== escaneado.current) return;
        escaneado.current = null;
        const input = inputRef.current;
        if (input?.value === texto) input.value = '';
    };
    /** The box emptied for the next scan or search, and no list left open. */
    const vaciar = () => {
        escaneado.current = null;
        if (inputRef.current) inputRef.current.value = '';
        listar('');
    };
    /** A match picked with the mouse: added, and the box takes the focus back for the next scan. */
    const elegir = (fila: InventarioFila) => {
        onElegir(fila);
        vaciar();
        inputRef.current?.focus();
    };

    return (
        <Box sx={{ position: 'relative' }}>
            <TextField
                fullWidth
                autoFocus
                autoComplete="off"
                inputRef={inputRef}
                label={translate('resources.pos.producto.label')}
                placeholder={translate('resources.pos.producto.placeholder')}
                defaultValue=""
                onChange={(e) => {
                    // Text that arrived without a key (pasted with the mouse) behind a scan still shown.
                    const previo = escaneado.current;
                    if (previo !== null && e.target.value.startsWith(previo)) {
                        escaneado.current = null;
                        e.target.value = e.target.value.slice(previo.length);
                    }
                    const texto = e.target.value.trim();
                    clearTimeout(pausa.current);
                    if (texto === listado.current) return;
                    // Matches of another text are hidden at once; this one's are listed after the pause.
                    listar('');
                    if (texto.length >= MIN_CHARS) pausa.current = setTimeout(() => listar(texto), DEBOUNCE_MS);
                }}
                onKeyDown={(e) => {
                    // A key before the last scan's result: the scan's text goes first, so what is
                    // typed now starts an empty box.
                    if (e.key !== 'Enter') {
                        retirarEscaneado();
                        return bajarALista(e, listaRef.current);
                    }
                    e.preventDefault();
                    const texto = (e.target as HTMLInputElement).value;
                    const sku = texto.trim();
                    if (!sku || texto === escaneado.current) return;
                    escaneado.current = texto;
                    listar('');
                    const retirar = () => retirarEscaneado(texto);
                    onEscanear(sku).then(retirar, retirar);
                }}
                slotProps={{ inputLabel: { shrink: true } }}
            />
            {aviso && (
                <Alert severity="warning" sx={{ mt: 1 }} data-testid="aviso-producto">
                    {aviso}
                </Alert>
            )}
            {activo && (
                <Paper variant="outlined" sx={{ mt: 0.5, maxHeight: 320, overflow: 'auto' }}>
                    {error ? (
                        <Typography sx={{ p: 1 }} color="error">
                            {translate('resources.pos.producto.error', { message: failureText(error, '') })}
                        </Typography>
                    ) : isPending ? (
                        <Typography sx={{ p: 1 }}>{translate('resources.pos.producto.buscando')}</Typography>
                    ) : data.length === 0 ? (
                        <Typography sx={{ p: 1 }}>{translate('resources.pos.producto.sin_resultados')}</Typography>
                    ) : (
                        <List dense aria-label={translate('resources.pos.producto.resultados')} ref={listaRef} onKeyDown={moverEnLista(() => inputRef.current?.focus())}>
                            {data.slice(0, MAX_RESULTADOS).map((fila) => (
                                <ListItem key={fila.id} disablePadding>
                                    <ListItemButton onClick={() => elegir(fila)}>
                                        <ListItemText
                                            primary={fila.plantilla.nombre}
                                            secondary={translate('resources.pos.producto.detalle', {
                                                sku: fila.sku,
                                                precio: formatMoney(fila.precio_venta),
                                                stock: cantidadDe(fila.stock, fila.unidad),
                                            }) + mayoreoDe(fila, translate)}
                                        />
                                    </ListItemButton>
                                </ListItem>
                            ))}
                        </List>
                    )}
                </Paper>
            )}
        </Box>
    );
});
