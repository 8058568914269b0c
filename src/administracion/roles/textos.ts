import { agregarTextos } from '../../i18n/textosDePantallas';

/** The roles screen's texts (spec §2 Roles, §5, §8), verbatim: `resources.roles.*`. */
export const rolesTextos = {
    add: 'Añadir Nuevo Rol',
    fields: {
        nombre: 'Nombre del Rol',
        permisos: 'Permisos Asignados',
    },
    empty: 'No hay roles registrados.',
    sin_permisos: 'Sin permisos específicos',
    dialog: { create: 'Crear Nuevo Rol', edit: 'Editar Rol', save: 'Guardar Rol' },
    permisos: {
        loading: 'Cargando permisos...',
        otros: 'Otros',
        cuenta: '%{smart_count} permiso |||| %{smart_count} permisos',
        todos: 'Todos los permisos',
    },
    delete: {
        title: 'Eliminar Rol',
        confirm: '¿Estás seguro de que deseas eliminar este rol? Esta acción no se puede deshacer.',
        success: 'Rol eliminado exitosamente.',
    },
    errors: {
        save: 'Error:',
        delete: 'Error al eliminar el rol:',
        create_fallback: 'Error al crear el rol.',
        update_fallback: 'Error al actualizar el rol.',
        delete_fallback: 'Error al eliminar el rol.',
        list_fallback: 'Error al obtener los roles.',
        permisos_fallback: 'Error al obtener los permisos disponibles.',
    },
};

agregarTextos('roles', rolesTextos);
