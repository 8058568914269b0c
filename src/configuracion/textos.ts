import { agregarTextos } from '../i18n/textosDePantallas';

/**
 * The company settings screen's texts (`resources.configuracion.*`). Loaded with its page's
 * chunk (src/i18n/textosDePantallas.ts): plain strings only, no contract.
 */
export const configuracionTextos = {
    loading: 'Cargando configuración...',
    load_error: 'Error al cargar la configuración: %{message}',
    guardar: 'Guardar',
    guardada: 'Configuración guardada.',
    error: 'Error al guardar: %{message}',
    secciones: { tienda: 'Tienda', ticket: 'Ticket', caja: 'Caja' },
    fields: {
        nombre: 'Nombre de la empresa',
        zona_horaria: 'Zona horaria',
        encabezado_ticket: 'Encabezado del ticket',
        pie_ticket: 'Pie del ticket',
        caja_obligatoria: 'Vender solo con la caja abierta',
    },
    ayuda: {
        zona_horaria: 'Los días de ventas y reportes son los de esta zona; ya no cambia una vez que hay ventas.',
        encabezado_ticket: 'Bajo el nombre de la tienda: dirección, teléfono, RFC…',
        pie_ticket: 'Al final del ticket: política de cambios, redes sociales…',
        caja_obligatoria: 'Cada cajero abre su caja antes de cobrar o devolver efectivo.',
    },
    sin_permiso: 'Su rol puede consultar la configuración, no cambiarla.',
    grupos_zona: { mexico: 'México', otras: 'Otras zonas' },
    zonas: {
        'America/Mexico_City': 'Centro: Ciudad de México',
        'America/Monterrey': 'Centro: Monterrey',
        'America/Merida': 'Centro: Mérida',
        'America/Chihuahua': 'Centro: Chihuahua',
        'America/Bahia_Banderas': 'Centro: Bahía de Banderas',
        'America/Cancun': 'Sureste: Cancún (Quintana Roo)',
        'America/Mazatlan': 'Pacífico: Mazatlán',
        'America/Hermosillo': 'Pacífico: Hermosillo (Sonora)',
        'America/Tijuana': 'Noroeste: Tijuana',
        'America/Ciudad_Juarez': 'Frontera norte: Ciudad Juárez',
        'America/Ojinaga': 'Frontera norte: Ojinaga',
        'America/Matamoros': 'Frontera norte: Matamoros',
    },
};

agregarTextos('configuracion', configuracionTextos);
