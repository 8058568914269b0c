import { useMemo } from 'react';
import { useGetOne } from 'react-admin';
import type { Cliente } from '../../../contracts/clientes';
import { useEmpresa } from '../../configuracion/useEmpresa';
import { type CuentaDisponible, cuentaDisponible } from './cuentaDelCliente';

/**
 * The chosen customer's account at the till (issue 34), read as stored now, not as found (a
 * search cached for minutes, a sale kept from hours ago): under the `clientes` key, so
 * refrescar(MUESTRAN.cuentas) after a sale or a refusal reads it again. Until then, or when it
 * cannot be read, the customer as chosen; the shop's valor_punto from the shared settings query.
 */
export function useCuentaDelCliente(cliente: Cliente | null): CuentaDisponible {
    const { data: leido } = useGetOne<Cliente>('clientes', { id: cliente?.id ?? 0 }, { enabled: cliente !== null, staleTime: 0 });
    const { data: empresa } = useEmpresa();
    return useMemo(() => cuentaDisponible(cliente && leido?.id === cliente.id ? leido : cliente, empresa), [cliente, leido, empresa]);
}
