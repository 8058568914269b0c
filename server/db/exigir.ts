import { type RawBuilder, sql } from 'kysely';

/**
 * A rule checked inside a PostgreSQL statement (migration 0013's `sipv_exigir`): when `condicion`
 * is not true the statement stops with SQLSTATE SIPV1, and none of its writes stay, so a
 * statement that runs without a transaction block is still all or nothing. `detalle` (text,
 * usually JSON) says what broke it, read by the same statement: after the error no further
 * statement can run in an enclosing transaction.
 */
export function exigir(condicion: RawBuilder<unknown>, motivo: string, detalle: RawBuilder<unknown> | null = null): RawBuilder<boolean> {
    return sql<boolean>`sipv_exigir(${condicion}, ${motivo}::text, ${detalle ?? sql`null`}::text)`;
}

/** The rule `exigir` stopped a statement for, with its detail; undefined for any other error. */
export function exigenciaIncumplida(error: unknown): { motivo: string; detalle: string } | undefined {
    const e = error as { code?: string; message?: string; detail?: string };
    return e?.code === 'SIPV1' ? { motivo: e.message ?? '', detalle: e.detail ?? '' } : undefined;
}
