import type { z } from 'zod';
import { contratoMaestro, texto } from './maestro.js';

export const CATEGORIA_MENSAJES = {
    nombreVacio: 'El nombre de la categoría no puede estar vacío.',
    duplicada: 'Ya existe una categoría con ese nombre.',
    enUso: 'No se puede eliminar la categoría porque tiene productos asociados.',
    conVentas: 'No se puede eliminar la categoría porque tiene ventas registradas; puede cambiarle el nombre.',
    noEncontrada: 'Categoría no encontrada.',
} as const;

export const {
    campos: CATEGORIA_CAMPOS,
    input: categoriaInput,
    schema: categoriaSchema,
    lista: categoriasLista,
} = contratoMaestro({
    nombre: texto(CATEGORIA_MENSAJES.nombreVacio, { max: 100 }),
});
export type CategoriaInput = z.infer<typeof categoriaInput>;
export type Categoria = z.infer<typeof categoriaSchema>;
