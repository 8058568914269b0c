import { agregarTextos } from '../../i18n/textosDePantallas';

/** The label screen's texts (issue 35 item 6), `resources.etiquetas.*`. */
export const etiquetasTextos = {
    formato: 'Formato de las etiquetas',
    rollo: 'Rollo 58 mm',
    hoja: 'Hoja carta (30 etiquetas)',
    imprimir: 'Imprimir',
    inicio: 'Empezar en la etiqueta',
    inicio_ayuda: 'En una hoja ya usada: 1 a 30, por filas.',
    volver_productos: 'Volver a productos',
    volver_compra: 'Volver a la orden',
    resumen: '1 etiqueta |||| %{smart_count} etiquetas',
    hojas: '1 hoja |||| %{smart_count} hojas',
    vista_previa: 'Vista previa',
    vista_previa_hoja: 'Primera hoja, a tamaño real.',
    vista_previa_rollo: 'Primera etiqueta del rollo, a tamaño real.',
    sin_seleccion: 'No hay productos elegidos. Seleccione productos en la lista de Productos y pulse «Imprimir etiquetas».',
    ir_productos: 'Ir a Productos',
    cargando: 'Cargando productos...',
    error: 'Error al cargar los productos: %{message}',
    compra_titulo: 'Orden de Compra #%{id}: una etiqueta por unidad recibida.',
    compra_no_recibida: 'La Orden de Compra #%{id} aún no se ha recibido: sus etiquetas se imprimen una vez recibida.',
    compra_no_encontrada: 'No se encontró la orden.',
    granel: 'Los productos que se venden por peso o medida (kg, g, l, m) llevan una etiqueta por línea, no una por unidad.',
    sin_etiquetas: 'Ninguna etiqueta por imprimir: todas tienen 0 copias.',
    columnas: { producto: 'Producto', sku: 'SKU', codigo: 'Código', precio: 'Precio', copias: 'Copias' },
    copias_de: 'Copias de %{sku}',
    por_linea: 'una por línea',
    simbologias: { code128: 'Code 128', ean13: 'EAN-13', ninguna: 'Sin código' },
    sin_codigo: 'El SKU tiene caracteres que un lector no devuelve tal cual (acentos, ñ): la etiqueta lo imprime solo como texto.',
    muy_fino: 'SKU largo: en este papel sus barras quedan muy finas y un lector podría no leerlas.',
    codigo_de: 'Código de barras %{sku}',
    precio_unidad: '%{precio} / %{unidad}',
};

agregarTextos('etiquetas', etiquetasTextos);
