import { CATEGORIA_MENSAJES, categoriaInput, categoriaSchema, categoriasLista } from '../../../contracts/categorias.js';
import { crudRoutes } from '../../http/crudRoutes.js';
import { categoriasRepo } from './categorias.repo.js';

export const categoriasRoutes = crudRoutes({
    path: '/categorias',
    permisos: { leer: 'productos:leer', escribir: 'productos:escribir' },
    input: categoriaInput,
    output: categoriaSchema,
    list: categoriasLista,
    noEncontrado: CATEGORIA_MENSAJES.noEncontrada,
    repo: categoriasRepo,
});
