import { cloneElement, lazy, type MouseEvent, type ReactElement, Suspense } from 'react';
import { useCanAccess, useResourceContext } from 'react-admin';
import { puedeYa } from '../sesion/acceso';

const MotivoSinPermiso = lazy(() => import('./MotivoSinPermiso'));

/**
 * Whether the session may do `accion` on the screen (react-admin's `useCanAccess`, answered by
 * authProvider.canAccess): `undefined` while the session's permissions load.
 */
export const usePuede = (accion: string, resource?: string): boolean | undefined => {
    const recurso = useResourceContext({ resource });
    // Seeded with the answer the cached session already gives, so a known answer shows at once.
    return useCanAccess({ action: accion, resource: recurso, initialData: puedeYa(recurso, accion) }).canAccess;
};

/**
 * An action (a button) the session may not be allowed: shown always, disabled while the
 * permissions load (no flash of an enabled button) and, when refused, disabled inside a tooltip
 * that says which permission the role lacks (in a span: a disabled button fires no mouse events).
 */
export const ConPermiso = ({
    accion,
    resource,
    enCarga = 'desactivado',
    children,
}: {
    accion: string;
    resource?: string;
    /** While the permissions load: 'activo' for a form's submit, which the user reaches only after filling the form. */
    enCarga?: 'desactivado' | 'activo';
    children: ReactElement<{ disabled?: boolean; onClick?: (event: MouseEvent) => void }>;
}) => {
    const recurso = useResourceContext({ resource });
    const puede = usePuede(accion, recurso);
    if (puede || (puede === undefined && enCarga === 'activo')) return children;
    // A link-button (Devolución) disabled still has its href: a click must not follow it either.
    const desactivado = cloneElement(children, { disabled: true, onClick: (event: MouseEvent) => event.preventDefault() });
    if (puede === undefined) return desactivado;
    return (
        <Suspense fallback={desactivado}>
            <MotivoSinPermiso resource={recurso} accion={accion}>
                {desactivado}
            </MotivoSinPermiso>
        </Suspense>
    );
};
