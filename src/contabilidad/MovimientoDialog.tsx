import { MenuItem, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { type Movimiento, movimientoInput } from '../../contracts/contabilidad';
import { CampoTexto } from '../common/CampoTexto';
import { AccionDialog } from '../common/FormDialog';
import { zodValidator } from '../common/zodValidator';
import type { MovimientoForm, useEdicionesLibro } from './useLibroMayor';

/** Spec §9: a new movement is an egreso. */
const VACIO = { tipo: 'egreso', monto: '', concepto: '', categoria: '', descripcion: '' };

const valoresDe = (m: Movimiento) => ({ tipo: m.tipo, monto: m.monto, concepto: m.concepto, categoria: m.categoria ?? '', descripcion: m.descripcion ?? '' });

const texto = (valor: unknown) => (valor == null ? '' : String(valor));

/** Spec §5: monto is read as a decimal and an unreadable value becomes 0 (which the contract then refuses). */
const aEnviar = (v: Record<string, unknown>): MovimientoForm => {
    const monto = Number.parseFloat(texto(v.monto));
    return {
        tipo: v.tipo as MovimientoForm['tipo'],
        monto: Number.isFinite(monto) ? monto : 0,
        concepto: texto(v.concepto),
        categoria: texto(v.categoria),
        descripcion: texto(v.descripcion),
    };
};

/** The contract checks what is sent: monto as read, concepto required (its Spanish texts under the fields). */
const validarMovimiento = (values: Record<string, unknown>) => zodValidator(movimientoInput)(aEnviar(values));

/**
 * The movement the address names: the row the ledger's page shows (`filas`, patched in place by
 * every write, so always as saved), or, at an address typed, read by its id.
 */
const useMovimiento = (id: string | undefined, filas: readonly Movimiento[] | undefined) => {
    const enLaPagina = id === undefined ? undefined : filas?.find((m) => String(m.id) === id);
    const leido = useGetOne<Movimiento>('movimientos', { id: Number(id) }, { enabled: id !== undefined && !enLaPagina && filas !== undefined });
    return { movimiento: enLaPagina ?? leido.data, error: enLaPagina ? null : leido.error };
};

interface Props {
    /** At /contabilidad/create. */
    creating: boolean;
    /** At /contabilidad/:id. */
    editId: string | undefined;
    filas: readonly Movimiento[] | undefined;
    ediciones: ReturnType<typeof useEdicionesLibro>;
    onClose: () => void;
}

/**
 * Spec §2 'Crear/Editar Movimiento Contable': Tipo (Egreso by default), Monto (step 0.01), Concepto,
 * Categoría, 'Descripción (Opcional)'; Cancelar and Guardar ('Guardando...'). The contract's own
 * schema checks monto and concepto before sending (its Spanish texts under the fields); the
 * server's refusals (a 422 too) read 'Error: {message}'. A save updates the ledger's lists in
 * place and refetches the summary (`useEdicionesLibro`), not every query.
 */
export const MovimientoDialog = ({ creating, editId, filas, ediciones, onClose }: Props) => {
    const translate = useTranslate();
    // Keep the last movement while the dialog fades out, so the form does not jump.
    const [mostrado, setMostrado] = useState(editId);
    if (editId !== undefined && editId !== mostrado) setMostrado(editId);
    if (creating && mostrado !== undefined) setMostrado(undefined);
    const { movimiento, error } = useMovimiento(mostrado, filas);
    const record = useMemo(() => (mostrado === undefined ? VACIO : movimiento ? valoresDe(movimiento) : undefined), [mostrado, movimiento]);
    return (
        <AccionDialog
            key={mostrado ?? 'nuevo'}
            open={creating || editId !== undefined}
            onClose={onClose}
            record={record}
            cargando={record === undefined && !error}
            errorDeCarga={error}
            title="resources.contabilidad.dialog.title"
            validate={validarMovimiento}
            guardar={(values) => (movimiento && mostrado !== undefined ? ediciones.editar(movimiento, aEnviar(values)) : ediciones.crear(aEnviar(values)))}
            rechazoConPrefijo
            exito="resources.contabilidad.guardado"
            // The writes patched the lists and refetched the summary themselves.
            despues={() => undefined}
        >
            <Stack spacing={2}>
                <CampoTexto source="tipo" select label={translate('resources.contabilidad.dialog.tipo')}>
                    <MenuItem value="egreso">{translate('resources.contabilidad.tipos.egreso')}</MenuItem>
                    <MenuItem value="ingreso">{translate('resources.contabilidad.tipos.ingreso')}</MenuItem>
                </CampoTexto>
                <CampoTexto source="monto" type="number" required label={translate('resources.contabilidad.dialog.monto')} slotProps={{ htmlInput: { step: 0.01, min: 0 } }} />
                <CampoTexto source="concepto" required label={translate('resources.contabilidad.dialog.concepto')} />
                <CampoTexto source="categoria" label={translate('resources.contabilidad.dialog.categoria')} />
                <CampoTexto source="descripcion" multiline minRows={2} label={translate('resources.contabilidad.dialog.descripcion')} />
            </Stack>
        </AccionDialog>
    );
};
