import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.js';

/**
 * node-polyglot (react-admin's translations) requires the `object.entries` polyfill, which drags
 * ~17 kB of es-abstract helpers (get-intrinsic, define-properties…) into the login page. Every
 * browser Vite targets has Object.entries (ES2017), so the polyfill becomes the native function.
 */
function nativeObjectEntries(): Plugin {
    const id = '\0native:object.entries';
    return {
        name: 'sipv:native-object-entries',
        enforce: 'pre',
        resolveId: (source) => (source === 'object.entries' ? id : null),
        load: (module) => (module === id ? 'module.exports = Object.entries;' : null),
    };
}

/**
 * A build is the production app whoever starts it. Vite derives "production" from the caller's
 * NODE_ENV, and the e2e global setup builds inside Vitest (NODE_ENV=test): that build bundled
 * React's development code, dev exports and dev JSX (1.3 MB instead of 0.96 MB). These are the
 * three things Vite derives from it.
 */
const productionBuild = {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { conditions: defaultClientConditions.map((c) => (c === 'development|production' ? 'production' : c)) },
    oxc: { jsx: { development: false } },
};

// The API runs on the same origin in production (server/app.ts serves dist/).
// In `npm run dev` Vite proxies /api to the server started by `npm run dev:server`.
export default defineConfig(({ command }) => ({
    plugins: [react(), nativeObjectEntries(), precompress()],
    ...(command === 'build' ? productionBuild : {}),
    build: {
        outDir: 'dist',
        // No source maps in production: no error-reporting service would use hidden ones, and
        // maps in dist/ would be served to anyone who asks (the server refuses *.map anyway).
        sourcemap: false,
        // dist/.vite/manifest.json: which files each page loads, read by `npm run budget`.
        manifest: true,
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
            output: {
                codeSplitting: {
                    // Everything the entry imports statically goes into the entry chunk. Left alone,
                    // rolldown splits what the entry shares with the lazy pages into a second chunk
                    // that /login downloads anyway (rolldown#9963); one file compresses ~6 kB smaller.
                    groups: [{ name: 'index', tags: ['$initial'] }],
                },
            },
        },
    },
    server: {
        proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
    },
}));
