import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt (memory-hard) with its parameters stored in the hash, so they can be raised later
// without invalidating existing passwords.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAXMEM = 128 * PARAMS.N * PARAMS.r * 2;

/**
 * scrypt runs on libuv's thread pool, which also serves the token checks (WebCrypto HMAC) of every
 * other request. Unbounded, a burst of logins fills the pool and the CPU and every request waits
 * behind it; one derivation at a time leaves a core and pool threads to everyone else. Logins
 * queue instead (each takes ~50 ms), and the throttle refuses bursts before they get here.
 */
const MAX_CONCURRENT = 1;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
        return await work();
    } finally {
        running--;
        waiting.shift()?.();
    }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
    return withSlot(
        () =>
            new Promise((resolve, reject) =>
                scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: MAXMEM }, (err, key) =>
                    err ? reject(err) : resolve(key),
                ),
            ),
    );
}

export async function hashPassword(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, PARAMS);
    return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
    const [scheme, N, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Verifying against this when the user does not exist keeps the response time the same, so
// timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return dummyHash;
}
