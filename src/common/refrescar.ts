import type { QueryClient } from '@tanstack/react-query';

/**
 * What a workflow changes, as the query keys of the screens that show it (react-admin's keys
 * start with the resource). Each screen caches for minutes, so a workflow refreshes every one
 * its change shows in, not only its own: an adjustment or a received order left the product list
 * with the old stock.
 */
export const MUESTRAN = {
    /** Stock: the product list, the inventory (and its Kardex) and the dashboard's low stock. */
    stock: ['productos', 'inventario', 'dashboard'],
    /** Sales: the history and the dashboard's figures. */
    ventas: ['ventas', 'dashboard'],
    /** The ledger's postings: its list and summary. */
    libro: ['movimientos', 'contabilidad'],
    /** Customer accounts (balance, points): the customers (the till's chosen one too), a statement, the aging report. */
    cuentas: ['clientes', 'clientes/cuenta', 'reportes/cuentas-por-cobrar'],
} as const;

/** Marks the queries of `claves` stale: those on screen refetch now, the others when next shown. */
export const refrescar = (queryClient: QueryClient, claves: readonly string[]) =>
    Promise.all([...new Set(claves)].map((clave) => queryClient.invalidateQueries({ queryKey: [clave] })));
