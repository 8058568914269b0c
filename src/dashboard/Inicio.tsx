import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Card, CardContent, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { Link, Title, useCanAccessResources, useTranslate } from 'react-admin';
import { rutaDe } from '../common/recurso';
import { RECURSOS } from '../recursos';
import { Dashboard } from './Dashboard';

// Kept here, in the home page's own chunk, not in its textos.ts, which the first download carries.
const SIN_ACCESO = {
    titulo: 'Sin acceso',
    ninguna: 'Su rol no tiene acceso a ninguna pantalla. Pida al administrador que le asigne permisos.',
    sinPanel: 'Su rol no incluye el panel de indicadores. Puede abrir estas pantallas:',
};

const NOMBRES = RECURSOS.map((e) => e.name);

/**
 * The home page: the dashboard for a role that may read it (`leer`, from react-admin's access
 * control); else what the role opens, or, for a role that opens nothing, what to do about it,
 * instead of a page of refusals. Nothing while the session's permissions load.
 */
export const Inicio = () => {
    const translate = useTranslate();
    const { canAccess, isPending } = useCanAccessResources({ action: 'leer', resources: NOMBRES });
    if (isPending || !canAccess) return null;
    if (canAccess.dashboard) return <Dashboard />;
    const abiertas = RECURSOS.filter((e) => e.name !== 'dashboard' && e.grupo && canAccess[e.name]);
    return (
        <Box sx={{ mt: 2 }}>
            <Title title={SIN_ACCESO.titulo} />
            <Card>
                <CardContent>
                    {abiertas.length === 0 ? (
                        <Alert severity="info" icon={<LockIcon />}>
                            {SIN_ACCESO.ninguna}
                        </Alert>
                    ) : (
                        <>
                            <Typography>{SIN_ACCESO.sinPanel}</Typography>
                            <List>
                                {abiertas.map((e) => (
                                    <ListItemButton key={e.name} component={Link} to={rutaDe(e)}>
                                        <ListItemIcon>
                                            <e.icon />
                                        </ListItemIcon>
                                        <ListItemText primary={translate(`resources.${e.name}.menu`, { _: translate(`resources.${e.name}.title`) })} />
                                    </ListItemButton>
                                ))}
                            </List>
                        </>
                    )}
                </CardContent>
            </Card>
        </Box>
    );
};
