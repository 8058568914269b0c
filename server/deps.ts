import type { ThrottleOptions } from './auth/attemptLimiter.js';
import type { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Db } from './db/createDb.js';

/** What every module receives from `buildApp`: explicit dependencies, no globals. */
export interface AppDeps {
    config: Config;
    db: Db;
    tokens: TokenService;
    /** Limits of the login and registration throttles (the counts live in the database). */
    throttle: ThrottleOptions;
    /** The clock ("today" on the dashboard, a movement's date); tests pin it. */
    now: () => Date;
}
