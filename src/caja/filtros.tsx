import { TextField } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Usuario } from '../../contracts/usuarios';
import { DiaInput } from '../common/DiaInput';
import { useFiltro } from '../common/useFiltro';
import { useTelefono } from '../layout/anchos';
import { useSesion } from '../sesion/useSesion';
import './textos';

interface Opcion {
    id: string | number;
    name: string;
}

/** A native select ('Todos' clears it), as the sales history's filters. */
const SelectFilter = ({ source, opciones, numerico = false }: { source: string; opciones: readonly Opcion[]; numerico?: boolean; alwaysOn?: boolean }) => {
    const translate = useTranslate();
    const { field } = useFiltro(source);
    return (
        <TextField
            select
            size="small"
            label={translate(`resources.caja.fields.${source}`)}
            value={field.value == null ? '' : String(field.value)}
            onChange={(e) => field.onChange(e.target.value === '' || !numerico ? e.target.value : Number(e.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
        >
            <option value="">{translate('resources.caja.todos')}</option>
            {opciones.map((o) => (
                <option key={o.id} value={String(o.id)}>
                    {o.name}
                </option>
            ))}
        </TextField>
    );
};

/** A local day of the opening ('YYYY-MM-DD' to the API), typed dd/mm/aaaa. */
const DiaFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
    const translate = useTranslate();
    const { field } = useFiltro(source);
    return <DiaInput size="small" label={translate(`resources.caja.fields.${source}`)} value={field.value} onChange={field.onChange} />;
};

/** The cashiers to filter by: the users list needs `usuarios:administrar`; without it the filter is left out. */
const useCajeros = (permitido: boolean): Opcion[] | undefined => {
    const { data, error } = useGetList<Usuario>('usuarios', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'usuario', order: 'ASC' } }, { enabled: permitido });
    return useMemo(() => (permitido && !error && data ? data.map((u) => ({ id: u.id, name: `${u.nombre} ${u.apellido}`.trim() || u.usuario })) : undefined), [permitido, error, data]);
};

/** The sessions' filters, kept in the URL by the List: opening days, state and cashier (contracts/caja.ts sesionesLista). */
export const useFiltrosCaja = () => {
    const translate = useTranslate();
    const { data: sesion } = useSesion();
    const cajeros = useCajeros((sesion?.permisos ?? []).includes('usuarios:administrar'));
    const alwaysOn = !useTelefono();
    return useMemo(() => {
        const estados = (['Abierta', 'Cerrada'] as const).map((e) => ({ id: e, name: translate(`resources.caja.estados.${e}`) }));
        return [
            <DiaFilter key="fecha_desde" source="fecha_desde" alwaysOn={alwaysOn} />,
            <DiaFilter key="fecha_hasta" source="fecha_hasta" alwaysOn={alwaysOn} />,
            <SelectFilter key="estado" source="estado" opciones={estados} alwaysOn={alwaysOn} />,
            ...(cajeros ? [<SelectFilter key="usuario_id" source="usuario_id" opciones={cajeros} numerico alwaysOn={alwaysOn} />] : []),
        ];
    }, [cajeros, translate, alwaysOn]);
};
