import { TextField } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Permiso } from '../../../contracts/permisos';
import type { Usuario } from '../../../contracts/usuarios';
import { DiaInput } from '../../common/DiaInput';
import { useFiltro } from '../../common/useFiltro';
import { useTelefono } from '../../layout/anchos';
import { useSesion } from '../../sesion';
import { etiquetaDeTipo, TIPOS_DE_BITACORA } from './etiquetas';
import './textos';

const LEER_USUARIOS: Permiso = 'usuarios:administrar';

interface Opcion {
    id: string | number;
    name: string;
}

/** A filter as a native select ('Todos' clears it), as the sales history's. */
const SelectFiltro = ({ source, opciones, numerico = false }: { source: string; opciones: readonly Opcion[]; numerico?: boolean; alwaysOn?: boolean }) => {
    const translate = useTranslate();
    const { field } = useFiltro(source);
    return (
        <TextField
            select
            size="small"
            label={translate(`resources.bitacora.fields.${source}`)}
            value={field.value == null ? '' : String(field.value)}
            onChange={(e) => field.onChange(e.target.value === '' || !numerico ? e.target.value : Number(e.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
        >
            <option value="">{translate('resources.bitacora.todos')}</option>
            {opciones.map((o) => (
                <option key={o.id} value={String(o.id)}>
                    {o.name}
                </option>
            ))}
        </TextField>
    );
};

/** A local day ('YYYY-MM-DD', what the API takes), written and shown dd/mm/aaaa. */
const DiaFiltro = ({ source }: { source: string; alwaysOn?: boolean }) => {
    const translate = useTranslate();
    const { field } = useFiltro(source);
    return <DiaInput size="small" label={translate(`resources.bitacora.fields.${source}`)} value={field.value} onChange={field.onChange} />;
};

/**
 * The user filter's choices: the company's users, a list that needs `usuarios:administrar`; a
 * reader of the log without it gets no user filter (the column still names each entry's user).
 */
const useUsuarios = (permitido: boolean): Opcion[] | undefined => {
    const { data, error } = useGetList<Usuario>('usuarios', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'usuario', order: 'ASC' } }, { enabled: permitido });
    return useMemo(() => (permitido && !error && data ? data.map((u) => ({ id: u.id, name: u.usuario })) : undefined), [permitido, error, data]);
};

/** The log's filters, kept in the URL by react-admin's List: days, kind and user (the list contract's keys). */
export const useFiltrosBitacora = () => {
    const { data: sesion } = useSesion();
    const usuarios = useUsuarios((sesion?.permisos ?? []).includes(LEER_USUARIOS));
    const alwaysOn = !useTelefono();
    return useMemo(() => {
        const tipos = TIPOS_DE_BITACORA.map((tipo) => ({ id: tipo, name: etiquetaDeTipo(tipo) }));
        return [
            <DiaFiltro key="fecha_desde" source="fecha_desde" alwaysOn={alwaysOn} />,
            <DiaFiltro key="fecha_hasta" source="fecha_hasta" alwaysOn={alwaysOn} />,
            <SelectFiltro key="tipo" source="tipo" opciones={tipos} alwaysOn={alwaysOn} />,
            ...(usuarios ? [<SelectFiltro key="usuario_id" source="usuario_id" opciones={usuarios} numerico alwaysOn={alwaysOn} />] : []),
        ];
    }, [usuarios, alwaysOn]);
};
