import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../createDb.js';
import { CIFRAS, crearContador } from './0029_reportes_de_ventas.js';

/**
 * A sale line's category is its product's when it was sold, as its cost is (issue 35, the
 * category report's speed; CONVENTIONS §6, Reports):
 * - `venta_detalles.categoria_id`, NULL for a product without one; lines already written take
 *   their product's category now, once;
 * - ventas_producto_vendedor gains `categoria_id` in its key (0 for none: a key column cannot be
 *   NULL), so a product moved to another category keeps its earlier rows under the old one and a
 *   category filter on the product report reads what was sold under it;
 * - ventas_categoria_vendedor: the same figures per category, day (and month and decena) and
 *   seller, which the category report reads: categories × periods, whatever the catalogue's
 *   size (the per-product rows grew with every product sold on a day). Every sale moves its
 *   categories' rows of the day, so they are spread over ranuras on PostgreSQL, as the seller's.
 * Both counters' rows already written are derived from the per-product ones, each product under
 * its category now.
 */
export function categoriaVendida(dialect: Dialect): Migration {
    return {
        async up(db: Kysely<any>) {
            await db.schema.alterTable('venta_detalles').addColumn('categoria_id', 'integer').execute();
            if (dialect === 'postgres') {
                // A join, not a subquery per row: a shop's millions of lines in one pass.
                await sql`update venta_detalles d set categoria_id = p.categoria_id from variantes v join plantillas p on p.id = v.plantilla_id where v.id = d.variante_id and p.categoria_id is not null`.execute(db);
                await sql`alter table ventas_producto_vendedor add column categoria_id integer not null default 0`.execute(db);
                await sql`alter table ventas_producto_vendedor alter column categoria_id drop default`.execute(db);
                await sql`update ventas_producto_vendedor c set categoria_id = p.categoria_id from plantillas p where p.id = c.plantilla_id and p.categoria_id is not null`.execute(db);
                await sql`alter table ventas_producto_vendedor drop constraint ventas_producto_vendedor_pk, add constraint ventas_producto_vendedor_pk primary key (empresa_id, dia, usuario_id, plantilla_id, categoria_id)`.execute(db);
            } else {
                await sql`update venta_detalles set categoria_id = (select p.categoria_id from variantes v join plantillas p on p.id = v.plantilla_id where v.id = venta_detalles.variante_id)`.execute(db);
                // SQLite changes no primary key in place: the table is rebuilt with the new key.
                const nueva = 'ventas_producto_vendedor_0030';
                await crearContador(db, dialect, { tabla: nueva, clave: [['dia', 'text'], ['usuario_id', 'integer'], ['plantilla_id', 'integer'], ['categoria_id', 'integer']], valores: CIFRAS, ranura: false });
                const cifras = sql.join(CIFRAS.map((c) => sql.ref(`c.${c}`)));
                const categoriaAhora = sql`coalesce((select p.categoria_id from plantillas p where p.id = c.plantilla_id), 0)`;
                await sql`insert into ${sql.table(nueva)} (empresa_id, dia, usuario_id, plantilla_id, categoria_id, ${sql.join(CIFRAS.map((c) => sql.ref(c)))})
                          select c.empresa_id, c.dia, c.usuario_id, c.plantilla_id, ${categoriaAhora}, ${cifras} from ventas_producto_vendedor c`.execute(db);
                await db.schema.dropTable('ventas_producto_vendedor').execute();
                await sql`alter table ${sql.table(nueva)} rename to ventas_producto_vendedor`.execute(db);
            }

            await crearContador(db, dialect, { tabla: 'ventas_categoria_vendedor', clave: [['dia', 'text'], ['usuario_id', 'integer'], ['categoria_id', 'integer']], valores: CIFRAS, ranura: true });
            // Its `ventas` are its products' tickets summed, as the counters module counts them (the report shows none by category).
            await sql`insert into ventas_categoria_vendedor (empresa_id, dia, usuario_id, categoria_id, ranura, ${sql.join(CIFRAS.map((c) => sql.ref(c)))})
                      select c.empresa_id, c.dia, c.usuario_id, c.categoria_id, 0, ${sql.join(CIFRAS.map((col) => sql`sum(${sql.ref(`c.${col}`)})`))}
                      from ventas_producto_vendedor c group by c.empresa_id, c.dia, c.usuario_id, c.categoria_id`.execute(db);
        },
    };
}
