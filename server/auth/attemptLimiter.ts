import { sql } from 'kysely';
import type { Db } from '../db/createDb.js';

export interface LimitRule {
    max: number;
    windowMs: number;
}

/** The throttles' settings: failed logins per (user, address) and per address, registrations per address. */
export interface ThrottleOptions {
    usuario: LimitRule;
    direccion: LimitRule;
    registro: LimitRule;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
    usuario: { max: 5, windowMs: 15 * 60_000 },
    direccion: { max: 30, windowMs: 15 * 60_000 },
    registro: { max: 10, windowMs: 60 * 60_000 },
};

/**
 * Counts attempts in the database, when they START: N parallel guesses are N attempts before any
 * password is hashed, so a burst is refused as surely as a sequence, and several server processes
 * over one PostgreSQL share the counts. Each count lives in a window that starts with its first
 * attempt; a success gives its attempt back.
 */
export class AttemptLimiter {
    constructor(
        private readonly db: Db,
        private readonly now: () => number = Date.now,
    ) {}

    /**
     * Counts one attempt against every key. Returns 0 when all are within their limit, else the
     * seconds until the longest-blocked key frees up (the attempt must then be refused).
     */
    async begin(keys: [clave: string, rule: LimitRule][]): Promise<number> {
        const t = this.now();
        if (Math.random() < 0.01) await this.prune(t);
        let wait = 0;
        for (const [clave, rule] of keys) {
            const { rows } = await sql<{ intentos: number; reinicia_en: number }>`
                insert into intentos_acceso (clave, intentos, reinicia_en) values (${clave}, 1, ${t + rule.windowMs})
                on conflict (clave) do update set
                    intentos = case when intentos_acceso.reinicia_en <= ${t} then 1 else intentos_acceso.intentos + 1 end,
                    reinicia_en = case when intentos_acceso.reinicia_en <= ${t} then ${t + rule.windowMs} else intentos_acceso.reinicia_en end
                returning intentos, reinicia_en`.execute(this.db.kysely);
            const row = rows[0];
            if (Number(row.intentos) > rule.max) wait = Math.max(wait, Math.ceil((Number(row.reinicia_en) - t) / 1000));
        }
        return wait;
    }

    /** Gives one attempt back (a login that turned out right). */
    async refund(clave: string): Promise<void> {
        await sql`update intentos_acceso set intentos = intentos - 1 where clave = ${clave} and intentos > 0`.execute(this.db.kysely);
    }

    /** Forgets a key (a user who logged in starts afresh). */
    async clear(clave: string): Promise<void> {
        await sql`delete from intentos_acceso where clave = ${clave}`.execute(this.db.kysely);
    }

    private async prune(t: number) {
        await sql`delete from intentos_acceso where reinicia_en <= ${t}`.execute(this.db.kysely);
    }
}

/** "Intente de nuevo en 15 minutos." — how long to wait, in the user's words. */
export function esperaEnPalabras(segundos: number): string {
    if (segundos < 60) return segundos === 1 ? '1 segundo' : `${segundos} segundos`;
    const minutos = Math.ceil(segundos / 60);
    return minutos === 1 ? '1 minuto' : `${minutos} minutos`;
}
