import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    List,
    Table,
    TableBody,
    TableCell, TableContainer,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type InventarioFila, MOVIMIENTOS_LIMITE, type MovimientoStock } from '../../../contracts/inventario';
import { errorMessage } from '../../common/errorMessage';
import { refusalOr } from '../../forbidden';
import { useFormatoFecha } from '../../sesion';
import { formatMovimientoDeStock, formatStock } from '../../common/cantidadConUnidad';
import { useDatos } from '../../dataProvider';
import { LineaTelefono } from '../../common/LineaTelefono';
import { useTelefono } from '../../layout/anchos';
import './textos';

/** A reason typed without spaces (a code, a pasted link) wraps inside its cell or line rather than past the edge. */
const PARTIBLE = { overflowWrap: 'anywhere' } as const;

const Origen = ({ m }: { m: MovimientoStock }) => {
    const translate = useTranslate();
    if (m.venta_id != null) return <>{translate('resources.inventario.kardex.origen.venta', { id: m.venta_id })}</>;
    if (m.nota_credito_id != null) return <>{translate('resources.inventario.kardex.origen.nota_credito', { id: m.nota_credito_id })}</>;
    if (m.compra_id != null) return <>{translate('resources.inventario.kardex.origen.compra', { id: m.compra_id })}</>;
    return null;
};

/**
 * A variant's stock history (kardex), newest first: every unit in or out with its type, reason,
 * user and source document, and the stock it left. Beyond the spec. "Ver más" loads older pages.
 */
export const KardexDialog = ({ variante, onClose }: { variante: InventarioFila | null; onClose: () => void }) => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    const titleId = useId();
    const telefono = useTelefono();
    // Through react-admin's data provider, so a 401 ends the session as on every screen.
    const dataProvider = useDatos();
    const [pages, setPages] = useState(1);
    const id = variante?.id;
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new variant starts at page 1
    useEffect(() => setPages(1), [id]);

    const query = useQuery({
        queryKey: ['inventario', 'movimientos', id, pages],
        enabled: id != null,
        queryFn: async ({ signal }) => {
            const all: MovimientoStock[] = [];
            let total = 0;
            for (let page = 1; page <= pages; page++) {
                const r = await dataProvider.kardex(id as number, { skip: (page - 1) * MOVIMIENTOS_LIMITE, limit: MOVIMIENTOS_LIMITE }, signal);
                all.push(...r.filas);
                total = r.total;
            }
            return { movimientos: all, total };
        },
        // What a sale or a receipt did a moment ago must show: always read it fresh.
        staleTime: 0,
        placeholderData: (previous) => previous,
    });

    const data = query.data;
    return (
        <Dialog open={variante != null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={telefono}>
            <DialogTitle id={titleId}>
                {variante ? translate('resources.inventario.kardex.title', { nombre: variante.plantilla.nombre, sku: variante.sku }) : ''}
            </DialogTitle>
            <DialogContent>
                {query.isPending && id != null && <Typography>{translate('resources.inventario.kardex.loading')}</Typography>}
                {query.error && (
                    <Alert severity="error">{refusalOr(query.error, translate('resources.inventario.kardex.error', { message: errorMessage(query.error) }))}</Alert>
                )}
                {data && data.movimientos.length === 0 && <Typography>{translate('resources.inventario.kardex.empty')}</Typography>}
                {data && data.movimientos.length > 0 && telefono && (
                    // On a phone the seven columns ran past the edge: a line per movement says each of them.
                    <List aria-label={translate('resources.inventario.actions.historial')} sx={PARTIBLE}>
                        {data.movimientos.map((m) => (
                            <LineaTelefono
                                key={m.id}
                                primario={translate(`resources.inventario.tipos.${m.tipo}`, { _: m.tipo })}
                                terciario={formatMovimientoDeStock(m.cantidad, variante?.unidad)}
                                secundario={
                                    <>
                                        <div>
                                            {fechaHora(m.fecha)} · {translate('resources.inventario.kardex.linea.stock', { n: formatStock(m.stock_resultante, variante?.unidad) })}
                                        </div>
                                        <div>
                                            {m.usuario ?? translate('resources.inventario.kardex.sistema')}
                                            {(m.venta_id ?? m.nota_credito_id ?? m.compra_id) != null && ' · '}
                                            <Origen m={m} />
                                        </div>
                                        {m.motivo && <div>{translate('resources.inventario.kardex.linea.motivo', { motivo: m.motivo })}</div>}
                                    </>
                                }
                            />
                        ))}
                    </List>
                )}
                {data && data.movimientos.length > 0 && !telefono && (
                    <TableContainer>
                        <Table size="small" aria-label={translate('resources.inventario.actions.historial')}>
                            <TableHead>
                                <TableRow>
                                    {(['fecha', 'tipo', 'cantidad', 'stock_resultante', 'motivo', 'usuario', 'origen'] as const).map((f) => (
                                        <TableCell key={f} align={f === 'cantidad' || f === 'stock_resultante' ? 'right' : 'left'}>
                                            {translate(`resources.inventario.kardex.fields.${f}`)}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {data.movimientos.map((m) => (
                                    <TableRow key={m.id}>
                                        <TableCell>{fechaHora(m.fecha)}</TableCell>
                                        <TableCell>{translate(`resources.inventario.tipos.${m.tipo}`, { _: m.tipo })}</TableCell>
                                        <TableCell align="right">{formatMovimientoDeStock(m.cantidad, variante?.unidad)}</TableCell>
                                        <TableCell align="right">{formatStock(m.stock_resultante, variante?.unidad)}</TableCell>
                                        <TableCell sx={PARTIBLE}>{m.motivo ?? ''}</TableCell>
                                        <TableCell>{m.usuario ?? translate('resources.inventario.kardex.sistema')}</TableCell>
                                        <TableCell>
                                            <Origen m={m} />
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                )}
            </DialogContent>
            <DialogActions>
                {data && data.movimientos.length < data.total && (
                    <Button onClick={() => setPages((p) => p + 1)} disabled={query.isFetching}>
                        {translate('resources.inventario.kardex.more')}
                    </Button>
                )}
                <Button onClick={onClose}>{translate('resources.inventario.kardex.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
