import DeleteIcon from '@mui/icons-material/Delete';
import { FilledInput, IconButton, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { memo, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { fromCents } from '../../contracts/money';
import { formatMoney } from '../common/money';
import { type LineaCarrito, subtotal } from './carrito';
import { type CarritoStore, CifraCarrito, estaVacio, totalEnPesos, useCarrito } from './carritoStore';

const dinero = (cents: number) => formatMoney(fromCents(cents));

/**
 * A line's quantity as typed: applied on Enter or when the box loses focus, so clearing the box
 * to type "12" does not remove the line on the way (spec §4: 0 or less removes it).
 *
 * The theme's filled input without TextField's FormControl and label (it has none: its name is
 * the aria-label) and without a second copy of the autofill keyframes the product box already
 * injects: a new line is a third of the components it was, and a scan adds one.
 */
const Cantidad = ({ linea, onCantidad }: { linea: LineaCarrito; onCantidad: (cantidad: number) => void }) => {
    const translate = useTranslate();
    const [texto, setTexto] = useState(String(linea.cantidad));
    useEffect(() => setTexto(String(linea.cantidad)), [linea.cantidad]);
    const aplicar = () => {
        const n = Number.parseInt(texto, 10);
        onCantidad(Number.isFinite(n) ? n : 0);
        // A refused change leaves the quantity as it was: show it again.
        setTexto(String(linea.cantidad));
    };
    return (
        <FilledInput
            size="small"
            hiddenLabel
            disableInjectingGlobalStyles
            type="number"
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            onBlur={aplicar}
            onKeyDown={(e) => {
                if (e.key === 'Enter') aplicar();
            }}
            inputProps={{ 'aria-label': translate('app.pos.carrito.cantidad_de', { nombre: linea.nombre }), min: 0, step: 1 }}
            sx={{ width: 96 }}
        />
    );
};

interface Acciones {
    onCantidad: (varianteId: number, cantidad: number) => void;
    onQuitar: (varianteId: number) => void;
}

/** One line; memoised so a scan renders only the line it added or changed, not the whole cart. */
const FilaCarrito = memo(({ linea: l, onCantidad, onQuitar }: { linea: LineaCarrito } & Acciones) => {
    const translate = useTranslate();
    return (
        <TableRow data-sku={l.sku}>
            <TableCell>{l.nombre}</TableCell>
            <TableCell>{l.sku}</TableCell>
            <TableCell align="right">{dinero(l.precio)}</TableCell>
            <TableCell>
                <Cantidad linea={l} onCantidad={(c) => onCantidad(l.varianteId, c)} />
            </TableCell>
            <TableCell align="right">{dinero(subtotal(l))}</TableCell>
            <TableCell>
                <IconButton size="small" aria-label={translate('app.pos.carrito.quitar', { nombre: l.nombre })} onClick={() => onQuitar(l.varianteId)}>
                    <DeleteIcon fontSize="small" />
                </IconButton>
            </TableCell>
        </TableRow>
    );
});

/** The column titles: the same whatever the cart holds, so rendered once. */
const Encabezado = memo(() => {
    const translate = useTranslate();
    const campo = (name: string) => translate(`app.pos.carrito.fields.${name}`);
    return (
        <TableHead>
            <TableRow>
                <TableCell>{campo('producto')}</TableCell>
                <TableCell>{campo('sku')}</TableCell>
                <TableCell align="right">{campo('precio')}</TableCell>
                <TableCell>{campo('cantidad')}</TableCell>
                <TableCell align="right">{campo('subtotal')}</TableCell>
                <TableCell>{campo('acciones')}</TableCell>
            </TableRow>
        </TableHead>
    );
});

interface Props extends Acciones {
    store: CarritoStore;
}

const todo = <T,>(x: T) => x;

/** The lines, following the cart's store: a scan renders this list (and the one line it adds or changes), not the table. */
const Lineas = ({ store, onCantidad, onQuitar }: Props) =>
    useCarrito(store, todo).map((l) => <FilaCarrito key={l.varianteId} linea={l} onCantidad={onCantidad} onQuitar={onQuitar} />);

/**
 * The cart (spec §4): unit price, quantity, line total, and the sale's total, all in `$1,234.50`.
 * The table itself renders again only when the cart turns empty or stops being so; the lines and
 * the total follow the store on their own.
 */
export const CarritoTabla = memo(({ store, onCantidad, onQuitar }: Props) => {
    const translate = useTranslate();
    if (useCarrito(store, estaVacio)) {
        return (
            <Typography sx={{ p: 2 }} color="text.secondary">
                {translate('app.pos.carrito.vacio')}
            </Typography>
        );
    }
    return (
        <Table size="small" aria-label={translate('app.pos.carrito.title')}>
            <Encabezado />
            <TableBody>
                <Lineas store={store} onCantidad={onCantidad} onQuitar={onQuitar} />
            </TableBody>
            <TableFooter>
                <TableRow>
                    <TableCell colSpan={4} align="right">
                        <Typography variant="h6" component="span">
                            {translate('app.pos.carrito.total')}
                        </Typography>
                    </TableCell>
                    <TableCell align="right" data-testid="total-carrito">
                        <Typography variant="h6" component="span">
                            <CifraCarrito store={store} cifra={totalEnPesos} />
                        </Typography>
                    </TableCell>
                    <TableCell />
                </TableRow>
            </TableFooter>
        </Table>
    );
});
