import { Alert, Box, Checkbox, CircularProgress, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useInput, useTranslate } from 'react-admin';
import { esPermiso, PERMISO_ETIQUETAS, PERMISO_GRUPOS } from '../../../contracts/permisos';
import { failureText } from '../../forbidden';
import { useDatos } from '../../dataProvider';
import './textos';

interface Grupo {
    area: string;
    permisos: { value: string; label: string }[];
}

/**
 * The server's permissions arranged in the catalogue's areas with their Spanish labels. The server
 * has the last word on what exists (spec §6): a catalogue permission it does not offer is left
 * out, and one the catalogue does not know yet goes under 'Otros' by its own name.
 */
export const agrupar = (disponibles: readonly string[], otros: string): Grupo[] => {
    const ofrecidos = new Set(disponibles);
    const grupos: Grupo[] = PERMISO_GRUPOS.map(({ area, permisos }) => ({
        area,
        permisos: permisos.filter((p) => ofrecidos.has(p)).map((p) => ({ value: p, label: PERMISO_ETIQUETAS[p] })),
    }));
    const desconocidos = disponibles.filter((p) => !esPermiso(p)).map((p) => ({ value: p, label: p }));
    if (desconocidos.length > 0) grupos.push({ area: otros, permisos: desconocidos });
    return grupos.filter((g) => g.permisos.length > 0);
};

/** Spec §2 Roles: the checkbox grid of every available permission ('Cargando permisos...'). */
export const PermisosInput = () => {
    const translate = useTranslate();
    // Through react-admin's data provider, so a 401 ends the session here too (spec §4).
    const dataProvider = useDatos();
    const { field } = useInput<string[]>({ source: 'permisos', defaultValue: [] });
    const disponibles = useQuery({
        queryKey: ['roles', 'permisos-disponibles'],
        queryFn: ({ signal }) => dataProvider.permisosDisponibles(signal),
    });
    const elegidos: string[] = Array.isArray(field.value) ? field.value : [];
    const alternar = (permiso: string, marcado: boolean) =>
        field.onChange(marcado ? [...elegidos, permiso] : elegidos.filter((p) => p !== permiso));

    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
            <FormLabel component="legend" sx={{ mb: 1 }}>
                {translate('resources.roles.fields.permisos')}
            </FormLabel>
            {disponibles.isPending ? (
                <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
                    <CircularProgress size={20} />
                    <Typography color="text.secondary">{translate('resources.roles.permisos.loading')}</Typography>
                </Box>
            ) : disponibles.isError ? (
                <Alert severity="error">{failureText(disponibles.error, translate('resources.roles.errors.permisos_fallback'))}</Alert>
            ) : (
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                    {agrupar(disponibles.data, translate('resources.roles.permisos.otros')).map((grupo) => (
                        <Box key={grupo.area} role="group" aria-label={grupo.area}>
                            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
                                {grupo.area}
                            </Typography>
                            <FormGroup>
                                {grupo.permisos.map(({ value, label }) => (
                                    <FormControlLabel
                                        key={value}
                                        label={label}
                                        control={
                                            <Checkbox
                                                size="small"
                                                checked={elegidos.includes(value)}
                                                onChange={(event) => alternar(value, event.target.checked)}
                                            />
                                        }
                                    />
                                ))}
                            </FormGroup>
                        </Box>
                    ))}
                </Box>
            )}
        </Box>
    );
};
