import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Descuento, TipoDeDescuento } from '../../../contracts/calculo';
import { fromCents } from '../../../contracts/money';
import { formatMoney } from '../../common/money';
import { leerDescuento, type RechazoDeDescuento } from './descuentos';
import './textos';

interface Props {
    /** 'Descuento de Martillo' or 'Descuento de la venta'. */
    titulo: string;
    /** What the discount comes off, in cents (the line's amount, or the sale's after its lines' own discounts). */
    importe: number;
    /** The discount it has now, if any: the dialog starts from it and offers to remove it. */
    actual: Descuento | null;
    /** Sets the discount (null removes it): null once applied, else why not. */
    onAplicar: (descuento: Descuento | null) => Promise<RechazoDeDescuento | null>;
    onCerrar: () => void;
}

/** A refusal's text (resources.pos.*). */
export const textoDeRechazoDeDescuento = (translate: ReturnType<typeof useTranslate>, r: RechazoDeDescuento): string => {
    if (r.motivo === 'excede_maximo') return translate('resources.pos.descuento.excede_maximo', { maximo: String(r.maximo / 100) });
    if (r.motivo === 'coma') return translate('resources.pos.pago.monto_coma');
    if (r.motivo === 'excede_importe') return translate('resources.pos.descuento.excede_importe');
    return translate(`resources.pos.descuento.invalido_${r.motivo}`);
};

const textoDe = (d: Descuento | null): string => (d === null ? '' : d.tipo === 'porcentaje' ? String(d.valor) : fromCents(d.valor));

/**
 * A discount on a line or on the sale (issue 33 item 4): Porcentaje or Monto and its value. Enter
 * applies (blank or 0 removes it), Esc cancels; a refusal (past the amount, above the company's
 * cap) keeps the dialog open with its message. Mounted while open. It does not restore the
 * focus: the till puts it back in the product box (PosPage).
 */
export const DescuentoDialog = ({ titulo, importe, actual, onAplicar, onCerrar }: Props) => {
    const translate = useTranslate();
    const tituloId = useId();
    const errorId = useId();
    const [tipo, setTipo] = useState<TipoDeDescuento>(actual?.tipo ?? 'porcentaje');
    const [texto, setTexto] = useState(textoDe(actual));
    const [error, setError] = useState<string | null>(null);
    const aplicar = async (descuento: Descuento | null) => {
        // Taken, the dialog closes (unmounted); refused, it says why.
        const rechazo = await onAplicar(descuento);
        if (rechazo) setError(textoDeRechazoDeDescuento(translate, rechazo));
    };
    const enviar = (e: FormEvent) => {
        e.preventDefault();
        const leido = leerDescuento(tipo, texto);
        if ('motivo' in leido) setError(textoDeRechazoDeDescuento(translate, leido));
        else void aplicar(leido.descuento);
    };
    const t = (clave: string) => translate(`resources.pos.descuento.${clave}`);
    return (
        <Dialog open onClose={onCerrar} aria-labelledby={tituloId} fullWidth maxWidth="xs" disableRestoreFocus>
            <form onSubmit={enviar} noValidate>
                <DialogTitle id={tituloId}>{titulo}</DialogTitle>
                <DialogContent>
                    <Typography variant="body2" color="text.secondary" data-testid="descuento-importe">
                        {translate('resources.pos.descuento.importe', { importe: formatMoney(fromCents(importe)) })}
                    </Typography>
                    <RadioGroup row aria-label={t('tipo')} value={tipo} onChange={(e) => setTipo(e.target.value as TipoDeDescuento)}>
                        <FormControlLabel value="porcentaje" control={<Radio />} label={t('porcentaje')} />
                        <FormControlLabel value="monto" control={<Radio />} label={t('monto')} />
                    </RadioGroup>
                    <TextField
                        autoFocus
                        fullWidth
                        autoComplete="off"
                        label={t(tipo === 'porcentaje' ? 'valor_porcentaje' : 'valor_monto')}
                        value={texto}
                        onChange={(e) => setTexto(e.target.value)}
                        onKeyDown={(e) => {
                            // Keyboard first: '%' and '$' choose the kind without leaving the box.
                            if (e.key === '%' || e.key === '$') {
                                e.preventDefault();
                                setTipo(e.key === '%' ? 'porcentaje' : 'monto');
                            }
                        }}
                        error={error !== null}
                        helperText={t('atajos')}
                        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': error ? errorId : undefined }, inputLabel: { shrink: true } }}
                        sx={{ mt: 1 }}
                    />
                    {error && (
                        <Alert severity="error" id={errorId} sx={{ mt: 2 }}>
                            {error}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onCerrar}>{t('cancelar')}</Button>
                    {actual && (
                        <Button color="error" onClick={() => void aplicar(null)}>
                            {t('quitar')}
                        </Button>
                    )}
                    <Button type="submit" variant="contained">
                        {t('aplicar')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
