import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type RaRecord, useGetMany, useTranslate } from 'react-admin';
import { ajusteInput, type InventarioFila, TIPOS_AJUSTE_TODOS } from '../../../contracts/inventario';
import { CampoTexto } from '../../common/CampoTexto';
import { formatCantidad } from '../../common/cantidad';
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

/** The first refusal of the contract (spec §5 messages), checked before anything is sent. */
const primerError = (variante: InventarioFila, values: Record<string, unknown>): string | null => {
    const parsed = ajusteInput.safeParse(datosDe(variante, values));
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

/**
 * The quantity as typed, read the one es-MX way by the contract (contracts/numero.ts): what is no
 * whole number ('1.5', '1,5', 'abc') is refused under the field; a blank box, zero and the sign
 * against the type are the spec's alerts (`primerError`).
 */
const validarCantidad = (values: Record<string, unknown>) => {
    const texto = String(values.cantidad_ajuste ?? '').trim();
    const leida = texto === '' ? null : ajusteInput.shape.cantidad_ajuste.safeParse(texto);
    return leida && !leida.success ? { cantidad_ajuste: leida.error.issues[0]?.message ?? '' } : {};
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
 * Spec §2/§5 stock adjustment, at /inventario/:id/ajuste: a type among the seven, a signed whole
 * quantity whose sign must agree with the type, and a reason. The contract's refusal is alerted
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
            validate={validarCantidad}
            aviso={(values) => (variante ? primerError(variante, values) : null)}
            guardar={(values) => dataProvider.ajusteStock(ajusteInput.parse(datosDe(variante as InventarioFila, values)))}
            submitLabel="resources.inventario.ajuste.submit"
            errorPrefix="resources.inventario.ajuste.error"
            fallbackMessage="resources.inventario.ajuste.fallback"
            exito="resources.inventario.ajuste.success"
            exitoArgs={(resultado: RaRecord) => ({ stock: formatCantidad(resultado.stock) })}
            despues={() => refrescar(queryClient, MUESTRAN.stock)}
        >
            <Stack spacing={2}>
                <Typography color="text.secondary">{translate('resources.inventario.ajuste.stock_actual', { stock: formatCantidad(variante?.stock) })}</Typography>
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
                    label={translate('resources.inventario.ajuste.cantidad')}
                    helperText={translate('resources.inventario.ajuste.cantidad_help')}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    autoFocus
                />
                <CampoTexto source="motivo" label={translate('resources.inventario.ajuste.motivo')} multiline minRows={2} />
            </Stack>
        </AccionDialog>
    );
};
