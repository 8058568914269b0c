import { AdminContext, AdminUI, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { BRAND } from './common/brand';
import { ContabilidadPage } from './contabilidad';
import { Dashboard } from './dashboard';
import { dataProvider } from './dataProvider';
import { DevolucionPage } from './ventas/devoluciones';
import { i18nProvider } from './i18n';
import { InventarioPage } from './inventario/existencias';
import { Layout, Login, Notificacion, Registro } from './layout';
import { PosPage, TicketPage } from './ventas/pos';
import { queryClient } from './queryClient';
import { RECURSOS } from './recursos';
import { clientes } from './ventas/clientes';
import { CompraShow, compras } from './inventario/compras';
import { productos } from './catalogo/productos';
import { proveedores } from './inventario/proveedores';
import { roles } from './administracion/roles';
import { usuarios } from './administracion/usuarios';
import { VentaShow, ventas } from './ventas/historial';
import { theme } from './theme';

/** react-admin's own default for <Admin>: list parameters and column choices kept in the browser. */
const store = localStorageStore();

/**
 * <Admin> split into the two parts it is made of (react-admin's documented pattern), so that its
 * default English i18nProvider, unused beside ours, stays out of the first download (with
 * raMessages.ts no longer reading ra-language-english: 1.6 kB brotli).
 *
 * Routes (spec §2). With requireAuth every route needs a session except the `noLayout` custom
 * routes, which react-admin renders whatever the auth state (ra-core CoreAdminRoutes): only the
 * public /registro goes there. /login is the loginPage.
 */
export const App = () => (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient} theme={theme} store={store}>
        <AdminUI requireAuth disableTelemetry title={BRAND} layout={Layout} notification={Notificacion} loginPage={Login} dashboard={Dashboard}>
            <Resource name="productos" {...productos} />
            {RECURSOS.map(({ textos, ...recurso }) => (
                <Resource key={recurso.name} {...recurso} />
            ))}
            <Resource name="proveedores" {...proveedores} />
            <Resource name="clientes" {...clientes} />
            <Resource name="compras" {...compras}>
                <Route path=":id" element={<CompraShow />} />
            </Resource>
            <Resource name="ventas" {...ventas}>
                <Route path=":id" element={<VentaShow />} />
                <Route path=":id/devolucion" element={<DevolucionPage />} />
                <Route path=":id/ticket" element={<TicketPage />} />
            </Resource>
            <Resource name="roles" {...roles} />
            <Resource name="usuarios" {...usuarios} />
            <CustomRoutes>
                <Route path="/pos" element={<PosPage />} />
                <Route path="/inventario/*" element={<InventarioPage />} />
                <Route path="/contabilidad/*" element={<ContabilidadPage />} />
            </CustomRoutes>
            <CustomRoutes noLayout>
                <Route path="/registro" element={<Registro />} />
            </CustomRoutes>
        </AdminUI>
    </AdminContext>
);
