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
    secciones: { tienda: 'Tienda', ticket: 'Ticket', fiscales: 'Datos fiscales', impuestos: 'Impuestos predeterminados de productos nuevos', caja: 'Caja' },
    fields: {
        nombre: 'Nombre de la empresa',
        zona_horaria: 'Zona horaria',
        encabezado_ticket: 'Encabezado del ticket',
        pie_ticket: 'Pie del ticket',
        caja_obligatoria: 'Vender solo con la caja abierta',
        rfc: 'RFC',
        razon_social: 'Razón social',
        regimen_fiscal: 'Régimen fiscal',
        codigo_postal: 'Código postal',
        iva_predeterminado: 'IVA',
        ieps_predeterminado: 'IEPS',
    },
    ayuda: {
        zona_horaria: 'Los días de ventas y reportes son los de esta zona; ya no cambia una vez que hay ventas.',
        encabezado_ticket: 'Bajo el nombre de la tienda: dirección, teléfono, RFC…',
        pie_ticket: 'Al final del ticket: política de cambios, redes sociales…',
        caja_obligatoria: 'Cada cajero abre su caja antes de cobrar o devolver efectivo.',
        rfc: '12 caracteres para persona moral, 13 para persona física. Se imprime en el ticket.',
        razon_social: 'Tal como aparece en su Constancia de Situación Fiscal.',
        regimen_fiscal: 'Catálogo del SAT (c_RegimenFiscal).',
        codigo_postal: 'Del lugar de expedición: 5 dígitos.',
        impuestos: 'Los precios incluyen los impuestos. Un producto nuevo empieza con estos; los productos existentes no cambian.',
        iva_predeterminado: 'General 16 %; 8 % en la región fronteriza; 0 % para la mayoría de los alimentos básicos.',
        ieps_predeterminado: 'Solo para bebidas azucaradas, alimentos con alta densidad calórica, alcohol y otros bienes con IEPS.',
    },
    sin_regimen: 'Sin indicar',
    sin_ieps: 'Sin IEPS',
    iva: { '16': '16 %', '8': '8 % (región fronteriza)', '0': '0 %', exento: 'Exento' },
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
