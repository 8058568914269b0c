import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Divider, ListSubheader, MenuList, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuItemLink, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { BRAND } from '../common/brand';
import { MENU, paginaActual } from './menuItems';

// The sidebar never collapses to icons on desktop, so react-admin's "collapsed" tooltips would
// only repeat the visible text.
const NO_TOOLTIP = { disableHoverListener: true, disableFocusListener: true, disableTouchListener: true };

/*
 * The current page is the item whose address is the longest prefix of the location's, marked
 * aria-current="page" (read aloud, and styled here). react-admin's own active class matches any
 * item whose address starts the location's: at /reportes/impuestos both 'Reportes' (/reportes)
 * and 'Impuestos' lit up.
 */
const itemSx = {
    mx: 1,
    borderRadius: 1,
    '&[aria-current="page"]': {
        bgcolor: 'action.selected',
        color: 'primary.main',
        fontWeight: 'fontWeightBold',
        '& .MuiListItemIcon-root': { color: 'primary.main' },
    },
};

/** Brand, the spec's three groups of links, the welcome line and the logout button. */
export const Menu = () => {
    const translate = useTranslate();
    const logout = useLogout();
    const { identity } = useGetIdentity();
    const actual = paginaActual(useLocation().pathname);

    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
            <Typography
                component="div"
                variant="h5"
                sx={{ px: 2, py: 2, fontWeight: 800, letterSpacing: '0.12em', color: 'primary.main' }}
            >
                {BRAND}
            </Typography>
            <Box component="nav" aria-label={translate('app.menu.navigation')} sx={{ flexGrow: 1 }}>
                {/* A group's title names its list from outside it: inside, as MUI's `subheader`, it was a
                    list item among the menu's items, which a menu may not hold (axe). */}
                {MENU.map((group) => (
                    <Fragment key={group.id}>
                        <ListSubheader component="div" id={`menu-group-${group.id}`} disableSticky sx={{ lineHeight: '32px' }}>
                            {translate(group.title)}
                        </ListSubheader>
                        <MenuList dense aria-labelledby={`menu-group-${group.id}`} sx={{ pt: 0 }}>
                            {group.items.map(({ to, label, icon: Icon }) => (
                                <MenuItemLink
                                    key={to}
                                    to={to}
                                    primaryText={translate(label)}
                                    leftIcon={<Icon />}
                                    tooltipProps={NO_TOOLTIP}
                                    aria-current={to === actual ? 'page' : undefined}
                                    sx={itemSx}
                                />
                            ))}
                        </MenuList>
                    </Fragment>
                ))}
            </Box>
            <Divider />
            <Box sx={{ p: 2 }}>
                {identity?.fullName ? (
                    <Typography variant="body2" noWrap title={identity.fullName} sx={{ mb: 1 }}>
                        {translate('app.menu.welcome', { username: identity.fullName })}
                    </Typography>
                ) : null}
                <Button fullWidth variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout()}>
                    {translate('app.menu.logout')}
                </Button>
            </Box>
        </Box>
    );
};
