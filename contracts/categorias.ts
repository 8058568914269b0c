import { z } from 'zod';
import { requiredText } from './common.js';
import { listContract } from './lists.js';

export const CATEGORIA_MENSAJES = {
    nombreVacio: 'El nombre de la categoría no puede estar vacío.',
    duplicada: 'Ya existe una categoría con ese nombre.',
    enUso: 'No se puede eliminar la categoría porque tiene productos asociados.',
    noEncontrada: 'Categoría no encontrada.',
} as const;

export const categoriaInput = z.object({
    nombre: requiredText(CATEGORIA_MENSAJES.nombreVacio, { max: 100 }),
});
export type CategoriaInput = z.infer<typeof categoriaInput>;

export const categoriaSchema = z.object({ id: z.number(), nombre: z.string() });
export type Categoria = z.infer<typeof categoriaSchema>;

export const categoriasLista = listContract({ search: 'termino', sort: ['nombre', 'id'], filters: {} });
