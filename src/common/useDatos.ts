import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { readSession } from '../authStorage';
import type { SipvDataProvider } from '../dataProvider';

/**
 * The data provider as a screen calls it. react-admin's `useDataProvider` answers a call refused
 * with a 401 by ending the session and then *resolving* it, with an empty `{ data }` in place of
 * the answer (ra-core's useDataProvider): a workflow's caller took that for success, so the till
 * emptied the cart of a sale never made, and receiving an order said 'recibida'. Here a call that
 * settles once the session is over never settles: the page is on its way to /login, and whatever
 * it keeps (the till's open sale) is kept for the same cashier's return.
 */
export const useDatos = (): SipvDataProvider => {
    const dataProvider = useDataProvider<SipvDataProvider>();
    return useMemo(
        () =>
            new Proxy(dataProvider, {
                get: (destino, nombre) => {
                    const valor = Reflect.get(destino, nombre);
                    if (typeof valor !== 'function') return valor;
                    return async (...args: unknown[]) => {
                        const respuesta = await valor(...args);
                        return readSession() ? respuesta : new Promise<never>(() => undefined);
                    };
                },
            }),
        [dataProvider],
    );
};
