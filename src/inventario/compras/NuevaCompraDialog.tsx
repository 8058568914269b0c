import CloseIcon from '@mui/icons-material/Close';
import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    List,
    ListItem,
    ListItemButton,
    ListItemText,
    Paper,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { type Compra, compraDetalleInput, compraInput } from '../../../contracts/compras';
import { fromCents } from '../../../contracts/money';
import type { Producto } from '../../../contracts/productos';
import type { Proveedor } from '../../../contracts/proveedores';
import { errorMessage } from '../../common/errorMessage';
import { refusalOr } from '../../forbidden';
import { formatMoney } from '../../common/money';
import { DEBOUNCE_MS, useDebounced } from '../../common/useDebounced';

/** Spec §9: the order's product search waits 500 ms, needs more than 2 characters, shows up to 10. */
const MIN_CHARS = 3;
const MAX_RESULTADOS = 10;

/** A line as typed: the texts stay as entered until they lose focus (spec §5: invalid → 0). */
interface Linea {
    producto_id: number;
    nombre: string;
    sku: string;
    cantidad: string;
    costo: string;
}

/** Spec §5: quantity as an integer, unit cost as a decimal; anything unreadable is 0. */
export const parseCantidad = (text: string): number => {
    const n = Number.parseInt(text, 10);
    return Number.isFinite(n) ? n : 0;
};
export const parseCosto = (text: string): number => {
    const n = Number.parseFloat(text);
    return Number.isFinite(n) ? n : 0;
};

/**
 * A line's unit cost read by the contract itself (`costo_unitario`): cents, or the contract's
 * message for what the server refuses (a negative cost, more than 2 decimals). The amount is never
 * rounded here: 150.255 rounded to 150.25 would be saved as a cost nobody typed.
 */
const leerCosto = (text: string): { centavos: number; error: null } | { centavos: null; error: string } => {
    const r = compraDetalleInput.shape.costo_unitario.safeParse(String(parseCosto(text)));
    return r.success ? { centavos: r.data, error: null } : { centavos: null, error: r.error.issues[0]?.message ?? '' };
};

/** A line's quantity read by the contract (`cantidad`): the units, or its message (0 or less, too many). */
const leerCantidad = (text: string): { unidades: number; error: null } | { unidades: null; error: string } => {
    const r = compraDetalleInput.shape.cantidad.safeParse(parseCantidad(text));
    return r.success ? { unidades: r.data, error: null } : { unidades: null, error: r.error.issues[0]?.message ?? '' };
};

/** What stopped an attempt, in the order the spec checks it: its alert lasts while its cause does. */
type Causa = 'proveedor' | 'productos' | 'lineas';

const BusquedaProductos = ({ onElegir }: { onElegir: (producto: Producto) => void }) => {
    const translate = useTranslate();
    const [termino, setTermino] = useState('');
    const buscado = useDebounced(termino.trim(), DEBOUNCE_MS);
    const activo = buscado.length >= MIN_CHARS && termino.trim() === buscado;
    const { data, isFetching } = useGetList<Producto>(
        'productos',
        { pagination: { page: 1, perPage: MAX_RESULTADOS }, sort: { field: 'nombre', order: 'ASC' }, filter: { q: buscado } },
        { enabled: activo },
    );
    return (
        <Box>
            <TextField
                fullWidth
                size="small"
                label={translate('resources.compras.nueva.buscar')}
                placeholder={translate('resources.compras.nueva.buscar_placeholder')}
                value={termino}
                onChange={(e) => setTermino(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
            />
            {activo && (
                <Paper variant="outlined" sx={{ mt: 0.5, maxHeight: 260, overflow: 'auto' }}>
                    {isFetching && !data ? (
                        <Typography sx={{ p: 1 }}>{translate('resources.compras.nueva.buscando')}</Typography>
                    ) : data && data.length === 0 ? (
                        <Typography sx={{ p: 1 }}>{translate('resources.compras.nueva.sin_resultados')}</Typography>
                    ) : (
                        <List dense aria-label={translate('resources.compras.nueva.buscar')}>
                            {data?.slice(0, MAX_RESULTADOS).map((p) => (
                                <ListItem key={p.id} disablePadding>
                                    <ListItemButton
                                        onClick={() => {
                                            onElegir(p);
                                            setTermino('');
                                        }}
                                    >
                                        <ListItemText primary={p.nombre} secondary={p.variantes[0]?.sku} />
                                    </ListItemButton>
                                </ListItem>
                            ))}
                        </List>
                    )}
                </Paper>
            )}
        </Box>
    );
};

/**
 * A line of the order: the product, its quantity, its cost and its remove button in a row; on a
 * phone the product takes a row of its own, since beside the two fields it was one word per line
 * and its SKU broken at each hyphen.
 */
const lineaDeLaOrden = {
    display: 'grid',
    gridTemplateColumns: { xs: '96px 1fr auto', sm: '1fr 110px 150px auto' },
    columnGap: 1,
    rowGap: 0.5,
    alignItems: 'center',
} as const;

/**
 * Spec §2/§5 new purchase order: a supplier, products found by search (the first variant, with
 * quantity 1 and its latest cost, never twice) with editable quantity and cost, then one POST.
 * The server computes the total; the preview shown here is the same sum in cents of what is sent,
 * and the lines are checked with the contract's own schema first, so nothing is sent that the
 * server would refuse or store otherwise (a cost of 150.255 is refused, not rounded).
 */
export const NuevaCompraDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const titleId = useId();
    const [proveedorId, setProveedorId] = useState('');
    const [lineas, setLineas] = useState<Linea[]>([]);
    // The server's refusal, shown until the next attempt.
    const [error, setError] = useState<string | null>(null);
    // The check that stopped the last attempt: its alert goes once its cause is fixed.
    const [causa, setCausa] = useState<Causa | null>(null);
    const [create, { isPending }] = useCreate();
    // Checked in the click's own task: a double click's second submit comes before the render of
    // `isPending`, and made a second order. Once created the lines are gone, so no third.
    const enviada = useRef(false);

    const proveedores = useGetList<Proveedor>(
        'proveedores',
        { pagination: { page: 1, perPage: 1000 }, sort: { field: 'nombre_empresa', order: 'ASC' } },
        { enabled: open },
    );

    const close = () => {
        setProveedorId('');
        setLineas([]);
        setError(null);
        setCausa(null);
        onClose();
    };

    const elegir = (producto: Producto) => {
        const variante = producto.variantes[0];
        if (!variante) return;
        setLineas((actuales) =>
            actuales.some((l) => l.producto_id === variante.id)
                ? actuales
                : [...actuales, { producto_id: variante.id, nombre: producto.nombre, sku: variante.sku, cantidad: '1', costo: String(variante.costo_compra) }],
        );
    };
    const cambiar = (id: number, cambio: Partial<Linea>) => setLineas((ls) => ls.map((l) => (l.producto_id === id ? { ...l, ...cambio } : l)));

    // Each cost as the contract reads it: what is sent is what the server stores, to the cent.
    const costos = lineas.map((l) => leerCosto(l.costo));
    const cantidades = lineas.map((l) => leerCantidad(l.cantidad));
    const detalles = lineas.map((l, i) => ({
        producto_id: l.producto_id,
        cantidad: parseCantidad(l.cantidad),
        costo_unitario: costos[i].centavos !== null ? fromCents(costos[i].centavos) : String(parseCosto(l.costo)),
    }));
    // The preview, in cents like the server's total; a line whose quantity or cost the contract
    // refuses counts 0 (and is flagged on its field): never a negative total.
    const total = detalles.reduce((sum, _, i) => sum + (cantidades[i].unidades ?? 0) * (costos[i].centavos ?? 0), 0);
    // The contract's first refusal of the lines (a cost, a quantity), in the server's words.
    const validacion = compraInput.shape.detalles.safeParse(detalles);
    const errorDeLineas = validacion.success ? null : (validacion.error.issues[0]?.message ?? '');

    const avisos: Record<Causa, { vigente: boolean; texto: () => string }> = {
        proveedor: { vigente: proveedorId === '', texto: () => translate('resources.compras.nueva.sin_proveedor') },
        productos: { vigente: lineas.length === 0, texto: () => translate('resources.compras.nueva.sin_productos') },
        lineas: { vigente: errorDeLineas !== null, texto: () => errorDeLineas ?? '' },
    };
    // Its cause fixed, the alert goes (state adjusted while rendering, as React documents it).
    if (causa && !avisos[causa].vigente) setCausa(null);
    const aviso = causa && avisos[causa].vigente ? avisos[causa].texto() : error;

    const submit = () => {
        if (enviada.current) return;
        setError(null);
        const primera = (['proveedor', 'productos', 'lineas'] as const).find((c) => avisos[c].vigente) ?? null;
        setCausa(primera);
        if (primera) return;
        const data: z.input<typeof compraInput> = { proveedor_id: Number(proveedorId), detalles };
        enviada.current = true;
        create(
            'compras',
            { data },
            {
                onSuccess: async (compra: Compra) => {
                    notify('resources.compras.nueva.creada', { type: 'success', messageArgs: { id: compra.id } });
                    close();
                    await queryClient.invalidateQueries({ queryKey: ['compras'] });
                },
                onError: (err) => setError(refusalOr(err, translate('resources.compras.nueva.error', { message: errorMessage(err) }))),
                onSettled: () => {
                    enviada.current = false;
                },
            },
        );
    };

    return (
        <Dialog open={open} onClose={isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="md">
            <DialogTitle id={titleId}>{translate('resources.compras.nueva.title')}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <TextField
                        select
                        required
                        size="small"
                        label={translate('resources.compras.nueva.proveedor')}
                        value={proveedorId}
                        onChange={(e) => setProveedorId(e.target.value)}
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    >
                        <option value="">
                            {translate(proveedores.isPending ? 'resources.compras.nueva.cargando' : 'resources.compras.nueva.select_proveedor')}
                        </option>
                        {proveedores.data?.map((p) => (
                            <option key={p.id} value={String(p.id)}>
                                {p.nombre_empresa}
                            </option>
                        ))}
                    </TextField>
                    <BusquedaProductos onElegir={elegir} />
                    <Typography variant="h6" component="h3">
                        {translate('resources.compras.nueva.productos')}
                    </Typography>
                    {lineas.length === 0 ? (
                        <Typography color="text.secondary">{translate('resources.compras.nueva.vacia')}</Typography>
                    ) : (
                        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                            {lineas.map((l, i) => (
                                <Box key={l.producto_id} component="li" sx={lineaDeLaOrden} aria-label={l.nombre}>
                                    <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                                        {l.nombre}{' '}
                                        <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                                            {l.sku}
                                        </Typography>
                                    </Typography>
                                    <TextField
                                        size="small"
                                        required
                                        label={translate('resources.compras.nueva.cantidad')}
                                        value={l.cantidad}
                                        onChange={(e) => cambiar(l.producto_id, { cantidad: e.target.value })}
                                        onBlur={() => cambiar(l.producto_id, { cantidad: String(parseCantidad(l.cantidad)) })}
                                        error={cantidades[i].error !== null}
                                        helperText={cantidades[i].error}
                                        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                                    />
                                    <TextField
                                        size="small"
                                        required
                                        label={translate('resources.compras.nueva.costo')}
                                        value={l.costo}
                                        onChange={(e) => cambiar(l.producto_id, { costo: e.target.value })}
                                        onBlur={() => cambiar(l.producto_id, { costo: String(parseCosto(l.costo)) })}
                                        // The contract's refusal, at once: the total counts this cost as 0 until fixed.
                                        error={costos[i].error !== null}
                                        helperText={costos[i].error}
                                        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                                    />
                                    <IconButton
                                        aria-label={translate('resources.compras.nueva.quitar', { nombre: l.nombre })}
                                        onClick={() => setLineas((ls) => ls.filter((x) => x.producto_id !== l.producto_id))}
                                    >
                                        <CloseIcon />
                                    </IconButton>
                                </Box>
                            ))}
                        </Stack>
                    )}
                    <Typography sx={{ textAlign: 'right', fontWeight: 'bold' }}>
                        {translate('resources.compras.nueva.total', { total: formatMoney(fromCents(total)) })}
                    </Typography>
                    {aviso && <Alert severity="error">{aviso}</Alert>}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={close} disabled={isPending}>
                    {translate('resources.compras.nueva.cancelar')}
                </Button>
                <Button variant="contained" onClick={submit} disabled={isPending}>
                    {translate(isPending ? 'resources.compras.nueva.guardando' : 'resources.compras.nueva.crear')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
