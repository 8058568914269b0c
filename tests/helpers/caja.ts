import type { Permiso } from '../../contracts/permisos.js';
import type { ApiResponse } from './apiClient.js';
import { type Sesion, unico } from './catalogo.js';
import type { TestServer } from './testServer.js';
import { usuarioConPermisos } from './usuarios.js';
import { checkout, productoConVariantes } from './ventas.js';

/** The cash sessions' paths (CONVENTIONS §6, Cash). */
export const RUTAS_CAJA = {
    sesiones: '/api/v1/caja/sesiones/',
    actual: '/api/v1/caja/sesiones/actual',
    sesion: (id: number | string) => `/api/v1/caja/sesiones/${id}`,
    movimientos: (id: number | string) => `/api/v1/caja/sesiones/${id}/movimientos/`,
    cierre: (id: number | string) => `/api/v1/caja/sesiones/${id}/cierre/`,
} as const;

/** What a cashier of the tests holds: their own till, selling and returning. */
export const CAJERO: readonly Permiso[] = ['caja:operar', 'ventas:crear', 'ventas:leer', 'devoluciones:crear'];
export const SUPERVISOR: readonly Permiso[] = [...CAJERO, 'caja:supervisar'];

export const cajero = (server: TestServer, empresaId: number) => usuarioConPermisos(server, empresaId, CAJERO);
export const supervisor = (server: TestServer, empresaId: number) => usuarioConPermisos(server, empresaId, SUPERVISOR);

function esperado<T>(res: ApiResponse<T>, status: number, what: string): T {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
}

/** Opens the caller's session; its id. */
export async function abrir(s: Sesion, fondo: string | number = '500.00', caja?: string): Promise<number> {
    return esperado(await s.post(RUTAS_CAJA.sesiones, { fondo_inicial: fondo, ...(caja ? { caja } : {}) }), 201, 'abrir caja').id;
}

export const mover = (s: Sesion, id: number, tipo: 'entrada' | 'salida', monto: string | number, extra: { gasto?: boolean; motivo?: string } = {}) =>
    s.post(RUTAS_CAJA.movimientos(id), { tipo, monto, motivo: extra.motivo ?? `Movimiento ${tipo}`, ...(extra.gasto === undefined ? {} : { gasto: extra.gasto }) });

export const cerrar = (s: Sesion, id: number, contado: string | number, denominaciones?: unknown) =>
    s.post(RUTAS_CAJA.cierre(id), { efectivo_contado: contado, ...(denominaciones ? { denominaciones } : {}) });

/** A product of one variant with plenty of stock at `precio`; its variant id. */
export async function articulo(s: Sesion, precio = '10.00', stock = 10_000): Promise<number> {
    const p = await productoConVariantes(s, [{ sku: unico('CJ').replace(/\s+/g, '-'), precio, stock }]);
    return p.variantes[0].id;
}

/** A sale of `cantidad` units of `varianteId` paid with `pagos` ([método, monto]…); its id. */
export async function vender(s: Sesion, varianteId: number, cantidad: number, pagos: [string, string | number][]): Promise<number> {
    const res = await checkout(s, { items: [{ producto_id: varianteId, cantidad }], pagos: pagos.map(([metodo_pago, monto]) => ({ metodo_pago, monto })) });
    return esperado(res, 201, 'venta').id;
}

/** Sets the company's caja_obligatoria straight in the database (the settings screen is another module's). */
export async function cajaObligatoria(server: TestServer, empresaId: number, si: boolean): Promise<void> {
    await server.db.kysely.updateTable('empresas').set({ caja_obligatoria: si ? 1 : 0 }).where('id', '=', empresaId).execute();
}

/** The company's audit entries of a kind, oldest first, with their JSON parsed. */
export async function anotaciones(server: TestServer, empresaId: number, tipo: string) {
    const filas = await server.db.kysely.selectFrom('bitacora').selectAll().where('empresa_id', '=', empresaId).where('tipo', '=', tipo).orderBy('id').execute();
    return filas.map((f) => ({ ...f, antes: f.antes === null ? null : JSON.parse(f.antes), despues: f.despues === null ? null : JSON.parse(f.despues) }));
}

/**
 * The statements `fn` sends through the server's database (those of its transactions too),
 * besides the authentication's own lookup (as tests/api/ventas.test.ts counts a checkout's).
 */
export async function sentenciasDe(server: TestServer, fn: () => Promise<unknown>): Promise<string[]> {
    const sentencias: string[] = [];
    const db = server.db;
    type Ejecutor = { executeQuery: (...a: unknown[]) => Promise<unknown> };
    const escuchar = (executor: Ejecutor) => {
        const executeQuery = executor.executeQuery;
        executor.executeQuery = (...a: unknown[]) => {
            sentencias.push(String((a[0] as { sql: string }).sql));
            return executeQuery.apply(executor, a);
        };
        return () => {
            executor.executeQuery = executeQuery;
        };
    };
    const dejar = escuchar((db.kysely as unknown as { getExecutor(): Ejecutor }).getExecutor());
    const transaction = db.transaction;
    db.transaction = <T>(f: (tx: typeof db) => Promise<T>) =>
        transaction.call(db, (tx) => {
            escuchar((tx.kysely as unknown as { getExecutor(): Ejecutor }).getExecutor());
            return f(tx as typeof db);
        }) as Promise<T>;
    try {
        await fn();
    } finally {
        dejar();
        db.transaction = transaction;
    }
    return sentencias.filter((q) => !/from "usuarios" as "u" left join "roles"/.test(q));
}
