import { TextField } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Usuario } from '../../contracts/usuarios';
import { DiaInput } from './DiaInput';
import { useFiltro } from './useFiltro';

/*
 * The filters the document lists share (sales history, cash sessions, audit log), kept in the URL
 * by react-admin's List. Each is labelled `resources.<recurso>.fields.<source>`; a select's empty
 * choice is the screen's `resources.<recurso>.<todos>` ('Todos').
 */

export interface Opcion {
    id: string | number;
    name: string;
}

interface FiltroProps {
    recurso: string;
    source: string;
    /** Read by react-admin's FilterForm: shown without 'Agregar filtro'. */
    alwaysOn?: boolean;
}

/**
 * A filter as a native select ('Todos' clears it): keyboard-friendly, and MUI's native select is
 * already in the entry chunk, where react-admin's SelectInput would add its own to each screen.
 */
export const FiltroSelect = ({ recurso, source, opciones, numerico = false, todos = 'todos' }: FiltroProps & { opciones: readonly Opcion[]; numerico?: boolean; todos?: string }) => {
    const translate = useTranslate();
    const { field } = useFiltro(source);
    return (
        <TextField
            select
            size="small"
            label={translate(`resources.${recurso}.fields.${source}`)}
            value={field.value == null ? '' : String(field.value)}
            onChange={(e) => field.onChange(e.target.value === '' || !numerico ? e.target.value : Number(e.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
        >
            <option value="">{translate(`resources.${recurso}.${todos}`)}</option>
            {opciones.map((o) => (
                <option key={o.id} value={String(o.id)}>
                    {o.name}
                </option>
            ))}
        </TextField>
    );
};

/**
 * A local day ('YYYY-MM-DD', what the API's date filters take), written and shown dd/mm/aaaa.
 * Not react-admin's DateInput, which still hands MUI 9 the removed InputLabelProps.
 */
export const FiltroDia = ({ recurso, source }: FiltroProps) => {
    const translate = useTranslate();
    const { field } = useFiltro(source);
    return <DiaInput size="small" label={translate(`resources.${recurso}.fields.${source}`)} value={field.value} onChange={field.onChange} />;
};

const porLogin = (u: Usuario) => u.usuario;

/**
 * The company's users as a filter's choices (named by login unless told: a module-level function,
 * so the choices keep their identity between renders). The users list needs `usuarios:administrar`: a user
 * without it never asks, and a refusal the session did not foresee only hides the filter (undefined).
 */
export const useUsuariosParaFiltrar = (permitido: boolean, nombre: (u: Usuario) => string = porLogin): Opcion[] | undefined => {
    const { data, error } = useGetList<Usuario>('usuarios', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'usuario', order: 'ASC' } }, { enabled: permitido });
    return useMemo(() => (permitido && !error && data ? data.map((u) => ({ id: u.id, name: nombre(u) })) : undefined), [permitido, error, data, nombre]);
};
