import { type AppBarProps, AppBarClasses, AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { ANCHO_CON_MENU_FIJO, ANCHO_TELEFONO } from './anchos';
import { useAppBarDocumentTitle } from './useAppBarDocumentTitle';

/**
 * react-admin's app bar for the page title and the refresh/loading indicator. No user menu: the
 * sidebar's "Cerrar Sesión" is the one way out. The menu button only shows below 900 px, where the
 * sidebar is a drawer.
 */
export const AppBar = (props: AppBarProps) => {
    useAppBarDocumentTitle();
    return (
        <RaAppBar
            {...props}
            userMenu={false}
            sx={{ [`& .${AppBarClasses.menuButton}`]: { display: { [ANCHO_CON_MENU_FIJO]: 'none' } } }}
        >
            {/*
             * The page's title, its one level-one heading (the cards' and sections' titles are h2).
             * On a phone a long title ('Procesar Devolución para Venta #123') lost its end, the
             * number, to the one line react-admin gives it: there it wraps to two smaller lines.
             */}
            <TitlePortal
                component="h1"
                className={AppBarClasses.title}
                sx={(theme) => ({
                    [theme.breakpoints.down(ANCHO_TELEFONO)]: {
                        whiteSpace: 'normal',
                        fontSize: '1rem',
                        lineHeight: 1.25,
                        display: '-webkit-box',
                        WebkitBoxOrient: 'vertical',
                        WebkitLineClamp: 2,
                    },
                })}
            />
        </RaAppBar>
    );
};
