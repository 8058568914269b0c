import { useQuery } from '@tanstack/react-query';
import { readSession } from '../../../authStorage';
import { useDatos } from '../../../dataProvider';

/** Under `caja`: refrescar(['caja']) refreshes it with the sessions list. */
export const claveCajaActual = () => ['caja', 'actual', readSession()?.token ?? null] as const;
/** The settings' query (src/configuracion/useEmpresa.ts' claveDeEmpresa): the settings screen writes a save's answer there. */
const claveDeEmpresa = () => ['empresa', readSession()?.token ?? null] as const;

/**
 * The caller's open cash session with its X reading (`GET caja/sesiones/actual`): `null` when none
 * is open, `undefined` while loading or when it cannot be read (no `caja:operar`).
 */
export const useCajaActual = () => {
    const dataProvider = useDatos();
    return useQuery({ queryKey: claveCajaActual(), queryFn: ({ signal }) => dataProvider.cajaActual(signal), retry: false });
};

/**
 * Whether the shop sells only with an open session (`caja_obligatoria`, company settings): read
 * defensively, false when the settings cannot be read; a checkout's 409 'Debe abrir la caja' asks
 * for the opening anyway.
 */
export const useCajaObligatoria = (): boolean => {
    const dataProvider = useDatos();
    const { data } = useQuery({ queryKey: claveDeEmpresa(), queryFn: ({ signal }) => dataProvider.empresa(signal), retry: false });
    return data?.caja_obligatoria === true;
};
