import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'contracts', 'scripts', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
    if (!fs.existsSync(entry)) return 0;
    const stat = fs.statSync(entry);
    if (!stat.isDirectory()) return stat.mtimeMs;
    let newest = stat.mtimeMs;
    for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
    return newest;
}

/** Builds the front end with Vite when dist/ is missing or older than its sources. */
export async function ensureFrontendBuilt(distDir: string, log: (msg: string) => void): Promise<void> {
    const built = path.join(distDir, 'index.html');
    const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
    if (builtAt >= Math.max(...SOURCES.map(newestMtime))) return;
    log('Compilando la interfaz web (vite build)…');
    const { build } = await import('vite');
    await build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
}
