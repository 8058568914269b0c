import { categorias } from './categorias/categorias.js';
import type { Modulo } from './modulo.js';

/**
 * The modules built as one file each (ARCHITECTURE, "Adding a resource"), in registration order:
 * app.ts mounts their routes under /api/v1, migrate.ts runs their migrations, the route matrices
 * derive their crud entries. Older modules are still registered one by one in app.ts.
 */
export const MODULOS: Modulo[] = [categorias];
