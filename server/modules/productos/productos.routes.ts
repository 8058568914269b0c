import { PRODUCTO_MENSAJES, productoInput, productoSchema, productosLista } from '../../../contracts/productos.js';
import { productoCsvColumns } from '../../../contracts/exportaciones.js';
import { crudRoutes } from '../../http/crudRoutes.js';
import { exportarProductos, getProducto, listProductos } from './productos.repo.js';
import { createProducto, deleteProducto, updateProducto } from './productos.service.js';

/** Products are the plantillas (CONVENTIONS §1), each with one or more variants. */
export const productosRoutes = crudRoutes({
    path: '/productos/plantillas',
    permisos: { leer: 'productos:leer', escribir: 'productos:escribir' },
    input: productoInput,
    output: productoSchema,
    list: productosLista,
    noEncontrado: PRODUCTO_MENSAJES.noEncontrado,
    csv: { archivo: 'productos', columnas: productoCsvColumns },
    // Each variant's purchase cost: only for who sees costs (server/http/costos.ts).
    costos: ['costo_compra'],
    repo: {
        list: listProductos,
        exportar: exportarProductos,
        get: (db, empresaId, id) => getProducto(db.kysely, db.dialect, empresaId, id),
        create: createProducto,
        update: updateProducto,
        remove: deleteProducto,
    },
});
