import { PROVEEDOR_MENSAJES, proveedorInput, proveedoresLista, proveedorSchema } from '../../../contracts/proveedores.js';
import { proveedorCsvColumns } from '../../../contracts/exportaciones.js';
import { crudRoutes } from '../../http/crudRoutes.js';
import { proveedoresRepo } from './proveedores.repo.js';

export const proveedoresRoutes = crudRoutes({
    path: '/proveedores',
    permisos: { leer: 'productos:leer', escribir: 'productos:escribir' },
    input: proveedorInput,
    output: proveedorSchema,
    list: proveedoresLista,
    noEncontrado: PROVEEDOR_MENSAJES.noEncontrado,
    csv: { archivo: 'proveedores', columnas: proveedorCsvColumns },
    repo: proveedoresRepo,
});
