import { type Kysely, type Migration, sql } from 'kysely';
import { UNIDADES } from '../../../contracts/unidades.js';

/**
 * A product's unit of sale (CONVENTIONS §6, Quantities; issue 33): each product (plantilla) is
 * sold by the 'pieza' (what every existing product is), the 'kg', the 'g', the 'l' or the 'm'.
 * The database refuses any other unit, as it refuses an unknown IVA.
 */
export function cantidades(): Migration {
    return {
        async up(db: Kysely<any>) {
            const unidades = sql.join(UNIDADES.map((u) => sql.lit(u)));
            await db.schema
                .alterTable('plantillas')
                .addColumn('unidad', 'text', (c) => c.notNull().defaultTo('pieza').check(sql`unidad in (${unidades})`))
                .execute();
        },
    };
}
