import type { ImportacionRespuesta } from '../contracts/importacionApi';
import { descargarArchivo, subirArchivo } from './httpArchivos';
import { useMemo } from 'react';
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, type DeleteParams, type DeleteResult, type fetchUtils, type Identifier, type RaRecord, type UpdateParams, type UpdateResult, useDataProvider } from 'react-admin';
import type { ResumenContable } from '../contracts/contabilidad';
import type { Compra } from '../contracts/compras';
import type { Abono, abonoInput, ajusteCuentaInput, ajusteCuentaSchema } from '../contracts/cuentas';
import type { DashboardKpis } from '../contracts/dashboard';
import type { Empresa, empresaInput } from '../contracts/empresa';
import type { aperturaInput, cierreInput, movimientoCajaInput, ReporteZ, SesionCaja, SesionConLectura } from '../contracts/caja';
import type { AjusteInput, AjusteResultado, MovimientoStock, ValorInventario } from '../contracts/inventario';
import type { ImpuestosDeCategoriaRespuesta, impuestosDeCategoriaInput, Producto } from '../contracts/productos';
import type { Periodo, ReporteImpuestos, ReporteVentas, reporteVentasQuery } from '../contracts/reportes';
import type { Sesion } from '../contracts/sesion';
import type { z } from 'zod';
import type { CancelacionInput, CheckoutRespuesta, checkoutInput, DevolucionInput, NotaCredito, VentaDetalle } from '../contracts/ventas';
import { API_V1, apiPath } from './apiPaths';
import { readSession } from './authStorage';
import { httpClient } from './httpClient';

/**
 * react-admin's calls on the SIPV API (CONVENTIONS §2): ra-data-simple-rest speaks the API's list
 * dialect (`sort=["nombre","ASC"]&range=[0,24]&filter={"q":"peña"}`, the total in X-Total-Count,
 * getMany as `filter={"id":[…]}` in one request), over our httpClient (bearer token, HttpError
 * with the Spanish messages, AbortSignal). Resource names become API paths through apiPaths.ts.
 * The workflows that are not CRUD are typed methods beside them (see `workflow`), so pages reach
 * them through `useDatos()` (below) and a 401 from them logs out like any call.
 */

/**
 * simple-rest's transport. simple-rest marks its body-less DELETE as text/plain; we send no content
 * type without a body, as every other call (the server refuses a declared body that is empty).
 */
const transport = (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers);
    if (options.body == null) headers.delete('Content-Type');
    return httpClient(url, { ...options, headers });
};

const simpleRest = simpleRestProvider(API_V1, transport, 'X-Total-Count');

// react-admin's own default record type, as in its DataProvider signature.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyRecord = any;

const isRecord = (value: unknown): value is RaRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * POST to a workflow endpoint (`ventas/pos/checkout`, `compras/7/recibir/`) and answer its JSON.
 * Failures are the same HttpError as every other call.
 */
export const workflow = async <T>(path: string, body?: unknown, init: Pick<RequestInit, 'headers' | 'signal'> = {}): Promise<T> => {
    const { json } = await httpClient<T>(`${API_V1}/${path}`, {
        ...init,
        method: 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
    });
    return json;
};

/** GET an answer that is not a list (`dashboard/`, `contabilidad/resumen/`) and answer its JSON. */
export const read = async <T>(path: string, init: Pick<RequestInit, 'signal'> = {}): Promise<T> =>
    (await httpClient<T>(`${API_V1}/${path}`, init)).json;

/** One page of a list whose path names its parent (a variant's kardex), with the count of all its rows (X-Total-Count). */
export interface Pagina<T> {
    filas: T[];
    total: number;
}

const readPage = async <T>(path: string, { skip, limit }: { skip: number; limit: number }, signal?: AbortSignal): Promise<Pagina<T>> => {
    const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
    const { json, headers } = await httpClient<T[]>(`${API_V1}/${path}?${query}`, { signal });
    const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
    return { filas: json, total: Number.isFinite(total) ? total : json.length };
};

/** The sales report's query as the URL carries it (ids as text). */
export type ConsultaReporteVentas = z.input<typeof reporteVentasQuery>;

/**
 * The workflow calls of spec §7, one typed method each, with their body and answer types from
 * `contracts/` (types only: no schema reaches the bundle through here).
 */
const workflowMethods = {
    /**
     * The same key on a retry returns the first sale instead of selling twice. The body as sent
     * (the schema's input: amounts as "150.50"), not as the server holds it after parsing.
     */
    checkout: (venta: z.input<typeof checkoutInput>, idempotencyKey: string) =>
        workflow<CheckoutRespuesta>('ventas/pos/checkout', venta, { headers: { 'Idempotency-Key': idempotencyKey } }),
    devolucion: (ventaId: Identifier, devolucion: DevolucionInput) => workflow<NotaCredito>(`ventas/${ventaId}/devolucion/`, devolucion),
    /** Voids a Completada sale with its reason (beyond the spec); answers the sale as it is now (Cancelada). */
    cancelarVenta: (ventaId: Identifier, cancelacion: CancelacionInput) => workflow<VentaDetalle>(`ventas/${ventaId}/cancelar`, cancelacion),
    recibirCompra: (compraId: Identifier) => workflow<Compra>(`compras/${compraId}/recibir/`),
    cancelarCompra: (compraId: Identifier) => workflow<Compra>(`compras/${compraId}/cancelar/`),
    ajusteStock: (ajuste: AjusteInput) => workflow<AjusteResultado>('inventario/ajustes/', ajuste),
    /** Retires a product (or brings it back), touching nothing else: PATCH productos/plantillas/{id}. */
    activarProducto: async (id: Identifier, activo: boolean) =>
        (await httpClient<Producto>(`${API_V1}/productos/plantillas/${id}`, { method: 'PATCH', body: JSON.stringify({ activo }) })).json,
    /** The catalogue's file: its preview, or its import with `confirmar` (POST productos/importaciones/, multipart, upload progress to `alSubir`). */
    importarCatalogo: (archivo: File, confirmar: boolean, alSubir: (fraccion: number) => void) =>
        subirArchivo<ImportacionRespuesta>(`${API_V1}/productos/importaciones/?confirmar=${confirmar}`, 'archivo', archivo, alSubir),
    /** Every variant as catalogo.csv or catalogo.xlsx, the file the import reads back (GET productos/exportacion). */
    exportarCatalogo: (formato: 'csv' | 'xlsx') => descargarArchivo(`${API_V1}/productos/exportacion?formato=${formato}`, `catalogo.${formato}`),
    /** Every product of one category takes these taxes (POST productos/impuestos): answers how many. */
    impuestosDeCategoria: (cambio: z.input<typeof impuestosDeCategoriaInput>) => workflow<ImpuestosDeCategoriaRespuesta>('productos/impuestos', cambio),
    /** Today's KPIs and the last 30 days' sales, in the shop's time zone. */
    dashboard: (signal?: AbortSignal) => read<DashboardKpis>('dashboard/', { signal }),
    /** Σ ingresos, Σ egresos and the balance of the whole ledger. */
    resumenContable: (signal?: AbortSignal) => read<ResumenContable>('contabilidad/resumen/', { signal }),
    /** Σ stock × costo_compra over the inventory list's own search. */
    valorInventario: (search: string, signal?: AbortSignal) =>
        read<ValorInventario>(`inventario/valor?${new URLSearchParams(search ? { search } : {})}`, { signal }),
    /** One page of a variant's stock history (kardex), newest first. */
    kardex: (varianteId: Identifier, pagina: { skip: number; limit: number }, signal?: AbortSignal) =>
        readPage<MovimientoStock>(`inventario/variantes/${varianteId}/movimientos/`, pagina, signal),
    /** The caller's open cash session with its X reading and movements; null when there is none (404). */
    cajaActual: (signal?: AbortSignal) =>
        read<SesionConLectura>('caja/sesiones/actual', { signal }).catch((error: unknown) => {
            if ((error as { status?: unknown }).status === 404) return null;
            throw error;
        }),
    /** Opens the caller's session with its float (201). */
    abrirCaja: (apertura: z.input<typeof aperturaInput>) => workflow<SesionCaja>('caja/sesiones/', apertura),
    /** Cash put in or taken out of a session (a salida `gasto` posts an egreso). */
    movimientoCaja: (sesionId: Identifier, movimiento: z.input<typeof movimientoCajaInput>) => workflow<unknown>(`caja/sesiones/${sesionId}/movimientos/`, movimiento),
    /** Closes a session with the count: the Z report. */
    cerrarCaja: (sesionId: Identifier, cierre: z.input<typeof cierreInput>) => workflow<ReporteZ>(`caja/sesiones/${sesionId}/cierre/`, cierre),
    /** A payment on a customer's balance (POST clientes/{id}/abonos/): the same key on a retry answers the first abono. */
    abonar: (clienteId: Identifier, abono: z.input<typeof abonoInput>, idempotencyKey: string) =>
        workflow<Abono>(`clientes/${clienteId}/abonos/`, abono, { headers: { 'Idempotency-Key': idempotencyKey } }),
    /**
     * A correction by hand of a customer's balance and/or points, with its reason (POST clientes/{id}/ajustes/,
     * clientes:credito): the account's new balance and points. No Idempotency-Key: the route takes none.
     */
    ajustarCuenta: (clienteId: Identifier, ajuste: z.input<typeof ajusteCuentaInput>) => workflow<z.infer<typeof ajusteCuentaSchema>>(`clientes/${clienteId}/ajustes/`, ajuste),
    /** One abono as its receipt prints it (customer, amount, method, balance before and after, who received it). */
    abono: (id: Identifier, signal?: AbortSignal) => read<Abono>(`clientes/abonos/${id}`, { signal }),
    /** Every permission the server knows (spec §7), for the roles form. */
    permisosDisponibles: (signal?: AbortSignal) => read<string[]>('roles/permisos-disponibles', { signal }),
    /** The shop's settings (GET /api/v1/empresa/): its name, zone, ticket texts, caja_obligatoria. */
    empresa: (signal?: AbortSignal) => read<Empresa>('empresa/', { signal }),
    /** Saves the whole settings object (PUT /api/v1/empresa/) and answers it as stored. */
    guardarEmpresa: async (ajustes: z.input<typeof empresaInput>) =>
        (await httpClient<Empresa>(`${API_V1}/empresa/`, { method: 'PUT', body: JSON.stringify(ajustes) })).json,
    /** The taxes per tax and rate of the shop's days `desde`–`hasta` (both included): sales, returns and net. */
    reporteImpuestos: ({ desde, hasta }: Periodo, signal?: AbortSignal) =>
        read<ReporteImpuestos>(`reportes/impuestos?${new URLSearchParams({ desde, hasta })}`, { signal }),
    /** The sales report of the shop's days `desde`–`hasta` (both included), grouped by `agrupar`, filtered by category and seller. */
    reporteVentas: (consulta: ConsultaReporteVentas, signal?: AbortSignal) => read<ReporteVentas>(`reportes/ventas?${new URLSearchParams(consulta)}`, { signal }),
    /** The same report as a file written by the server (GET reportes/ventas/exportar): ventas_<agrupar>_<desde>_<hasta>.csv|xlsx. */
    exportarReporteVentas: (consulta: ConsultaReporteVentas, formato: 'csv' | 'xlsx') =>
        descargarArchivo(`${API_V1}/reportes/ventas/exportar?${new URLSearchParams({ formato, ...consulta })}`, `ventas_${consulta.agrupar}_${consulta.desde}_${consulta.hasta}.${formato}`),
    /** The caller, their shop (its name and time zone) and their permissions. */
    sesion: (signal?: AbortSignal) => read<Sesion>('sesion', { signal }),
    /**
     * The CSV of every row of a list that its filters and sort select (`ventas`, `productos`…),
     * written by the server (GET <lista>/exportar, the list's own dialect): its text.
     */
    exportar: async (resource: string, { filter, sort }: { filter?: object; sort?: { field: string; order: string } }) => {
        const query = new URLSearchParams({ filter: JSON.stringify(filter ?? {}) });
        if (sort?.field) query.set('sort', JSON.stringify([sort.field, sort.order]));
        return (await httpClient(`${API_V1}/${apiPath(resource)}/exportar?${query}`)).body;
    },
};

export const dataProvider = {
    supportAbortSignal: true,

    getList: (resource, params) => simpleRest.getList(apiPath(resource), params),
    getOne: (resource, params) => simpleRest.getOne(apiPath(resource), params),
    getMany: (resource, params) => simpleRest.getMany(apiPath(resource), params),
    getManyReference: (resource, params) => simpleRest.getManyReference(apiPath(resource), params),
    create: (resource, params) => simpleRest.create(apiPath(resource), params),

    // An answer without a body (204) keeps what was sent: the caller's own record type.
    update: async <R extends RaRecord = AnyRecord>(resource: string, params: UpdateParams): Promise<UpdateResult<R>> => {
        const { data } = await simpleRest.update<R>(apiPath(resource), params);
        return { data: isRecord(data) ? data : ({ ...params.data, id: params.id } as R) };
    },

    // A 204 has no body: answer with what react-admin already had.
    delete: async <R extends RaRecord = AnyRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> => {
        const { data } = await simpleRest.delete<R>(apiPath(resource), params);
        return { data: isRecord(data) ? data : (params.previousData ?? ({ id: params.id } as R)) };
    },

    // The API has no bulk endpoints; simple-rest's fan-out reads ids from bodies a 204 does not have.
    updateMany: async (resource, params) => {
        await Promise.all(params.ids.map((id) => simpleRest.update(apiPath(resource), { id, data: params.data, previousData: { id } })));
        return { data: params.ids };
    },
    deleteMany: async (resource, params) => {
        await Promise.all(params.ids.map((id) => simpleRest.delete(apiPath(resource), { id })));
        return { data: params.ids };
    },

    ...workflowMethods,
} satisfies DataProvider;

export type SipvDataProvider = typeof dataProvider;

/**
 * The data provider as a screen calls it. react-admin's `useDataProvider` answers a call refused
 * with a 401 by ending the session and then *resolving* it, with an empty `{ data }` in place of
 * the answer (ra-core's useDataProvider): a workflow's caller took that for success, so the till
 * emptied the cart of a sale never made, and receiving an order said 'recibida'. Here a call that
 * settles once the session is over never settles: the page is on its way to /login, and whatever
 * it keeps (the till's open sale) is kept for the same cashier's return. It lives here, in the
 * shell's bundle, rather than in a chunk of its own that every screen would download.
 */
export const useDatos = (): SipvDataProvider => {
    const dataProvider = useDataProvider<SipvDataProvider>();
    return useMemo(
        () =>
            new Proxy(dataProvider, {
                get: (destino, nombre) => {
                    const valor = Reflect.get(destino, nombre);
                    if (typeof valor !== 'function') return valor;
                    return async (...args: unknown[]) => {
                        const respuesta = await valor(...args);
                        return readSession() ? respuesta : new Promise<never>(() => undefined);
                    };
                },
            }),
        [dataProvider],
    );
};
