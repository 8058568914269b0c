import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, retryDelay, shouldRetryQuery } from '../../src/queryClient';

describe('query retry policy (spec §9)', () => {
    it('retries server and network failures up to 3 times', () => {
        const serverError = { status: 500 };
        expect(shouldRetryQuery(0, serverError)).toBe(true);
        expect(shouldRetryQuery(2, serverError)).toBe(true);
        expect(shouldRetryQuery(3, serverError)).toBe(false);
        expect(shouldRetryQuery(0, new Error('No se pudo conectar con el servidor.'))).toBe(true);
        expect(shouldRetryQuery(3, new Error('x'))).toBe(false);
    });

    it('does not retry client errors', () => {
        for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(shouldRetryQuery(0, { status })).toBe(false);
    });

    it('backs off exponentially and never waits more than 30 s', () => {
        expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
        expect(retryDelay(5)).toBe(30_000);
        expect(retryDelay(12)).toBe(30_000);
    });

    it('keeps data 5 minutes and never retries mutations', () => {
        const defaults = createQueryClient().getDefaultOptions();
        expect(defaults.queries?.staleTime).toBe(300_000);
        expect(defaults.queries?.gcTime).toBe(300_000);
        expect(defaults.mutations?.retry).toBe(false);
    });
});

describe('the query client in action', () => {
    afterEach(() => vi.useRealTimers());

    it('calls a failing query 4 times in all (1 + 3 retries), waiting 1 s, 2 s and 4 s', async () => {
        vi.useFakeTimers();
        const client = createQueryClient();
        const queryFn = vi.fn().mockRejectedValue(Object.assign(new Error('Error 503'), { status: 503 }));
        const result = client.fetchQuery({ queryKey: ['fails'], queryFn }).catch((error: Error) => error);
        await vi.advanceTimersByTimeAsync(0);
        expect(queryFn).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(999);
        expect(queryFn).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(1);
        expect(queryFn).toHaveBeenCalledTimes(2);
        await vi.advanceTimersByTimeAsync(2000 + 4000);
        expect(queryFn).toHaveBeenCalledTimes(4);
        await vi.advanceTimersByTimeAsync(60_000);
        expect(queryFn).toHaveBeenCalledTimes(4);
        expect(await result).toBeInstanceOf(Error);
    });

    it('gives up at once on a 404', async () => {
        const client = createQueryClient();
        const queryFn = vi.fn().mockRejectedValue(Object.assign(new Error('Recurso no encontrado.'), { status: 404 }));
        await expect(client.fetchQuery({ queryKey: ['missing'], queryFn })).rejects.toThrow('Recurso no encontrado.');
        expect(queryFn).toHaveBeenCalledTimes(1);
    });

    it('runs a failing mutation once', async () => {
        const client = createQueryClient();
        const mutationFn = vi.fn().mockRejectedValue(new Error('Error 500: Internal Server Error'));
        const observer = new MutationObserver(client, { mutationFn });
        await expect(observer.mutate(undefined)).rejects.toThrow('Error 500');
        expect(mutationFn).toHaveBeenCalledTimes(1);
    });
});
