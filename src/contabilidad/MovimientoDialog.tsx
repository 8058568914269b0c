import { MenuItem, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetOne, useInput, useTranslate } from 'react-admin';
import { CONTABILIDAD_MENSAJES, type Movimiento, movimientoInput } from '../../contracts/contabilidad';
import { leerImporte } from '../../contracts/numero';
import { CampoTexto } from '../common/CampoTexto';
import { DiaInput } from '../common/DiaInput';
import { AccionDialog } from '../common/FormDialog';
import { zodValidator } from '../common/zodValidator';
import { useFormatoFecha } from '../sesion';
import type { MovimientoForm, useEdicionesLibro } from './useLibroMayor';
import './textos';

/** Spec §9: a new movement is an egreso. */
const VACIO = { tipo: 'egreso', monto: '', concepto: '', categoria: '', descripcion: '' };

/** `dia` gives the movement's day in the shop's zone, what the date field shows. */
const valoresDe = (m: Movimiento, dia: (fecha: string) => string) => ({
    tipo: m.tipo,
    monto: m.monto,
    concepto: m.concepto,
    categoria: m.categoria ?? '',
    descripcion: m.descripcion ?? '',
    fecha: dia(m.fecha),
});

const texto = (valor: unknown) => (valor == null ? '' : String(valor));

/**
 * Spec §5: monto is read as a decimal, the one es-MX way (contracts/numero.ts: '1,500.50' is
 * $1,500.50); what it cannot read ('1,5', 'abc', blank) is sent as typed, for the contract to
 * refuse at the field with its message, never as 0 nor as $15.00.
 */
const aEnviar = (v: Record<string, unknown>): MovimientoForm => {
    const leido = leerImporte(texto(v.monto));
    return {
        tipo: v.tipo as MovimientoForm['tipo'],
        monto: leido.ok ? leido.valor / 100 : texto(v.monto),
        concepto: texto(v.concepto),
        categoria: texto(v.categoria),
        descripcion: texto(v.descripcion),
        // A day, or the text typed while it is no day (the contract refuses it); blank: now, or unchanged.
        fecha: texto(v.fecha) || undefined,
    };
};

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The contract checks what is sent: monto as read, concepto required, fecha a day (its Spanish
 * texts under the fields); and a day after the shop's today (`hoy`) is refused as the server would.
 */
const validarMovimiento = (values: Record<string, unknown>, hoy: string) => {
    const enviado = aEnviar(values);
    const errores = zodValidator(movimientoInput)(enviado);
    if (!errores.fecha && enviado.fecha && DIA.test(enviado.fecha) && enviado.fecha > hoy) return { ...errores, fecha: CONTABILIDAD_MENSAJES.fechaFutura };
    return errores;
};

/**
 * Beyond the spec: the movement's day, dd/mm/aaaa (today by default). A text that is no day says
 * why under it and keeps the form from saving the last day read; a day after today is refused here.
 */
const FechaInput = () => {
    const translate = useTranslate();
    const { field, fieldState, formState } = useInput({ source: 'fecha' });
    const dia = typeof field.value === 'string' && DIA.test(field.value) ? field.value : undefined;
    // react-admin keeps a form-level message as text or as `{ message }` (as CampoTexto reads it).
    const error: unknown = fieldState.error?.message ?? fieldState.error;
    const mensaje = typeof error === 'string' ? error : typeof (error as { message?: unknown })?.message === 'string' ? (error as { message: string }).message : null;
    const rechazo = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) && mensaje ? translate(mensaje, { _: mensaje }) : null;
    return (
        <DiaInput
            label={translate('resources.contabilidad.dialog.fecha')}
            value={dia}
            onChange={field.onChange}
            onNoEsDia={field.onChange}
            onBlur={field.onBlur}
            rechazo={rechazo}
        />
    );
};

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
 * Spec §2 'Crear/Editar Movimiento Contable' (titled 'Crear Movimiento Contable' or 'Editar Movimiento
 * Contable', whichever it does): Tipo (Egreso by default), Monto (step 0.01), Concepto,
 * Categoría, 'Descripción (Opcional)', beyond the spec its Fecha (today by default, never later); Cancelar and Guardar ('Guardando...'). The contract's own
 * schema checks monto and concepto before sending (its Spanish texts under the fields); the
 * server's refusals (a 422 too) read 'Error: {message}'. A save updates the ledger's lists in
 * place and refetches the summary (`useEdicionesLibro`), not every query.
 */
export const MovimientoDialog = ({ creating, editId, filas, ediciones, onClose }: Props) => {
    const translate = useTranslate();
    const { dia } = useFormatoFecha();
    const hoy = dia(new Date());
    // Keep the last movement while the dialog fades out, so the form does not jump.
    const [mostrado, setMostrado] = useState(editId);
    if (editId !== undefined && editId !== mostrado) setMostrado(editId);
    if (creating && mostrado !== undefined) setMostrado(undefined);
    const { movimiento, error } = useMovimiento(mostrado, filas);
    // biome-ignore lint/correctness/useExhaustiveDependencies: dia is rebuilt each render; it changes only with the zone (as hoy).
    const record = useMemo(() => (mostrado === undefined ? { ...VACIO, fecha: hoy } : movimiento ? valoresDe(movimiento, dia) : undefined), [mostrado, movimiento, hoy]);
    return (
        <AccionDialog
            key={mostrado ?? 'nuevo'}
            open={creating || editId !== undefined}
            onClose={onClose}
            record={record}
            cargando={record === undefined && !error}
            errorDeCarga={error}
            title={mostrado === undefined ? 'resources.contabilidad.dialog.title_crear' : 'resources.contabilidad.dialog.title_editar'}
            validate={(values) => validarMovimiento(values, hoy)}
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
                <CampoTexto source="monto" required label={translate('resources.contabilidad.dialog.monto')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                <CampoTexto source="concepto" required label={translate('resources.contabilidad.dialog.concepto')} />
                <FechaInput />
                <CampoTexto source="categoria" label={translate('resources.contabilidad.dialog.categoria')} />
                <CampoTexto source="descripcion" multiline minRows={2} label={translate('resources.contabilidad.dialog.descripcion')} />
            </Stack>
        </AccionDialog>
    );
};
