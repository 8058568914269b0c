import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One runner, four layers. `npm test` runs them all (tests/helpers/runLayers.ts: e2e in a second
// vitest process beside the others); `npm test -- --project api` runs one.

/**
 * Test files run at once in unit, api and ui: one per core, and never fewer than two. vitest's
 * default (cores − 1) is one on a 2-core machine, where the api layer then waits on PostgreSQL
 * with a core idle.
 */
const WORKERS = Math.max(2, os.availableParallelism());

// Each file gets fresh modules of ours in a worker process shared with other files (freshModules.ts).
const FRESH_MODULES = 'tests/helpers/freshModules.ts';

export default defineConfig({
    plugins: [react()],
    test: {
        globals: true,
        reporters: ['default', './tests/helpers/summaryReporter.ts'],
        maxWorkers: WORKERS,
        projects: [
            {
                extends: true,
                test: { name: 'unit', include: ['tests/unit/**/*.test.ts?(x)'], environment: 'node', isolate: false, setupFiles: [FRESH_MODULES] },
            },
            {
                extends: true,
                test: {
                    name: 'api',
                    include: ['tests/api/**/*.test.ts'],
                    environment: 'node',
                    isolate: false,
                    setupFiles: [FRESH_MODULES, 'tests/helpers/apiSetup.ts'],
                    testTimeout: 30_000,
                    hookTimeout: 60_000,
                },
            },
            {
                extends: true,
                test: {
                    name: 'ui',
                    include: ['tests/ui/**/*.test.tsx'],
                    environment: 'jsdom',
                    isolate: false,
                    setupFiles: [FRESH_MODULES, 'tests/helpers/uiSetup.ts'],
                    testTimeout: 30_000,
                },
            },
            {
                extends: true,
                test: {
                    name: 'e2e',
                    include: ['tests/e2e/**/*.test.ts'],
                    environment: 'node',
                    globalSetup: ['tests/helpers/e2eGlobalSetup.ts'],
                    testTimeout: 60_000,
                    hookTimeout: 180_000,
                    // One browser and one server: the journeys run one after another, in one
                    // worker process. In a run with other layers they come last (their own
                    // group); `npm test` runs them in a vitest process of their own instead.
                    fileParallelism: false,
                    isolate: false,
                    sequence: { groupOrder: 1 },
                },
            },
        ],
    },
});
