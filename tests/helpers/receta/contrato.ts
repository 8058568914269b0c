import type { z } from 'zod';
import { booleano, contratoMaestro, numero, referencia, texto, textoOpcional } from '../../../contracts/maestro.js';

/*
 * The scratch resource of the integrator's recipe (ARCHITECTURE, "Adding a resource"), kept as
 * the recipe writes it, one file per step, under a name no real resource would take: its
 * contract (contracts/<recurso>.ts), with every field kind and a reference to the categories.
 */
export const MUESTRA_MENSAJES = {
    nombreVacio: 'El nombre de la muestra no puede estar vacío.',
    duplicada: 'Ya existe una muestra con ese nombre.',
    enUso: 'No se puede eliminar la muestra porque está en uso.',
    noEncontrada: 'Muestra no encontrada.',
    piezas: 'Las piezas deben ser un número entero de 0 a 9999.',
    categoria: 'Debes seleccionar una categoría.',
    categoriaInexistente: 'La categoría seleccionada no existe.',
} as const;

export const {
    campos: MUESTRA_CAMPOS,
    input: muestraInput,
    schema: muestraSchema,
    lista: muestrasLista,
} = contratoMaestro({
    nombre: texto(MUESTRA_MENSAJES.nombreVacio, { max: 100 }),
    nota: textoOpcional({ max: 200 }),
    piezas: numero(MUESTRA_MENSAJES.piezas, { max: 9999 }),
    vigente: booleano(),
    categoria_id: referencia('categorias', { falta: MUESTRA_MENSAJES.categoria, inexistente: MUESTRA_MENSAJES.categoriaInexistente }),
});
export type MuestraInput = z.infer<typeof muestraInput>;
export type Muestra = z.infer<typeof muestraSchema>;
