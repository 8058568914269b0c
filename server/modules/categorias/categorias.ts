import { randomUUID } from 'node:crypto';
import type { Generated, Selectable } from 'kysely';
import { CATEGORIA_MENSAJES, type Categoria, type CategoriaInput, categoriaInput, categoriaSchema, categoriasLista } from '../../../contracts/categorias.js';
import { searchKey } from '../../db/searchKey.js';
import { tableRepo } from '../../db/tableRepo.js';
import { crudRoutes } from '../../http/crudRoutes.js';
import type { Modulo } from '../modulo.js';

/** Master data in one file (ARCHITECTURE, "Adding a resource"): table, repository, routes. */
export interface CategoriasTable {
    id: Generated<number>;
    empresa_id: number;
    nombre: string;
    busqueda: string;
}

declare module '../../db/tables.js' {
    interface Database {
        categorias: CategoriasTable;
    }
}

export const categoriasRepo = tableRepo<CategoriaInput, Selectable<CategoriasTable>, Categoria>({
    table: 'categorias',
    toColumns: (input) => ({ nombre: input.nombre }),
    searchText: (input) => searchKey(input.nombre),
    toOut: (row) => ({ id: row.id, nombre: row.nombre }),
    sortColumns: { id: 'id', nombre: 'busqueda' },
    deleteGuards: [{ table: 'plantillas', column: 'categoria_id' }],
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
    crud: { path: 'categorias', tabla: 'categorias', ejemplo: () => ({ nombre: `Categoría ${randomUUID().slice(0, 8)}` }) },
};
