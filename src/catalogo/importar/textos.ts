import { agregarTextos } from '../../i18n/textosDePantallas';

/** The catalogue import's and export's texts (issue 35, items 4 and 5): `resources.productos.importar.*`. */
export const importarTextos = {
    titulo: 'Importar catálogo',
    boton: 'Importar',
    exportar: 'Exportar catálogo',
    exportar_csv: 'CSV',
    exportar_xlsx: 'Excel (.xlsx)',
    exportando: 'Preparando el archivo...',
    explicacion:
        'Suba un archivo CSV o de Excel (.xlsx) con una fila de encabezados y una fila por variante. Columnas: producto, sku y precio_venta (obligatorias); costo_compra, stock, categoria, proveedor, unidad, iva e ieps (opcionales). Un SKU que ya existe actualiza esa variante; uno nuevo crea el producto. Las categorías y los proveedores que no existan se crean.',
    elegir: 'Elegir archivo',
    otro: 'Elegir otro archivo',
    archivo: 'Archivo: %{nombre}',
    subiendo: 'Subiendo el archivo... %{porcentaje} %',
    revisando: 'Revisando el archivo...',
    importando: 'Importando el catálogo...',
    vista_previa: 'Vista previa',
    crear: 'Variantes nuevas: %{n} (%{productos} productos nuevos)',
    actualizar: 'Variantes que se actualizan: %{n}',
    categorias_nuevas: 'Categorías nuevas: %{nombres}',
    proveedores_nuevos: 'Proveedores nuevos: %{nombres}',
    errores: 'Filas con errores: %{n}. Corríjalas en el archivo y súbalo de nuevo; no se importa nada mientras haya errores.',
    sin_errores: 'Sin errores: el archivo se puede importar.',
    mas_errores: 'Y %{n} errores más.',
    columnas: { fila: 'Fila', columna: 'Columna', mensaje: 'Motivo' },
    importar: 'Importar',
    exito: 'Catálogo importado: %{crear} variantes nuevas y %{actualizar} actualizadas.',
    volver: 'Volver a productos',
    error: 'No se pudo leer el archivo: %{message}',
};

agregarTextos('productos', { importar: importarTextos });
