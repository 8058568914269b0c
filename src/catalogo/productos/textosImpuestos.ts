import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * 'Cambiar impuestos de la categoría', the products list's dialog: `resources.productos.impuestos.*`,
 * beside the button's label (./textos.ts). Here so they come with the dialog's chunk, not the list's.
 */
export const impuestosTextos = {
    title: 'Cambiar impuestos de la categoría',
    select_categoria: 'Selecciona una categoría',
    contando: 'Contando los productos de la categoría...',
    confirmar:
        "Se cambiarán los impuestos de %{smart_count} producto de la categoría '%{categoria}' a: %{impuestos}. |||| Se cambiarán los impuestos de los %{smart_count} productos de la categoría '%{categoria}' a: %{impuestos}.",
    sin_productos: "La categoría '%{categoria}' no tiene productos: no hay nada que cambiar.",
    historial: 'Las ventas ya hechas conservan los impuestos con que se vendieron.',
    submit: 'Cambiar impuestos',
    exito: 'Impuestos actualizados en %{smart_count} producto. |||| Impuestos actualizados en %{smart_count} productos.',
    error: 'Error al cambiar los impuestos:',
};

agregarTextos('productos', { impuestos: impuestosTextos });
