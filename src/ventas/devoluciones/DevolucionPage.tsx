import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { isForbidden, SIN_PERMISO } from '../../forbidden';
import { esDevolvible } from '../historial/estadoVenta';
import { useVentaDetalle } from '../historial/useVentaDetalle';
import { DevolucionForm } from './DevolucionForm';
import '../historial/textos';
import './textos';

/**
 * Spec §2 Return (/ventas/{ventaId}/devolucion): the sale is read first ('Cargando detalles de la
 * venta...', 'Error al cargar la venta.'); a sale that may not be returned (spec §4) says why
 * instead of showing the form.
 */
export const DevolucionPage = () => {
    const translate = useTranslate();
    const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ventas.devolver.${key}`, args);
    const { param: id, data: venta, isPending, error } = useVentaDetalle();
    const status = (error as { status?: number } | null)?.status;

    const contenido = () => {
        if (isPending) return <Typography>{t('loading')}</Typography>;
        if (isForbidden(error)) return <Alert severity="warning">{SIN_PERMISO}</Alert>;
        if (status === 404 || (!error && !venta)) return <Alert severity="warning">{t('not_found')}</Alert>;
        if (error || !venta) return <Alert severity="error">{t('load_error')}</Alert>;
        if (!esDevolvible(venta.estado)) {
            return (
                <Alert
                    severity="warning"
                    action={
                        <Button component={Link} to={`/ventas/${venta.id}`} color="inherit" size="small">
                            {t('ver_venta')}
                        </Button>
                    }
                >
                    {t('no_devolvible', { id: venta.id, estado: translate(`resources.ventas.estados.${venta.estado}`, { _: venta.estado }) })}
                </Alert>
            );
        }
        return <DevolucionForm venta={venta} />;
    };

    return (
        <Card sx={{ mt: 2 }}>
            <Title title={t('title', { id })} />
            <CardContent>
                <Stack spacing={2}>
                    <Box>
                        <Button component={Link} to={`/ventas/${id}`} startIcon={<ArrowBackIcon />} size="small">
                            {translate('resources.ventas.devolver.ver_venta')}
                        </Button>
                    </Box>
                    {contenido()}
                </Stack>
            </CardContent>
        </Card>
    );
};
