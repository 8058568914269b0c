import { matrizDePermisos } from '../helpers/matrices.js';

/**
 * Every /api/v1 route, enumerated from the server's own route table: a user whose role holds
 * every permission but the route's is refused (403, nothing changed anywhere), a user holding
 * only the route's permission gets through. A new route needs a line in tests/helpers/matrizRutas.ts.
 */
await matrizDePermisos();
