import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, List, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link, Title, useGetList, useTranslate } from 'react-admin';
import { COMPRAS_LIMITE, type CompraFila } from '../../../contracts/compras';
import { errorMessage } from '../../common/errorMessage';
import { LineaTelefono } from '../../common/LineaTelefono';
import { useTelefono } from '../../layout/anchos';
import { refusalOr } from '../../forbidden';
import { formatMoney } from '../../common/money';
import { EstadoCompraBadge } from './estadoCompra';
import { NuevaCompraDialog } from './NuevaCompraDialog';
import { useFormatoFecha } from '../../sesion';
import { useDialogRoute } from '../../common/useDialogRoute';
import { BotonExportar } from '../../common/ExportarButton';
import { ConPermiso } from '../../common/ConPermiso';
import './textos';

const COLUMNAS = ['id', 'proveedor', 'fecha_emision', 'estado', 'total', 'acciones'] as const;
const ORDEN = { field: 'fecha_emision', order: 'DESC' as const };

/** Spec §2 Purchase orders list: newest first, the spec's limit of 100 (§9), and the new-order dialog at /compras/create. */
export const CompraList = () => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    const dialog = useDialogRoute('compras');
    const telefono = useTelefono();
    const { data, isPending, error } = useGetList<CompraFila>('compras', {
        pagination: { page: 1, perPage: COMPRAS_LIMITE },
        sort: ORDEN,
    });

    return (
        <Card sx={{ mt: 2 }}>
            <Title title={translate('resources.compras.title')} />
            {/* The title is the app bar's (react-admin's Title), as on every screen. */}
            <Box sx={{ p: 2, display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
                {/* Every order (the list shows the newest 100), as the server writes them. */}
                <BotonExportar resource="compras" filter={{}} sort={ORDEN} vacia={data?.length === 0} />
                <ConPermiso accion="create" resource="compras">
                    <Button variant="contained" startIcon={<AddIcon />} onClick={dialog.openCreate}>
                        {translate('resources.compras.add')}
                    </Button>
                </ConPermiso>
            </Box>
            {error ? (
                <Alert severity="error" sx={{ m: 2 }}>
                    {refusalOr(error, translate('resources.compras.error', { message: errorMessage(error) }))}
                </Alert>
            ) : isPending ? (
                <Typography sx={{ p: 3 }}>{translate('resources.compras.loading')}</Typography>
            ) : data?.length === 0 ? (
                <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                    {translate('resources.compras.empty')}
                </Typography>
            ) : telefono ? (
                // A tap on the line does what 'Ver' does: the order's detail, where its actions are.
                <List>
                    {data?.map((c) => (
                        <LineaTelefono
                            key={c.id}
                            to={`/compras/${c.id}`}
                            primario={`#${c.id} · ${c.proveedor.nombre_empresa}`}
                            terciario={formatMoney(c.total)}
                            secundario={
                                <>
                                    {fechaHora(c.fecha_emision)} <EstadoCompraBadge estado={c.estado} />
                                </>
                            }
                        />
                    ))}
                </List>
            ) : (
                <TableContainer>
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                {COLUMNAS.map((c) => (
                                    <TableCell key={c} align={c === 'total' || c === 'acciones' ? 'right' : 'left'}>
                                        {translate(`resources.compras.fields.${c}`)}
                                    </TableCell>
                                ))}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {data?.map((c) => (
                                <TableRow key={c.id} hover>
                                    <TableCell>#{c.id}</TableCell>
                                    <TableCell>{c.proveedor.nombre_empresa}</TableCell>
                                    <TableCell>{fechaHora(c.fecha_emision)}</TableCell>
                                    <TableCell>
                                        <EstadoCompraBadge estado={c.estado} />
                                    </TableCell>
                                    <TableCell align="right">{formatMoney(c.total)}</TableCell>
                                    <TableCell align="right">
                                        <Button size="small" component={Link} to={`/compras/${c.id}`}>
                                            {translate('resources.compras.ver')}
                                        </Button>
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </TableContainer>
            )}
            <NuevaCompraDialog open={dialog.creating} onClose={dialog.close} />
        </Card>
    );
};
