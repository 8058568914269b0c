import { Box, List, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { Unidad } from '../../contracts/etiquetasDeUnidad';
import { formatStock } from './cantidadConUnidad';
import { LineaTelefono, Partes, TotalTelefono } from './LineaTelefono';
import { formatMoney } from './money';
import { TotalFooter } from './TotalFooter';
import { useTelefono } from '../layout/anchos';

/** One line of a sale or a purchase order as the API sends it, amounts already computed by the server. */
export interface LineaDelDocumento {
    id: number;
    nombre: string;
    sku: string;
    cantidad: number | string;
    /** What the product is sold by: a weight shows '25.500 kg', pieces '3'. */
    unidad?: Unidad;
    /** Undefined: a purchase cost the caller may not see (the API leaves it out, server/http/costos.ts). */
    precio: number | string | undefined;
    subtotal: number | string | undefined;
    /** A word on the unit price, under it ('Mayoreo (lista $10.00)' for a wholesale tier's, a sale line's discount). */
    notaDelPrecio?: string;
}

/** The column headings and the closing line's label, in the screen's words. */
export interface TextosDeLineas {
    producto: string;
    sku: string;
    cantidad: string;
    precio: string;
    subtotal: string;
    total: string;
}

/**
 * A document's lines and total, shown as the API sends them (the screen computes nothing): a
 * table, or on a phone one line per product — at 390 px five columns broke names and SKUs and
 * pushed the subtotals and the total past the edge. `etiquetadoPor` is the id of the heading
 * that names the list, when there is one.
 */
export const LineasDelDocumento = ({ lineas, total, textos, etiquetadoPor }: { lineas: LineaDelDocumento[]; total: number | string | undefined; textos: TextosDeLineas; etiquetadoPor?: string }) => {
    const telefono = useTelefono();
    if (telefono) {
        return (
            <Box>
                <List aria-labelledby={etiquetadoPor}>
                    {lineas.map((l) => (
                        <LineaTelefono
                            key={l.id}
                            primario={l.nombre}
                            terciario={formatMoney(l.subtotal)}
                            secundario={<Partes de={[l.sku, `${formatStock(l.cantidad, l.unidad)} × ${formatMoney(l.precio)}`, ...(l.notaDelPrecio ? [l.notaDelPrecio] : [])]} />}
                        />
                    ))}
                </List>
                <TotalTelefono label={textos.total} total={formatMoney(total)} />
            </Box>
        );
    }
    return (
        <TableContainer>
            <Table size="small" aria-labelledby={etiquetadoPor}>
                <TableHead>
                    <TableRow>
                        <TableCell>{textos.producto}</TableCell>
                        <TableCell>{textos.sku}</TableCell>
                        <TableCell align="right">{textos.cantidad}</TableCell>
                        <TableCell align="right">{textos.precio}</TableCell>
                        <TableCell align="right">{textos.subtotal}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {lineas.map((l) => (
                        <TableRow key={l.id}>
                            <TableCell>{l.nombre}</TableCell>
                            <TableCell>{l.sku}</TableCell>
                            <TableCell align="right">{formatStock(l.cantidad, l.unidad)}</TableCell>
                            <TableCell align="right">
                                {formatMoney(l.precio)}
                                {l.notaDelPrecio ? (
                                    <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'caption' }}>
                                        {l.notaDelPrecio}
                                    </Box>
                                ) : null}
                            </TableCell>
                            <TableCell align="right">{formatMoney(l.subtotal)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
                <TotalFooter label={textos.total} total={formatMoney(total)} columnas={5} />
            </Table>
        </TableContainer>
    );
};
