import { TextField as MuiTextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import './textos';

/**
 * The products list's 'Estado' filter: every product, the active ones or the retired ones
 * (`activo` in the list's filter, which the API serves by (empresa_id, activo, busqueda)). A native
 * select, as the customer's estado: react-admin's SelectInput would weigh on the list's first visit.
 */
export const FiltroActivo = (_: { source: 'activo'; alwaysOn?: boolean }) => {
    const translate = useTranslate();
    const { field } = useInput<string>({ source: 'activo', defaultValue: '' });
    return (
        <MuiTextField
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            select
            size="small"
            label={translate('resources.productos.filtro_activo.label')}
            sx={{ minWidth: 150, mb: '4px' }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
            <option value="">{translate('resources.productos.filtro_activo.todos')}</option>
            <option value="true">{translate('resources.productos.filtro_activo.activos')}</option>
            <option value="false">{translate('resources.productos.filtro_activo.inactivos')}</option>
        </MuiTextField>
    );
};
