import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type RaRecord, useGetMany, useTranslate } from 'react-admin';
import { ajusteInput, type InventarioFila, TIPOS_AJUSTE_TODOS } from '../../../contracts/inventario';
import { cantidadAdmitida, deMilesimas, esFraccionable, mensajeDePieza, UNIDAD_POR_DEFECTO } from '../../../contracts/unidades';
import { CampoTexto } from '../../common/CampoTexto';
import { formatStock } from '../../common/cantidadConUnidad';
import { AccionDialog } from '../../common/FormDialog';
import { MUESTRAN, refrescar } from '../../common/refrescar';
import { useDatos } from '../../dataProvider';
import './textos';

const NUEVO = { tipo_ajuste: 'ENTRADA_MANUAL', cantidad_ajuste: '', motivo: '' };

/** The body as the contract reads it, for the variant adjusted. */
const datosDe = (variante: InventarioFila, values: Record<string, unknown>) => ({
    producto_id: variante.id,
    tipo_ajuste: values.tipo_ajuste,
    cantidad_ajuste: String(values.cantidad_ajuste ?? '').trim(),
    motivo: String(values.motivo ?? '').trim() || null,
});

/** What the variant is sold by; a row read before units (or without them) counts pieces. */
const unidadDe = (variante: InventarioFila | undefined) => variante?.unidad ?? UNIDAD_POR_DEFECTO;

/** The first refusal of the contract (spec §5 messages), checked before anything is sent. */
const primerError = (variante: InventarioFila, values: Record<string, unknown>): string | null => {
    const parsed = ajusteInput.safeParse(datosDe(variante, values));
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

/**
 * The quantity as typed, read the one es-MX way by the contract (contracts/numero.ts) into
 * thousandths: what is no quantity ('1,5', 'abc', four decimals) is refused under the field, and
 * so is a fraction of a piece product, with the server's own mensajeDePieza ('-0.250' is a
 * weighed product's); a blank box, zero and the sign against the type are the spec's alerts
 * (`primerError`).
 */
const validarCantidad = (variante: InventarioFila | undefined) => (values: Record<string, unknown>) => {
    const texto = String(values.cantidad_ajuste ?? '').trim();
    const leida = texto === '' ? null : ajusteInput.shape.cantidad_ajuste.safeParse(texto);
    if (leida && !leida.success) return { cantidad_ajuste: leida.error.issues[0]?.message ?? '' };
    if (leida && variante && !cantidadAdmitida(leida.data, unidadDe(variante))) return { cantidad_ajuste: mensajeDePieza(variante.plantilla.nombre) };
    return {};
};

/** The request: the contract reads thousandths, the API takes its JSON number of units (-0.25, 5). */
const pedidoDe = (variante: InventarioFila, values: Record<string, unknown>) => {
    const ajuste = ajusteInput.parse(datosDe(variante, values));
    return { ...ajuste, cantidad_ajuste: deMilesimas(ajuste.cantidad_ajuste) };
};

/**
 * The variant the address names: the row the page shows (`filas`), or, at an address typed or
 * kept from another search, read by its id.
 */
const useVariante = (id: string | undefined, filas: readonly InventarioFila[] | undefined) => {
    const enLaPagina = id === undefined ? undefined : filas?.find((v) => String(v.id) === id);
    const leida = useGetMany<InventarioFila>('inventario', { ids: id === undefined ? [] : [Number(id)] }, { enabled: id !== undefined && !enLaPagina && filas !== undefined });
    const variante = enLaPagina ?? leida.data?.find((v) => String(v.id) === id);
    return { variante, cargando: !variante && !leida.error, error: leida.error ?? (leida.isSuccess && !variante ? new Error('Not Found') : null) };
};

/**
 * Spec §2/§5 stock adjustment, at /inventario/:id/ajuste: a type among the seven, a signed
 * quantity whose sign must agree with the type (whole pieces, or up to three decimals of a weighed
 * variant's unit, shown with its stock), and a reason. The contract's refusal is alerted
 * before sending; the server's (e.g. not enough stock) shows as 'Error: {message}'; on success
 * every screen that shows stock is fetched again.
 */
export const AjusteDialog = ({ varianteId, filas, onClose }: { varianteId: string | undefined; filas: readonly InventarioFila[] | undefined; onClose: () => void }) => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const dataProvider = useDatos();
    // Keep the last variant while the dialog fades out, so its title does not go blank.
    const [mostrada, setMostrada] = useState(varianteId);
    if (varianteId !== undefined && varianteId !== mostrada) setMostrada(varianteId);
    const { variante, cargando, error } = useVariante(mostrada, filas);
    const unidad = unidadDe(variante);
    const fraccionable = esFraccionable(unidad);
    return (
        <AccionDialog
            permiso={{ accion: 'ajustar', resource: 'inventario' }}
            key={mostrada}
            open={varianteId !== undefined}
            onClose={onClose}
            record={NUEVO}
            cargando={cargando}
            errorDeCarga={error}
            title={variante ? translate('resources.inventario.ajuste.title', { nombre: variante.plantilla.nombre, sku: variante.sku }) : 'resources.inventario.title'}
            validate={validarCantidad(variante)}
            aviso={(values) => (variante ? primerError(variante, values) : null)}
            guardar={(values) => dataProvider.ajusteStock(pedidoDe(variante as InventarioFila, values))}
            submitLabel="resources.inventario.ajuste.submit"
            errorPrefix="resources.inventario.ajuste.error"
            fallbackMessage="resources.inventario.ajuste.fallback"
            exito="resources.inventario.ajuste.success"
            exitoArgs={(resultado: RaRecord) => ({ stock: formatStock(resultado.stock, unidad) })}
            despues={() => refrescar(queryClient, MUESTRAN.stock)}
        >
            <Stack spacing={2}>
                <Typography color="text.secondary">{translate('resources.inventario.ajuste.stock_actual', { stock: formatStock(variante?.stock, unidad) })}</Typography>
                <CampoTexto source="tipo_ajuste" select label={translate('resources.inventario.ajuste.tipo')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
                    {TIPOS_AJUSTE_TODOS.map((t) => (
                        <option key={t} value={t}>
                            {translate(`resources.inventario.tipos.${t}`)}
                        </option>
                    ))}
                </CampoTexto>
                <CampoTexto
                    source="cantidad_ajuste"
                    required
                    // A weighed variant's field names its unit ('Cantidad (kg)') and takes '-0.250'.
                    label={fraccionable ? translate('resources.inventario.ajuste.cantidad_en', { unidad }) : translate('resources.inventario.ajuste.cantidad')}
                    helperText={translate(fraccionable ? 'resources.inventario.ajuste.cantidad_help_decimal' : 'resources.inventario.ajuste.cantidad_help')}
                    slotProps={{ htmlInput: { inputMode: fraccionable ? 'decimal' : 'numeric' } }}
                    autoFocus
                />
                <CampoTexto source="motivo" label={translate('resources.inventario.ajuste.motivo')} multiline minRows={2} />
            </Stack>
        </AccionDialog>
    );
};
