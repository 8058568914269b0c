import type { Modulo } from '../modulo.js';
import { productoActivoRoutes } from './productos.activo.js';
import { importacionRoutes } from './importacion.routes.js';
import { impuestosDeCategoriaRoutes } from './productos.impuestos.js';
import { productosRoutes } from './productos.routes.js';

export const productos: Modulo = {
    nombre: 'productos',
    rutas: async (app, deps) => {
        await productosRoutes(app, deps);
        await productoActivoRoutes(app, deps);
        await impuestosDeCategoriaRoutes(app, deps);
        await importacionRoutes(app, deps);
    },
};
