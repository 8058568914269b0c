import { useQuery } from '@tanstack/react-query';
import { readSession } from '../authStorage';
import { useDatos } from '../dataProvider';

/** The query of `GET /api/v1/empresa/`, one per login (keyed by its token); the settings screen writes its answer here after a save. */
export const claveDeEmpresa = (token: string | null) => ['empresa', token] as const;

/**
 * The shop's settings (`GET /api/v1/empresa/`): the ticket prints their header and footer, the
 * settings screen edits them. Through the shared query cache (read once, kept as any query:
 * src/queryClient.ts), so printing ticket after ticket asks once; any user of the shop may read them.
 */
export const useEmpresa = () => {
    const dataProvider = useDatos();
    const token = readSession()?.token ?? null;
    return useQuery({
        queryKey: claveDeEmpresa(token),
        queryFn: ({ signal }) => dataProvider.empresa(signal),
        enabled: token !== null,
    });
};
