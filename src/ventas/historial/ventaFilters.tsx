import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Permiso } from '../../../contracts/permisos';
import { FiltroDia, FiltroSelect, useUsuariosParaFiltrar } from '../../common/filtrosDeLista';
import { useTelefono } from '../../layout/anchos';
import { useSesion } from '../../sesion';
import { ClienteFilter } from './ClienteFilter';
import { ESTADOS_VENTA } from './estadoVenta';
import './textos';

const LEER_CLIENTES: Permiso = 'clientes:leer';
const LEER_USUARIOS: Permiso = 'usuarios:administrar';

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
    const vendedores = useUsuariosParaFiltrar(permisos.includes(LEER_USUARIOS));
    const clientes = permisos.includes(LEER_CLIENTES);
    const alwaysOn = !useTelefono();
    return useMemo(() => {
        const estados = ESTADOS_VENTA.map((estado) => ({ id: estado, name: translate(`resources.ventas.estados.${estado}`) }));
        return [
            <FiltroDia key="fecha_desde" recurso="ventas" source="fecha_desde" alwaysOn={alwaysOn} />,
            <FiltroDia key="fecha_hasta" recurso="ventas" source="fecha_hasta" alwaysOn={alwaysOn} />,
            <FiltroSelect key="estado" recurso="ventas" todos="filtros.todos" source="estado" opciones={estados} alwaysOn={alwaysOn} />,
            ...(clientes ? [<ClienteFilter key="cliente_id" source="cliente_id" alwaysOn={alwaysOn} />] : []),
            ...(vendedores ? [<FiltroSelect key="usuario_id" recurso="ventas" todos="filtros.todos" source="usuario_id" opciones={vendedores} numerico alwaysOn={alwaysOn} />] : []),
        ];
    }, [clientes, vendedores, translate, alwaysOn]);
};
