import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { MENSAJES_HTTP } from '../../contracts/errors.js';
import { notaDeCostos } from './costos.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

const V1_PREFIX = '/api/v1/';
const BEARER = 'bearerAuth';

// The error bodies every client already reads (CONVENTIONS §1), documented once for all routes.
const detailBody = (description: string) => ({
    description,
    type: 'object',
    properties: { detail: { type: 'string' } },
    required: ['detail'],
});
const validationBody = {
    description: 'Datos inválidos: una entrada por problema, con dónde está (`loc`) y el mensaje en español.',
    type: 'object',
    properties: {
        detail: {
            type: 'array',
            items: {
                type: 'object',
                properties: {
                    loc: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
                    msg: { type: 'string' },
                    type: { type: 'string' },
                },
                required: ['loc', 'msg', 'type'],
            },
        },
    },
    required: ['detail'],
};

/** The resource an operation belongs to: `/api/v1/productos/plantillas/:id` → `productos`. */
export function resourceOf(url: string): string {
    return url.startsWith(V1_PREFIX) ? url.slice(V1_PREFIX.length).split('/')[0] : 'publico';
}

/**
 * One route → one operation: the zod schemas become JSON Schema (the type provider's transform),
 * and what `authenticate.ts` enforces is stated in the document: the route's `config.permiso` as
 * `x-permiso`, the bearer requirement, and the 401/403 it can answer. Routes outside /api/v1 are
 * public and carry no security requirement.
 */
const describeRoute: SwaggerTransform = (input) => {
    const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]) as {
        schema: (FastifySchema & Record<string, unknown>) | undefined;
        url: string;
    };
    if (schema?.hide) return { schema, url };

    const operation: Record<string, unknown> = { ...schema, tags: [resourceOf(url)] };
    const responses: Record<string, unknown> = { ...(schema?.response as object | undefined) };
    if (Object.keys(responses).length === 0) responses['2XX'] = { description: 'Respuesta correcta.' };
    if (schema?.body || schema?.querystring || schema?.params || schema?.headers) responses['422'] ??= validationBody;

    const permiso = input.route.config?.permiso;
    if (permiso) {
        operation.security = [{ [BEARER]: [] }];
        operation['x-permiso'] = permiso;
        operation.description ??=
            [permiso === 'autenticado' ? 'Requiere una sesión válida.' : `Requiere el permiso \`${permiso}\`.`, notaDeCostos(input.route.config)]
                .filter(Boolean)
                .join(' ');
        responses['401'] ??= detailBody(`${MENSAJES_HTTP.noAutenticado} Falta el token o no es válido.`);
        responses['403'] ??= detailBody(MENSAJES_HTTP.sinPermiso);
    }
    operation.response = responses;
    return { schema: operation as FastifySchema, url };
};

/**
 * Publishes the API's OpenAPI 3.1 document at /api/openapi.json and its interactive reference at
 * /api/docs, both public. Must run before any route is registered: @fastify/swagger learns the
 * routes from `onRoute`. The reference's assets come from @fastify/swagger-ui's own copy of
 * swagger-ui, served by us, so it works in a shop without internet.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
    await app.register(swagger, {
        openapi: {
            openapi: '3.1.0',
            info: {
                title: 'SIPV API',
                version: '1.0.0',
                description:
                    'API del Sistema Integral de Punto de Venta: catálogo, inventario, ventas, compras, ' +
                    'devoluciones, contabilidad, roles y usuarios. Cada ruta de /api/v1 requiere un token ' +
                    '(`POST /api/login/token`) y el permiso indicado en `x-permiso`. Los errores siguen el ' +
                    'formato de FastAPI: `{ "detail": "…" }`, o una lista `{ "detail": [{ loc, msg, type }] }` en un 422.',
            },
            components: {
                securitySchemes: {
                    [BEARER]: {
                        type: 'http',
                        scheme: 'bearer',
                        bearerFormat: 'JWT',
                        description: 'Token de sesión obtenido en `POST /api/login/token`.',
                    },
                },
            },
            tags: [{ name: 'publico', description: 'Rutas sin token: inicio de sesión, registro, modo demostración y estado.' }],
        },
        transform: describeRoute,
        transformObject: jsonSchemaTransformObject,
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

    await app.register(swaggerUi, {
        routePrefix: DOCS_PREFIX,
        theme: { title: 'SIPV API — Referencia' },
        uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: false },
    });
}
