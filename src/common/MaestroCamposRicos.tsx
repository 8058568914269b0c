import { Checkbox, FormControlLabel, TextField as MuiTextField } from '@mui/material';
import { useGetList, useGetManyAggregate, useGetRecordRepresentation, useInput, useResourceDefinition, useTranslate } from 'react-admin';

/*
 * The inputs and the cell of a master-data record's reference and yes/no fields (maestroCampos.tsx
 * loads them lazily). Built from MUI parts (a native select, a checkbox): react-admin's SelectInput
 * or BooleanInput would each add a chunk of their own.
 */

const etiqueta = (resource: string, source: string) => `resources.${resource}.fields.${source}`;

// react-admin keeps a form-level validation message either as text or as `{ message }`.
const mensajeDe = (error: unknown): string | undefined =>
    typeof error === 'string' ? error : typeof (error as { message?: unknown })?.message === 'string' ? (error as { message: string }).message : undefined;

/** The field's validation message once touched or submitted, as the dialog's other inputs show it. */
const useErrorDe = (fieldState: { invalid: boolean; isTouched: boolean; error?: { message?: unknown } }, submitted: boolean) =>
    fieldState.invalid && (fieldState.isTouched || submitted) ? mensajeDe(fieldState.error?.message) : undefined;

/** How the API sorts and the screen names the referenced resource's records: its record representation when that is a field. */
const useRepresentacion = (recurso: string) => {
    const { recordRepresentation } = useResourceDefinition({ resource: recurso });
    return { campo: typeof recordRepresentation === 'string' ? recordRepresentation : 'id', nombrar: useGetRecordRepresentation(recurso) };
};

/**
 * A select of the referenced resource's records, read through the data provider (every record of
 * the company: master data is small, the API gives up to 1000 at once), in their name's order.
 */
export const ReferenciaInput = ({ resource, source, recurso, requerido }: { resource: string; source: string; recurso: string; requerido: boolean }) => {
    const translate = useTranslate();
    const { field, fieldState, formState } = useInput<number | null>({ source, defaultValue: null });
    const { campo, nombrar } = useRepresentacion(recurso);
    const { data, error } = useGetList(recurso, { pagination: { page: 1, perPage: 1000 }, sort: { field: campo, order: 'ASC' } });
    const invalido = useErrorDe(fieldState, formState.isSubmitted);
    const ayuda = error?.message ?? invalido;
    return (
        <MuiTextField
            select
            fullWidth
            margin="dense"
            name={field.name}
            label={translate(etiqueta(resource, source))}
            required={requerido}
            value={field.value == null ? '' : String(field.value)}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(ayuda)}
            helperText={ayuda ? translate(ayuda, { _: ayuda }) : ' '}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
            <option value="" />
            {(data ?? []).map((registro) => (
                <option key={registro.id} value={String(registro.id)}>
                    {String(nombrar(registro))}
                </option>
            ))}
        </MuiTextField>
    );
};

/** A yes/no: a checkbox, unchecked on a new record. */
export const BooleanoInput = ({ resource, source }: { resource: string; source: string }) => {
    const translate = useTranslate();
    const { field } = useInput<boolean>({ source, defaultValue: false });
    return (
        <FormControlLabel
            label={translate(etiqueta(resource, source))}
            control={
                <Checkbox
                    name={field.name}
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                />
            }
        />
    );
};

/** The referenced record's name, read with every other row's in one request (react-admin's getMany aggregation). */
export const NombreReferido = ({ recurso, id }: { recurso: string; id: number }) => {
    const { data } = useGetManyAggregate(recurso, { ids: [id] });
    const { nombrar } = useRepresentacion(recurso);
    return data?.[0] ? <>{nombrar(data[0])}</> : null;
};

