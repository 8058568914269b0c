import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser fetches; maps and the manifest are never served, images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export function isCompressible(file: string): boolean {
    const posix = file.split(path.sep).join('/');
    return COMPRESSIBLE.test(posix) && !posix.startsWith('.vite/') && !posix.includes('/.vite/');
}

/**
 * Writes `file.br` and `file.gz` beside `file`, at the highest levels: this runs once per build,
 * the server then sends the bytes as they are (no compression per request). A sibling is only
 * written when it is smaller than the file; without it the server sends the file itself.
 */
export async function precompressFile(file: string): Promise<void> {
    const original = await fs.readFile(file);
    const [br, gz] = await Promise.all([
        brotli(original, {
            params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
            },
        }),
        gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([
        writeIfSmaller(`${file}.br`, br, original.length),
        writeIfSmaller(`${file}.gz`, gz, original.length),
    ]);
}

async function writeIfSmaller(target: string, bytes: Buffer, originalSize: number): Promise<void> {
    if (bytes.length < originalSize) await fs.writeFile(target, bytes);
    else await fs.rm(target, { force: true });
}

/** Pre-compresses every compressible file under `dir` (relative names, as Vite's bundle lists them). */
export async function precompressFiles(dir: string, files: string[]): Promise<void> {
    await Promise.all(files.filter(isCompressible).map((f) => precompressFile(path.join(dir, f))));
}

/** Vite plugin: after `vite build` writes dist/, every script, style sheet and index.html gets its .br and .gz. */
export function precompress(): Plugin {
    return {
        name: 'sipv:precompress',
        apply: 'build',
        async writeBundle(options, bundle) {
            if (!options.dir) return;
            await precompressFiles(options.dir, Object.keys(bundle));
        },
    };
}
