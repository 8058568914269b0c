import type * as Crypto from 'node:crypto';
import { vi } from 'vitest';

/*
 * The api layer's setup: passwords are hashed with scrypt at a work factor of 2^10 instead of
 * server/auth/password.ts's 2^15. Everything else is the server's own path — its parameters
 * written in the hash, the one-derivation-at-a-time queue, the constant-time comparison, the
 * dummy hash for unknown users; only the cost of each derivation drops (about 190 ms of CPU to
 * 6 ms on this 2-core machine). The suite registers users and logs in over a thousand times,
 * which at the production factor was about half the api layer's time. The production factor is
 * still what tests/api/startup.test.ts (server/main.ts in a process of its own) and every e2e
 * journey log in through.
 */
export const FACTOR_DE_PRUEBA = 2 ** 10;

vi.mock('node:crypto', async (importOriginal) => {
    const real = await importOriginal<typeof Crypto>();
    const scrypt = (password: Crypto.BinaryLike, salt: Crypto.BinaryLike, keylen: number, options: Crypto.ScryptOptions, callback: (err: Error | null, key: Buffer) => void) =>
        real.scrypt(password, salt, keylen, { ...options, N: Math.min(options.N ?? FACTOR_DE_PRUEBA, FACTOR_DE_PRUEBA) }, callback);
    return { ...real, default: { ...real, scrypt }, scrypt };
});
