import type { QueryClient } from '@tanstack/react-query';
import type { Empresa } from '../../../contracts/empresa';
import { readSession } from '../../authStorage';
import { claveDeEmpresa } from '../../configuracion/useEmpresa';
import type { useDatos } from '../../dataProvider';

/**
 * The shop's settings as the till needs them (the scale-label format, the discount cap): read
 * once per login through the shared query (src/configuracion/useEmpresa.ts' key) and refreshed
 * behind the till when stale; null when they cannot be read (the server still applies them).
 */
export const ajustesDeLaEmpresa = (queryClient: QueryClient, dataProvider: ReturnType<typeof useDatos>): Promise<Empresa | null> =>
    queryClient
        .ensureQueryData({ queryKey: claveDeEmpresa(readSession()?.token ?? null), queryFn: ({ signal }) => dataProvider.empresa(signal), revalidateIfStale: true, retry: false })
        .catch(() => null);

/** The company's `descuento_maximo` (answered as a percentage, 12.5) in hundredths of a percent (1250), as the checkout compares it. */
export const maximoEnCentesimas = (ajustes: Pick<Empresa, 'descuento_maximo'>): number => Math.round(ajustes.descuento_maximo * 100);
