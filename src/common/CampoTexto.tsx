import { TextField, type TextFieldProps } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

// react-admin keeps a form-level validation message either as text or as `{ message }`.
const mensajeDe = (error: unknown): string | undefined =>
    typeof error === 'string' ? error : typeof (error as { message?: unknown })?.message === 'string' ? (error as { message: string }).message : undefined;

/**
 * A MUI text field bound to a react-admin form's `source`: the dialogs' fields written with MUI's
 * own props (a native or MUI select, a number, several lines) rather than react-admin's inputs.
 * The form's message for the field replaces the helper text once the field was touched or the
 * form sent.
 */
export const CampoTexto = ({ source, helperText, ...props }: Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { source: string }) => {
    const translate = useTranslate();
    const { field, fieldState, formState } = useInput({ source });
    const error = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? mensajeDe(fieldState.error?.message ?? fieldState.error) : undefined;
    return (
        <TextField
            {...props}
            name={field.name}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={error !== undefined}
            helperText={error === undefined ? helperText : translate(error, { _: error })}
        />
    );
};
