import { agregarTextos } from '../../i18n/textosDePantallas';

/** The users screen's texts (spec §2 Users, §5, §8), verbatim: `resources.usuarios.*`. */
export const usuariosTextos = {
    add: 'Añadir Nuevo Usuario',
    fields: {
        nombre_completo: 'Nombre Completo',
        usuario: 'Username',
        rol_asignado: 'Rol',
        activo: 'Estado',
    },
    form: {
        nombre: 'Nombre',
        apellido: 'Apellido',
        usuario: 'Nombre de usuario',
        contrasena: 'Contraseña',
        contrasena_placeholder: 'Dejar en blanco para mantener la contraseña actual',
        contrasena_ayuda: 'Una contraseña nueva cierra las sesiones abiertas de este usuario.',
        rol: 'Rol',
        rol_vacio: 'Seleccione un rol',
        roles_loading: 'Cargando roles...',
    },
    estado: { activo: 'Activo', inactivo: 'Inactivo' },
    empty: 'No hay usuarios registrados.',
    dialog: { create: 'Crear Nuevo Usuario', edit: 'Editar Usuario: %{username}', save: 'Guardar Cambios' },
    created: 'Usuario creado exitosamente.',
    updated: 'Usuario actualizado exitosamente.',
    errors: {
        save: 'Error:',
        create_fallback: 'Error al crear el usuario.',
        update_fallback: 'Error al actualizar el usuario.',
        list_fallback: 'Error al obtener los usuarios.',
        roles_fallback: 'Error al obtener los roles.',
    },
};

agregarTextos('usuarios', usuariosTextos);
