import BlockIcon from '@mui/icons-material/Block';
import {
    Alert,
    Box,
    Card,
    CardContent,
    List,
    ListItem,
    ListItemButton,
    ListItemText,
    Skeleton,
    Stack,
    Typography,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import type { DashboardKpis } from '../../contracts/dashboard';
import { FiguraCard } from '../common/FiguraCard';
import { formatMoney } from '../common/money';
import { failureText, isForbidden } from '../forbidden';
import { useDashboard } from './useDashboard';
import { VentasChart } from './VentasChart';
import { formatCantidad } from '../common/cantidad';
import { formatStock } from '../common/cantidadConUnidad';
import './textos';

/** Spec §2: each list shows five placeholder rows while loading. */
const FILAS_DE_ESPERA = 5;

const Tile = ({ label, value, detalle }: { label: string; value: string | undefined; detalle?: string }) => (
    <FiguraCard label={label} value={value} cargando="resources.dashboard.loading" detalle={detalle} />
);

/** A titled list: five placeholder rows while loading, the empty text when there is nothing. */
const Lista = <T,>(props: { title: string; empty: string; rows: T[] | undefined; row: (r: T, i: number) => ReactNode }) => {
    const translate = useTranslate();
    const id = useId();
    const { rows } = props;
    return (
        <Card component="section" aria-labelledby={id} sx={{ flex: 1 }}>
            <CardContent>
                <Typography id={id} variant="h6" component="h2">
                    {translate(props.title)}
                </Typography>
                {rows?.length === 0 ? (
                    <Typography color="text.secondary" sx={{ py: 2 }}>
                        {translate(props.empty)}
                    </Typography>
                ) : (
                    <List dense aria-labelledby={id} aria-busy={!rows}>
                        {rows
                            ? rows.map(props.row)
                            : Array.from({ length: FILAS_DE_ESPERA }, (_, i) => (
                                  <ListItem key={i}>
                                      <Skeleton variant="text" width="100%" />
                                  </ListItem>
                              ))}
                    </List>
                )}
            </CardContent>
        </Card>
    );
};

type BajoStock = DashboardKpis['productos_bajo_stock'][number];

/** Each low-stock row opens the inventory with its SKU searched (beyond the spec). */
const FilaBajoStock = ({ p }: { p: BajoStock }) => {
    const translate = useTranslate();
    return (
        <ListItem disablePadding>
            <ListItemButton
                component={Link}
                to={`/inventario?search=${encodeURIComponent(p.sku)}`}
                // The link is named by what it shows (name, SKU, stock); where it leads is its description.
                title={translate('resources.dashboard.bajo_stock.ver')}
            >
                {/* A name without spaces wraps anywhere rather than run over the stock beside it. */}
                <ListItemText primary={p.nombre_producto} secondary={translate('resources.dashboard.bajo_stock.sku', { sku: p.sku })} sx={{ overflowWrap: 'anywhere' }} />
                <Typography color="error" sx={{ fontWeight: 'bold', whiteSpace: 'nowrap', ml: 2 }}>
                    {translate('resources.dashboard.bajo_stock.stock', { n: formatStock(p.stock_actual, p.unidad) })}
                </Typography>
            </ListItemButton>
        </ListItem>
    );
};

/**
 * Spec §2 Dashboard (route /): today's three tiles, the top five products of the last 30 days,
 * the variants under 5 units; beyond the spec, the last 30 days' sales chart. A refusal (403)
 * shows the Spanish refusal in place of everything, any other failure the spec's error text.
 */
export const Dashboard = () => {
    const translate = useTranslate();
    const { data, error } = useDashboard();

    let contenido: ReactNode;
    if (error) {
        const forbidden = isForbidden(error);
        const texto = failureText(error, translate('resources.dashboard.fallback'));
        contenido = (
            <Alert severity={forbidden ? 'warning' : 'error'} icon={forbidden ? <BlockIcon /> : undefined}>
                {forbidden ? texto : translate('resources.dashboard.error', { message: texto })}
            </Alert>
        );
    } else {
        contenido = (
            <>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                    {/* Net of today's refunds, with the sales and the refunds it is made of beneath it (CONVENTIONS §1). */}
                    <Tile
                        label="resources.dashboard.tiles.ingresos_hoy"
                        value={data && formatMoney(data.ingresos_hoy)}
                        detalle={data && translate('resources.dashboard.tiles.desglose', { ventas: formatMoney(data.ventas_hoy), devoluciones: formatMoney(data.devoluciones_hoy) })}
                    />
                    <Tile label="resources.dashboard.tiles.transacciones_hoy" value={data && formatCantidad(data.transacciones_hoy)} />
                    <Tile label="resources.dashboard.tiles.ticket_promedio_hoy" value={data && formatMoney(data.ticket_promedio_hoy)} />
                </Stack>
                <VentasChart dias={data?.ventas_30_dias} />
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                    <Lista
                        title="resources.dashboard.top.title"
                        empty="resources.dashboard.top.empty"
                        rows={data?.top_5_productos}
                        row={(p, i) => (
                            <ListItem key={`${i}-${p.nombre_producto}`}>
                                <ListItemText primary={p.nombre_producto} />
                                <Typography sx={{ fontWeight: 'bold', whiteSpace: 'nowrap', ml: 2 }}>
                                    {p.unidad === undefined || p.unidad === 'pieza' ? translate('resources.dashboard.top.unidades', { n: formatCantidad(p.cantidad_vendida) }) : formatStock(p.cantidad_vendida, p.unidad)}
                                </Typography>
                            </ListItem>
                        )}
                    />
                    <Lista
                        title="resources.dashboard.bajo_stock.title"
                        empty="resources.dashboard.bajo_stock.empty"
                        rows={data?.productos_bajo_stock}
                        row={(p) => <FilaBajoStock key={p.id_producto} p={p} />}
                    />
                </Stack>
            </>
        );
    }

    return (
        <Box sx={{ mt: 2 }}>
            <Title title={translate('resources.dashboard.title')} />
            <Stack spacing={2}>{contenido}</Stack>
        </Box>
    );
};
