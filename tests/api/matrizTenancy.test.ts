import { matrizDeTenencia } from '../helpers/matrices.js';

/**
 * Company B against company A on every /api/v1 route of the server's route table: A's id in the
 * path is a 404, A's id inside a body is a 404 or 422, neither changes anything anywhere, and no
 * list of B shows a row of A. Requests come from tests/helpers/matrizRutas.ts.
 */
await matrizDeTenencia();
