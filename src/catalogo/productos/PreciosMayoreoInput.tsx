import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { MAYOREO_MAXIMO } from '../../../contracts/productos';
import { useUnidadDelFormulario } from './VarianteInputs';
import './textos';
import './textosFormulario';

/**
 * 'Precios de mayoreo' of one variant (issue 33): rows 'A partir de' (a quantity) and 'Precio',
 * added and removed here. Their messages come from the form's schema, the product contract's
 * (a minimum above 1, each larger than the one before, a price below the sale price and never
 * above a smaller minimum's), each on its row's input. A minimum is whole pieces of a piece
 * product (a fraction gets the contract's message), or up to three decimals of a weighed one,
 * whose unit the label names ('A partir de (kg)').
 */
export const PreciosMayoreoInput = ({ index, size = 'medium' }: { index: number; size?: 'small' | 'medium' }) => {
    const translate = useTranslate();
    const titleId = useId();
    const name = `variantes.${index}.precios_mayoreo`;
    const { fields, append, remove } = useFieldArray({ name });
    const t = (clave: string, opciones?: object) => translate(`resources.productos.mayoreo.${clave}`, opciones);
    const { unidad, fraccionable } = useUnidadDelFormulario();
    return (
        <Box component="section" aria-labelledby={titleId} sx={{ mt: 0.5 }}>
            <Typography id={titleId} variant="caption" color="text.secondary" component="h4">
                {t('title')}
            </Typography>
            {fields.map((field, fila) => {
                const quitar = t('remove', { n: fila + 1 });
                return (
                    <Box key={field.id} role="group" aria-label={t('tier', { n: fila + 1 })} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                        <TextInput
                            size={size}
                            source={`${name}.${fila}.cantidad_minima`}
                            label={fraccionable ? t('cantidad_minima_en', { unidad }) : 'resources.productos.mayoreo.cantidad_minima'}
                            slotProps={{ htmlInput: { inputMode: fraccionable ? 'decimal' : 'numeric' } }}
                            sx={{ flex: 1 }}
                        />
                        <TextInput size={size} source={`${name}.${fila}.precio`} label="resources.productos.mayoreo.precio" slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ flex: 1 }} />
                        <Tooltip title={quitar}>
                            <IconButton aria-label={quitar} onClick={() => remove(fila)} sx={{ mt: 0.5 }}>
                                <DeleteOutlinedIcon fontSize="small" />
                            </IconButton>
                        </Tooltip>
                    </Box>
                );
            })}
            <Button size="small" startIcon={<AddIcon />} disabled={fields.length >= MAYOREO_MAXIMO} onClick={() => append({ cantidad_minima: '', precio: '' })}>
                {t('add')}
            </Button>
        </Box>
    );
};
