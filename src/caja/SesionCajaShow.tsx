import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import type { SesionConLectura } from '../../contracts/caja';
import { useRegistroDeRuta } from '../common/useRegistroDeRuta';
import { formatMoney } from '../common/money';
import { cargaDeRegistro } from '../common/cargaDeRegistro';
import { useFormatoFecha, useSesion } from '../sesion';
import { ResultadoCierre } from './ResultadoCierre';
import { EstadoSesionBadge } from './EstadoSesion';
import { esperadoDe } from './LecturaCaja';
import { LecturaImprimible } from './LecturaImprimible';
import './textos';

type Texto = (key: string, args?: Record<string, unknown>) => string;

// The till's close (the count, then the Z), loaded when asked for.
const CerrarCajaDialog = lazy(() => import('../ventas/pos/caja/CerrarCajaDialog').then((m) => ({ default: m.CerrarCajaDialog })));

/**
 * 'Cerrar Caja' for an open session: its own cashier (caja:operar) or a supervisor
 * (caja:supervisar), who may close anyone's. The count first, as at the till; the page then reads
 * the session again and shows its Z.
 */
const CerrarSesion = ({ sesion }: { sesion: SesionConLectura }) => {
    const translate = useTranslate();
    const { data: yo } = useSesion();
    const [cerrando, setCerrando] = useState(false);
    const permisos = yo?.permisos ?? [];
    const puede = permisos.includes('caja:supervisar') || (yo?.usuario.id === sesion.usuario_id && permisos.includes('caja:operar'));
    // The Z stays on screen while the page reads the session again (closed: no button).
    return (
        <>
            {sesion.estado === 'Abierta' && puede && (
                <Button variant="contained" size="small" onClick={() => setCerrando(true)}>
                    {translate('resources.caja.pos.cerrar')}
                </Button>
            )}
            {cerrando && (
                <Suspense fallback={null}>
                    <CerrarCajaDialog sesion={sesion} onCerrar={() => setCerrando(false)} />
                </Suspense>
            )}
        </>
    );
};

/** The movements' table, drawn as MUI's small table looks. */
const TABLA = {
    borderCollapse: 'collapse',
    width: '100%',
    typography: 'body2',
    '& th, & td': { textAlign: 'left', py: 0.75, px: 2, borderBottom: 1, borderColor: 'divider' },
    '& th': { fontWeight: 500 },
    '& .monto': { textAlign: 'right', whiteSpace: 'nowrap' },
} as const;

const Dato = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box>
        <Typography variant="caption" color="text.secondary" component="div">
            {label}
        </Typography>
        {typeof children === 'string' ? <Typography>{children}</Typography> : children}
    </Box>
);

/** The cash put in and taken out, oldest first, a gasto marked. */
const Movimientos = ({ sesion, t }: { sesion: SesionConLectura; t: Texto }) => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    return (
        <Box component="section" aria-labelledby="caja-movimientos">
            <Typography variant="h6" component="h2" id="caja-movimientos">
                {t('movimientos')}
            </Typography>
            {sesion.movimientos.length === 0 ? (
                <Typography color="text.secondary">{t('sin_movimientos')}</Typography>
            ) : (
                // A plain table: MUI's Table here (without its Dialog) split the chunk the lists share with the till and added 0.3 kB to their first visits (scripts/assetBudget.ts).
                <Box sx={{ overflowX: 'auto' }}>
                    <Box component="table" aria-labelledby="caja-movimientos" sx={TABLA}>
                        <thead>
                            <tr>
                                <th>{t('fecha')}</th>
                                <th>{t('tipo')}</th>
                                <th>{t('motivo')}</th>
                                <th className="monto">{t('monto')}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {sesion.movimientos.map((m) => (
                                <tr key={m.id}>
                                    <td>{fechaHora(m.fecha)}</td>
                                    <td>{translate(`resources.caja.pos.${m.tipo}`)}</td>
                                    <td style={{ overflowWrap: 'anywhere' }}>
                                        {m.motivo} {m.gasto && t('gasto')}
                                    </td>
                                    <td className="monto">{formatMoney(m.monto)}</td>
                                </tr>
                            ))}
                        </tbody>
                    </Box>
                </Box>
            )}
        </Box>
    );
};

const Detalle = ({ sesion, t }: { sesion: SesionConLectura; t: Texto }) => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    const campo = (k: string) => translate(`resources.caja.fields.${k}`);
    return (
        <Stack spacing={3}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
                <Dato label={campo('cajero')}>{sesion.cajero || sesion.usuario}</Dato>
                <Dato label={campo('caja')}>{sesion.caja}</Dato>
                <Dato label={campo('abierta_en')}>{fechaHora(sesion.abierta_en)}</Dato>
                <Dato label={campo('cerrada_en')}>{sesion.cerrada_en ? fechaHora(sesion.cerrada_en) : '—'}</Dato>
                <Dato label={campo('estado')}>
                    <EstadoSesionBadge estado={sesion.estado} />
                </Dato>
            </Stack>
            <ResultadoCierre esperado={esperadoDe(sesion)} contado={sesion.efectivo_contado} diferencia={sesion.diferencia} />
            <Movimientos sesion={sesion} t={t} />
            <LecturaImprimible sesion={sesion} />
        </Stack>
    );
};

/** '/caja/:id': a session's reading (X while open, Z once closed) on receipt paper to print, its figures and its cash movements. */
export const SesionCajaShow = () => {
    const translate = useTranslate();
    const t: Texto = (key, args) => translate(`resources.caja.detalle.${key}`, args);
    const { param: id, data: sesion, isPending, error } = useRegistroDeRuta<SesionConLectura>('caja');
    const contenido = () =>
        cargaDeRegistro(
            { isPending, error, registro: sesion },
            {
                cargando: t('loading'),
                noEncontrado: t('not_found'),
                errorDeCarga: (message) => translate('resources.caja.load_error', { message }),
                errorHttp: translate('ra.notification.http_error'),
            },
        ) ?? <Detalle sesion={sesion!} t={t} />;
    return (
        <Card sx={{ mt: 2 }}>
            <Title title={t('title', { id })} />
            <CardContent>
                <Stack spacing={2}>
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                        <Button component={Link} to="/caja" startIcon={<ArrowBackIcon />} size="small">
                            {t('volver')}
                        </Button>
                        {sesion && <CerrarSesion sesion={sesion} />}
                    </Stack>
                    {contenido()}
                </Stack>
            </CardContent>
        </Card>
    );
};
