import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Everything the server reads from the environment, read once. README lists each setting. */
export interface Config {
    port: number;
    host: string;
    databaseUrl: string;
    /** PostgreSQL: prepare repeated statements on the server (off behind a pooler that cannot keep them). */
    prepararConsultas: boolean;
    /** Demo shop and pre-filled login: on by default for the embedded database only. */
    demo: boolean;
    /** JWT signing secret; when absent one is generated once and kept in the database. */
    secret?: string;
    tokenTtlSeconds: number;
    logLevel: string;
    /** Built front end to serve; null serves the API only. */
    distDir: string | null;
}

export const DEFAULT_DATABASE_URL = `sqlite:${path.join('data', 'sipv.db')}`;

export function isSqliteUrl(url: string): boolean {
    return url.startsWith('sqlite:');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
    const databaseUrl = env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
    const demoDefault = env.NODE_ENV !== 'production' && isSqliteUrl(databaseUrl);
    const demo = env.POS_DEMO === undefined || env.POS_DEMO === '' ? demoDefault : env.POS_DEMO === '1';
    return {
        port: parsePort(env.PORT ?? '3000'),
        host: env.HOST?.trim() || '127.0.0.1',
        databaseUrl,
        prepararConsultas: env.DATABASE_PREPARE !== '0',
        demo: demo && env.NODE_ENV !== 'production',
        secret: env.POS_SECRET || undefined,
        tokenTtlSeconds: Number(env.TOKEN_TTL_HOURS ?? 12) * 3600,
        logLevel: env.LOG_LEVEL ?? 'info',
        distDir: path.resolve('dist'),
    };
}

function parsePort(value: string): number {
    const port = Number(value);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT inválido: ${value}`);
    return port;
}

export function randomSecret(): string {
    return randomBytes(48).toString('base64url');
}
