import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import '../catalogo/productos/textos';

/**
 * 'Inactivo' beside a retired product's name (plantillas.activo, migration 0018), wherever a
 * product is listed. A plain span rather than MUI's Chip, which would add 2.4 kB to a list's
 * first visit.
 */
export const InsigniaInactivo = ({ activo }: { activo: boolean | undefined }) => {
    const translate = useTranslate();
    if (activo !== false) return null;
    return (
        <Box component="span" sx={{ ml: 1, px: 1, py: 0.25, borderRadius: 4, fontSize: '0.75rem', whiteSpace: 'nowrap', bgcolor: 'action.selected', color: 'text.primary' }}>
            {translate('resources.productos.inactivo')}
        </Box>
    );
};
