import type { Selectable } from 'kysely';
import { CATEGORIA_MENSAJES, type Categoria, type CategoriaInput } from '../../../contracts/categorias.js';
import { searchKey } from '../../db/searchKey.js';
import type { CategoriasTable } from '../../db/tables.js';
import { tableRepo } from '../../db/tableRepo.js';

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
