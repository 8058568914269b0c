import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../../src/queryClient';

// jsdom has no scrolling; react-admin scrolls to top on navigation.
window.scrollTo = () => undefined;

// Pages are lazy chunks: the first visit to one in a test run transforms its modules on the fly,
// which beside npm test's other layers on two cores has taken over 5 s (inventario, compras).
// A wait only lasts that long when something is missing: passing tests are not slower.
configure({ asyncUtilTimeout: 15_000 });

/**
 * polyglot reports "Missing translation for key" (through console.error in development) when a
 * key has no text, and then prints the key itself. A missing `app.*` or `resources.*` key (ours)
 * fails the test that rendered it; the `ra.*` keys are guarded by tests/unit/i18n.test.ts.
 */
let missingKeys: string[] = [];

const watch = (method: 'error' | 'warn') => {
    const original = console[method];
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        const key = /Missing translation for key: "((?:app|resources)\.[^"]+)"/.exec(args.map(String).join(' '))?.[1];
        if (key) missingKeys.push(key);
        original(...args);
    });
};

beforeEach(() => {
    missingKeys = [];
    watch('error');
    watch('warn');
});

afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    queryClient.clear();
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    if (missingKeys.length > 0) throw new Error(`Missing Spanish texts for: ${[...new Set(missingKeys)].join(', ')}`);
});
