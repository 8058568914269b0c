/**
 * The shell's texts (`app.*`): the sidebar's groups, login and registration, and what every form
 * and list shares; each screen's own are `resources.<name>.*` in its folder (src/i18n/index.ts).
 * The quoted texts of the spec appear here verbatim; react-admin's `ra.*` texts are ra-language-spanish + raOverrides.
 */
export const es = {
    app: {
        menu: {
            navigation: 'Navegación principal',
            drawer: 'Menú',
            groups: {
                operaciones: 'Operaciones',
                gestion: 'Gestión',
                configuracion: 'Configuración',
            },
            welcome: 'Bienvenido, %{username}',
            logout: 'Cerrar Sesión',
        },
        login: {
            title: 'Iniciar Sesión en %{brand}',
            username: 'Usuario',
            password: 'Contraseña',
            submit: 'Iniciar Sesión',
            submitting: 'Iniciando...',
            register_link: '¿No tienes una cuenta? Regístrate aquí',
        },
        registro: {
            title: 'Registrar Empresa',
            fields: {
                nombre_empresa: 'Nombre de la Empresa',
                nombre_usuario: 'Nombre',
                apellido_usuario: 'Apellido',
                email: 'Email',
                contrasena: 'Contraseña',
            },
            submit: 'Registrarse',
            submitting: 'Registrando...',
            // Appended to the server's message, hence the leading space (spec §2).
            redirecting: ' Redirigiendo al login...',
            login_link: '¿Ya tienes una cuenta? Inicia sesión',
        },
        form: {
            saving: 'Guardando...',
            load_error: 'Error al cargar:',
        },
        list: {
            actions: 'Acciones',
            not_available: 'N/A',
        },
    },
};
