import { dialogClasses, type Theme } from '@mui/material';
import { esES } from '@mui/material/locale';
import { defaultTheme, NotFoundClasses, type RaThemeOptions } from 'react-admin';
import { IDENTIFICADOR } from './common/identificador';
import { ANCHO_CON_MENU_FIJO, ANCHO_TELEFONO, SIDEBAR_WIDTH } from './layout/anchos';

const es = esES.components ?? {};

/** Text cells (amounts, right-aligned, aside) that may break inside a word on a narrow page. */
const PALABRAS_PARTIBLES = { '& td:not(.MuiTableCell-alignRight)': { overflowWrap: 'anywhere' } } as const;

/**
 * react-admin's light theme (one theme only: no dark-mode switch nobody asked for), with button
 * texts as written: the spec quotes them in mixed case ('Iniciar Sesión', 'Cerrar Sesión').
 */
export const theme: RaThemeOptions = {
    ...defaultTheme,
    palette: {
        ...defaultTheme.palette,
        // Blues a shade darker than MUI's and react-admin's, for text that reads at WCAG AA (4.5:1):
        // MUI's #1976d2 was 4.41 on the page, 4.04 in a focused field's label and 3.86 in the
        // menu's current link; the app bar's title was white on #2196f3 at 3.12 (axe, e2e a11y).
        primary: { main: '#1565c0' },
        secondary: { main: '#0069c0', contrastText: '#fff' },
        // Likewise MUI's error red #d32f2f, 4.37 in a focused field's label and helper text.
        error: { main: '#c62828' },
        // Spec §4 colours Pendiente and Con Devolución yellow: MUI's warning is orange, so warning
        // is amber here (dark text on it), for those badges and every other warning alike.
        warning: { main: '#ffc107', contrastText: 'rgba(0, 0, 0, 0.87)' },
    },
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
        // Form dialogs put title, content and actions inside react-admin's <form>: the form
        // takes the paper's column layout, so a long form (a role's permissions, a product's
        // variants) scrolls inside its content and the save button stays on screen.
        // On a phone a dialog keeps 16 px of the page around it, not MUI's 32: at 390 px that was
        // 64 of the screen's pixels lost to margins, out of the fields' and buttons' room.
        MuiDialog: {
            styleOverrides: {
                paper: ({ theme }: { theme: Theme }) => ({
                    '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
                    [theme.breakpoints.down(ANCHO_TELEFONO)]: {
                        margin: theme.spacing(2),
                        maxHeight: `calc(100% - ${theme.spacing(4)})`,
                        [`&.${dialogClasses.paperFullWidth}`]: { width: `calc(100% - ${theme.spacing(4)})` },
                    },
                }),
            },
        },
        // react-admin lets the page grow as wide as its widest table, so on a tablet the whole
        // page scrolls sideways, app bar and filters with it. The page keeps the screen's width
        // instead, and a table too wide for it scrolls inside its card (DataTable's wrapper here,
        // a TableContainer around the custom tables).
        RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
        RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
        // react-admin's not-found page fades its whole message to half: its text read at 3.17:1.
        // The picture stays faded, the words are the secondary text colour (WCAG AA).
        RaNotFound: {
            styleOverrides: {
                root: ({ theme }: { theme: Theme }) => ({
                    [`& .${NotFoundClasses.message}`]: { opacity: 1, color: theme.palette.text.secondary },
                    [`& .${NotFoundClasses.icon}`]: { opacity: 0.5 },
                }),
            },
        },
        // Below 1200 px the lists fit with their actions in view: cells half as padded. On a
        // 1024 px tablet every word stays whole; only where the page is narrower than there may
        // text break inside a word when nothing else makes room (amounts, right-aligned, never
        // do). Applied from 1200 px down, that break let the table squeeze columns that fit whole
        // at 1024 px ('Construccio/nes', 'Administrad/or', RFCs cut in two). The page is what
        // counts, not the screen: below 900 px the menu is a drawer (layout/Sidebar.tsx), so an
        // 800 px tablet gives the list more room than a 1024 px one beside the menu.
        RaDataTable: {
            styleOverrides: {
                root: ({ theme }: { theme: Theme }) => ({
                    '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
                    // An email or username (src/common/correo.tsx) breaks at its '@' and dots first,
                    // and anywhere rather than widen the table: it is a code, not a word.
                    [`& td.${IDENTIFICADOR}`]: { overflowWrap: 'anywhere' },
                    [theme.breakpoints.down('lg')]: {
                        '& .MuiTableCell-root': { paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) },
                    },
                    [theme.breakpoints.between(ANCHO_CON_MENU_FIJO, 1024)]: PALABRAS_PARTIBLES,
                    [theme.breakpoints.down(1024 - SIDEBAR_WIDTH)]: PALABRAS_PARTIBLES,
                }),
            },
        },
    },
};
