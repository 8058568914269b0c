/**
 * SIPV's own texts (`app.*`) and the resource names react-admin prints (`resources.*`).
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
        page: {
            dashboard: 'Dashboard',
            productos: 'Productos',
            pos: 'Punto de Venta',
            inventario: 'Inventario',
            proveedores: 'Proveedores',
            clientes: 'Gestión de Clientes',
            compras: 'Órdenes de Compra',
            compra: 'Orden de Compra #%{id}',
            ventas: 'Historial de Ventas',
            venta: 'Detalle de Venta #%{id}',
            devolucion: 'Procesar Devolución para Venta #%{id}',
            contabilidad: 'Módulo de Contabilidad',
            roles: 'Gestión de Roles y Permisos',
            usuarios: 'Gestión de Usuarios',
        },
        placeholder: {
            notice: 'Esta sección estará disponible próximamente.',
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
