import { Alert, Box, List, ListItemButton, ListItemText, Paper, TextField, Typography } from '@mui/material';
import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { InventarioFila } from '../../contracts/inventario';
import { formatMoney } from '../common/money';
import { failureText } from '../forbidden';
import { DEBOUNCE_MS } from '../common/useDebounced';

/** Spec §9: more than 2 characters, up to 10 matches (one per variant). */
const MIN_CHARS = 3;
const MAX_RESULTADOS = 10;

interface Props {
    inputRef: RefObject<HTMLInputElement | null>;
    /** A match picked with the mouse (or Enter on it). */
    onElegir: (fila: InventarioFila) => void;
    /** Enter in the box: the exact SKU typed (a scan), looked up at once. */
    onEscanear: (sku: string) => void;
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
 * nothing here; Enter reads the text from the box and empties it.
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
        { pagination: { page: 1, perPage: MAX_RESULTADOS }, sort: { field: 'nombre', order: 'ASC' }, filter: { q: buscado } },
        { enabled: activo },
    );

    /** The box emptied for the next scan or search, and no list left open. */
    const vaciar = () => {
        if (inputRef.current) inputRef.current.value = '';
        listar('');
    };
    const elegir = (fila: InventarioFila) => {
        onElegir(fila);
        vaciar();
    };

    return (
        <Box sx={{ position: 'relative' }}>
            <TextField
                fullWidth
                autoFocus
                autoComplete="off"
                inputRef={inputRef}
                label={translate('app.pos.producto.label')}
                placeholder={translate('app.pos.producto.placeholder')}
                defaultValue=""
                onChange={(e) => {
                    const texto = e.target.value.trim();
                    clearTimeout(pausa.current);
                    if (texto === listado.current) return;
                    // Matches of another text are hidden at once; this one's are listed after the pause.
                    listar('');
                    if (texto.length >= MIN_CHARS) pausa.current = setTimeout(() => listar(texto), DEBOUNCE_MS);
                }}
                onKeyDown={(e) => {
                    if (e.key !== 'Enter') return;
                    e.preventDefault();
                    const sku = (e.target as HTMLInputElement).value.trim();
                    if (!sku) return;
                    // The lookup leaves first; the box is emptied in the same turn, long before
                    // the answer, so the next scan can be typed right away.
                    onEscanear(sku);
                    vaciar();
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
                            {translate('app.pos.producto.error', { message: failureText(error, '') })}
                        </Typography>
                    ) : isPending ? (
                        <Typography sx={{ p: 1 }}>{translate('app.pos.producto.buscando')}</Typography>
                    ) : data.length === 0 ? (
                        <Typography sx={{ p: 1 }}>{translate('app.pos.producto.sin_resultados')}</Typography>
                    ) : (
                        <List dense aria-label={translate('app.pos.producto.resultados')}>
                            {data.slice(0, MAX_RESULTADOS).map((fila) => (
                                <ListItemButton key={fila.id} onClick={() => elegir(fila)}>
                                    <ListItemText
                                        primary={fila.plantilla.nombre}
                                        secondary={translate('app.pos.producto.detalle', {
                                            sku: fila.sku,
                                            precio: formatMoney(fila.precio_venta),
                                            stock: fila.stock,
                                        })}
                                    />
                                </ListItemButton>
                            ))}
                        </List>
                    )}
                </Paper>
            )}
        </Box>
    );
});
