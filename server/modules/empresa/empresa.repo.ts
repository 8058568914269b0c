import type { Db } from '../../db/createDb.js';
import { ZONA_POR_DEFECTO } from '../../domain/calendario.js';

/*
 * The company's own row as the other modules read it. Its settings (CONVENTIONS §6: name, time
 * zone, ticket texts, fiscal data) will be read and written here too.
 */

/** The company's time zone: its days are those the daily counters, the dashboard and the date filters count in. */
export async function zonaDeLaEmpresa(db: Db, empresaId: number): Promise<string> {
    const empresa = await db.kysely.selectFrom('empresas').select('zona_horaria').where('id', '=', empresaId).executeTakeFirst();
    return empresa?.zona_horaria ?? ZONA_POR_DEFECTO;
}
