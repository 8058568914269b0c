import { type AppBarProps, AppBarClasses, AppBar as RaAppBar } from 'react-admin';
import { ANCHO_CON_MENU_FIJO } from './anchos';
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
        />
    );
};
