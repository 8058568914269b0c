/**
 * Counts failed logins per (username, address) and per address, in memory, over a sliding
 * window. Enough for one server process; a cluster would keep these counters in Redis.
 */
export interface ThrottleOptions {
    maxPerUser: number;
    maxPerAddress: number;
    windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = { maxPerUser: 5, maxPerAddress: 30, windowMs: 15 * 60_000 };

interface Counter {
    count: number;
    resetAt: number;
}

export class LoginThrottle {
    private readonly counters = new Map<string, Counter>();

    constructor(
        private readonly options: ThrottleOptions = DEFAULT_THROTTLE,
        private readonly now: () => number = Date.now,
    ) {}

    /** Seconds to wait before trying again, or 0 when a login attempt is allowed. */
    retryAfter(username: string, address: string): number {
        const t = this.now();
        const blocked = [
            [this.userKey(username, address), this.options.maxPerUser],
            [this.addressKey(address), this.options.maxPerAddress],
        ] as const;
        for (const [key, max] of blocked) {
            const c = this.live(key, t);
            if (c && c.count >= max) return Math.ceil((c.resetAt - t) / 1000);
        }
        return 0;
    }

    fail(username: string, address: string): void {
        const t = this.now();
        if (this.counters.size > 50_000) this.prune(t);
        for (const key of [this.userKey(username, address), this.addressKey(address)]) {
            const c = this.live(key, t);
            if (c) c.count++;
            else this.counters.set(key, { count: 1, resetAt: t + this.options.windowMs });
        }
    }

    succeed(username: string, address: string): void {
        this.counters.delete(this.userKey(username, address));
    }

    private live(key: string, t: number): Counter | undefined {
        const c = this.counters.get(key);
        if (c && c.resetAt <= t) {
            this.counters.delete(key);
            return undefined;
        }
        return c;
    }

    private prune(t: number) {
        for (const [key, c] of this.counters) if (c.resetAt <= t) this.counters.delete(key);
    }

    private userKey(username: string, address: string) {
        return `u:${username.trim().toLowerCase()}|${address}`;
    }
    private addressKey(address: string) {
        return `a:${address}`;
    }
}
