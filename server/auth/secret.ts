import { randomSecret } from '../config.js';
import type { Db } from '../db/createDb.js';

const CLAVE = 'jwt_secret';

/** POS_SECRET if set; otherwise one generated on first start and kept, so tokens survive restarts. */
export async function resolveSecret(db: Db, configured?: string): Promise<string> {
    if (configured) return configured;
    await db.kysely
        .insertInto('ajustes')
        .values({ clave: CLAVE, valor: randomSecret() })
        .onConflict((oc) => oc.column('clave').doNothing())
        .execute();
    const row = await db.kysely.selectFrom('ajustes').select('valor').where('clave', '=', CLAVE).executeTakeFirstOrThrow();
    return row.valor;
}
