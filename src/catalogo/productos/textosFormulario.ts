import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The product form's labels that name a unit (issue 33: 'Stock (kg)', 'A partir de (kg)'),
 * `resources.productos.fields.stock_en` and `resources.productos.mayoreo.cantidad_minima_en`,
 * beside the rest of the screen's texts (./textos.ts). Here so they come with the form's chunk,
 * not the list's, which is at its budget.
 */
export const formularioTextos = {
    fields: { stock_en: 'Stock (%{unidad})' },
    mayoreo: { cantidad_minima_en: 'A partir de (%{unidad})' },
};

agregarTextos('productos', formularioTextos);
