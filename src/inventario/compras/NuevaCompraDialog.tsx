import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, List, ListItem, ListItemButton, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type RaRecord, useGetList, useInput, useTranslate } from 'react-admin';
import { totalDeMilesimas } from '../../../contracts/calculo';
import { compraDetalleInput, compraInput } from '../../../contracts/compras';
import { fromCents } from '../../../contracts/money';
import type { Producto } from '../../../contracts/productos';
import type { Proveedor } from '../../../contracts/proveedores';
import { cantidadAdmitida, deMilesimas, esFraccionable, mensajeDePieza, type Unidad } from '../../../contracts/unidades';
import { CreateDialog } from '../../common/FormDialog';
import { formatMoney } from '../../common/money';
import { refrescar } from '../../common/refrescar';
import { DEBOUNCE_MS, useDebounced } from '../../common/useDebounced';
import { conProductoId } from '../../common/varianteId';
import './textos';

/** Spec §9: the order's product search waits 500 ms, needs more than 2 characters, shows up to 10. */
const MIN_CHARS = 3;
const MAX_RESULTADOS = 10;

/**
 * A line as typed: the texts stay as entered. Spec §5's "invalid entries become 0" is how the
 * preview counts a line being typed, never what is sent: an entry the contract refuses is shown
 * refused at its field, and the order is not sent until it is fixed.
 */
interface Linea {
    varianteId: number;
    nombre: string;
    sku: string;
    cantidad: string;
    costo: string;
    /** What it is sold by: a weighed product takes 25.5 (kg), a piece product whole units. Absent (a line typed before units): 'pieza'. */
    unidad?: Unidad;
}

/**
 * A line's unit cost read by the contract itself (`costo_unitario`, the one es-MX reading of
 * contracts/numero.ts: '1,500.50' is $1,500.50): cents, or the contract's message ('180,50' told
 * to use a point, 'abc', 0, a negative cost, more than 2 decimals). Never rounded here: 150.255
 * rounded to 150.25 would be saved as a cost nobody typed.
 */
const leerCosto = (text: string): { centavos: number; error: null } | { centavos: null; error: string } => {
    const r = compraDetalleInput.shape.costo_unitario.safeParse(text);
    return r.success ? { centavos: r.data, error: null } : { centavos: null, error: r.error.issues[0]?.message ?? '' };
};

/**
 * A line's quantity read by the contract (`cantidad`): thousandths of its unit (25.5 kg → 25500),
 * or its message (0 or less, four decimals, too many), and a piece product's fraction refused as
 * the server refuses it.
 */
const leerCantidad = (l: Linea): { milesimas: number; error: null } | { milesimas: null; error: string } => {
    const r = compraDetalleInput.shape.cantidad.safeParse(l.cantidad);
    if (!r.success) return { milesimas: null, error: r.error.issues[0]?.message ?? '' };
    return cantidadAdmitida(r.data, l.unidad ?? 'pieza') ? { milesimas: r.data, error: null } : { milesimas: null, error: mensajeDePieza(l.nombre) };
};

/**
 * The lines as the contract reads them: each one's quantity and cost (or the contract's message,
 * shown on its field), what is sent, the preview total in cents like the server's — a line whose
 * quantity or cost the contract refuses counts 0, never a negative total — and the contract's
 * first refusal of the lines (a cost, a quantity), in the server's words.
 */
const leerLineas = (lineas: readonly Linea[]) => {
    const costos = lineas.map((l) => leerCosto(l.costo));
    const cantidades = lineas.map(leerCantidad);
    // Each entry as the contract reads it: what is sent is what the server stores, to the cent (a
    // refused one is never sent: it stops the order, with the same message the server would give).
    const detalles = lineas.map((l, i) =>
        conProductoId({
            varianteId: l.varianteId,
            cantidad: cantidades[i].milesimas !== null ? deMilesimas(cantidades[i].milesimas) : l.cantidad,
            costo_unitario: costos[i].centavos !== null ? fromCents(costos[i].centavos) : l.costo,
        }),
    );
    const total = totalDeMilesimas(lineas.map((_, i) => ({ cantidad: cantidades[i].milesimas ?? 0, precio: costos[i].centavos ?? 0 })));
    const validacion = compraInput.shape.detalles.safeParse(detalles);
    // The contract does not know a line's unit: a piece's fraction ('2.5') passes it, and is the
    // line's own refusal (mensajeDePieza), which stops the order as the server would.
    const errorDeLineas = validacion.success ? (cantidades.find((c) => c.error !== null)?.error ?? null) : (validacion.error.issues[0]?.message ?? '');
    return { costos, cantidades, detalles, total, errorDeLineas };
};

/** The form's lines (`lineas`): the array and a way to change it. */
const useLineas = () => {
    const { field } = useInput<Linea[]>({ source: 'lineas', defaultValue: [] });
    const lineas: Linea[] = Array.isArray(field.value) ? field.value : [];
    return { lineas, poner: (nuevas: Linea[]) => field.onChange(nuevas) };
};

const BusquedaProductos = ({ onElegir }: { onElegir: (producto: Producto) => void }) => {
    const translate = useTranslate();
    const [termino, setTermino] = useState('');
    const buscado = useDebounced(termino.trim(), DEBOUNCE_MS);
    const activo = buscado.length >= MIN_CHARS && termino.trim() === buscado;
    const { data, isFetching } = useGetList<Producto>(
        'productos',
        // A retired product (activo false) is not ordered: the search never lists it.
        { pagination: { page: 1, perPage: MAX_RESULTADOS }, sort: { field: 'nombre', order: 'ASC' }, filter: { q: buscado, activo: true } },
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

/** The supplier, a native select ('Cargando...' while the suppliers load). */
const ProveedorInput = () => {
    const translate = useTranslate();
    const { field } = useInput<string | null>({ source: 'proveedor_id' });
    const proveedores = useGetList<Proveedor>('proveedores', {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'nombre_empresa', order: 'ASC' },
    });
    return (
        <TextField
            select
            required
            size="small"
            label={translate('resources.compras.nueva.proveedor')}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
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
    );
};

/** A line's quantity or cost as typed, with the contract's refusal under it. */
const CampoDeLinea = ({
    label,
    value,
    onChange,
    error,
    inputMode,
}: {
    label: string;
    value: string;
    onChange: (valor: string) => void;
    error: string | null;
    inputMode: 'numeric' | 'decimal';
}) => (
    <TextField
        size="small"
        required
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error !== null}
        helperText={error}
        slotProps={{ htmlInput: { inputMode } }}
    />
);

/** The search, the order's lines with their quantity and cost, and the total. */
const LineasDeLaOrden = () => {
    const translate = useTranslate();
    const { lineas, poner } = useLineas();
    const { costos, cantidades, total } = leerLineas(lineas);
    const elegir = (producto: Producto) => {
        const variante = producto.variantes[0];
        if (!variante || lineas.some((l) => l.varianteId === variante.id)) return;
        poner([...lineas, { varianteId: variante.id, nombre: producto.nombre, sku: variante.sku, cantidad: '1', costo: String(variante.costo_compra), unidad: producto.unidad }]);
    };
    const editar = (id: number, campos: Partial<Linea>) => poner(lineas.map((l) => (l.varianteId === id ? { ...l, ...campos } : l)));
    return (
        // The dialog is a form, but an order is sent only by its button: Enter in the search box or
        // in a line's quantity or cost (typing one line after another) sends nothing.
        <Box
            sx={{ display: 'contents' }}
            onKeyDown={(e) => {
                if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
            }}
        >
            <BusquedaProductos onElegir={elegir} />
            <Typography variant="h6" component="h3">
                {translate('resources.compras.nueva.productos')}
            </Typography>
            {lineas.length === 0 ? (
                <Typography color="text.secondary">{translate('resources.compras.nueva.vacia')}</Typography>
            ) : (
                <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {lineas.map((l, i) => (
                        <Box key={l.varianteId} component="li" sx={lineaDeLaOrden} aria-label={l.nombre}>
                            <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                                {l.nombre}{' '}
                                <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                                    {l.sku}
                                </Typography>
                            </Typography>
                            {/* A weighed product's quantity names its unit ('Cantidad (kg)'): 25.5 is kilograms, not pieces. */}
                            <CampoDeLinea
                                label={esFraccionable(l.unidad ?? 'pieza') ? translate('resources.compras.nueva.cantidad_en', { unidad: l.unidad }) : translate('resources.compras.nueva.cantidad')}
                                value={l.cantidad}
                                onChange={(cantidad) => editar(l.varianteId, { cantidad })}
                                error={cantidades[i].error}
                                inputMode={esFraccionable(l.unidad ?? 'pieza') ? 'decimal' : 'numeric'}
                            />
                            {/* The contract's refusal, at once: the total counts this cost as 0 until fixed. */}
                            <CampoDeLinea
                                label={translate('resources.compras.nueva.costo')}
                                value={l.costo}
                                onChange={(costo) => editar(l.varianteId, { costo })}
                                error={costos[i].error}
                                inputMode="decimal"
                            />
                            <IconButton
                                aria-label={translate('resources.compras.nueva.quitar', { nombre: l.nombre })}
                                onClick={() => poner(lineas.filter((x) => x.varianteId !== l.varianteId))}
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
        </Box>
    );
};

const NUEVA = { proveedor_id: '', lineas: [] };

const lineasDe = (values: Record<string, unknown>): Linea[] => (Array.isArray(values.lineas) ? values.lineas : []);

/**
 * Spec §2/§5 new purchase order, at /compras/create: a supplier, products found by search (the
 * first variant, with quantity 1 and its latest cost, never twice) with editable quantity and
 * cost, then one POST. The server computes the total; the preview shown here is the same sum in
 * cents of what is sent (contracts/calculo.ts), and the lines are checked with the contract's own
 * schema first, so nothing is sent that the server would refuse or store otherwise (a cost of
 * 150.255 is refused, not rounded). What stops an attempt is alerted in the spec's order
 * (supplier, products, lines) until its cause is fixed.
 */
export const NuevaCompraDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const aviso = (values: Record<string, unknown>) => {
        if (!values.proveedor_id) return translate('resources.compras.nueva.sin_proveedor');
        const lineas = lineasDe(values);
        if (lineas.length === 0) return translate('resources.compras.nueva.sin_productos');
        return leerLineas(lineas).errorDeLineas;
    };
    return (
        <CreateDialog
            resource="compras"
            open={open}
            onClose={onClose}
            record={NUEVA}
            title="resources.compras.nueva.title"
            submitLabel="resources.compras.nueva.crear"
            aviso={aviso}
            transform={(values) => ({ proveedor_id: Number(values.proveedor_id), detalles: leerLineas(lineasDe(values)).detalles })}
            errorPrefix="resources.compras.nueva.error"
            exito="resources.compras.nueva.creada"
            exitoArgs={(compra: RaRecord) => ({ id: compra.id })}
            despues={() => refrescar(queryClient, ['compras'])}
            maxWidth="md"
        >
            <Stack spacing={2}>
                <ProveedorInput />
                <LineasDeLaOrden />
            </Stack>
        </CreateDialog>
    );
};
