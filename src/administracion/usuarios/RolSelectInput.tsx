import { MenuItem, TextField } from '@mui/material';
import { useGetList, useInput, useTranslate } from 'react-admin';
import type { RolAsignable } from '../../../contracts/usuarios';
import { failureText } from '../../forbidden';
import './textos';

// react-admin keeps a form-level validation message either as text or as `{ message }`.
const messageOf = (error: unknown): string | undefined =>
    typeof error === 'string' ? error : typeof (error as { message?: unknown })?.message === 'string' ? (error as { message: string }).message : undefined;

/**
 * Spec §2 Users: the role select, 'Seleccione un rol' (or 'Cargando roles...' while the roles
 * load). No role chosen leaves `rol_id` null, which the contract refuses with 'Debe seleccionar un
 * rol para el usuario.' (spec §5).
 */
export const RolSelectInput = () => {
    const translate = useTranslate();
    // Required on create and on edit, like the dialog's other required fields: the asterisk says
    // so before the contract's message does.
    const { field, fieldState, formState } = useInput<number | null>({ source: 'rol_id', defaultValue: null });
    // GET /usuarios/roles: readable with usuarios:administrar alone. Its own cache key is not
    // refreshed by the roles screen's saves, so each opening of the form asks again.
    const { data: roles, isPending, error } = useGetList<RolAsignable>(
        'roles_asignables',
        { pagination: { page: 1, perPage: 1000 }, sort: { field: 'nombre', order: 'ASC' } },
        { staleTime: 0 },
    );
    const invalid = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? messageOf(fieldState.error?.message) : undefined;
    const helper = error ? failureText(error, translate('resources.usuarios.errors.roles_fallback')) : invalid;
    const value = field.value == null ? '' : String(field.value);
    return (
        <TextField
            select
            fullWidth
            label={translate('resources.usuarios.form.rol')}
            required
            value={isPending ? '' : value}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(helper)}
            helperText={helper ? translate(helper, { _: helper }) : ' '}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            margin="dense"
        >
            <MenuItem value="">
                <em>{translate(isPending ? 'resources.usuarios.form.roles_loading' : 'resources.usuarios.form.rol_vacio')}</em>
            </MenuItem>
            {(roles ?? []).map((rol) => (
                <MenuItem key={rol.id} value={String(rol.id)}>
                    {rol.nombre}
                </MenuItem>
            ))}
        </TextField>
    );
};
