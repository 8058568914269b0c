import { useMemo } from 'react';
import type { Permiso } from '../../../contracts/permisos';
import { FiltroDia, FiltroSelect, useUsuariosParaFiltrar } from '../../common/filtrosDeLista';
import { useTelefono } from '../../layout/anchos';
import { useSesion } from '../../sesion';
import { etiquetaDeTipo, TIPOS_DE_BITACORA } from './etiquetas';
import './textos';

const LEER_USUARIOS: Permiso = 'usuarios:administrar';

/** The log's filters, kept in the URL by react-admin's List: days, kind and user (the list contract's keys). */
export const useFiltrosBitacora = () => {
    const { data: sesion } = useSesion();
    // A reader of the log without the users list gets no user filter (the column still names each entry's user).
    const usuarios = useUsuariosParaFiltrar((sesion?.permisos ?? []).includes(LEER_USUARIOS));
    const alwaysOn = !useTelefono();
    return useMemo(() => {
        const tipos = TIPOS_DE_BITACORA.map((tipo) => ({ id: tipo, name: etiquetaDeTipo(tipo) }));
        return [
            <FiltroDia key="fecha_desde" recurso="bitacora" source="fecha_desde" alwaysOn={alwaysOn} />,
            <FiltroDia key="fecha_hasta" recurso="bitacora" source="fecha_hasta" alwaysOn={alwaysOn} />,
            <FiltroSelect key="tipo" recurso="bitacora" source="tipo" opciones={tipos} alwaysOn={alwaysOn} />,
            ...(usuarios ? [<FiltroSelect key="usuario_id" recurso="bitacora" source="usuario_id" opciones={usuarios} numerico alwaysOn={alwaysOn} />] : []),
        ];
    }, [usuarios, alwaysOn]);
};
