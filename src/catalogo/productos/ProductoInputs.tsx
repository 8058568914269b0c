import { Box, Divider, Typography } from '@mui/material';
import { useEffect, useId, useMemo } from 'react';
import { BooleanInput, FieldTitle, type RaRecord, SelectInput, TextInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useEmpresa } from '../../configuracion/useEmpresa';
import { IEPS_DEL_SELECT, OPCIONES_IVA, opcionesIeps, predeterminadosDe } from './impuestos';
import { OPCIONES_UNIDAD } from './unidades';
import { VarianteInputs } from './VarianteInputs';
import { VariantesInput } from './VariantesInput';
import './textos';

/** Every category or supplier of the company, for a select (catalogues are small; the API caps a page at 1000). */
const ALL = { pagination: { page: 1, perPage: 1000 } };

interface OpcionesSelectProps {
    /** The form's object for the choice (`categoria`); the select writes its `id`. */
    source: 'categoria' | 'proveedor';
    reference: 'categorias' | 'proveedores';
    optionText: string;
    label: string;
    emptyText: string;
}

/**
 * A select over a catalogue list (GET /categorias, /proveedores). While the list loads, or if it
 * lacks the product's current choice, that choice (as the product record names it) is an option
 * too, so an edited product shows its category at once. A failed load says why under the select.
 */
const OpcionesSelect = ({ source, reference, optionText, label, emptyText }: OpcionesSelectProps) => {
    const { data, isPending, error } = useGetList(reference, { ...ALL, sort: { field: optionText, order: 'ASC' } });
    const actual = useWatch({ name: source }) as RaRecord | null | undefined;
    const choices = useMemo(() => {
        const list = data ?? [];
        const known = actual?.id != null && actual.id !== '' && actual[optionText] != null;
        return known && !list.some((choice) => choice.id === actual.id) ? [actual, ...list] : list;
    }, [data, actual, optionText]);
    return (
        <SelectInput
            source={`${source}.id`}
            // Required (the contract refuses no choice), but marked through the label: SelectInput's
            // own isRequired would also drop the 'Seleccione…' option a new product starts on.
            label={<FieldTitle label={label} isRequired />}
            choices={choices}
            optionText={optionText}
            translateChoice={false}
            emptyText={emptyText}
            isPending={isPending && choices.length === 0}
            helperText={error ? error.message : undefined}
            fullWidth
        />
    );
};

/**
 * A new product starts on the shop's default taxes (its settings, GET /api/v1/empresa/), put in
 * once they are read unless the user has already chosen: the form is not reset under them.
 */
const ImpuestosPredeterminados = () => {
    const record = useRecordContext();
    const { data: empresa } = useEmpresa();
    const { setValue, getFieldState } = useFormContext();
    const nuevo = record?.id == null;
    useEffect(() => {
        if (!nuevo || empresa === undefined) return;
        const { iva, ieps } = predeterminadosDe(empresa);
        if (!getFieldState('iva').isDirty) setValue('iva', iva);
        if (!getFieldState('ieps').isDirty) setValue('ieps', ieps);
    }, [nuevo, empresa, setValue, getFieldState]);
    return null;
};

/**
 * IVA and IEPS: what the price includes (CONVENTIONS §6). Both always hold a choice ('Sin IEPS' is
 * one), so neither offers an empty one; the IEPS offers SAT's usual rates, and the product's own if another.
 */
export const ImpuestosInputs = () => {
    const translate = useTranslate();
    const ieps = useWatch({ name: 'ieps' }) as string | null | undefined;
    const choices = useMemo(() => opcionesIeps(translate('resources.productos.form.sin_ieps'), ieps), [translate, ieps]);
    return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SelectInput source="iva" label="resources.productos.fields.iva" choices={OPCIONES_IVA} translateChoice={false} isRequired fullWidth helperText="resources.productos.form.impuestos_ayuda" />
            <SelectInput source="ieps" label="resources.productos.fields.ieps" choices={choices} translateChoice={false} isRequired {...IEPS_DEL_SELECT} fullWidth helperText={false} />
        </Box>
    );
};

/**
 * The product modal's inputs (spec §5): the product's own fields, its first variant, then the
 * extra variants. Field names follow the API's shape (see productoForm).
 */
export const ProductoInputs = () => {
    const translate = useTranslate();
    const principalId = useId();
    return (
        <>
            <TextInput source="nombre" label="resources.productos.fields.nombre" isRequired fullWidth />
            <TextInput source="descripcion" label="resources.productos.fields.descripcion" multiline minRows={2} fullWidth />
            {/* Off: retired (out of the till's and the purchase order's searches), its history kept. */}
            <BooleanInput source="activo" label="resources.productos.fields.activo" helperText="resources.productos.form.activo_ayuda" />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <OpcionesSelect
                    source="categoria"
                    reference="categorias"
                    optionText="nombre"
                    label="resources.productos.fields.categoria"
                    emptyText="resources.productos.form.select_categoria"
                />
                <OpcionesSelect
                    source="proveedor"
                    reference="proveedores"
                    optionText="nombre_empresa"
                    label="resources.productos.fields.proveedor"
                    emptyText="resources.productos.form.select_proveedor"
                />
            </Box>
            <ImpuestosPredeterminados />
            <ImpuestosInputs />
            {/* What it is sold by: a weight, a volume or a length takes up to three decimals, a piece whole units. */}
            <SelectInput source="unidad" label="resources.productos.fields.unidad" choices={OPCIONES_UNIDAD} translateChoice={false} isRequired fullWidth helperText={false} />
            <Box role="group" aria-labelledby={principalId}>
                <Typography id={principalId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    {translate('resources.productos.form.first_variant')}
                </Typography>
                <VarianteInputs index={0} />
            </Box>
            <Divider sx={{ my: 1 }} />
            <VariantesInput />
        </>
    );
};
