import { TextField } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Permiso } from '../../../contracts/permisos';
import type { Usuario } from '../../../contracts/usuarios';
import { DiaInput } from '../../common/DiaInput';
import { useFiltro } from '../../common/useFiltro';
import { useTelefono } from '../../layout/anchos';
import { useSesion } from '../../sesion';
import { ClienteFilter } from './ClienteFilter';
import { ESTADOS_VENTA } from './estadoVenta';
import './textos';

const LEER_CLIENTES: Permiso = 'clientes:leer';
const LEER_USUARIOS: Permiso = 'usuarios:administrar';

interface Opcion {
    id: string | number;
    name: string;
}

/**
 * A filter as a native select ('Todos' clears it): keyboard-friendly, and MUI's native select is
 * already in the entry chunk, where react-admin's SelectInput would add its own to this screen.
 */
const SelectFilter = ({ source, opciones, numerico = false }: { source: string; opciones: readonly Opcion[]; numerico?: boolean; alwaysOn?: boolean }) => {
    const translate = useTranslate();
    const { field } = useFiltro(source);
    return (
        <TextField
            select
            size="small"
            label={translate(`resources.ventas.fields.${source}`)}
            value={field.value == null ? '' : String(field.value)}
            onChange={(e) => field.onChange(e.target.value === '' || !numerico ? e.target.value : Number(e.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
        >
            <option value="">{translate('resources.ventas.filtros.todos')}</option>
            {opciones.map((o) => (
                <option key={o.id} value={String(o.id)}>
                    {o.name}
                </option>
            ))}
        </TextField>
    );
};

/**
 * A local day ('YYYY-MM-DD', what the API's date filters take), written dd/mm/aaaa. Not
 * react-admin's DateInput, which still hands MUI 9 the removed InputLabelProps.
 */
const DiaFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
    const translate = useTranslate();
    const { field } = useFiltro(source);
    return <DiaInput size="small" label={translate(`resources.ventas.fields.${source}`)} value={field.value} onChange={field.onChange} />;
};

/**
 * The seller filter's choices. The users list needs `usuarios:administrar`: a user without it (a
 * cashier) never asks, and a refusal the session did not foresee only hides the filter (undefined).
 */
const useVendedores = (permitido: boolean): Opcion[] | undefined => {
    const { data, error } = useGetList<Usuario>(
        'usuarios',
        { pagination: { page: 1, perPage: 1000 }, sort: { field: 'usuario', order: 'ASC' } },
        { enabled: permitido },
    );
    return useMemo(() => (permitido && !error && data ? data.map((u) => ({ id: u.id, name: u.usuario })) : undefined), [permitido, error, data]);
};

/**
 * The history's filters, kept in the URL by react-admin's List: the list contract's keys
 * (fecha_desde and fecha_hasta as the shop's local days 'YYYY-MM-DD', estado, cliente_id,
 * usuario_id). The customer and seller filters appear only when the user may read those lists.
 * On a phone they wait behind the list's "Agregar filtro" button (react-admin's FilterButton), as
 * five fields stacked above the sales took half the screen; a filter in use stays shown.
 */
export const useVentaFilters = () => {
    const translate = useTranslate();
    const { data: sesion } = useSesion();
    const permisos = sesion?.permisos ?? [];
    const vendedores = useVendedores(permisos.includes(LEER_USUARIOS));
    const clientes = permisos.includes(LEER_CLIENTES);
    const alwaysOn = !useTelefono();
    return useMemo(() => {
        const estados = ESTADOS_VENTA.map((estado) => ({ id: estado, name: translate(`resources.ventas.estados.${estado}`) }));
        return [
            <DiaFilter key="fecha_desde" source="fecha_desde" alwaysOn={alwaysOn} />,
            <DiaFilter key="fecha_hasta" source="fecha_hasta" alwaysOn={alwaysOn} />,
            <SelectFilter key="estado" source="estado" opciones={estados} alwaysOn={alwaysOn} />,
            ...(clientes ? [<ClienteFilter key="cliente_id" source="cliente_id" alwaysOn={alwaysOn} />] : []),
            ...(vendedores ? [<SelectFilter key="usuario_id" source="usuario_id" opciones={vendedores} numerico alwaysOn={alwaysOn} />] : []),
        ];
    }, [clientes, vendedores, translate, alwaysOn]);
};
