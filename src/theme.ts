import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme (one theme only: no dark-mode switch nobody asked for), with button
 * texts as written: the spec quotes them in mixed case ('Iniciar Sesión', 'Cerrar Sesión').
 */
export const theme: RaThemeOptions = {
    ...defaultTheme,
    components: {
        ...defaultTheme.components,
        MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    },
};
