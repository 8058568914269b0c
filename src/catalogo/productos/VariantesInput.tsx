import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { useTelefono } from '../../layout/anchos';
import { emptyVariante } from './productoForm';
import { VarianteInputs } from './VarianteInputs';
import './textos';

/**
 * The variants after the first (sizes, colours): one compact row each with a remove button, and
 * 'Agregar variante'. A removed row that the server already had is simply left out of the save;
 * the server refuses (409) when that variant has sales or purchases, and the dialog shows why.
 */
export const VariantesInput = () => {
    const translate = useTranslate();
    const titleId = useId();
    const { fields, append, remove } = useFieldArray({ name: 'variantes' });
    const extras = fields.slice(1);
    const telefono = useTelefono();
    return (
        <Box component="section" aria-labelledby={titleId} sx={{ mt: 1 }}>
            <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {translate('resources.productos.form.other_variants')}
            </Typography>
            {extras.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {translate('resources.productos.form.no_other_variants')}
                </Typography>
            ) : null}
            {extras.map((field, offset) => {
                const index = offset + 1;
                const name = translate('resources.productos.form.variant_number', { n: index + 1 });
                const removeLabel = translate('resources.productos.form.remove_variant', { n: index + 1 });
                const quitar = (
                    <Tooltip title={removeLabel}>
                        <IconButton aria-label={removeLabel} onClick={() => remove(index)} sx={{ mt: telefono ? 0 : 0.5 }}>
                            <DeleteOutlinedIcon />
                        </IconButton>
                    </Tooltip>
                );
                // On a phone the remove button beside the fields left them too narrow for their
                // labels ('Costo de com…'): there it sits by the variant's name, above its fields.
                return telefono ? (
                    <Box key={field.id} role="group" aria-label={name} sx={{ mb: 1 }}>
                        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                            <Typography variant="caption" color="text.secondary">
                                {name}
                            </Typography>
                            {quitar}
                        </Box>
                        <VarianteInputs index={index} size="small" />
                    </Box>
                ) : (
                    <Stack key={field.id} role="group" aria-label={name} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                        <VarianteInputs index={index} size="small" />
                        {quitar}
                    </Stack>
                );
            })}
            <Button size="small" startIcon={<AddIcon />} onClick={() => append(emptyVariante())}>
                {translate('resources.productos.form.add_variant')}
            </Button>
        </Box>
    );
};
