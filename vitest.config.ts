import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One runner, four layers. `npm test` runs them all; `npm test -- --project api` runs one.
export default defineConfig({
    plugins: [react()],
    test: {
        globals: true,
        reporters: ['default', './tests/helpers/summaryReporter.ts'],
        projects: [
            {
                extends: true,
                test: { name: 'unit', include: ['tests/unit/**/*.test.ts?(x)'], environment: 'node' },
            },
            {
                extends: true,
                test: {
                    name: 'api',
                    include: ['tests/api/**/*.test.ts'],
                    environment: 'node',
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
                    setupFiles: ['tests/helpers/uiSetup.ts'],
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
                    // One browser and one server: run the journeys one after another.
                    fileParallelism: false,
                },
            },
        ],
    },
});
