import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type GetListResult, useGetList } from 'react-admin';
import type { Movimiento, MovimientoInput } from '../../contracts/contabilidad';
import { useFormatoFecha } from '../sesion';
import { useDatos } from '../dataProvider';

/** Spec §7/§9: the ledger asks for page 1 with 100 records, newest first. */
export const LIMITE_LIBRO = 100;
/** Newest first: the ledger's one order, which its export follows too. */
export const ORDEN_LIBRO = { field: 'fecha', order: 'DESC' } as const;
export const RESUMEN_QUERY_KEY = ['contabilidad', 'resumen'] as const;

/** The list filters the API declares (contracts/contabilidad.ts `movimientosLista`). */
export interface FiltrosLibro {
    tipo?: 'ingreso' | 'egreso';
    categoria?: string;
    fecha_desde?: string;
    fecha_hasta?: string;
}

/** What the form sends: the contract's input before parsing (monto as typed). */
export type MovimientoForm = Omit<MovimientoInput, 'monto'> & { monto: number | string };

type Pagina = GetListResult<Movimiento>;

/**
 * Spec §4: after a create the movement joins the local list, after an edit it replaces the old
 * one, after a delete it leaves — without reloading the list — and the summary is refetched. Every
 * cached page of the ledger (one per filter) is updated alike; a movement joins only the pages
 * whose filters it matches (`dia` gives its local day, what the date filters compare).
 */
const actualizarListas = (queryClient: QueryClient, dia: (fecha: string) => string, edicion: { quitar?: number; poner?: Movimiento }) => {
    const coincide = (m: Movimiento, f: FiltrosLibro) =>
        (!f.tipo || m.tipo === f.tipo) &&
        (!f.categoria || m.categoria === f.categoria) &&
        (!f.fecha_desde || dia(m.fecha) >= f.fecha_desde) &&
        (!f.fecha_hasta || dia(m.fecha) <= f.fecha_hasta);
    for (const query of queryClient.getQueryCache().findAll({ queryKey: ['movimientos', 'getList'] })) {
        const params = query.queryKey[2] as { filter?: FiltrosLibro; pagination?: { page: number } } | undefined;
        // An older page shifts by the edit: it is read again when shown, not patched.
        if ((params?.pagination?.page ?? 1) > 1) {
            void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
            continue;
        }
        const filtros = (params?.filter ?? {}) as FiltrosLibro;
        queryClient.setQueryData<Pagina>(query.queryKey, (pagina) => {
            if (!pagina) return pagina;
            const { quitar, poner } = edicion;
            const estaba = quitar !== undefined && pagina.data.some((m) => m.id === quitar);
            const entra = poner !== undefined && coincide(poner, filtros);
            let data = pagina.data;
            if (estaba && entra) data = data.map((m) => (m.id === quitar ? (poner as Movimiento) : m));
            else {
                if (estaba) data = data.filter((m) => m.id !== quitar);
                if (entra) data = [poner as Movimiento, ...data];
            }
            // Newest first, like the list (ties by id): a movement may carry an earlier date, or be moved to one.
            if (entra) data = [...data].sort((x, y) => Date.parse(y.fecha) - Date.parse(x.fecha) || y.id - x.id);
            const total = (pagina.total ?? pagina.data.length) + (entra ? 1 : 0) - (estaba ? 1 : 0);
            return { ...pagina, data, total };
        });
    }
};

export const useResumen = () => {
    const dataProvider = useDatos();
    return useQuery({
        queryKey: RESUMEN_QUERY_KEY,
        queryFn: ({ signal }) => dataProvider.resumenContable(signal),
        staleTime: 0,
    });
};

/** One page of the ledger (spec: page 1 with 100 first; the pager reaches the older ones). */
export const useMovimientos = (filtros: FiltrosLibro, page = 1) =>
    useGetList<Movimiento>(
        'movimientos',
        { pagination: { page, perPage: LIMITE_LIBRO }, sort: ORDEN_LIBRO, filter: filtros },
        { staleTime: 0, placeholderData: (previa) => previa },
    );

/** The ledger's writes: each updates the local lists and refetches the summary. */
export const useEdicionesLibro = () => {
    const dataProvider = useDatos();
    const queryClient = useQueryClient();
    const { dia } = useFormatoFecha();
    const despues = async (edicion: { quitar?: number; poner?: Movimiento }) => {
        actualizarListas(queryClient, dia, edicion);
        await queryClient.invalidateQueries({ queryKey: RESUMEN_QUERY_KEY });
    };
    return {
        crear: async (data: MovimientoForm) => {
            const { data: creado } = await dataProvider.create<Movimiento>('movimientos', { data });
            await despues({ poner: creado });
            return creado;
        },
        editar: async (anterior: Movimiento, data: MovimientoForm) => {
            const { data: editado } = await dataProvider.update<Movimiento>('movimientos', { id: anterior.id, data, previousData: anterior });
            await despues({ quitar: anterior.id, poner: editado });
            return editado;
        },
        eliminar: async (movimiento: Movimiento) => {
            await dataProvider.delete<Movimiento>('movimientos', { id: movimiento.id, previousData: movimiento });
            await despues({ quitar: movimiento.id });
        },
    };
};
