import { Box, Drawer, type Theme, useMediaQuery } from '@mui/material';
import { useLayoutEffect } from 'react';
import { type SidebarProps, useSidebarState, useTranslate } from 'react-admin';
import { ANCHO_CON_MENU_FIJO, SIDEBAR_WIDTH } from './anchos';

/**
 * The main navigation. From 900 px (a tablet held sideways, a laptop) it is always there, full
 * width, below the app bar (react-admin's own Sidebar collapses to icons, which would hide the
 * group headers and the welcome line). Narrower, it is a drawer opened from the app bar's menu
 * button.
 */
export const Sidebar = ({ children }: SidebarProps) => {
    const estrecho = useMediaQuery<Theme>((theme) => theme.breakpoints.down(ANCHO_CON_MENU_FIJO));
    const [open, setOpen] = useSidebarState();
    const translate = useTranslate();
    // react-admin's store starts the menu open from 600 px; the drawer waits to be asked for,
    // whenever the screen becomes narrow (on arrival or turning the tablet), before it paints.
    useLayoutEffect(() => {
        if (estrecho) setOpen(false);
    }, [estrecho, setOpen]);

    if (estrecho) {
        return (
            // The open drawer is a dialog over the page: it needs a name (axe, aria-dialog-name).
            <Drawer variant="temporary" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'aria-label': translate('app.menu.drawer') } }}>
                <Box sx={{ width: SIDEBAR_WIDTH, height: '100%' }}>{children}</Box>
            </Drawer>
        );
    }
    return (
        <Box
            component="aside"
            sx={{
                width: SIDEBAR_WIDTH,
                flexShrink: 0,
                bgcolor: 'background.paper',
                borderRight: 1,
                borderColor: 'divider',
            }}
        >
            <Box
                sx={{
                    position: 'sticky',
                    top: (theme) => theme.spacing(6),
                    height: (theme) => `calc(100vh - ${theme.spacing(6)})`,
                    overflowY: 'auto',
                }}
            >
                {children}
            </Box>
        </Box>
    );
};
