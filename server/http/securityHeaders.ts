import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The CSP is what the built app needs and no more: scripts
 * only from our origin (Vite emits no inline script), styles also inline because MUI's emotion
 * injects <style> tags at run time, images and fonts from us or data: URIs, API calls to us, and
 * no framing at all (clickjacking a till is not a joke).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
    await app.register(helmet, {
        contentSecurityPolicy: {
            useDefaults: false,
            directives: {
                defaultSrc: ["'self'"],
                scriptSrc: ["'self'"],
                styleSrc: ["'self'", "'unsafe-inline'"],
                imgSrc: ["'self'", 'data:'],
                fontSrc: ["'self'", 'data:'],
                connectSrc: ["'self'"],
                objectSrc: ["'none'"],
                baseUri: ["'self'"],
                formAction: ["'self'"],
                frameAncestors: ["'none'"],
            },
        },
        frameguard: { action: 'deny' },
        referrerPolicy: { policy: 'same-origin' },
        // Shops reach the app over plain HTTP on their own network; HSTS would be ignored there
        // and would pin a hostname wrongly behind a future TLS proxy: the proxy sets it.
        strictTransportSecurity: false,
    });
}
