import type { ApiResponse } from './apiClient.js';
import { request } from './apiClient.js';
import { crearCliente, type Sesion } from './catalogo.js';
import type { TestServer } from './testServer.js';
import { checkout } from './ventas.js';

/** Customer accounts' routes (issue 34). */
export const RUTAS_CUENTAS = {
    cuenta: (id: number) => `/api/v1/clientes/${id}/cuenta`,
    abonos: (id: number) => `/api/v1/clientes/${id}/abonos/`,
    abono: (id: number) => `/api/v1/clientes/abonos/${id}`,
    ajustes: (id: number) => `/api/v1/clientes/${id}/ajustes/`,
    cliente: (id: number) => `/api/v1/clientes/${id}`,
    porCobrar: '/api/v1/reportes/cuentas-por-cobrar',
} as const;

export const credito = (monto: string | number) => ({ metodo_pago: 'Crédito de la Tienda', monto });
export const puntos = (monto: string | number) => ({ metodo_pago: 'Canje de Puntos', monto });

/** A customer with this credit limit (and days), created by a session holding clientes:credito. */
export async function clienteConCredito(s: Sesion, limite: string, dias?: number) {
    return crearCliente(s, { limite_credito: limite, ...(dias === undefined ? {} : { dias_credito: dias }) });
}

/** A sale of `cantidad` units of `varianteId` to `clienteId` paid with `pagos`. */
export const venderA = (s: Pick<Sesion, 'url' | 'token'>, clienteId: number, varianteId: number, cantidad: number, pagos: unknown[], clave?: string): Promise<ApiResponse> =>
    checkout(s, { items: [{ producto_id: varianteId, cantidad }], pagos, cliente_id: clienteId }, clave);

/** POST an abono, optionally with an Idempotency-Key. */
export const abonar = (s: Pick<Sesion, 'url' | 'token'>, clienteId: number, body: unknown, clave?: string): Promise<ApiResponse> =>
    request(s.url, RUTAS_CUENTAS.abonos(clienteId), { method: 'POST', token: s.token, json: body, headers: clave ? { 'idempotency-key': clave } : {} });

/** The company's points program, straight in the database (the settings' own tests cover PUT /empresa). */
export async function programaDePuntos(server: TestServer, empresaId: number, porCada100: number, valorPunto = 100): Promise<void> {
    await server.db.kysely.updateTable('empresas').set({ puntos_por_cada_100: porCada100, valor_punto: valorPunto }).where('id', '=', empresaId).execute();
}

/**
 * A customer's account as stored: saldo and puntos, and the sums and last running balances of
 * their movements (which must all agree).
 */
export async function cuentaGuardada(server: TestServer, empresaId: number, clienteId: number) {
    const k = server.db.kysely;
    const [c, mov, pts] = await Promise.all([
        k.selectFrom('clientes').select(['saldo', 'puntos']).where('empresa_id', '=', empresaId).where('id', '=', clienteId).executeTakeFirstOrThrow(),
        k.selectFrom('movimientos_cuenta').select(['monto', 'saldo']).where('empresa_id', '=', empresaId).where('cliente_id', '=', clienteId).orderBy('id').execute(),
        k.selectFrom('movimientos_puntos').select(['puntos', 'saldo']).where('empresa_id', '=', empresaId).where('cliente_id', '=', clienteId).orderBy('id').execute(),
    ]);
    // Each movement's running balance is the previous one plus its amount.
    let corrido = 0;
    const corridoOk = mov.every((m) => (corrido += Number(m.monto)) === Number(m.saldo));
    let corridoP = 0;
    const corridoPuntosOk = pts.every((m) => (corridoP += Number(m.puntos)) === Number(m.saldo));
    return {
        saldo: Number(c.saldo),
        puntos: Number(c.puntos),
        sumaMovimientos: mov.reduce((s, m) => s + Number(m.monto), 0),
        sumaPuntos: pts.reduce((s, m) => s + Number(m.puntos), 0),
        corridoOk,
        corridoPuntosOk,
        movimientos: mov.length,
    };
}
