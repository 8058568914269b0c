import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { conBarras, FORMATO_DIA, leerDia, textoDeDia } from './dia';

export type DiaInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'error'> & {
    /** The day as the API takes it, 'YYYY-MM-DD', or '' / undefined for none. */
    value: string | null | undefined;
    /** Called with each day read ('YYYY-MM-DD'), or '' once the field is emptied; not while the text is no day. */
    onChange: (dia: string) => void;
    /** Called with the text while it is no day: a form that must not save the last day read (a filter need not). */
    onNoEsDia?: (texto: string) => void;
    /** A refusal from outside (a form's validation: 'no later than today'), shown as its own are when it has none. */
    rechazo?: string | null;
};

/**
 * A day written and shown dd/mm/aaaa in Spanish whatever the browser's language, where the native
 * `<input type="date">` follows the browser (mm/dd/yyyy in an English one). A text that is no day
 * says why under the field ('La fecha 31/02/2025 no existe.') once it is complete or left, and
 * changes nothing; a day left as '4/3/2025' is shown as 04/03/2025.
 */
export const DiaInput = ({ value, onChange, onNoEsDia, rechazo, onBlur, helperText, slotProps, sx, ...props }: DiaInputProps) => {
    const [texto, setTexto] = useState(() => textoDeDia(value));
    const [salio, setSalio] = useState(false);
    // The value set from outside (a filter cleared, the URL's): the text follows it, unless it already says it.
    const [visto, setVisto] = useState(value);
    if (value !== visto) {
        setVisto(value);
        if (leerDia(texto).dia !== (value || null)) setTexto(textoDeDia(value));
    }
    const lectura = leerDia(texto);
    const error = (lectura.error !== null && (salio || texto.length >= FORMATO_DIA.length) ? lectura.error : null) ?? rechazo ?? null;
    return (
        <TextField
            {...props}
            value={texto}
            placeholder={FORMATO_DIA}
            onChange={(e) => {
                const nuevo = conBarras(texto, e.target.value);
                setTexto(nuevo);
                setSalio(false);
                const leido = leerDia(nuevo);
                if (leido.error === null && leido.dia !== (value || null)) onChange(leido.dia ?? '');
                else if (leido.error !== null) onNoEsDia?.(nuevo);
            }}
            onBlur={(e) => {
                setSalio(true);
                if (lectura.dia) setTexto(textoDeDia(lectura.dia));
                onBlur?.(e);
            }}
            error={error !== null}
            helperText={error ?? helperText}
            // react-admin's filter form hides helper texts; a text that is no day must still say why.
            sx={[{ '& .MuiFormHelperText-root.Mui-error': { display: 'block' } }, ...(Array.isArray(sx) ? sx : [sx])]}
            slotProps={{
                ...slotProps,
                inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
                htmlInput: { inputMode: 'numeric', maxLength: FORMATO_DIA.length, ...(slotProps?.htmlInput as object) },
            }}
        />
    );
};
