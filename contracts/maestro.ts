import { z } from 'zod';
import { integerInput, optionalText, requiredId, requiredText } from './common.js';
import { listContract, queryId } from './lists.js';

/*
 * The field kinds of a master-data record (ARCHITECTURE, "Adding a resource"), declared once in
 * its contract: each knows what the API takes (`entrada`) and answers (`salida`); the server's
 * repository (server/db/tableRepo.ts, `repoMaestro`) and the screen's dialog and list
 * (src/common/MaestroList.tsx) read the same declaration.
 */

/** Required text: trimmed, refused blank with `vacio`. The first field is one: it names the record. */
export const texto = (vacio: string, { max = 200 } = {}) => ({ tipo: 'texto' as const, entrada: requiredText(vacio, { max }), salida: z.string() });

/** Optional text: blank is null. */
export const textoOpcional = ({ max = 200 } = {}) => ({ tipo: 'textoOpcional' as const, entrada: optionalText(max), salida: z.string().nullable() });

/** A whole number from `min` to `max` (within the integer column of both engines), else `mensaje`. */
export const numero = (mensaje: string, { min = 0, max = 1_000_000_000 } = {}) => ({
    tipo: 'numero' as const,
    min,
    max,
    entrada: integerInput(mensaje).pipe(z.number().min(min, mensaje).max(max, mensaje)),
    salida: z.number(),
});

export const BOOLEANO_INVALIDO = 'El valor debe ser verdadero o falso.';

/** Yes or no; left out, no. */
export const booleano = () => ({ tipo: 'booleano' as const, entrada: z.boolean({ error: BOOLEANO_INVALIDO }).default(false), salida: z.boolean() });

/**
 * The id of a record of another master-data resource, `recurso` (its API path and its table),
 * chosen in a select: `falta` when none is, `inexistente` when the server finds no such record in
 * the caller's company (a 422 at the field). While referenced, that record cannot be deleted.
 */
export const referencia = (recurso: string, { falta, inexistente }: { falta: string; inexistente: string }) => ({
    tipo: 'referencia' as const,
    recurso,
    inexistente,
    entrada: requiredId(falta),
    salida: z.number(),
});

export type Campo = ReturnType<typeof texto | typeof textoOpcional | typeof numero | typeof booleano | typeof referencia>;

/** A record's fields by name, in the order the list shows them; the first is required text. */
export type Campos = Readonly<Record<string, Campo>>;

type Forma<C extends Campos, K extends 'entrada' | 'salida'> = { -readonly [N in keyof C]: C[N][K] };

/**
 * A master-data resource's contract from its fields: the input schema (POST and PUT bodies, and
 * the dialogs' validation), the answer schema (`id` and the fields) and the list contract
 * (`termino` searches the name; every field but references sorts; a reference filters).
 */
export function contratoMaestro<const C extends Campos>(campos: C) {
    const [nombre, ...otros] = Object.keys(campos);
    if (campos[nombre]?.tipo !== 'texto') throw new Error('El primer campo de un maestro es su nombre: texto obligatorio.');
    const nombres = [nombre, ...otros];
    const forma = (k: 'entrada' | 'salida') => Object.fromEntries(nombres.map((n) => [n, campos[n][k]]));
    const referencias = nombres.filter((n) => campos[n].tipo === 'referencia');
    return {
        campos,
        input: z.object(forma('entrada')) as unknown as z.ZodObject<Forma<C, 'entrada'>>,
        schema: z.object({ id: z.number(), ...forma('salida') }) as unknown as z.ZodObject<{ id: z.ZodNumber } & Forma<C, 'salida'>>,
        lista: listContract({
            search: 'termino',
            sort: [nombre, ...otros.filter((n) => !referencias.includes(n)), 'id'],
            filters: Object.fromEntries(referencias.map((n) => [n, queryId.optional()])),
        }),
    };
}
