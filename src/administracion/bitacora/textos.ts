import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The audit log screen's texts (`resources.bitacora.*`). Loaded with the screen's chunk
 * (src/i18n/textosDePantallas.ts); the kinds' labels and the names of the values each kind records live with the screen's own
 * chunk (etiquetas.ts, from contracts/bitacora.ts), which only it needs.
 */
export const bitacoraTextos = {
    fields: {
        fecha: 'Fecha',
        usuario: 'Usuario',
        tipo: 'Tipo',
        documento: 'Documento',
        cambios: 'Cambios',
        detalle: 'Detalle',
        // The filters.
        usuario_id: 'Usuario',
        fecha_desde: 'Desde',
        fecha_hasta: 'Hasta',
    },
    todos: 'Todos',
    sistema: 'Sistema',
    ver: 'Ver',
    empty: 'No hay entradas en la bitácora.',
    empty_filtros: 'Ninguna entrada coincide con los filtros.',
    load_error: 'Error al cargar la bitácora.',
    detalle: {
        campo: 'Campo',
        antes: 'Antes',
        despues: 'Después',
        ver: 'Ver la entrada #%{id}',
        tabla: 'Valores de la entrada #%{id}',
        titulo: 'Entrada #%{id}: %{tipo}',
        titulo_vacio: 'Entrada de la bitácora',
        cargando: 'Cargando la entrada...',
        no_encontrada: 'No se encontró la entrada.',
        cerrar: 'Cerrar',
        sin_detalle: 'Sin valores registrados.',
        mas: '+%{n} más',
        si: 'Sí',
        no: 'No',
        vacio: '—',
        agregados: 'Se agregan',
        quitados: 'Se quitan',
    },
};

agregarTextos('bitacora', bitacoraTextos);
