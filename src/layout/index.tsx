import { lazy, Suspense } from 'react';

export { Layout } from './Layout';
export { Login } from './Login';
export { Notificacion } from './Notificacion';

const RegistroPage = lazy(() => import('./Registro').then((m) => ({ default: m.Registro })));

/** Registro is its own chunk. It renders outside the layout, which holds the other pages' Suspense. */
export const Registro = () => (
    <Suspense fallback={null}>
        <RegistroPage />
    </Suspense>
);
