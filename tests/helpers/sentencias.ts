import type { TestServer } from './testServer.js';

/**
 * The statements `fn` sends through the server's database, besides the authentication's own
 * lookup (those of the transactions it opens too), and how many transactions it opens (as
 * tests/api/ventas.test.ts counts a sale's with it).
 */
export async function sentenciasDe(server: TestServer, fn: () => Promise<unknown>): Promise<{ sentencias: string[]; transacciones: number }> {
    const sentencias: string[] = [];
    let transacciones = 0;
    const db = server.db;
    type Ejecutor = { executeQuery: (...a: unknown[]) => Promise<unknown> };
    const escuchar = (executor: Ejecutor) => {
        const executeQuery = executor.executeQuery;
        executor.executeQuery = (...a: unknown[]) => {
            sentencias.push(String((a[0] as { sql: string }).sql));
            return executeQuery.apply(executor, a);
        };
        return () => {
            executor.executeQuery = executeQuery;
        };
    };
    const dejar = escuchar((db.kysely as unknown as { getExecutor(): Ejecutor }).getExecutor());
    const transaction = db.transaction;
    db.transaction = <T>(f: (tx: typeof db) => Promise<T>) => {
        transacciones++;
        return transaction.call(db, (tx) => {
            escuchar((tx.kysely as unknown as { getExecutor(): Ejecutor }).getExecutor());
            return f(tx as typeof db);
        }) as Promise<T>;
    };
    try {
        await fn();
    } finally {
        dejar();
        db.transaction = transaction;
    }
    return { sentencias: sentencias.filter((q) => !/from "usuarios" as "u" left join "roles"/.test(q)), transacciones };
}
