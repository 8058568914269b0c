import { useQuery } from '@tanstack/react-query';

import { useDatos } from '../dataProvider';

/** The query key of the dashboard's KPIs: a sale elsewhere (the POS) invalidates it (spec §4). */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/**
 * Today's KPIs, read again on every visit: "today" moves with each sale, and the read is cheap
 * (bounded server-side). Through the data provider, so a 401 logs out like any other call.
 */
export const useDashboard = () => {
    const dataProvider = useDatos();
    return useQuery({
        queryKey: DASHBOARD_QUERY_KEY,
        queryFn: ({ signal }) => dataProvider.dashboard(signal),
        staleTime: 0,
    });
};
