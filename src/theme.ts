import type { Theme } from '@mui/material';
import { esES } from '@mui/material/locale';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const es = esES.components ?? {};

/**
 * react-admin's light theme (one theme only: no dark-mode switch nobody asked for), with button
 * texts as written: the spec quotes them in mixed case ('Iniciar Sesión', 'Cerrar Sesión').
 */
export const theme: RaThemeOptions = {
    ...defaultTheme,
    components: {
        // MUI's own Spanish for what react-admin does not translate (the paginator's and the
        // alerts' screen-reader labels, 'Paginador' for 'pagination navigation'), under
        // react-admin's defaults; the one component both set keeps both.
        ...es,
        ...defaultTheme.components,
        MuiAutocomplete: {
            ...es.MuiAutocomplete,
            ...defaultTheme.components?.MuiAutocomplete,
            defaultProps: { ...es.MuiAutocomplete?.defaultProps, ...defaultTheme.components?.MuiAutocomplete?.defaultProps },
        },
        MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
        // react-admin lets the page grow as wide as its widest table, so on a tablet the whole
        // page scrolls sideways, app bar and filters with it. The page keeps the screen's width
        // instead, and a table too wide for it scrolls inside its card (DataTable's wrapper here,
        // a TableContainer around the custom tables).
        RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
        RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
        // Below 1200 px (a 1024 px tablet) the lists fit with their actions in view: cells half as
        // padded, and text that may wrap.
        RaDataTable: {
            styleOverrides: {
                root: ({ theme }: { theme: Theme }) => ({
                    '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
                    [theme.breakpoints.down('lg')]: {
                        '& .MuiTableCell-root': { paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) },
                        // Text may break inside a long word when nothing else makes room; amounts
                        // (right-aligned) never do.
                        '& td:not(.MuiTableCell-alignRight)': { overflowWrap: 'anywhere' },
                    },
                }),
            },
        },
    },
};
