import { CAMPOS_PRODUCTO, SIN_CATEGORIA, SIN_SKU } from '../../../contracts/encabezadosCsv';
import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The products screen's texts (spec §2 Products, §5, §8), verbatim: `resources.productos.*`.
 * src/common/CatalogScreen.tsx lists what a catalogue screen reads.
 */
export const productosTextos = {
    fields: {
        // The table's columns, which head productos.csv too.
        ...CAMPOS_PRODUCTO,
        descripcion: 'Descripción',
        proveedor: 'Proveedor',
        costo_compra: 'Costo de compra',
        activo: 'Activo',
        iva: 'IVA',
        ieps: 'IEPS',
        unidad: 'Unidad',
    },
    add: 'Añadir Producto',
    search: 'Buscar por nombre o SKU...',
    empty: 'No se encontraron productos.',
    load_error: 'Error: %{message}',
    sin_sku: SIN_SKU,
    sin_categoria: SIN_CATEGORIA,
    inactivo: 'Inactivo',
    filtro_activo: { label: 'Estado', todos: 'Todos', activos: 'Activos', inactivos: 'Inactivos' },
    desactivar: {
        title: 'Desactivar Producto',
        question: '¿Desea desactivarlo? Un producto inactivo no aparece en el punto de venta ni en las órdenes de compra, y conserva su historial.',
        button: 'Desactivar',
        success: 'Producto desactivado.',
        error: 'Error al desactivar:',
    },
    dialog: { create: 'Nuevo Producto', edit: 'Editar Producto', loading: 'Cargando datos del producto...' },
    form: {
        select_categoria: 'Selecciona una categoría',
        select_proveedor: 'Selecciona un proveedor',
        first_variant: 'Variante principal',
        other_variants: 'Otras variantes (tallas, colores...)',
        no_other_variants: 'Este producto no tiene más variantes.',
        add_variant: 'Agregar variante',
        remove_variant: 'Quitar variante %{n}',
        variant_number: 'Variante %{n}',
        activo_ayuda: 'Un producto inactivo no aparece en el punto de venta ni en las órdenes de compra, y conserva su historial.',
        sin_ieps: 'Sin IEPS',
        impuestos_ayuda: 'El precio de venta ya incluye estos impuestos.',
    },
    // The button; its dialog's texts come with it (textosImpuestos.ts).
    impuestos: { boton: 'Impuestos por categoría' },
    // The bulk action on the products ticked: their labels (/etiquetas, issue 35 item 6).
    etiquetas: { boton: 'Imprimir etiquetas' },
    // A variant's wholesale prices (issue 33), in the product form.
    mayoreo: {
        title: 'Precios de mayoreo',
        tier: 'Precio de mayoreo %{n}',
        cantidad_minima: 'A partir de',
        precio: 'Precio',
        add: 'Agregar precio de mayoreo',
        remove: 'Quitar precio de mayoreo %{n}',
    },
    delete: {
        confirm: '¿Está seguro de que desea eliminar este producto?',
        success: 'Producto eliminado.',
    },
    errors: { create: 'Error al crear:', update: 'Error al actualizar:', delete: 'Error al eliminar:' },
};

agregarTextos('productos', productosTextos);
