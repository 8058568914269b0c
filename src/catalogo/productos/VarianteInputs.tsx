import { Box } from '@mui/material';
import { NumberInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { esFraccionable, UNIDAD_POR_DEFECTO, type Unidad } from '../../../contracts/unidades';
import { useTelefono } from '../../layout/anchos';
import { useVeCostos } from '../../sesion/useVeCostos';
import { PreciosMayoreoInput } from './PreciosMayoreoInput';
import './textos';
import './textosFormulario';

/**
 * One variant's inputs, in the row order of the extra-variants table: SKU, precio de venta, costo
 * de compra, stock. Money is typed as text and read as the shop writes it (two decimals at most),
 * stock whole units (step 1) of a piece product, or up to three decimals (step 0.001) of a product
 * sold by weight, volume or length as the 'Unidad' select says, its unit in the label ('Stock (kg)');
 * then the variant's wholesale prices. Messages come from the form's schema.
 */

/** The product's unit as the form's 'Unidad' select holds it now, and whether it takes decimals. */
export const useUnidadDelFormulario = () => {
    const unidad = (useWatch({ name: 'unidad' }) as Unidad | undefined) ?? UNIDAD_POR_DEFECTO;
    return { unidad, fraccionable: esFraccionable(unidad) };
};
export const VarianteInputs = ({ index, size = 'medium' }: { index: number; size?: 'small' | 'medium' }) => {
    const source = (field: string) => `variantes.${index}.${field}`;
    // Two to a row on a phone, where a label as wide as 'Precio de venta *' was cut ('Precio de ve…')
    // until the field was focused: there the labels sit above the fields from the start.
    const telefono = useTelefono();
    // Only who sees costs has the field (the server leaves them out of everyone else's answers and refuses their cost).
    const conCosto = useVeCostos() === true;
    const translate = useTranslate();
    const { unidad, fraccionable } = useUnidadDelFormulario();
    const common = { size, fullWidth: true, ...(telefono && { slotProps: { inputLabel: { shrink: true } } }) } as const;
    return (
        <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box
                sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: { xs: '1fr 1fr', sm: conCosto ? '2fr 1.2fr 1.2fr 1fr' : '2fr 1.2fr 1fr' },
                }}
            >
                <TextInput {...common} source={source('sku')} label="resources.productos.fields.sku" isRequired />
                {/* Prices as typed, read the one es-MX way by the form's schema (contracts/numero.ts): '1,250.50' is $1,250.50, '12,50' is told to use a point. */}
                <TextInput {...common} source={source('precio_venta')} label="resources.productos.fields.precio_venta" isRequired slotProps={{ ...common.slotProps, htmlInput: { inputMode: 'decimal' } }} />
                {conCosto && (
                    <TextInput {...common} source={source('costo_compra')} label="resources.productos.fields.costo_compra" slotProps={{ ...common.slotProps, htmlInput: { inputMode: 'decimal' } }} />
                )}
                <NumberInput
                    {...common}
                    source={source('stock')}
                    label={fraccionable ? translate('resources.productos.fields.stock_en', { unidad }) : 'resources.productos.fields.stock'}
                    isRequired
                    step={fraccionable ? 0.001 : 1}
                    min={0}
                    slotProps={{ ...common.slotProps, htmlInput: { inputMode: fraccionable ? 'decimal' : 'numeric' } }}
                />
            </Box>
            <PreciosMayoreoInput index={index} size="small" />
        </Box>
    );
};
