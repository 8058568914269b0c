import {
    Alert,
    Box,
    Button,
    List,
    Stack,
    Table,
    TableBody,
    TableCell, TableContainer,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Confirm, Link, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { fromCents } from '../../../contracts/money';
import { CANTIDAD_DECIMAL_MENSAJES } from '../../../contracts/numero';
import { deMilesimas, esFraccionable, mensajeDePieza } from '../../../contracts/unidades';
import type { DevolucionInput, VentaDetalle } from '../../../contracts/ventas';
import { formatMoney } from '../../common/money';
import { failureText } from '../../forbidden';
import { MUESTRAN, refrescar } from '../../common/refrescar';
import { type ErrorDeCantidad, errorDeCantidad, type LineaDevolucion, lineasDeDevolucion, resumirDevolucion } from './calculo';
import { TotalFooter } from '../../common/TotalFooter';
import { formatStock } from '../../common/cantidadConUnidad';
import { LineaTelefono, Partes, TotalTelefono } from '../../common/LineaTelefono';
import { useTelefono } from '../../layout/anchos';
import { useDatos } from '../../dataProvider';
import { ConPermiso } from '../../common/ConPermiso';
import '../historial/textos';
import './textos';

/** What a processed return changes: the sale (state, notes), the stock, the day's figures, the ledger (the credit note posts an egreso) and a customer's account (balance, points). */
const AFECTADAS = [...MUESTRAN.ventas, ...MUESTRAN.stock, ...MUESTRAN.libro, ...MUESTRAN.cuentas];

/**
 * Spec §2/§5 Return: per sold line the quantity to return (0 by default, more than is left refused
 * at the field with the maximum, blank while typing, disabled when nothing is left) and its refund
 * at the sale's price; an optional reason; the total; Cancelar and 'Confirmar Devolución', which
 * asks first, with the total to refund.
 */
export const DevolucionForm = ({ venta }: { venta: VentaDetalle }) => {
    const translate = useTranslate();
    const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ventas.devolver.${key}`, args);
    const dataProvider = useDatos();
    const notify = useNotify();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const lineas = useMemo(() => lineasDeDevolucion(venta), [venta]);
    const [cantidades, setCantidades] = useState<Record<number, string>>(() => Object.fromEntries(lineas.map((l) => [l.varianteId, '0'])));
    const [motivo, setMotivo] = useState('');
    // The server's refusal, shown until the next attempt.
    const [error, setError] = useState<string | null>(null);
    // Spec §5's 'Debe seleccionar al menos un producto para devolver.', shown from a confirmation
    // with nothing to return until a quantity is entered.
    const [sinProductos, setSinProductos] = useState(false);
    // The question before the refund (its total), open from 'Confirmar Devolución' until answered.
    const [preguntando, setPreguntando] = useState(false);
    const formRef = useRef<HTMLFormElement>(null);
    const resumen = resumirDevolucion(lineas, cantidades);
    const errores = new Map(lineas.map((l) => [l.varianteId, errorDeCantidad(cantidades[l.varianteId], l)]));
    // A piece's fraction in the server's own words; a weight's maximum with its unit.
    const textoDeError = (e: ErrorDeCantidad, l: LineaDevolucion) => {
        if (e.tipo === 'maximo') return t('maximo', { maximo: formatStock(deMilesimas(e.maximo), l.unidad) });
        if (e.tipo === 'pieza') return mensajeDePieza(l.nombre);
        if (e.tipo === 'decimales') return CANTIDAD_DECIMAL_MENSAJES.decimales;
        return t(esFraccionable(l.unidad) ? 'decimal' : 'entero');
    };
    const totalEnPesos = formatMoney(resumen.total);
    // Its cause fixed, the alert goes (state adjusted while rendering, as React documents it).
    if (sinProductos && resumen.items.length > 0) setSinProductos(false);
    const aviso = sinProductos ? t('sin_productos') : error;
    const nadaQueDevolver = lineas.every((l) => l.disponible === 0);

    const devolver = useMutation({
        mutationFn: (devolucion: DevolucionInput) => dataProvider.devolucion(venta.id, devolucion),
        onSuccess: async () => {
            notify('resources.ventas.devolver.exito', { type: 'success' });
            await refrescar(queryClient, AFECTADAS);
            navigate(`/ventas/${venta.id}`);
        },
        onError: (err) => {
            enviada.current = false;
            setError(t('error', { message: failureText(err, translate('ra.notification.http_error')) }));
            // Another till may have returned units meanwhile (a 409): show what is left now.
            void queryClient.invalidateQueries({ queryKey: ['ventas'] });
        },
    });
    // Set in the click's own task: a double click's second submit comes before the render that
    // would show `isPending`, and a second return would be a second credit note and refund.
    const enviada = useRef(false);

    const telefono = useTelefono();
    const reembolso = (l: LineaDevolucion) => formatMoney(fromCents(resumen.porLinea.get(l.varianteId) ?? 0));
    // One input for the table's row and the phone's line, so both check, disable and name it alike.
    const campoCantidad = (l: LineaDevolucion) => {
        const error = errores.get(l.varianteId);
        const fraccionable = esFraccionable(l.unidad);
        return (
            <TextField
                size="small"
                type="number"
                value={cantidades[l.varianteId] ?? ''}
                disabled={l.disponible === 0 || devolver.isPending}
                onChange={(e) => setCantidades((c) => ({ ...c, [l.varianteId]: e.target.value }))}
                error={error != null}
                helperText={error ? textoDeError(error, l) : undefined}
                slotProps={{
                    // A weight takes '0.250' (thousandths, the server's precision), a piece whole units.
                    htmlInput: {
                        min: 0,
                        max: deMilesimas(l.disponible),
                        step: fraccionable ? 0.001 : 1,
                        inputMode: fraccionable ? 'decimal' : 'numeric',
                        'aria-label': t('cantidad_de', { nombre: l.nombre }),
                    },
                }}
                sx={{ width: 110 }}
            />
        );
    };
    const confirmar = (event: FormEvent) => {
        event.preventDefault();
        if (enviada.current) return;
        setError(null);
        // A quantity refused at its field: the cashier fixes it there first.
        if (Array.from(errores.values()).some((e) => e !== null)) {
            formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
            return;
        }
        setSinProductos(resumen.items.length === 0);
        if (resumen.items.length === 0) return;
        setPreguntando(true);
    };
    const devolverAhora = () => {
        if (enviada.current) return;
        enviada.current = true;
        setPreguntando(false);
        devolver.mutate({ motivo: motivo.trim() || null, items: resumen.items });
    };

    return (
        <Stack component="form" ref={formRef} spacing={2} onSubmit={confirmar} noValidate>
            {nadaQueDevolver && <Alert severity="info">{t('todo_devuelto')}</Alert>}
            {telefono ? (
                <>
                    <List disablePadding>
                        {lineas.map((l) => (
                            <LineaTelefono
                                key={l.varianteId}
                                primario={l.nombre}
                                terciario={reembolso(l)}
                                secundario={
                                    <Partes
                                        de={[
                                            l.sku,
                                            `${t('vendida')}: ${formatStock(deMilesimas(l.vendida), l.unidad)}`,
                                            `${t('devuelta')}: ${formatStock(deMilesimas(l.devuelta), l.unidad)}`,
                                            `${translate('resources.ventas.detalle.precio_unitario')}: ${formatMoney(fromCents(l.precioCentavos))}`,
                                        ]}
                                    />
                                }
                                acciones={
                                    <>
                                        {/* The column's header, which a phone has not; hidden from a screen reader, which hears the input's own name. */}
                                        <Typography variant="body2" color="text.secondary" aria-hidden sx={{ alignSelf: 'center' }}>
                                            {t('cantidad')}
                                        </Typography>
                                        {/* The field's own width, beside its header: in the line's row it would take the whole width. */}
                                        <Box sx={{ width: 110, flexShrink: 0 }}>{campoCantidad(l)}</Box>
                                    </>
                                }
                            />
                        ))}
                    </List>
                    <TotalTelefono label={t('total')} total={formatMoney(resumen.total)} testId="total-reembolso" />
                </>
            ) : (
                <TableContainer>
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                <TableCell>{t('producto')}</TableCell>
                                <TableCell align="right">{t('vendida')}</TableCell>
                                <TableCell align="right">{t('devuelta')}</TableCell>
                                <TableCell align="right">{translate('resources.ventas.detalle.precio_unitario')}</TableCell>
                                <TableCell align="right">{t('cantidad')}</TableCell>
                                <TableCell align="right">{t('reembolso')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {lineas.map((l) => (
                                <TableRow key={l.varianteId}>
                                    <TableCell>
                                        {l.nombre}{' '}
                                        {/* Under the name, as in the POS cart: beside it a narrow column cut the SKU at its hyphens. */}
                                        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                                            {l.sku}
                                        </Typography>
                                    </TableCell>
                                    <TableCell align="right">{formatStock(deMilesimas(l.vendida), l.unidad)}</TableCell>
                                    <TableCell align="right">{formatStock(deMilesimas(l.devuelta), l.unidad)}</TableCell>
                                    <TableCell align="right">{formatMoney(fromCents(l.precioCentavos))}</TableCell>
                                    <TableCell align="right">{campoCantidad(l)}</TableCell>
                                    <TableCell align="right">{reembolso(l)}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                        <TotalFooter label={t('total')} total={formatMoney(resumen.total)} columnas={6} testId="total-reembolso" />
                    </Table>
                </TableContainer>
            )}
            <TextField
                label={t('motivo')}
                value={motivo}
                onChange={(e) => setMotivo(e.target.value)}
                multiline
                minRows={3}
                fullWidth
                disabled={devolver.isPending}
                slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            {aviso && <Alert severity="error">{aviso}</Alert>}
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
                <Button component={Link} to="/ventas" disabled={devolver.isPending}>
                    {t('cancelar')}
                </Button>
                <ConPermiso accion="devolver" resource="ventas" enCarga="activo">
                    <Button type="submit" variant="contained" color="warning" disabled={devolver.isPending}>
                        {t(devolver.isPending ? 'procesando' : 'confirmar')}
                    </Button>
                </ConPermiso>
            </Stack>
            <Confirm
                isOpen={preguntando}
                title="resources.ventas.devolver.pregunta.title"
                content="resources.ventas.devolver.pregunta.content"
                // The button names the amount too (Confirm translates no options for it).
                confirm={t('pregunta.confirm', { total: totalEnPesos })}
                cancel="resources.ventas.devolver.pregunta.cancel"
                contentTranslateOptions={{ total: totalEnPesos }}
                onConfirm={devolverAhora}
                onClose={() => setPreguntando(false)}
            />
        </Stack>
    );
};
