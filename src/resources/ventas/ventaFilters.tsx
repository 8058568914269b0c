import { useMemo } from 'react';
import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, useGetList } from 'react-admin';
import type { Cliente } from '../../../contracts/clientes';
import type { Permiso } from '../../../contracts/permisos';
import type { Usuario } from '../../../contracts/usuarios';
import { ESTADOS_VENTA } from '../../../contracts/ventas';
import { useSesion } from '../../sesion';

const LEER_CLIENTES: Permiso = 'clientes:leer';
const LEER_USUARIOS: Permiso = 'usuarios:administrar';

const ESTADOS = ESTADOS_VENTA.map((estado) => ({ id: estado, name: `resources.ventas.estados.${estado}` }));

/** The customer's search: the list's `q`, which the API reads as its `termino`. */
const buscarCliente = (q: string) => (q.trim() ? { q: q.trim() } : {});

/**
 * The seller filter's choices. The users list needs `usuarios:administrar`: a user without it (a
 * cashier) never asks, and a refusal the session did not foresee only hides the filter (undefined).
 */
const useVendedores = (permitido: boolean) => {
    const { data, error } = useGetList<Usuario>(
        'usuarios',
        { pagination: { page: 1, perPage: 1000 }, sort: { field: 'usuario', order: 'ASC' } },
        { enabled: permitido },
    );
    return permitido && !error ? data : undefined;
};

/**
 * The history's filters, kept in the URL by react-admin's List: the list contract's keys
 * (fecha_desde and fecha_hasta as the shop's local days 'YYYY-MM-DD', estado, cliente_id,
 * usuario_id). The customer and seller filters appear only when the user may read those lists.
 */
export const useVentaFilters = () => {
    const { data: sesion } = useSesion();
    const permisos = sesion?.permisos ?? [];
    const vendedores = useVendedores(permisos.includes(LEER_USUARIOS));
    const clientes = permisos.includes(LEER_CLIENTES);
    return useMemo(
        () => [
            <DateInput key="fecha_desde" source="fecha_desde" alwaysOn />,
            <DateInput key="fecha_hasta" source="fecha_hasta" alwaysOn />,
            <SelectInput key="estado" source="estado" choices={ESTADOS} emptyText="resources.ventas.filtros.todos" alwaysOn />,
            ...(clientes
                ? [
                      <ReferenceInput key="cliente_id" source="cliente_id" reference="clientes" sort={{ field: 'nombre_completo', order: 'ASC' }} alwaysOn>
                          <AutocompleteInput<Cliente> optionText="nombre_completo" filterToQuery={buscarCliente} sx={{ minWidth: 240 }} />
                      </ReferenceInput>,
                  ]
                : []),
            ...(vendedores
                ? [
                      <SelectInput
                          key="usuario_id"
                          source="usuario_id"
                          choices={vendedores}
                          optionText="usuario"
                          translateChoice={false}
                          emptyText="resources.ventas.filtros.todos"
                          alwaysOn
                      />,
                  ]
                : []),
        ],
        [clientes, vendedores],
    );
};
