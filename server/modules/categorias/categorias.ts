import { CATEGORIA_CAMPOS, CATEGORIA_MENSAJES, type Categoria, type CategoriaInput, categoriaInput, categoriaSchema, categoriasLista } from '../../../contracts/categorias.js';
import type { TablaMaestra } from '../../db/tablaMaestra.js';
import { repoMaestro } from '../../db/tableRepo.js';
import { crudRoutes } from '../../http/crudRoutes.js';
import type { Modulo } from '../modulo.js';

/** Master data in one file (ARCHITECTURE, "Adding a resource"): table, repository, routes. */
export type CategoriasTable = TablaMaestra<typeof CATEGORIA_CAMPOS>;

declare module '../../db/tables.js' {
    interface Database {
        categorias: CategoriasTable;
    }
}

export const categoriasRepo = repoMaestro<CategoriaInput, Categoria>({
    table: 'categorias',
    campos: CATEGORIA_CAMPOS,
    // A category its sales were counted under stays (CONVENTIONS §6, Reports): the category report names it.
    deleteGuards: [
        { table: 'plantillas', column: 'categoria_id' },
        { table: 'ventas_categoria_vendedor', column: 'categoria_id', enUso: CATEGORIA_MENSAJES.conVentas },
    ],
    enUso: CATEGORIA_MENSAJES.enUso,
    duplicado: CATEGORIA_MENSAJES.duplicada,
});

// Its table was created with the first schema (0001_esquema_inicial): no migration of its own.
export const categorias: Modulo = {
    nombre: 'categorias',
    rutas: crudRoutes({
        path: '/categorias',
        permisos: { leer: 'productos:leer', escribir: 'productos:escribir' },
        input: categoriaInput,
        output: categoriaSchema,
        list: categoriasLista,
        noEncontrado: CATEGORIA_MENSAJES.noEncontrada,
        repo: categoriasRepo,
    }),
    crud: { path: 'categorias', tabla: 'categorias', campos: CATEGORIA_CAMPOS },
};
