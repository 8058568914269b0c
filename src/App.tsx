import { AdminContext, AdminUI, CustomRoutes, type DashboardComponent, localStorageStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { BRAND } from './common/brand';
import { esPagina, type Pagina, type Recurso } from './common/recurso';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { Layout, Login, Notificacion, Registro } from './layout';
import { queryClient } from './queryClient';
import { RECURSOS } from './recursos';
import { theme } from './theme';

/** react-admin's own default for <Admin>: list parameters and column choices kept in the browser. */
const store = localStorageStore();

const recursos = RECURSOS.filter((e): e is Recurso => !esPagina(e));
const paginas = RECURSOS.filter(esPagina);
const inicio = paginas.find((p) => p.inicio);
const otrasPaginas = paginas.filter((p): p is Pagina => !p.inicio);

/**
 * <Admin> split into the two parts it is made of (react-admin's documented pattern), so that its
 * default English i18nProvider, unused beside ours, stays out of the first download (with
 * raMessages.ts no longer reading ra-language-english: 1.6 kB brotli).
 *
 * Every screen comes from the registry (src/recursos.ts): a <Resource> per resource with the
 * pages of its records, a route per page at /<name>/* (its dialogs' addresses below it), and the
 * home page as the dashboard. With requireAuth every route needs a session except the `noLayout`
 * custom routes, which react-admin renders whatever the auth state (ra-core CoreAdminRoutes):
 * only the public /registro goes there. /login is the loginPage.
 */
export const App = () => (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient} theme={theme} store={store}>
        <AdminUI requireAuth disableTelemetry title={BRAND} layout={Layout} notification={Notificacion} loginPage={Login} dashboard={inicio?.pagina as DashboardComponent | undefined}>
            {recursos.map(({ name, list, create, icon, recordRepresentation, rutas = {} }) => (
                <Resource key={name} name={name} list={list} create={create} icon={icon} recordRepresentation={recordRepresentation}>
                    {Object.entries(rutas).map(([path, Pantalla]) => (
                        <Route key={path} path={path} element={<Pantalla />} />
                    ))}
                </Resource>
            ))}
            <CustomRoutes>
                {otrasPaginas.map(({ name, pagina: Pantalla }) => (
                    <Route key={name} path={`/${name}/*`} element={<Pantalla />} />
                ))}
            </CustomRoutes>
            <CustomRoutes noLayout>
                <Route path="/registro" element={<Registro />} />
            </CustomRoutes>
        </AdminUI>
    </AdminContext>
);
