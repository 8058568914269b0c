import { Box, Button, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { cierreInput, DENOMINACIONES, type ReporteZ, type SesionConLectura } from '../../../../contracts/caja';
import { fromCents } from '../../../../contracts/money';
import { ResultadoCierre } from '../../../caja/ResultadoCierre';
import { nombreDenominacion } from '../../../caja/LecturaCaja';
import { LecturaImprimible } from '../../../caja/LecturaImprimible';
import { MUESTRAN, refrescar } from '../../../common/refrescar';
import { formatMoney } from '../../../common/money';
import { useDatos } from '../../../dataProvider';
import { failureText } from '../../../forbidden';
import { cierrePorDenominaciones, claveDe, filasIlegibles, importeDeFila, type Piezas, totalDeConteo } from './conteo';
import { DialogoCajaBase, erroresPorCampo } from './DialogoCajaBase';
import '../../../caja/textos';

type Modo = 'denominaciones' | 'importe';
const dinero = (cents: number) => formatMoney(fromCents(cents));

/** Enter in a row goes to the next one (a count is typed row after row), never submits the count half typed. */
const siguienteFila = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const campos = Array.from(e.currentTarget.closest('table')?.querySelectorAll<HTMLInputElement>('input') ?? []);
    campos[campos.indexOf(e.target as HTMLInputElement) + 1]?.focus();
};

/** The grid of DENOMINACIONES: pieces per row, each row's total and the running total. */
const Denominaciones = ({ piezas, onPiezas, errores }: { piezas: Piezas; onPiezas: (p: Piezas) => void; errores: Record<string, string> }) => {
    const translate = useTranslate();
    const t = (key: string, args?: Record<string, unknown>) => translate(`resources.caja.pos.${key}`, args);
    return (
        <Table size="small" aria-label={t('por_denominacion')}>
            <TableHead>
                <TableRow>
                    <TableCell>{t('denominacion')}</TableCell>
                    <TableCell>{t('cantidad')}</TableCell>
                    <TableCell align="right">{t('total')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {DENOMINACIONES.map((d, i) => {
                    const clave = claveDe(d);
                    const nombre = nombreDenominacion(translate, d.tipo, fromCents(d.valor));
                    const importe = importeDeFila(d, piezas);
                    return (
                        <TableRow key={clave} data-denominacion={clave}>
                            <TableCell>{nombre}</TableCell>
                            <TableCell sx={{ width: 120 }}>
                                <TextField
                                    size="small"
                                    autoFocus={i === 0}
                                    autoComplete="off"
                                    value={piezas[clave] ?? ''}
                                    onChange={(e) => onPiezas({ ...piezas, [clave]: e.target.value })}
                                    onKeyDown={siguienteFila}
                                    error={Boolean(errores[clave])}
                                    helperText={errores[clave]}
                                    slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('piezas', { nombre }) } }}
                                />
                            </TableCell>
                            <TableCell align="right" data-testid="conteo-fila">
                                {importe === null ? '—' : dinero(importe)}
                            </TableCell>
                        </TableRow>
                    );
                })}
            </TableBody>
            <TableFooter>
                <TableRow>
                    <TableCell colSpan={2} align="right">
                        <strong>{t('total')}</strong>
                    </TableCell>
                    <TableCell align="right" data-testid="conteo-total">
                        <strong>{dinero(totalDeConteo(piezas))}</strong>
                    </TableCell>
                </TableRow>
            </TableFooter>
        </Table>
    );
};

/**
 * 'Cerrar Caja' (issue 31): the count first, by denomination (the grid sums itself) or as one
 * amount; 'Confirmar conteo' sends it, and only then the Z report shows what was expected and the
 * difference (sobrante green, faltante red), with 'Imprimir' on the ticket's paper.
 */
export const CerrarCajaDialog = ({ sesion, onCerrar }: { sesion: SesionConLectura; onCerrar: () => void }) => {
    const translate = useTranslate();
    const t = (key: string, args?: Record<string, unknown>) => translate(`resources.caja.pos.${key}`, args);
    const dataProvider = useDatos();
    const queryClient = useQueryClient();
    const [modo, setModo] = useState<Modo>('denominaciones');
    const [piezas, setPiezas] = useState<Piezas>({});
    const [importe, setImporte] = useState('');
    const [errores, setErrores] = useState<Record<string, string>>({});
    const [enviando, setEnviando] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const [z, setZ] = useState<ReporteZ | null>(null);

    const confirmar = async () => {
        const ilegibles = modo === 'denominaciones' ? filasIlegibles(piezas) : {};
        const cuerpo = modo === 'denominaciones' ? cierrePorDenominaciones(piezas) : { efectivo_contado: importe };
        const leido = cierreInput.safeParse(cuerpo);
        const nuevos = { ...ilegibles, ...(leido.success ? {} : erroresPorCampo(leido.error.issues)) };
        setErrores(nuevos);
        if (!leido.success || Object.keys(nuevos).length > 0) return;
        setEnviando(true);
        setError(null);
        try {
            const enviado = modo === 'denominaciones' ? cuerpo : { efectivo_contado: fromCents(leido.data.efectivo_contado) };
            setZ(await dataProvider.cerrarCaja(sesion.id, enviado));
            // The header says 'Caja cerrada' behind the report; the sessions list and the ledger (a difference posts itself) refresh.
            void refrescar(queryClient, ['caja', ...MUESTRAN.libro]);
        } catch (e) {
            setError(t('error', { message: failureText(e, translate('ra.notification.http_error')) }));
        } finally {
            setEnviando(false);
        }
    };

    if (z)
        return (
            <DialogoCajaBase titulo={translate('resources.caja.lectura.z')} onCerrar={onCerrar} maxWidth="sm">
                <LecturaImprimible sesion={z}>
                    <ResultadoCierre esperado={z.efectivo_esperado} contado={z.efectivo_contado} diferencia={z.diferencia} />
                </LecturaImprimible>
            </DialogoCajaBase>
        );

    return (
        <DialogoCajaBase
            titulo={t('cerrar')}
            onCerrar={onCerrar}
            onEnviar={() => void confirmar()}
            enviando={enviando}
            error={error}
            maxWidth="sm"
            accion={
                <Button type="submit" variant="contained" disabled={enviando}>
                    {t(enviando ? 'enviando' : 'confirmar')}
                </Button>
            }
        >
            <ToggleButtonGroup exclusive size="small" value={modo} onChange={(_, v: Modo | null) => v && setModo(v)} sx={{ mb: 2 }}>
                <ToggleButton value="denominaciones">{t('por_denominacion')}</ToggleButton>
                <ToggleButton value="importe">{t('por_importe')}</ToggleButton>
            </ToggleButtonGroup>
            {modo === 'denominaciones' ? (
                <>
                    <Denominaciones piezas={piezas} onPiezas={setPiezas} errores={errores} />
                    {errores.denominaciones && <Typography color="error">{errores.denominaciones}</Typography>}
                </>
            ) : (
                <Box sx={{ pt: 1 }}>
                    <TextField
                        autoFocus
                        required
                        fullWidth
                        autoComplete="off"
                        label={t('contado')}
                        value={importe}
                        onChange={(e) => setImporte(e.target.value)}
                        error={Boolean(errores.efectivo_contado)}
                        helperText={errores.efectivo_contado}
                        slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
                    />
                </Box>
            )}
        </DialogoCajaBase>
    );
};
