import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MENSAJES_HTTP } from '../../contracts/errors.js';

/**
 * Serves the built front end: hashed assets cached for a year, index.html never cached, and every
 * app path (/login, /ventas/5…) answered with index.html (see `registerNotFound`).
 *
 * The build writes each file's .br and .gz beside it (scripts/precompress.ts); `preCompressed`
 * sends the one the browser's Accept-Encoding prefers (br, then gzip, else the file itself) with
 * `Vary: Accept-Encoding`, for assets and for index.html alike.
 */
export async function serveSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
    const indexFile = path.join(distDir, 'index.html');
    if (!fs.existsSync(indexFile)) return false;

    await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        // Only the files themselves get routes: the compressed siblings are chosen by
        // Accept-Encoding, and source maps are never served, even if a build left some.
        globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
        setHeaders(res, filePath) {
            const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
            res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
    });

    return true;
}

/** A path the client router owns: a page GET outside /api that does not name a file. */
function isAppRoute(method: string, pathname: string): boolean {
    return (
        (method === 'GET' || method === 'HEAD') &&
        pathname !== '/api' &&
        !pathname.startsWith('/api/') &&
        !path.posix.basename(pathname).includes('.')
    );
}

/** Unknown /api paths and missing files are JSON 404s; app paths get index.html when it exists. */
export function registerNotFound(app: FastifyInstance, withSpa: boolean): void {
    app.setNotFoundHandler((request, reply) => {
        const pathname = request.url.split('?')[0];
        if (withSpa && isAppRoute(request.method, pathname)) {
            reply.header('Cache-Control', 'no-cache');
            return reply.type('text/html; charset=utf-8').sendFile('index.html');
        }
        return reply.status(404).send({ detail: MENSAJES_HTTP.rutaNoEncontrada, path: pathname });
    });
}
