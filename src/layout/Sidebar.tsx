import { Box, Drawer, type Theme, useMediaQuery } from '@mui/material';
import { type SidebarProps, useSidebarState } from 'react-admin';

export const SIDEBAR_WIDTH = 248;

/**
 * The main navigation. On tablets and desktops it is always there, full width, below the app
 * bar (react-admin's own Sidebar collapses to icons, which would hide the group headers and the
 * welcome line). On phones it is a drawer opened from the app bar's menu button.
 */
export const Sidebar = ({ children }: SidebarProps) => {
    const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    const [open, setOpen] = useSidebarState();

    if (isXSmall) {
        return (
            <Drawer variant="temporary" open={open} onClose={() => setOpen(false)}>
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
