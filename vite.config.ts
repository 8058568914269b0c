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
 * react-admin's own CSV export (ra-core's defaultExporter, the `exporter` a List has unless told
 * otherwise) writes the file with jsonexport, ~2.4 kB brotli that came with react-admin's list
 * parts to every list's first visit. Ours pass their own exporter (csvExporter) or none, and
 * defaultExporter calls jsonexport only once the export button is pressed, with a callback: the
 * module ra-core imports is therefore a function that loads jsonexport (its own chunk, like any
 * lazy part) and calls it with the same arguments. jsonexport's modules only define functions, so
 * evaluating them later changes no side effect's order.
 *
 * The chunk imports 'react' (already evaluated by the entry: a no-op) so that it imports the
 * entry chunk like every other chunk: rolldown then keeps its runtime helpers (__commonJSMin for
 * jsonexport's CommonJS) in the entry. Without it they moved to a file of their own that /login
 * and every chunk imported, ~25 bytes more in each chunk.
 */
function jsonexportOnDemand(): Plugin {
    const onDemand = '\0sipv:jsonexport-on-demand';
    const chunk = '\0sipv:jsonexport';
    return {
        name: 'sipv:jsonexport-on-demand',
        apply: 'build',
        enforce: 'pre',
        resolveId: (source, importer) => {
            if (source === chunk) return chunk;
            return /^jsonexport(\/dist\/index\.js)?$/.test(source) && importer !== chunk ? onDemand : null;
        },
        load: (id) => {
            if (id === onDemand) return `export default (...args) => import(${JSON.stringify(chunk)}).then((m) => m.default(...args));`;
            if (id === chunk) return `import 'react';\nimport jsonexport from 'jsonexport/dist/index.js';\nexport default jsonexport;`;
            return null;
        },
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
    plugins: [react(), nativeObjectEntries(), jsonexportOnDemand(), precompress()],
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
