import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The till's refusals of a scale label by the product's unit (`resources.pos.bascula.unidad.*`,
 * src/ventas/pos/bascula.ts), beside textos.ts's other scale-label texts: a weight for a product
 * not sold by weight, a price that is not whole pieces.
 */
agregarTextos('pos', {
    bascula: {
        unidad: {
            pieza: "El producto '%{nombre}' se vende por pieza: una etiqueta de báscula con peso no le corresponde.",
            l: "El producto '%{nombre}' se vende por litro: una etiqueta de báscula con peso no le corresponde.",
            m: "El producto '%{nombre}' se vende por metro: una etiqueta de báscula con peso no le corresponde.",
            pieza_precio: "El importe de la etiqueta no da piezas enteras de '%{nombre}', que se vende por pieza: agréguelo por su SKU.",
        },
    },
});
