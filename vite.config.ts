import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on the same origin in production (server/app.ts serves dist/).
// In `npm run dev` Vite proxies /api to the server started by `npm run dev:server`.
export default defineConfig({
    plugins: [react()],
    build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
    server: {
        proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
    },
});
