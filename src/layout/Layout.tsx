import { type LayoutProps, Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';

/** The shell of every protected page. The app bar stays put so the sticky sidebar lines up under it. */
export const Layout = ({ children }: LayoutProps) => (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar} appBarAlwaysOn>
        {children}
    </RaLayout>
);
