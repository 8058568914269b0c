/**
 * The company settings screen's texts (`resources.configuracion.*`). Loaded with the entry chunk
 * (src/i18n): plain strings only, no contract.
 */
export const configuracionTextos = {
    title: 'Configuración de la Empresa',
    menu: 'Configuración',
    loading: 'Cargando configuración...',
    load_error: 'Error al cargar la configuración: %{message}',
    guardar: 'Guardar',
    guardando: 'Guardando...',
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
        zona_horaria: 'Los días de ventas, reportes y cortes se cuentan en esta zona. Solo puede cambiarse mientras no haya ventas ni movimientos contables.',
        encabezado_ticket: 'Se imprime bajo el nombre de la tienda: dirección, teléfono, RFC… Hasta 10 renglones.',
        pie_ticket: 'Se imprime al final del ticket: política de cambios, redes sociales… Hasta 10 renglones.',
        caja_obligatoria: 'Cada cajero debe abrir su caja (corte de caja) antes de cobrar o devolver efectivo.',
    },
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
    sin_permiso: 'Puede consultar la configuración; para cambiarla necesita el permiso «Modificar la configuración de la empresa».',
};
