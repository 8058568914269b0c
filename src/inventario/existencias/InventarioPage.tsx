import HistoryIcon from '@mui/icons-material/History';
import TuneIcon from '@mui/icons-material/Tune';
import {
    Alert,
    Box,
    Button,
    Card,
    InputAdornment,
    List,
    Table,
    TableBody,
    TableCell, TableContainer,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { INVENTARIO_LIMITE, type InventarioFila } from '../../../contracts/inventario';
import { errorMessage } from '../../common/errorMessage';
import { BotonExportar } from '../../common/ExportarButton';
import { refusalOr } from '../../forbidden';
import { formatMoney } from '../../common/money';
import { AjusteDialog } from './AjusteDialog';
import { EstadoBadge } from '../../common/StatusBadge';
import { estadoStock } from './estadoStock';
import { KardexDialog } from './KardexDialog';
import { formatCantidad } from '../../common/cantidad';
import { formatStock } from '../../common/cantidadConUnidad';
import { formatearCantidadConUnidad } from '../../../contracts/unidades';
import { Entero, LineaTelefono } from '../../common/LineaTelefono';
import { useTelefono } from '../../layout/anchos';
import { useDialogRoute } from '../../common/useDialogRoute';
import { useDatos } from '../../dataProvider';
import { InsigniaInactivo } from '../../common/InsigniaInactivo';
import { ConPermiso } from '../../common/ConPermiso';
import { useVeCostos } from '../../sesion/useVeCostos';
import { useFiltrosEnUrl, useTextoDeFiltro } from '../../common/useFiltrosEnUrl';
import './textos';

const ValorInventario = ({ search }: { search: string }) => {
    const translate = useTranslate();
    const dataProvider = useDatos();
    // The value at cost is only for who sees costs (the server refuses it to anyone else).
    const conCostos = useVeCostos() === true;
    const { data } = useQuery({
        queryKey: ['inventario', 'valor', search],
        queryFn: ({ signal }) => dataProvider.valorInventario(search, signal),
        enabled: conCostos,
    });
    if (!conCostos || !data) return null;
    return (
        <Typography variant="subtitle1" component="p" sx={{ px: 2, pt: 2 }} data-testid="valor-inventario">
            {translate('resources.inventario.valor', {
                valor: formatMoney(data.valor),
                // Each unit on its own ('1,500 pzas, 2.250 kg'): pieces and kilograms do not add up.
                existencias: data.existencias.length ? data.existencias.map((e) => formatearCantidadConUnidad(e.cantidad, e.unidad)).join(', ') : formatearCantidadConUnidad(0),
                variantes: formatCantidad(data.variantes),
            })}
        </Typography>
    );
};

/** The table's order (by product name), which the export follows too. */
const ORDEN = { field: 'nombre', order: 'ASC' } as const;

/** Spec §2: the stock's badge (a span: it also sits in a phone line's text). */
const BadgeStock = ({ stock }: { stock: number }) => {
    const badge = estadoStock(stock);
    return <EstadoBadge value={badge.label} color={badge.color} />;
};

/** The inventory's query string: its search (the list contract's own parameter). */
const EN_URL = ['search'] as const;

/**
 * Spec §2 Inventory: one row per variant with its stock badge, page 1 with 1000 (§9), a search by
 * name or SKU, the adjustment dialog (/inventario/:id/ajuste), and (beyond the spec) the variant's history and the value
 * of the listed stock at cost.
 */
export const InventarioPage = () => {
    const translate = useTranslate();
    // The search lives in the URL: `/inventario?search=SKU` opens with it (the dashboard's low-stock
    // rows link so), and one typed is written there after the pause, so a reload (F5) keeps it.
    const [url, ponerEnUrl] = useFiltrosEnUrl(EN_URL);
    const search = url.search?.trim() ?? '';
    const [termino, setTermino] = useTextoDeFiltro(url.search, (valor) => ponerEnUrl({ search: valor }));
    const ajuste = useDialogRoute('inventario', 'ajuste');
    const [historial, setHistorial] = useState<InventarioFila | null>(null);
    const telefono = useTelefono();
    const acciones = (v: InventarioFila) => (
        <>
            <ConPermiso accion="ajustar" resource="inventario">
                <Button size="small" startIcon={<TuneIcon />} onClick={() => ajuste.openEdit(v.id)}>
                    {translate('resources.inventario.actions.ajustar')}
                </Button>
            </ConPermiso>
            <Button size="small" startIcon={<HistoryIcon />} onClick={() => setHistorial(v)}>
                {translate('resources.inventario.actions.historial')}
            </Button>
        </>
    );

    // `search` is the list contract's own parameter, understood by both list dialects (and the export).
    const filtro = search ? { search } : {};
    const { data, isPending, error } = useGetList<InventarioFila>(
        'inventario',
        { pagination: { page: 1, perPage: INVENTARIO_LIMITE }, sort: ORDEN, filter: filtro },
        // A new search keeps the rows on screen until its answer, as react-admin's own lists do,
        // rather than blanking the table to the loading text at every pause in typing.
        { placeholderData: (previous) => previous },
    );

    return (
        <Card sx={{ mt: 2 }}>
            <Title title={translate('resources.inventario.title')} />
            <Box sx={{ p: 2, pb: 0, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
                <TextField
                    size="small"
                    value={termino}
                    onChange={(e) => setTermino(e.target.value)}
                    placeholder={translate('resources.inventario.search')}
                    sx={{ minWidth: { sm: 340 } }}
                    slotProps={{
                        htmlInput: { 'aria-label': translate('resources.inventario.search') },
                        input: {
                            startAdornment: (
                                <InputAdornment position="start">
                                    <SearchIcon fontSize="small" />
                                </InputAdornment>
                            ),
                        },
                    }}
                />
                {/* Every variant the search selects (the table shows 1,000), as the server writes them: inventario.csv. */}
                <BotonExportar resource="inventario" filter={filtro} sort={ORDEN} vacia={data?.length === 0} />
            </Box>
            <ValorInventario search={search} />
            {error ? (
                <Alert severity="error" sx={{ m: 2 }}>
                    {refusalOr(error, translate('resources.inventario.load_error', { message: errorMessage(error) }))}
                </Alert>
            ) : isPending ? (
                <Typography sx={{ p: 3 }}>{translate('resources.inventario.loading')}</Typography>
            ) : data?.length === 0 ? (
                <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                    {translate('resources.inventario.empty')}
                </Typography>
            ) : telefono ? (
                <List>
                    {data?.map((v) => (
                        <LineaTelefono
                            key={v.id}
                            primario={
                                    <>
                                        {v.plantilla.nombre}
                                        <InsigniaInactivo activo={v.activo} />
                                    </>
                                }
                            terciario={formatStock(v.stock, v.unidad)}
                            secundario={
                                <>
                                    <Entero>{v.sku}</Entero>{' '}
                                    <BadgeStock stock={v.stock} />
                                </>
                            }
                            acciones={acciones(v)}
                        />
                    ))}
                </List>
            ) : (
                <TableContainer>
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('resources.inventario.fields.nombre')}</TableCell>
                                <TableCell>{translate('resources.inventario.fields.sku')}</TableCell>
                                <TableCell align="right">{translate('resources.inventario.fields.stock')}</TableCell>
                                <TableCell>{translate('resources.inventario.fields.estado')}</TableCell>
                                <TableCell align="right">{translate('resources.inventario.fields.acciones')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {data?.map((v) => (
                                <TableRow key={v.id} hover>
                                    <TableCell>
                                        {v.plantilla.nombre}
                                        <InsigniaInactivo activo={v.activo} />
                                    </TableCell>
                                    {/* One code: never cut at its hyphens. */}
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{v.sku}</TableCell>
                                    <TableCell align="right">{formatStock(v.stock, v.unidad)}</TableCell>
                                    <TableCell>
                                        <BadgeStock stock={v.stock} />
                                    </TableCell>
                                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                        {acciones(v)}
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </TableContainer>
            )}
            <AjusteDialog varianteId={ajuste.editId} filas={data} onClose={ajuste.close} />
            <KardexDialog variante={historial} onClose={() => setHistorial(null)} />
        </Card>
    );
};
