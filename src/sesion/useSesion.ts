import { useQuery } from '@tanstack/react-query';
import type { Sesion } from '../../contracts/sesion';
import { readSession } from '../authStorage';
import { API_V1 } from '../apiPaths';
import { httpClient } from '../httpClient';

/**
 * The caller's user and shop (`GET /api/v1/sesion`): the shop's name for the ticket, its time
 * zone for every date on screen. Read once per login (keyed by the token, so another login reads
 * it again) and kept while the session lasts.
 */
export const useSesion = () => {
    const token = readSession()?.token ?? null;
    return useQuery({
        queryKey: ['sesion', token],
        queryFn: async ({ signal }) => (await httpClient<Sesion>(`${API_V1}/sesion`, { signal })).json,
        enabled: token !== null,
        staleTime: Number.POSITIVE_INFINITY,
    });
};
