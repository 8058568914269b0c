import { QueryClient } from '@tanstack/react-query';

/** Spec §9: three retries, exponential backoff capped at 30 s, data kept five minutes. */
export const MAX_QUERY_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;
export const CACHE_TIME_MS = 5 * 60 * 1000;

/** 1 s, 2 s, 4 s, … never more than 30 s. `attempt` counts from 0, as TanStack Query passes it. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);

/**
 * Retry server and network failures, not client errors: a 4xx (401, 403, 404, 409, 422, 429)
 * answers the same the next time, and retrying it would only delay the message or the logout.
 */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) return false;
    return failureCount < MAX_QUERY_RETRIES;
};

export const createQueryClient = (): QueryClient =>
    new QueryClient({
        defaultOptions: {
            queries: {
                retry: shouldRetryQuery,
                retryDelay,
                staleTime: CACHE_TIME_MS,
                gcTime: CACHE_TIME_MS,
            },
            // A mutation (a sale, a receipt) must never be sent twice behind the user's back.
            mutations: { retry: false },
        },
    });

export const queryClient = createQueryClient();
