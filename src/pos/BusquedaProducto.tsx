import { Alert, Box, List, ListItemButton, ListItemText, Paper, TextField, Typography } from '@mui/material';
import { memo, type Ref, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { InventarioFila } from '../../contracts/inventario';
import { formatMoney } from '../common/money';
import { failureText } from '../forbidden';
import { DEBOUNCE_MS, useDebounced } from '../common/useDebounced';

/** Spec §9: more than 2 characters, up to 10 matches (one per variant). */
const MIN_CHARS = 3;
const MAX_RESULTADOS = 10;

interface Props {
    inputRef: Ref<HTMLInputElement>;
    /** A match picked with the mouse (or Enter on it). */
    onElegir: (fila: InventarioFila) => void;
    /** Enter in the box: the exact SKU typed (a scan), looked up at once. */
    onEscanear: (sku: string) => void;
    /** What the last scan or pick had to say (unknown SKU, no stock), shown under the box. */
    aviso: string | null;
}

/**
 * The POS product box (memoised: a scan re-renders the cart, not this box): a scan (SKU + Enter) adds at once without waiting for the search; a pause
 * of 500 ms on more than 2 characters lists matches by name or SKU to pick with the mouse.
 */
export const BusquedaProducto = memo(({ inputRef, onElegir, onEscanear, aviso }: Props) => {
    const translate = useTranslate();
    const [termino, setTermino] = useState('');
    const buscado = useDebounced(termino.trim(), DEBOUNCE_MS);
    const activo = buscado.length >= MIN_CHARS && termino.trim() === buscado;
    const { data, isPending, error } = useGetList<InventarioFila>(
        'inventario',
        { pagination: { page: 1, perPage: MAX_RESULTADOS }, sort: { field: 'nombre', order: 'ASC' }, filter: { q: buscado } },
        { enabled: activo },
    );

    const elegir = (fila: InventarioFila) => {
        onElegir(fila);
        setTermino('');
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
                value={termino}
                onChange={(e) => setTermino(e.target.value)}
                onKeyDown={(e) => {
                    if (e.key !== 'Enter') return;
                    e.preventDefault();
                    const sku = termino.trim();
                    if (!sku) return;
                    // The lookup leaves first; the box is cleared in the same turn, long before
                    // the answer, so the next scan can be typed right away.
                    onEscanear(sku);
                    setTermino('');
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
