import { API_V1 } from '../../apiPaths';
import { httpClient } from '../../httpClient';

/** GET /api/v1/roles/permisos-disponibles: every permission string the server knows (spec §7). */
export const fetchPermisosDisponibles = async (signal?: AbortSignal): Promise<string[]> => {
    const { json } = await httpClient<unknown>(`${API_V1}/roles/permisos-disponibles`, { signal });
    return Array.isArray(json) ? json.filter((p): p is string => typeof p === 'string') : [];
};
