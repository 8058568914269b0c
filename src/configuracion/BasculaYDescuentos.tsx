import { Box, FormControlLabel, FormHelperText, Switch, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { construirEtiqueta, type FormatoEtiqueta, textoDePrefijos } from '../../contracts/bascula';
import { type Empresa, etiquetaBasculaInput, LONGITUD_CAMPO_MAX } from '../../contracts/empresa';
import { fromCents } from '../../contracts/money';
import { formatearMilesimas } from '../../contracts/unidades';
import { CampoTexto } from '../common/CampoTexto';
import { formatMoney } from '../common/money';
import './textos';

const T = 'resources.configuracion';

// react-admin keeps a form-level validation message either as text or as `{ message }` (as CampoTexto reads it).
const mensajeDe = (error: unknown): string | undefined =>
    typeof error === 'string' ? error : typeof (error as { message?: unknown })?.message === 'string' ? (error as { message: string }).message : undefined;

/** The format a shop starts from when it turns labels on: the usual Mexican scale's (20–29, 5-digit PLU, weight in grams). */
export const FORMATO_INICIAL = { prefijos: '20-29', longitud_codigo: 5, contenido: 'peso', longitud_valor: 5, decimales: 3 } as const;

/** The format as the form edits it: its prefixes as the shop writes them ('20-29'). */
export const formatoDelFormulario = (formato: Empresa['etiqueta_bascula']) => (formato ? { ...formato, prefijos: textoDePrefijos(formato.prefijos) } : null);

/** A native select of whole numbers bound to `source`, each option the number itself. */
const SelectorNumero = ({ source, desde, hasta, disabled }: { source: string; desde: number; hasta: number; disabled: boolean }) => {
    const translate = useTranslate();
    const { field, fieldState, formState } = useInput<number>({ source });
    const clave = source.split('.').at(-1);
    const error = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? mensajeDe(fieldState.error?.message ?? fieldState.error) : undefined;
    return (
        <TextField
            select
            fullWidth
            disabled={disabled}
            name={field.name}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(Number(e.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={error !== undefined}
            label={translate(`${T}.fields.${clave}`)}
            helperText={error === undefined ? translate(`${T}.ayuda.${clave}`, { _: '' }) : translate(error, { _: error })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
            {Array.from({ length: hasta - desde + 1 }, (_, i) => desde + i).map((n) => (
                <option key={n} value={n}>
                    {n}
                </option>
            ))}
        </TextField>
    );
};

/**
 * A label this format would print and what the till reads from it ('Ejemplo: 2012345012509 →
 * producto 12345, 1.250 kg'), or null while the format is not valid or no example fits it.
 */
export function ejemploDeEtiqueta(valores: unknown): { etiqueta: string; codigo: string; contenido: FormatoEtiqueta['contenido']; valor: number } | null {
    const leido = etiquetaBasculaInput.safeParse(valores);
    if (!leido.success || leido.data === null) return null;
    const formato = leido.data;
    const codigo = '1234567890'.slice(0, formato.longitud_codigo);
    // 1.250 kg or $37.50, else the nearest the value's digits and decimals can print.
    const candidatos = formato.contenido === 'peso' ? [1250, 1200, 1000, 500, 100, 10, 1] : [3750, 3700, 3000, 500, 100, 10, 1];
    for (const valor of candidatos) {
        const etiqueta = construirEtiqueta(formato, formato.prefijos[0], codigo, valor);
        if (etiqueta) return { etiqueta, codigo, contenido: formato.contenido, valor };
    }
    return null;
}

/**
 * The scale-label format (`etiqueta_bascula`): a switch turns reading labels at the till on (the
 * usual format to start from) or off (null); on, its fields and a live example of a label.
 */
export const EtiquetaBasculaInputs = ({ disabled }: { disabled: boolean }) => {
    const translate = useTranslate();
    const { field } = useInput<Record<string, unknown> | null>({ source: 'etiqueta_bascula' });
    const valores = useWatch({ name: 'etiqueta_bascula' }) as Record<string, unknown> | null | undefined;
    const ayuda = useId();
    // useInput shows null as '': on is an object.
    const activa = typeof field.value === 'object' && field.value !== null;
    const ejemplo = activa ? ejemploDeEtiqueta(valores) : null;
    return (
        <>
            <Box>
                <FormControlLabel
                    label={translate(`${T}.fields.etiqueta_bascula`)}
                    disabled={disabled}
                    control={
                        <Switch
                            name={field.name}
                            checked={activa}
                            onChange={(event) => field.onChange(event.target.checked ? { ...FORMATO_INICIAL } : null)}
                            onBlur={field.onBlur}
                            slotProps={{ input: { ref: field.ref, 'aria-describedby': ayuda } }}
                        />
                    }
                />
                <FormHelperText id={ayuda}>{translate(`${T}.ayuda.etiqueta_bascula`)}</FormHelperText>
            </Box>
            {activa ? (
                <>
                    <CampoTexto
                        source="etiqueta_bascula.prefijos"
                        label={translate(`${T}.fields.prefijos`)}
                        helperText={translate(`${T}.ayuda.prefijos`)}
                        fullWidth
                        disabled={disabled}
                        slotProps={{ htmlInput: { spellCheck: false } }}
                    />
                    <SelectorNumero source="etiqueta_bascula.longitud_codigo" desde={1} hasta={LONGITUD_CAMPO_MAX} disabled={disabled} />
                    <CampoTexto
                        source="etiqueta_bascula.contenido"
                        select
                        fullWidth
                        disabled={disabled}
                        label={translate(`${T}.fields.contenido`)}
                        helperText={translate(`${T}.ayuda.contenido`)}
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    >
                        <option value="peso">{translate(`${T}.contenido.peso`)}</option>
                        <option value="precio">{translate(`${T}.contenido.precio`)}</option>
                    </CampoTexto>
                    <SelectorNumero source="etiqueta_bascula.longitud_valor" desde={1} hasta={LONGITUD_CAMPO_MAX} disabled={disabled} />
                    <SelectorNumero source="etiqueta_bascula.decimales" desde={0} hasta={3} disabled={disabled} />
                    <Typography variant="body2" data-testid="ejemplo-etiqueta" aria-live="polite">
                        {ejemplo
                            ? translate(`${T}.ejemplo`, {
                                  etiqueta: ejemplo.etiqueta,
                                  codigo: ejemplo.codigo,
                                  valor: ejemplo.contenido === 'peso' ? formatearMilesimas(ejemplo.valor, 'kg') : formatMoney(fromCents(ejemplo.valor)),
                              })
                            : translate(`${T}.sin_ejemplo`)}
                    </Typography>
                </>
            ) : null}
        </>
    );
};

/** The points program (issue 34): points per $100.00 paid (0: off) and what a point pays. */
export const PuntosInputs = ({ disabled }: { disabled: boolean }) => {
    const translate = useTranslate();
    return (
        <>
            <CampoTexto
                source="puntos_por_cada_100"
                label={translate(`${T}.fields.puntos_por_cada_100`)}
                helperText={translate(`${T}.ayuda.puntos_por_cada_100`)}
                disabled={disabled}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <CampoTexto
                source="valor_punto"
                label={translate(`${T}.fields.valor_punto`)}
                helperText={translate(`${T}.ayuda.valor_punto`)}
                disabled={disabled}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
        </>
    );
};

/** `descuento_maximo`: a percentage with up to 2 decimals. */
export const DescuentoMaximoInput = ({ disabled }: { disabled: boolean }) => {
    const translate = useTranslate();
    return (
        <CampoTexto
            source="descuento_maximo"
            label={translate(`${T}.fields.descuento_maximo`)}
            helperText={translate(`${T}.ayuda.descuento_maximo`)}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
    );
};
