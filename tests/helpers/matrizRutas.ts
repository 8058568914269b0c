import { sql } from 'kysely';
import type { Campos } from '../../contracts/maestro.js';
import { PERMISOS, type Permiso } from '../../contracts/permisos.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createDb } from '../../server/db/createDb.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { MODULOS } from '../../server/modules/index.js';
import type { Modulo } from '../../server/modules/modulo.js';
import type { Database } from '../../server/db/tables.js';
import type { RouteEntry } from '../../server/http/routeTable.js';
import { type ApiResponse, type ArchivoDePrueba, request } from './apiClient.js';
import {
    comoBody,
    crearCategoria,
    crearCliente,
    crearProducto,
    crearProveedor,
    productoBody,
    referencias,
    type Sesion,
    unico,
} from './catalogo.js';
import { crearOrden } from './compras.js';
import { crearRol, crearUsuario, edicion, nuevoUsuario } from './equipo.js';
import { TEST_SECRET, type TestServer } from './testServer.js';

/*
 * The table behind the permission and tenancy matrices (tests/helpers/matrices.ts): for every
 * /api/v1 route the server registers, how to build a valid request. A route without an entry
 * fails both matrices, so adding a route means adding its line here; a master-data module's
 * five routes come from its `crud` (server/modules/modulo.ts) instead.
 */

export interface Peticion {
    path: string;
    body?: unknown;
    /** A multipart upload instead of a JSON body (the catalogue import). */
    archivo?: ArchivoDePrueba;
}

/**
 * What an id inside a body names, by resource: each knows how to make a row in a given company
 * (a master-data module's rows are made from its `crud`, see `matriz`).
 */
export type TipoDeId = string;

const CREAR_FILA = {
    categorias: async (s: Sesion) => (await crearCategoria(s)).id,
    proveedores: async (s: Sesion) => (await crearProveedor(s)).id,
    clientes: async (s: Sesion) => (await crearCliente(s)).id,
    variantes: async (s: Sesion) => (await crearProducto(s)).variantes[0].id,
    // No permission: whoever holds usuarios:administrar alone may hand it out (nobody grants more than they hold).
    roles: async (s: Sesion) => (await crearRol(s, [])).id,
    compras: async (s: Sesion) => (await ordenPendiente(s)).id,
} satisfies Record<string, (s: Sesion) => Promise<number>>;

/** A valid checkout body: one unit of a fresh product, for a fresh customer, paid in cash. */
async function checkout(s: Sesion) {
    const varianteId = await CREAR_FILA.variantes(s);
    return { items: [{ producto_id: varianteId, cantidad: 1 }], pagos: [{ metodo_pago: 'Efectivo', monto: '1000.00' }], cliente_id: await CREAR_FILA.clientes(s) };
}

async function vender(s: Sesion) {
    const body = await checkout(s);
    const res = await s.post(`${V1}/ventas/pos/checkout`, body);
    if (res.status !== 201) throw new Error(`venta falló: ${res.status} ${JSON.stringify(res.body)}`);
    return { id: res.body.id as number, varianteId: body.items[0].producto_id };
}

const movimientoManual = () => ({ tipo: 'egreso', monto: '10.00', concepto: unico('Gasto de matriz'), categoria: 'Varios' });

const CAJA = '/api/v1/caja/sesiones';

/** The caller's open cash session, opened with a float of 100.00 when they have none. */
async function cajaAbierta(s: Sesion): Promise<number> {
    const actual = await s.get(`${CAJA}/actual`);
    if (actual.status === 200) return actual.body.id;
    const res = await s.post(`${CAJA}/`, { fondo_inicial: '100.00' });
    if (res.status !== 201) throw new Error(`abrir caja falló: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
}

/** Closes the caller's open cash session, if any (one open per user: the next opening needs it). */
async function sinCajaAbierta(s: Sesion): Promise<void> {
    const actual = await s.get(`${CAJA}/actual`);
    if (actual.status !== 200) return;
    const res = await s.post(`${CAJA}/${actual.body.id}/cierre/`, { efectivo_contado: actual.body.fondo_inicial });
    if (res.status !== 200) throw new Error(`cerrar caja falló: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A Pendiente purchase order of one line, with its supplier and product. */
async function ordenPendiente(s: Sesion) {
    const [proveedor, producto] = await Promise.all([crearProveedor(s), crearProducto(s)]);
    return crearOrden(s, proveedor.id, [[producto.variantes[0].id, 2, '10.00']]);
}

/** A fresh customer who owes $50.00 (an ajuste by the company's admin). */
async function clienteQueDebe(s: Sesion): Promise<number> {
    const id = await CREAR_FILA.clientes(s);
    const res = await s.post(`${V1}/clientes/${id}/ajustes/`, { monto: '50.00', motivo: 'Saldo de matriz' });
    if (res.status !== 201) throw new Error(`ajuste falló: ${res.status} ${JSON.stringify(res.body)}`);
    return id;
}

/** A fresh abono of $1.00 by transfer. */
async function abonoDeMatriz(s: Sesion): Promise<number> {
    const res = await s.post(`${V1}/clientes/${await clienteQueDebe(s)}/abonos/`, { monto: '1.00', metodo_pago: 'Transferencia' });
    if (res.status !== 201) throw new Error(`abono falló: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
}

/** A fresh entry of the company's audit log: a new role writes one ('rol.permisos'). */
async function entradaDeBitacora(s: Sesion): Promise<number> {
    const rol = await crearRol(s);
    const res = await s.get(`${V1}/bitacora/?tipo=rol.permisos&limit=1`);
    const entrada = (res.body as { id: number; entidad_id: number }[])[0];
    if (res.status !== 200 || entrada?.entidad_id !== rol.id) throw new Error(`bitácora: ${res.status} ${JSON.stringify(res.body)}`);
    return entrada.id;
}

export interface EntradaRuta {
    /**
     * A valid call in the company of `s` (its admin), fixtures made through the API: called by a
     * user holding the route's permission it must succeed (2xx).
     */
    peticion(s: Sesion): Promise<Peticion>;
    /** A list (GET without a path id): the table whose rows it answers, by `id`. */
    lista?: keyof Database;
    /** A GET without a path id that lists no company rows: why. */
    sinFilas?: string;
    /** Every id inside the body ('campo' or 'lineas.0.campo'): what it names. */
    idsEnCuerpo?: Record<string, TipoDeId>;
    /**
     * The call acts on the caller's own record (their cash session, which nobody else without
     * caja:supervisar reaches): the permission matrix builds it with `peticion` of the user who
     * holds the route's permission, not of the company's admin.
     */
    delLlamante?: boolean;
}

const V1 = '/api/v1';

/** The five routes of a catalogue-style resource (crudRoutes). */
function crud(
    recurso: string,
    opciones: {
        path?: string;
        tabla: keyof Database;
        crear(s: Sesion): Promise<{ id: number }>;
        cuerpo(s: Sesion, existente?: { id: number }): Promise<unknown> | unknown;
        idsEnCuerpo?: Record<string, TipoDeId>;
        idsEnCuerpoAlEditar?: Record<string, TipoDeId>;
    },
): Record<string, EntradaRuta> {
    const base = `${V1}/${opciones.path ?? recurso}`;
    const uno = async (s: Sesion) => `${base}/${(await opciones.crear(s)).id}`;
    return {
        [`GET ${base}`]: { lista: opciones.tabla, peticion: async () => ({ path: `${base}/` }) },
        [`GET ${base}/:id`]: { peticion: async (s) => ({ path: await uno(s) }) },
        [`POST ${base}`]: { idsEnCuerpo: opciones.idsEnCuerpo, peticion: async (s) => ({ path: `${base}/`, body: await opciones.cuerpo(s) }) },
        [`PUT ${base}/:id`]: {
            idsEnCuerpo: opciones.idsEnCuerpoAlEditar ?? opciones.idsEnCuerpo,
            peticion: async (s) => {
                const existente = await opciones.crear(s);
                return { path: `${base}/${existente.id}`, body: await opciones.cuerpo(s, existente) };
            },
        },
        [`DELETE ${base}/:id`]: { peticion: async (s) => ({ path: await uno(s) }) },
    };
}

/**
 * A valid body of a master-data resource from its fields' kinds: its name unique on each call,
 * and each reference a fresh row of the resource it names, in the same company.
 */
async function cuerpoMaestro(s: Sesion, campos: Campos, crearFila: Record<TipoDeId, (s: Sesion) => Promise<number>>) {
    const valores = await Promise.all(
        Object.entries(campos).map(async ([nombre, campo], i) => {
            if (campo.tipo === 'referencia') return [nombre, await crearFila[campo.recurso](s)];
            if (campo.tipo === 'numero') return [nombre, campo.min];
            if (campo.tipo === 'booleano') return [nombre, true];
            return [nombre, i === 0 ? unico('Matriz') : 'Texto de matriz'];
        }),
    );
    return Object.fromEntries(valores);
}

const EN_CSV = 'Un CSV (no filas JSON): tests/api/exportar.test.ts comprueba que no lleva filas de otra empresa.';

/** Keyed `METHOD url` exactly as `app.routeTable` spells the route. */
const ENTRADAS: Record<string, EntradaRuta> = {
    ...crud('proveedores', { tabla: 'proveedores', crear: crearProveedor, cuerpo: () => ({ nombre_empresa: unico('Proveedor') }) }),
    ...crud('clientes', { tabla: 'clientes', crear: crearCliente, cuerpo: () => ({ nombre_completo: unico('Cliente') }) }),
    ...crud('productos', {
        path: 'productos/plantillas',
        tabla: 'plantillas',
        crear: crearProducto,
        // Without costo_compra: a valid call for whoever holds productos:escribir alone, who does
        // not see costs (server/http/costos.ts; tests/api/costos.test.ts covers those who do).
        cuerpo: async (s, existente) => {
            const body = existente
                ? { ...comoBody(existente as Awaited<ReturnType<typeof crearProducto>>), nombre: unico('Producto') }
                : productoBody((await referencias(s)).refs);
            return { ...body, variantes: body.variantes.map(({ costo_compra: _costo, ...v }) => v) };
        },
        idsEnCuerpo: { categoria_id: 'categorias', proveedor_id: 'proveedores' },
        idsEnCuerpoAlEditar: { categoria_id: 'categorias', proveedor_id: 'proveedores', 'variantes.0.id': 'variantes' },
    }),
    // Retiring a product (what 'Eliminar' offers when its history forbids deleting it).
    [`PATCH ${V1}/productos/plantillas/:id`]: {
        peticion: async (s) => ({ path: `${V1}/productos/plantillas/${(await crearProducto(s)).id}`, body: { activo: false } }),
    },
    // A category's products all take the same taxes.
    [`POST ${V1}/productos/impuestos`]: {
        idsEnCuerpo: { categoria_id: 'categorias' },
        peticion: async (s) => {
            const producto = await crearProducto(s);
            return { path: `${V1}/productos/impuestos`, body: { categoria_id: producto.categoria?.id, iva: '0', ieps: '0.08' } };
        },
    },

    // The catalogue from a spreadsheet: a new product of a fresh SKU, its category and supplier created by name.
    [`POST ${V1}/productos/importaciones`]: {
        peticion: async () => ({
            path: `${V1}/productos/importaciones/?confirmar=true`,
            archivo: { nombre: 'catalogo.csv', tipo: 'text/csv', contenido: `producto,sku,precio_venta,stock,categoria,proveedor\n${unico('Producto')},${unico('SKU').replace(/ /g, '-')},10.00,3,Matriz,Matriz\n` },
        }),
    },
    [`GET ${V1}/productos/exportacion`]: {
        sinFilas: 'Un archivo CSV o XLSX (no filas JSON): tests/api/importacionExportar.test.ts comprueba que no lleva variantes de otra empresa.',
        peticion: async () => ({ path: `${V1}/productos/exportacion?formato=csv` }),
    },
    [`GET ${V1}/roles/permisos-disponibles`]: {
        sinFilas: 'El catálogo de permisos es el mismo para todas las empresas.',
        peticion: async () => ({ path: `${V1}/roles/permisos-disponibles` }),
    },
    [`GET ${V1}/roles`]: { lista: 'roles', peticion: async () => ({ path: `${V1}/roles/` }) },
    [`GET ${V1}/roles/:id`]: { peticion: async (s) => ({ path: `${V1}/roles/${(await crearRol(s)).id}` }) },
    [`POST ${V1}/roles`]: { peticion: async () => ({ path: `${V1}/roles/`, body: { nombre: unico('Rol'), permisos: ['roles:administrar'] } }) },
    [`PUT ${V1}/roles/:id`]: {
        peticion: async (s) => ({ path: `${V1}/roles/${(await crearRol(s)).id}`, body: { nombre: unico('Rol'), permisos: ['roles:administrar'] } }),
    },
    [`DELETE ${V1}/roles/:id`]: { peticion: async (s) => ({ path: `${V1}/roles/${(await crearRol(s)).id}` }) },

    [`GET ${V1}/usuarios`]: { lista: 'usuarios', peticion: async () => ({ path: `${V1}/usuarios/` }) },
    [`GET ${V1}/usuarios/roles`]: { lista: 'roles', peticion: async () => ({ path: `${V1}/usuarios/roles/` }) },
    [`GET ${V1}/usuarios/:id`]: {
        peticion: async (s) => ({ path: `${V1}/usuarios/${(await crearUsuario(s, await CREAR_FILA.roles(s))).id}` }),
    },
    [`POST ${V1}/usuarios`]: {
        idsEnCuerpo: { rol_id: 'roles' },
        peticion: async (s) => ({
            path: `${V1}/usuarios/`,
            body: { nombre: 'Eva', apellido: 'Luna', usuario: nuevoUsuario(), contrasena: 'clave-de-matriz', rol_id: await CREAR_FILA.roles(s) },
        }),
    },
    [`PUT ${V1}/usuarios/:id`]: {
        idsEnCuerpo: { rol_id: 'roles' },
        peticion: async (s) => {
            const u = await crearUsuario(s, await CREAR_FILA.roles(s));
            return { path: `${V1}/usuarios/${u.id}`, body: edicion(u, { nombre: 'Eva María', rol_id: await CREAR_FILA.roles(s) }) };
        },
    },
};

Object.assign(ENTRADAS, {
    [`GET ${V1}/compras`]: { lista: 'compras', peticion: async () => ({ path: `${V1}/compras/` }) },
    [`GET ${V1}/compras/:id`]: { peticion: async (s) => ({ path: `${V1}/compras/${(await ordenPendiente(s)).id}/` }) },
    [`POST ${V1}/compras`]: {
        idsEnCuerpo: { proveedor_id: 'proveedores', 'detalles.0.producto_id': 'variantes' },
        peticion: async (s) => ({
            path: `${V1}/compras/`,
            body: { proveedor_id: await CREAR_FILA.proveedores(s), detalles: [{ producto_id: await CREAR_FILA.variantes(s), cantidad: 3, costo_unitario: '12.50' }] },
        }),
    },
    [`POST ${V1}/compras/:id/recibir`]: { peticion: async (s) => ({ path: `${V1}/compras/${(await ordenPendiente(s)).id}/recibir/` }) },
    [`POST ${V1}/compras/:id/cancelar`]: { peticion: async (s) => ({ path: `${V1}/compras/${(await ordenPendiente(s)).id}/cancelar/` }) },

    ...crud('contabilidad', {
        path: 'contabilidad/movimientos',
        tabla: 'movimientos_contables',
        crear: async (s) => (await s.post(`${V1}/contabilidad/movimientos/`, movimientoManual())).body as { id: number },
        cuerpo: () => movimientoManual(),
    }),
    [`GET ${V1}/contabilidad/resumen`]: {
        sinFilas: 'Tres totales de la empresa, sin filas.',
        peticion: async () => ({ path: `${V1}/contabilidad/resumen/` }),
    },
    [`GET ${V1}/sesion`]: {
        sinFilas: 'El usuario y la empresa del que llama; tests/api/sesion.test.ts comprueba que son los suyos.',
        peticion: async () => ({ path: `${V1}/sesion` }),
    },
    [`GET ${V1}/empresa`]: {
        sinFilas: 'Los ajustes de la empresa del que llama; tests/api/empresa.test.ts comprueba que son los suyos.',
        peticion: async () => ({ path: `${V1}/empresa/` }),
    },
    // The whole object as it stands, renamed (the id is read-only: left out); the zone unchanged, as a company with sales must keep it.
    [`PUT ${V1}/empresa`]: {
        peticion: async (s) => {
            const { id: _id, ...ajustes } = (await s.get(`${V1}/empresa/`)).body;
            return { path: `${V1}/empresa/`, body: { ...ajustes, nombre: unico('Empresa de matriz') } };
        },
    },
    [`GET ${V1}/dashboard`]: {
        sinFilas: 'Indicadores de la empresa; sus listas se comprueban en tests/api/dashboard.test.ts.',
        peticion: async () => ({ path: `${V1}/dashboard/` }),
    },
    [`GET ${V1}/reportes/impuestos`]: {
        sinFilas: 'Sumas de la empresa por impuesto y tasa; tests/api/reporteImpuestos.test.ts comprueba que no cuentan ventas de otra.',
        peticion: async () => ({ path: `${V1}/reportes/impuestos?desde=2025-01-01&hasta=2025-01-31` }),
    },
    [`GET ${V1}/reportes/ventas`]: {
        sinFilas: 'Sumas de la empresa por periodo, producto, vendedor, pago u hora; tests/api/reportesVentas.test.ts comprueba que no cuentan ventas de otra.',
        peticion: async () => ({ path: `${V1}/reportes/ventas?agrupar=producto&desde=2025-01-01&hasta=2025-01-31` }),
    },
    [`GET ${V1}/reportes/ventas/exportar`]: {
        sinFilas: 'El reporte de ventas como archivo (CSV o XLSX); tests/api/reportesVentasArchivo.test.ts comprueba que no lleva ventas de otra empresa.',
        peticion: async () => ({ path: `${V1}/reportes/ventas/exportar?formato=csv&agrupar=producto&desde=2025-01-01&hasta=2025-01-31` }),
    },

    [`POST ${V1}/ventas/pos/checkout`]: {
        idsEnCuerpo: { 'items.0.producto_id': 'variantes', cliente_id: 'clientes' },
        peticion: async (s) => ({ path: `${V1}/ventas/pos/checkout`, body: await checkout(s) }),
    },
    [`GET ${V1}/ventas`]: { lista: 'ventas', peticion: async () => ({ path: `${V1}/ventas/` }) },
    [`GET ${V1}/ventas/:id`]: { peticion: async (s) => ({ path: `${V1}/ventas/${(await vender(s)).id}` }) },
    // The CSV exports answer a file, not rows: tests/api/exportar.test.ts checks each holds none of another company's.
    [`GET ${V1}/ventas/exportar`]: { sinFilas: EN_CSV, peticion: async () => ({ path: `${V1}/ventas/exportar` }) },
    [`GET ${V1}/clientes/exportar`]: { sinFilas: EN_CSV, peticion: async () => ({ path: `${V1}/clientes/exportar` }) },
    [`GET ${V1}/proveedores/exportar`]: { sinFilas: EN_CSV, peticion: async () => ({ path: `${V1}/proveedores/exportar` }) },
    [`GET ${V1}/productos/plantillas/exportar`]: { sinFilas: EN_CSV, peticion: async () => ({ path: `${V1}/productos/plantillas/exportar` }) },
    [`GET ${V1}/compras/exportar`]: { sinFilas: EN_CSV, peticion: async () => ({ path: `${V1}/compras/exportar` }) },
    [`GET ${V1}/inventario/exportar`]: { sinFilas: EN_CSV, peticion: async () => ({ path: `${V1}/inventario/exportar` }) },
    [`GET ${V1}/contabilidad/movimientos/exportar`]: { sinFilas: EN_CSV, peticion: async () => ({ path: `${V1}/contabilidad/movimientos/exportar` }) },
    [`POST ${V1}/ventas/:id/devolucion`]: {
        idsEnCuerpo: { 'items.0.producto_id': 'variantes' },
        peticion: async (s) => {
            const venta = await vender(s);
            return { path: `${V1}/ventas/${venta.id}/devolucion/`, body: { motivo: 'Matriz', items: [{ producto_id: venta.varianteId, cantidad: 1 }] } };
        },
    },
    [`POST ${V1}/ventas/:id/cancelar`]: { peticion: async (s) => ({ path: `${V1}/ventas/${(await vender(s)).id}/cancelar`, body: { motivo: 'Matriz' } }) },

    // Corte de caja: each call on the caller's own session (delLlamante).
    [`POST ${CAJA}`]: {
        delLlamante: true,
        peticion: async (s) => {
            await sinCajaAbierta(s);
            return { path: `${CAJA}/`, body: { fondo_inicial: '100.00', caja: 'Caja de matriz' } };
        },
    },
    [`GET ${CAJA}`]: { lista: 'sesiones_caja', peticion: async () => ({ path: `${CAJA}/` }) },
    [`GET ${CAJA}/actual`]: {
        delLlamante: true,
        sinFilas: 'La sesión abierta del que llama, la suya: tests/api/caja.test.ts comprueba que nadie lee la de otro.',
        peticion: async (s) => {
            await cajaAbierta(s);
            return { path: `${CAJA}/actual` };
        },
    },
    [`GET ${CAJA}/:id`]: { delLlamante: true, peticion: async (s) => ({ path: `${CAJA}/${await cajaAbierta(s)}` }) },
    [`POST ${CAJA}/:id/movimientos`]: {
        delLlamante: true,
        peticion: async (s) => ({ path: `${CAJA}/${await cajaAbierta(s)}/movimientos/`, body: { tipo: 'entrada', monto: '10.00', motivo: 'Matriz' } }),
    },
    [`POST ${CAJA}/:id/cierre`]: {
        delLlamante: true,
        peticion: async (s) => ({ path: `${CAJA}/${await cajaAbierta(s)}/cierre/`, body: { efectivo_contado: '100.00' } }),
    },

    [`GET ${V1}/inventario`]: { lista: 'variantes', peticion: async () => ({ path: `${V1}/inventario/` }) },
    [`GET ${V1}/inventario/valor`]: {
        sinFilas: 'Un total de la empresa (valor, unidades, variantes), sin filas.',
        peticion: async () => ({ path: `${V1}/inventario/valor` }),
    },
    [`POST ${V1}/inventario/ajustes`]: {
        idsEnCuerpo: { producto_id: 'variantes' },
        peticion: async (s) => ({
            path: `${V1}/inventario/ajustes/`,
            body: { producto_id: await CREAR_FILA.variantes(s), cantidad_ajuste: 2, tipo_ajuste: 'ENTRADA_MANUAL', motivo: 'Matriz' },
        }),
    },
    [`GET ${V1}/inventario/variantes/:id/movimientos`]: {
        peticion: async (s) => ({ path: `${V1}/inventario/variantes/${await CREAR_FILA.variantes(s)}/movimientos/` }),
    },

    // Customer accounts (issue 34): a customer who owes $50.00 (an ajuste), an abono by transfer (no cash session needed).
    [`GET ${V1}/clientes/:id/cuenta`]: { peticion: async (s) => ({ path: `${V1}/clientes/${await CREAR_FILA.clientes(s)}/cuenta` }) },
    [`POST ${V1}/clientes/:id/abonos`]: {
        peticion: async (s) => ({ path: `${V1}/clientes/${await clienteQueDebe(s)}/abonos/`, body: { monto: '1.00', metodo_pago: 'Transferencia' } }),
    },
    [`GET ${V1}/clientes/abonos/:id`]: { peticion: async (s) => ({ path: `${V1}/clientes/abonos/${await abonoDeMatriz(s)}` }) },
    [`POST ${V1}/clientes/:id/ajustes`]: {
        peticion: async (s) => ({ path: `${V1}/clientes/${await CREAR_FILA.clientes(s)}/ajustes/`, body: { monto: '5.00', motivo: 'Matriz' } }),
    },
    [`GET ${V1}/reportes/cuentas-por-cobrar`]: {
        sinFilas: 'Filas por cliente dentro de un objeto; tests/api/cuentasPorCobrar.test.ts comprueba que no cuenta clientes de otra empresa.',
        peticion: async () => ({ path: `${V1}/reportes/cuentas-por-cobrar` }),
    },

    // The audit log is read only: an entry comes with a change, here a new role ('rol.permisos').
    [`GET ${V1}/bitacora`]: { lista: 'bitacora', peticion: async () => ({ path: `${V1}/bitacora/` }) },
    [`GET ${V1}/bitacora/:id`]: { peticion: async (s) => ({ path: `${V1}/bitacora/${await entradaDeBitacora(s)}` }) },
} satisfies Record<string, EntradaRuta>);

/**
 * The matrices' table for an app of these modules: every route's entry (a master-data module's
 * five from its `crud`) and how to make a row of each resource a body may name.
 */
export function matriz(modulos: readonly Modulo[] = MODULOS) {
    const cruds = modulos.flatMap((m) => (m.crud ? [m.crud] : []));
    const crearFila: Record<TipoDeId, (s: Sesion) => Promise<number>> = { ...CREAR_FILA };
    const entradas: Record<string, EntradaRuta> = {};
    for (const c of cruds) {
        const cuerpo = (s: Sesion) => cuerpoMaestro(s, c.campos, crearFila);
        const crear = async (s: Sesion) => {
            const res = await s.post(`${V1}/${c.path}/`, await cuerpo(s));
            if (res.status !== 201) throw new Error(`crear en ${c.path} falló: ${res.status} ${JSON.stringify(res.body)}`);
            return res.body as { id: number };
        };
        crearFila[c.path] = async (s) => (await crear(s)).id;
        const idsEnCuerpo = Object.fromEntries(Object.entries(c.campos).flatMap(([n, campo]) => (campo.tipo === 'referencia' ? [[n, campo.recurso]] : [])));
        Object.assign(entradas, crud(c.path, { tabla: c.tabla, crear, cuerpo, idsEnCuerpo }));
    }
    return { entradas: { ...entradas, ...ENTRADAS }, crearFila };
}

export const claveDe = (r: Pick<RouteEntry, 'method' | 'url'>) => `${r.method} ${r.url}`;

/**
 * The /api/v1 routes of an app of these modules, built over a throwaway in-memory database so
 * the test files can declare one test per route (the tests also check this equals their
 * server's table).
 */
export async function rutasV1(modulos: readonly Modulo[] = MODULOS): Promise<RouteEntry[]> {
    const db = createDb('sqlite::memory:');
    await migrateToLatest(db, modulos);
    const app = await buildApp({ logger: false, db, modulos, config: { ...loadConfig({}), demo: false, secret: TEST_SECRET, distDir: null } });
    await app.ready();
    const rutas = soloV1(app.routeTable);
    await app.close();
    await db.close();
    return rutas;
}

export const soloV1 = (tabla: RouteEntry[]) =>
    tabla
        .filter((r) => r.url.startsWith(`${V1}/`))
        .map(({ method, url, permiso, soloConCostos }) => ({ method, url, permiso, ...(soloConCostos ? { soloConCostos } : {}) }));

/** Every id-like field of a body (`id`, `*_id` holding a number), as dotted paths. */
export function idsDe(body: unknown, prefijo = ''): string[] {
    if (Array.isArray(body)) return body.flatMap((v, i) => idsDe(v, `${prefijo}${i}.`));
    if (body === null || typeof body !== 'object') return [];
    return Object.entries(body).flatMap(([k, v]) =>
        (k === 'id' || k.endsWith('_id')) && typeof v === 'number' ? [`${prefijo}${k}`] : idsDe(v, `${prefijo}${k}.`),
    );
}

/** A copy of `body` with the dotted path set to `valor`. */
export function conValor(body: unknown, ruta: string, valor: unknown): unknown {
    const copia = structuredClone(body) as Record<string, unknown>;
    const partes = ruta.split('.');
    let nodo: Record<string, unknown> = copia;
    for (const parte of partes.slice(0, -1)) nodo = nodo[parte] as Record<string, unknown>;
    nodo[partes.at(-1) as string] = valor;
    return copia;
}

export function llamar(s: Pick<Sesion, 'url' | 'token'>, method: string, p: Peticion): Promise<ApiResponse> {
    return request(s.url, p.path, { method, token: s.token, json: p.body, archivo: p.archivo });
}

/**
 * Every row of every table, to prove a refused call changed nothing anywhere (any company,
 * any table, including those other branches add). Rows are compared as sorted JSON.
 */
export async function fotoDeLaBase(server: TestServer): Promise<Record<string, string[]>> {
    const k = server.db.kysely;
    const tablas =
        server.db.dialect === 'sqlite'
            ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(k)).rows.map((r) => r.name)
            : (
                  await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(k)
              ).rows.map((r) => r.name);
    const foto: Record<string, string[]> = {};
    for (const tabla of tablas.filter((t) => !t.startsWith('kysely_')).sort()) {
        const filas = (await sql<Record<string, unknown>>`select * from ${sql.table(tabla)}`.execute(k)).rows;
        foto[tabla] = filas.map((f) => JSON.stringify(f)).sort();
    }
    return foto;
}

export const esPermisoDelCatalogo = (p: unknown): p is Permiso => (PERMISOS as readonly unknown[]).includes(p);
