import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Link, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Compra } from '../../../contracts/compras';
import { errorMessage } from '../../common/errorMessage';
import { refusalOr } from '../../forbidden';
import { MUESTRAN, refrescar } from '../../common/refrescar';
import { EstadoCompraBadge } from './estadoCompra';
import { useFormatoFecha } from '../../sesion';
import { useRegistroDeRuta } from '../../common/useRegistroDeRuta';
import { LineasDelDocumento } from '../../common/LineasDelDocumento';
import { useDatos } from '../../dataProvider';
import { ConPermiso } from '../../common/ConPermiso';
import './textos';

/** The order's lines (a table, or one line per product on a phone). */
const LineasCompra = ({ compra }: { compra: Compra }) => {
    const translate = useTranslate();
    const t = (clave: string) => translate(`resources.compras.detalle.${clave}`);
    const lineas = compra.detalles.map((d) => ({
        id: d.id,
        nombre: d.producto?.plantilla?.nombre || t('sin_producto'),
        sku: d.producto?.sku || t('sin_sku'),
        cantidad: d.cantidad,
        unidad: d.unidad,
        precio: d.costo_unitario,
        subtotal: d.subtotal_linea,
    }));
    const textos = { producto: t('producto'), sku: t('sku'), cantidad: t('cantidad'), precio: t('costo_unitario'), subtotal: t('subtotal'), total: t('total') };
    return <LineasDelDocumento lineas={lineas} total={compra.total} textos={textos} />;
};

/**
 * Receive and (beyond the spec) cancel: both only for a Pendiente order, both refresh the orders
 * and the stock. A refusal is shown by the page (`onError`), since a 409 (the order received or
 * cancelled meanwhile, in another tab or by a colleague) re-reads the order, and this block then
 * leaves with its buttons.
 */
const AccionesPendiente = ({ compra, onError }: { compra: Compra; onError: (mensaje: string | null) => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    // Through react-admin's data provider: a 401 ends the session there, as on every screen.
    const dataProvider = useDatos();
    const [confirmando, setConfirmando] = useState(false);

    // A received order adds stock and posts its egreso.
    const refrescarAfectadas = () => refrescar(queryClient, ['compras', ...MUESTRAN.stock, ...MUESTRAN.libro]);
    const alFallar = async (err: unknown) => {
        onError(refusalOr(err, translate('resources.compras.detalle.error_accion', { message: errorMessage(err) })));
        if ((err as { status?: number } | null)?.status === 409) await refrescarAfectadas();
    };

    const recibir = useMutation({
        mutationFn: () => {
            onError(null);
            return dataProvider.recibirCompra(compra.id);
        },
        onSuccess: async () => {
            notify('resources.compras.detalle.recibida', { type: 'success' });
            await refrescarAfectadas();
            navigate('/compras');
        },
        onError: alFallar,
    });
    const cancelar = useMutation({
        mutationFn: () => {
            onError(null);
            return dataProvider.cancelarCompra(compra.id);
        },
        onSuccess: async () => {
            setConfirmando(false);
            notify('resources.compras.detalle.cancelada', { type: 'info', messageArgs: { id: compra.id } });
            await refrescarAfectadas();
        },
        onError: (err) => {
            setConfirmando(false);
            return alFallar(err);
        },
    });
    const ocupado = recibir.isPending || cancelar.isPending;

    return (
        <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
                <ConPermiso accion="cancelar" resource="compras">
                    <Button color="error" onClick={() => setConfirmando(true)} disabled={ocupado}>
                        {translate('resources.compras.detalle.cancelar')}
                    </Button>
                </ConPermiso>
                <ConPermiso accion="recibir" resource="compras">
                    <Button variant="contained" color="success" onClick={() => recibir.mutate()} disabled={ocupado}>
                        {translate(recibir.isPending ? 'resources.compras.detalle.procesando' : 'resources.compras.detalle.recibir')}
                    </Button>
                </ConPermiso>
            </Stack>
            <Confirm
                isOpen={confirmando}
                loading={cancelar.isPending}
                title={translate('resources.compras.detalle.cancelar_title', { id: compra.id })}
                content={translate('resources.compras.detalle.cancelar_confirm')}
                confirm="resources.compras.detalle.cancelar_si"
                cancel="resources.compras.detalle.cancelar_volver"
                onConfirm={() => cancelar.mutate()}
                onClose={() => setConfirmando(false)}
            />
        </Stack>
    );
};

/** Spec §2 Purchase order detail: supplier, date, status, its lines and total, and the receive action while Pendiente. */
export const CompraShow = () => {
    const translate = useTranslate();
    const { fecha } = useFormatoFecha();
    const { param: id, data: compra, isPending, error } = useRegistroDeRuta<Compra>('compras');
    const notFound = (error as { status?: number } | null)?.status === 404;
    const [errorAccion, setErrorAccion] = useState<string | null>(null);

    const contenido = () => {
        if (isPending) return <Typography>{translate('resources.compras.detalle.loading')}</Typography>;
        if (notFound) return <Alert severity="warning">{translate('resources.compras.detalle.not_found')}</Alert>;
        if (error) return <Alert severity="error">{refusalOr(error, translate('resources.compras.detalle.load_error', { message: errorMessage(error) }))}</Alert>;
        if (!compra) return <Alert severity="warning">{translate('resources.compras.detalle.not_found')}</Alert>;
        return (
            <Stack spacing={2}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
                    {/* A supplier's name without spaces wraps anywhere rather than push the date and state off the page. */}
                    <Box sx={{ minWidth: 0 }}>
                        <Typography variant="caption" color="text.secondary">
                            {translate('resources.compras.detalle.proveedor')}
                        </Typography>
                        <Typography sx={{ overflowWrap: 'anywhere' }}>{compra.proveedor.nombre_empresa}</Typography>
                    </Box>
                    <Box>
                        <Typography variant="caption" color="text.secondary">
                            {translate('resources.compras.detalle.fecha')}
                        </Typography>
                        <Typography>{fecha(compra.fecha_emision)}</Typography>
                    </Box>
                    <Box>
                        <Typography variant="caption" color="text.secondary" component="div">
                            {translate('resources.compras.detalle.estado')}
                        </Typography>
                        <EstadoCompraBadge estado={compra.estado} />
                    </Box>
                </Stack>
                <LineasCompra compra={compra} />
                {compra.estado === 'Pendiente' && <AccionesPendiente compra={compra} onError={setErrorAccion} />}
                {/* What arrived gets its price labels: one per unit received (issue 35 item 6; the address: catalogo/etiquetas/leerDireccion.ts), for whoever reads products. */}
                {compra.estado === 'Recibida' && (
                    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                        <ConPermiso accion="etiquetas" resource="productos">
                            <Button component={Link} to={`/etiquetas?compra=${compra.id}`} variant="outlined" startIcon={<PrintIcon />}>
                                {translate('resources.compras.detalle.etiquetas')}
                            </Button>
                        </ConPermiso>
                    </Stack>
                )}
                {errorAccion && <Alert severity="error">{errorAccion}</Alert>}
            </Stack>
        );
    };

    return (
        <Card sx={{ mt: 2 }}>
            <Title title={translate('resources.compras.detalle.title', { id })} />
            <CardContent>
                <Stack spacing={2}>
                    <Box>
                        <Button component={Link} to="/compras" startIcon={<ArrowBackIcon />} size="small">
                            {translate('resources.compras.detalle.volver')}
                        </Button>
                    </Box>
                    {contenido()}
                </Stack>
            </CardContent>
        </Card>
    );
};
