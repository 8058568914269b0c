import { useQuery } from '@tanstack/react-query';

import { readSession } from '../authStorage';
import { useDatos } from '../dataProvider';

/**
 * The caller's user and shop (`GET /api/v1/sesion`): the shop's name for the ticket, its time
 * zone for every date on screen. Read once per login (keyed by the token, so another login reads
 * it again) and kept while the session lasts; through react-admin's data provider, so a 401 ends
 * the session as on every screen.
 */
export const useSesion = () => {
    const dataProvider = useDatos();
    const token = readSession()?.token ?? null;
    return useQuery({
        // The same key as acceso.ts' claveDeSesion (react-admin's canAccess): one read per login for both.
        queryKey: ['sesion', token],
        queryFn: async ({ signal }) => {
            const sesion = await dataProvider.sesion(signal);
            // On a 401 react-admin's provider logs out and answers an empty `{ data }` instead: no session to show.
            if (!sesion?.empresa) throw new Error('Sesión terminada.');
            return sesion;
        },
        enabled: token !== null,
        staleTime: Number.POSITIVE_INFINITY,
    });
};
