import type { Permiso } from '../../contracts/permisos';
import { readSession } from '../authStorage';
import type { Sesion } from '../../contracts/sesion';
import { read } from '../dataProvider';
import { queryClient } from '../queryClient';
import { RECURSOS } from '../recursos';

/**
 * The permission an action on a screen needs, as the screen's entry in RECURSOS declares it
 * (`permisos`); none: allowed. `list` and `show` are always allowed: a refused read shows the
 * server's own Spanish refusal, as before (spec §6: the sidebar keeps every link).
 */
export const permisoDe = (resource: string | undefined, action: string): Permiso | undefined =>
    action === 'list' || action === 'show' ? undefined : RECURSOS.find((e) => e.name === resource)?.permisos?.[action];

/** The query of `GET /api/v1/sesion`, one per login (keyed by its token), shared with `useSesion`. */
export const claveDeSesion = (token: string | null) => ['sesion', token] as const;

/** The session's permissions, read once per login through the shared query cache; none without a session. */
export const permisosDeLaSesion = async (): Promise<readonly string[]> => {
    const token = readSession()?.token ?? null;
    if (!token) return [];
    const sesion = await queryClient.fetchQuery({
        queryKey: claveDeSesion(token),
        // The data provider's own read (as its `sesion`): the authProvider is no screen, it has no useDatos.
        queryFn: ({ signal }) => read<Sesion>('sesion', { signal }),
        staleTime: Number.POSITIVE_INFINITY,
    });
    return sesion?.permisos ?? [];
};

/**
 * The same answer without waiting, when it needs no permission or the session is already read:
 * a button drawn after the session arrived is right from its first frame. `undefined`: not known yet.
 */
export const puedeYa = (resource: string | undefined, action: string): boolean | undefined => {
    const permiso = permisoDe(resource, action);
    if (permiso === undefined) return true;
    const sesion = queryClient.getQueryData<{ permisos?: string[] }>(claveDeSesion(readSession()?.token ?? null));
    return sesion?.permisos ? sesion.permisos.includes(permiso) : undefined;
};

/** react-admin's `canAccess`: the action's permission (if any) among the session's. */
export const puedeAcceder = async ({ resource, action }: { resource?: string; action: string }): Promise<boolean> => {
    const permiso = permisoDe(resource, action);
    return permiso === undefined || (await permisosDeLaSesion()).includes(permiso);
};
