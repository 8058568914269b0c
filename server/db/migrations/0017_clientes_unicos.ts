import { type Kysely, type Migration, sql } from 'kysely';
import { RFC_GENERICOS, normalizarRfc } from '../../../contracts/rfc.js';
import { normalizarTelefono } from '../../../contracts/telefono.js';

/**
 * A customer's RFC and email are unique in the company (the two generic RFCs, público en general
 * and extranjero, excepted), held by the database so two tills saving at once cannot both win:
 * - `clientes_rfc_uq` on (empresa_id, rfc), partial: rows with an RFC other than the generic ones;
 * - `clientes_email_uq` on (empresa_id, lower(email)), partial: rows with an email.
 * The API's 409 is the violation of either (clientes.repo.ts), never a read before the write.
 *
 * A shop may already have duplicates (the API never refused them). This migration must not fail
 * there, and must not throw away an RFC or an email the shop typed: a duplicate is not ours to
 * judge (the same person twice, or a typo in either record). So the older customer of each repeated
 * value keeps it under the index, and every later one is marked (`rfc_repetido`, `email_repetido`)
 * and left out of that index, value intact. The mark lasts while the value does: saving the
 * customer with another RFC (or email) clears it, and the new value is checked like any other
 * (clientes.repo.ts); saving it unchanged keeps it, so a repeated RFC does not block editing the
 * phone. A new customer can never take a value an unmarked customer holds.
 *
 * Before that, the stored values are put in the form the API now keeps: RFC trimmed and in upper
 * case, email in lower case, a phone that reads as a Mexican number as its 10 digits
 * (contracts/telefono.ts; any other phone is left as typed, for the next edit to correct).
 */
export function clientesUnicos(): Migration {
    return {
        async up(db: Kysely<any>) {
            for (const columna of ['rfc_repetido', 'email_repetido']) {
                await db.schema
                    .alterTable('clientes')
                    .addColumn(columna, 'integer', (c) => c.notNull().defaultTo(0).check(sql`${sql.ref(columna)} in (0, 1)`))
                    .execute();
            }

            const filas: { id: number; rfc: string | null; email: string | null; telefono: string | null }[] = await db
                .selectFrom('clientes')
                .select(['id', 'rfc', 'email', 'telefono'])
                .where((eb) => eb.or([eb('rfc', 'is not', null), eb('email', 'is not', null), eb('telefono', 'is not', null)]))
                .execute();
            for (const f of filas) {
                const rfc = f.rfc === null ? null : normalizarRfc(f.rfc) || null;
                const email = f.email === null ? null : f.email.trim().toLowerCase() || null;
                const telefono = f.telefono === null ? null : (normalizarTelefono(f.telefono) ?? f.telefono);
                if (rfc !== f.rfc || email !== f.email || telefono !== f.telefono) {
                    await db.updateTable('clientes').set({ rfc, email, telefono }).where('id', '=', f.id).execute();
                }
            }

            const genericos = sql.join(RFC_GENERICOS.map((r) => sql.lit(r)));
            await sql`update clientes set rfc_repetido = 1
                where rfc is not null and rfc not in (${genericos})
                and exists (select 1 from clientes o where o.empresa_id = clientes.empresa_id and o.rfc = clientes.rfc and o.id < clientes.id)`.execute(db);
            await sql`update clientes set email_repetido = 1
                where email is not null
                and exists (select 1 from clientes o where o.empresa_id = clientes.empresa_id and lower(o.email) = lower(clientes.email) and o.id < clientes.id)`.execute(db);

            await sql`create unique index clientes_rfc_uq on clientes (empresa_id, rfc)
                where rfc is not null and rfc not in (${genericos}) and rfc_repetido = 0`.execute(db);
            await sql`create unique index clientes_email_uq on clientes (empresa_id, lower(email))
                where email is not null and email_repetido = 0`.execute(db);
        },
    };
}
