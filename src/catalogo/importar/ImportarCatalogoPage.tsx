import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { Title, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ETIQUETAS_COLUMNA, type ColumnaCatalogo } from '../../../contracts/importacion';
import type { ImportacionRespuesta } from '../../../contracts/importacionApi';
import { formatCantidad } from '../../common/cantidad';
import { ConPermiso } from '../../common/ConPermiso';
import { MUESTRAN, refrescar } from '../../common/refrescar';
import { useDatos } from '../../dataProvider';
import './textos';

/*
 * /productos/importar (issue 35, item 4): the shop chooses a CSV or XLSX file, sees what it would
 * do (variants to create and to update, new categories and suppliers, every bad row with its line
 * and reason), and imports it once nothing is wrong, all or nothing. The upload's bar is the real
 * bytes sent (XMLHttpRequest's upload events); then the bar runs while the server reads the file
 * or writes the catalogue, which it tells nothing of until it answers.
 */

const T = 'resources.productos.importar.';
/** Bad rows listed on screen; the rest are counted (a file of 100,000 rows may have as many). */
const ERRORES_EN_PANTALLA = 200;

type Fase = { tipo: 'inicio' } | { tipo: 'subiendo'; fraccion: number; confirmar: boolean } | { tipo: 'vista'; respuesta: ImportacionRespuesta } | { tipo: 'hecho'; respuesta: ImportacionRespuesta };

/** A 422 of the confirmed import lists the bad rows at ['body', 'archivo', fila, columna]: back to the preview's rows. */
function erroresDel422(error: unknown): ImportacionRespuesta['errores'] | null {
    const detalle = (error as { body?: { detail?: unknown } }).body?.detail;
    if (!Array.isArray(detalle)) return null;
    const filas = detalle.filter((d) => d?.loc?.[1] === 'archivo' && typeof d.loc[2] === 'number');
    return filas.length === 0 ? null : filas.map((d) => ({ fila: d.loc[2], columna: (d.loc[3] ?? null) as ColumnaCatalogo | null, mensaje: d.msg }));
}

const Progreso = ({ fraccion, confirmar }: { fraccion: number; confirmar: boolean }) => {
    const translate = useTranslate();
    const subido = fraccion >= 1;
    // The bar's name is the line above it: a confirmed import is 'Importando…', not 'Revisando…'.
    const texto = subido ? translate(`${T}${confirmar ? 'importando' : 'revisando'}`) : translate(`${T}subiendo`, { porcentaje: Math.round(fraccion * 100) });
    return (
        <Box sx={{ my: 2 }} role="status">
            <Typography variant="body2">{texto}</Typography>
            <LinearProgress variant={subido ? 'indeterminate' : 'determinate'} value={fraccion * 100} aria-label={texto} />
        </Box>
    );
};

const VistaPrevia = ({ r }: { r: ImportacionRespuesta }) => {
    const translate = useTranslate();
    return (
        <Stack spacing={1} sx={{ my: 2 }}>
            <Typography variant="h6" component="h2">
                {translate(`${T}vista_previa`)}
            </Typography>
            <Typography>{translate(`${T}crear`, { n: formatCantidad(r.crear), productos: formatCantidad(r.productos_nuevos) })}</Typography>
            <Typography>{translate(`${T}actualizar`, { n: formatCantidad(r.actualizar) })}</Typography>
            {r.categorias_nuevas.length > 0 && <Typography>{translate(`${T}categorias_nuevas`, { nombres: r.categorias_nuevas.join(', ') })}</Typography>}
            {r.proveedores_nuevos.length > 0 && <Typography>{translate(`${T}proveedores_nuevos`, { nombres: r.proveedores_nuevos.join(', ') })}</Typography>}
            {r.avisos.map((a) => (
                <Alert key={a} severity="warning">
                    {a}
                </Alert>
            ))}
            {r.errores.length === 0 ? (
                <Alert severity="success">{translate(`${T}sin_errores`)}</Alert>
            ) : (
                <>
                    <Alert severity="error">{translate(`${T}errores`, { n: formatCantidad(new Set(r.errores.map((e) => e.fila)).size) })}</Alert>
                    <Table size="small" aria-label={translate(`${T}errores`, { n: formatCantidad(new Set(r.errores.map((e) => e.fila)).size) })}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate(`${T}columnas.fila`)}</TableCell>
                                <TableCell>{translate(`${T}columnas.columna`)}</TableCell>
                                <TableCell>{translate(`${T}columnas.mensaje`)}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {r.errores.slice(0, ERRORES_EN_PANTALLA).map((e, i) => (
                                <TableRow key={`${e.fila}-${e.columna}-${i}`}>
                                    <TableCell>{e.fila}</TableCell>
                                    <TableCell>{e.columna ? ETIQUETAS_COLUMNA[e.columna] : ''}</TableCell>
                                    <TableCell>{e.mensaje}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                    {r.errores.length > ERRORES_EN_PANTALLA && <Typography>{translate(`${T}mas_errores`, { n: formatCantidad(r.errores.length - ERRORES_EN_PANTALLA) })}</Typography>}
                </>
            )}
        </Stack>
    );
};

export const ImportarCatalogoPage = () => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const cerrarSiNoAutorizado = useLogoutIfAccessDenied();
    const datos = useDatos();
    const entrada = useRef<HTMLInputElement>(null);
    const [archivo, setArchivo] = useState<File | null>(null);
    const [fase, setFase] = useState<Fase>({ tipo: 'inicio' });
    const [error, setError] = useState<string | null>(null);

    const subir = async (elegido: File, confirmar: boolean) => {
        setError(null);
        setFase({ tipo: 'subiendo', fraccion: 0, confirmar });
        try {
            const respuesta = await datos.importarCatalogo(elegido, confirmar, (fraccion) => setFase({ tipo: 'subiendo', fraccion, confirmar }));
            if (confirmar) await refrescar(queryClient, [...MUESTRAN.stock, 'categorias', 'proveedores']);
            setFase({ tipo: confirmar ? 'hecho' : 'vista', respuesta });
        } catch (e) {
            if (await cerrarSiNoAutorizado(e)) return;
            const errores = erroresDel422(e);
            if (confirmar && errores) {
                setFase({ tipo: 'vista', respuesta: { confirmado: false, crear: 0, actualizar: 0, productos_nuevos: 0, categorias_nuevas: [], proveedores_nuevos: [], avisos: [], errores } });
                return;
            }
            setFase({ tipo: 'inicio' });
            setError(translate(`${T}error`, { message: (e as Error).message }));
        }
    };

    const elegir = (evento: ChangeEvent<HTMLInputElement>) => {
        const elegido = evento.target.files?.[0];
        evento.target.value = '';
        if (!elegido) return;
        setArchivo(elegido);
        void subir(elegido, false);
    };

    const ocupado = fase.tipo === 'subiendo';
    const vista = fase.tipo === 'vista' ? fase.respuesta : null;
    return (
        <Card sx={{ mt: 2 }}>
            <Title title={translate(`${T}titulo`)} />
            <CardContent>
                <Typography variant="body2" sx={{ mb: 2 }}>
                    {translate(`${T}explicacion`)}
                </Typography>
                <input ref={entrada} type="file" hidden accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={elegir} data-testid="archivo" />
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <ConPermiso accion="importar" resource="productos">
                        <Button variant="outlined" disabled={ocupado} onClick={() => entrada.current?.click()}>
                            {translate(`${T}${archivo ? 'otro' : 'elegir'}`)}
                        </Button>
                    </ConPermiso>
                    {archivo && <Typography>{translate(`${T}archivo`, { nombre: archivo.name })}</Typography>}
                </Stack>
                {fase.tipo === 'subiendo' && <Progreso fraccion={fase.fraccion} confirmar={fase.confirmar} />}
                {error && (
                    <Alert severity="error" sx={{ my: 2 }}>
                        {error}
                    </Alert>
                )}
                {vista && <VistaPrevia r={vista} />}
                {fase.tipo === 'hecho' && (
                    <Alert severity="success" sx={{ my: 2 }}>
                        {translate(`${T}exito`, { crear: formatCantidad(fase.respuesta.crear), actualizar: formatCantidad(fase.respuesta.actualizar) })}
                    </Alert>
                )}
                <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
                    <ConPermiso accion="importar" resource="productos">
                        <Button variant="contained" disabled={!vista || vista.errores.length > 0 || ocupado || !archivo} onClick={() => archivo && void subir(archivo, true)}>
                            {translate(`${T}importar`)}
                        </Button>
                    </ConPermiso>
                    <Button component={Link} to="/productos">
                        {translate(`${T}volver`)}
                    </Button>
                </Stack>
            </CardContent>
        </Card>
    );
};
