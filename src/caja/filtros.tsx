import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Usuario } from '../../contracts/usuarios';
import { FiltroDia, FiltroSelect, useUsuariosParaFiltrar } from '../common/filtrosDeLista';
import { useTelefono } from '../layout/anchos';
import { useSesion } from '../sesion/useSesion';
import './textos';

/** A cashier by name: the sessions' list names them so. */
const porNombre = (u: Usuario) => `${u.nombre} ${u.apellido}`.trim() || u.usuario;

/** The sessions' filters, kept in the URL by the List: opening days, state and cashier (contracts/caja.ts sesionesLista). */
export const useFiltrosCaja = () => {
    const translate = useTranslate();
    const { data: sesion } = useSesion();
    const cajeros = useUsuariosParaFiltrar((sesion?.permisos ?? []).includes('usuarios:administrar'), porNombre);
    const alwaysOn = !useTelefono();
    return useMemo(() => {
        const estados = (['Abierta', 'Cerrada'] as const).map((e) => ({ id: e, name: translate(`resources.caja.estados.${e}`) }));
        return [
            <FiltroDia key="fecha_desde" recurso="caja" source="fecha_desde" alwaysOn={alwaysOn} />,
            <FiltroDia key="fecha_hasta" recurso="caja" source="fecha_hasta" alwaysOn={alwaysOn} />,
            <FiltroSelect key="estado" recurso="caja" source="estado" opciones={estados} alwaysOn={alwaysOn} />,
            ...(cajeros ? [<FiltroSelect key="usuario_id" recurso="caja" source="usuario_id" opciones={cajeros} numerico alwaysOn={alwaysOn} />] : []),
        ];
    }, [cajeros, translate, alwaysOn]);
};
