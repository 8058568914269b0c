import { deMilesimas } from '../../contracts/unidades.js';
import type { Database } from '../../server/db/tables.js';
import { type ApiResponse, registrarYEntrar, request } from './apiClient.js';
import { contarVenta, insertarLineas } from './documentos.js';
import type { TestServer } from './testServer.js';

/** The catalogue's collection paths, as the spec spells them (with the trailing slash). */
export const RUTAS = {
    categorias: '/api/v1/categorias/',
    proveedores: '/api/v1/proveedores/',
    clientes: '/api/v1/clientes/',
    productos: '/api/v1/productos/plantillas/',
} as const;
export type Recurso = keyof typeof RUTAS;

/** `RUTAS.x` + id + '/': the one-item path. */
export const ruta = (recurso: Recurso, id: number | string) => `${RUTAS[recurso]}${id}/`;

/** A logged-in company admin with shortcuts for authenticated calls. */
export interface Sesion {
    url: string;
    token: string;
    email: string;
    empresaId: number;
    usuarioId: number;
    get<T = any>(path: string): Promise<ApiResponse<T>>;
    post<T = any>(path: string, json: unknown): Promise<ApiResponse<T>>;
    put<T = any>(path: string, json: unknown): Promise<ApiResponse<T>>;
    del<T = any>(path: string): Promise<ApiResponse<T>>;
}

export function sesionCon(url: string, token: string, ids: { email: string; empresaId: number; usuarioId: number }): Sesion {
    return {
        url,
        token,
        ...ids,
        get: (path) => request(url, path, { token }),
        post: (path, json) => request(url, path, { method: 'POST', token, json }),
        put: (path, json) => request(url, path, { method: 'PUT', token, json }),
        del: (path) => request(url, path, { method: 'DELETE', token }),
    };
}

/** Registers a brand-new company (so its catalogue starts empty) and logs its admin in. */
export async function nuevaSesion(server: TestServer): Promise<Sesion> {
    const { token, datos } = await registrarYEntrar(server.url);
    const user = await server.db.kysely
        .selectFrom('usuarios')
        .select(['id', 'empresa_id'])
        .where('usuario', '=', datos.email)
        .executeTakeFirstOrThrow();
    return sesionCon(server.url, token, { email: datos.email, empresaId: user.empresa_id, usuarioId: user.id });
}

let contador = 0;
/** A name no other test uses: `${base} ${n}`. */
export function unico(base: string): string {
    contador++;
    return `${base} ${Date.now().toString(36)}${contador}`;
}

function creado<T>(res: ApiResponse<T>, what: string): T {
    if (res.status !== 201) throw new Error(`crear ${what} falló: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
}

export async function crearCategoria(s: Sesion, nombre = unico('Categoría')) {
    return creado<{ id: number; nombre: string }>(await s.post(RUTAS.categorias, { nombre }), 'categoría');
}

export async function crearProveedor(s: Sesion, datos: Record<string, unknown> = {}) {
    return creado<{ id: number; nombre_empresa: string }>(
        await s.post(RUTAS.proveedores, { nombre_empresa: unico('Proveedor'), ...datos }),
        'proveedor',
    );
}

export async function crearCliente(s: Sesion, datos: Record<string, unknown> = {}) {
    return creado<{ id: number; nombre_completo: string; email: string | null; rfc: string | null }>(
        await s.post(RUTAS.clientes, { nombre_completo: unico('Cliente'), ...datos }),
        'cliente',
    );
}

export interface VarianteBody {
    id?: number;
    sku: string;
    precio_venta: unknown;
    costo_compra?: unknown;
    stock: unknown;
    valores_ids?: number[];
}

export interface ProductoRespuesta {
    id: number;
    nombre: string;
    descripcion: string | null;
    categoria: { id: number; nombre: string } | null;
    proveedor: { id: number; nombre_empresa: string } | null;
    variantes: { id: number; sku: string; stock: number; precio_venta: string; costo_compra: string; valores_ids: number[] }[];
}

export const variante = (overrides: Partial<VarianteBody> = {}): VarianteBody => ({
    sku: unico('SKU').replace(/\s+/g, '-'),
    precio_venta: '100.00',
    costo_compra: '60.00',
    stock: 10,
    valores_ids: [],
    ...overrides,
});

/** A valid product body over an existing category and supplier. */
export const productoBody = (refs: { categoria_id: number; proveedor_id: number }, overrides: Record<string, unknown> = {}) => ({
    nombre: unico('Producto'),
    descripcion: 'Descripción de prueba',
    ...refs,
    variantes: [variante()],
    ...overrides,
});

/** The category and supplier a product needs, created in the session's company. */
export async function referencias(s: Sesion) {
    const [categoria, proveedor] = await Promise.all([crearCategoria(s), crearProveedor(s)]);
    return { categoria, proveedor, refs: { categoria_id: categoria.id, proveedor_id: proveedor.id } };
}

/** Creates a product; makes its category and supplier unless the overrides name them. */
export async function crearProducto(s: Sesion, overrides: Record<string, unknown> = {}): Promise<ProductoRespuesta> {
    const refs =
        overrides.categoria_id && overrides.proveedor_id
            ? { categoria_id: overrides.categoria_id as number, proveedor_id: overrides.proveedor_id as number }
            : (await referencias(s)).refs;
    return creado<ProductoRespuesta>(await s.post(RUTAS.productos, productoBody(refs, overrides)), 'producto');
}

/** The body for PUT that keeps a product exactly as answered (variants by id). */
export function comoBody(p: ProductoRespuesta) {
    return {
        nombre: p.nombre,
        descripcion: p.descripcion,
        categoria_id: p.categoria?.id,
        proveedor_id: p.proveedor?.id,
        variantes: p.variantes.map(({ id, sku, stock, precio_venta, costo_compra, valores_ids }) => ({
            id,
            sku,
            stock,
            precio_venta,
            costo_compra,
            valores_ids,
        })),
    };
}

/** Rows of one company's table, straight from the database. */
export async function contar(server: TestServer, table: keyof Database, empresaId: number): Promise<number> {
    const row = await server.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('empresa_id' as never, '=', empresaId as never)
        .executeTakeFirstOrThrow();
    return Number(row.n);
}

/** For each variant id: [stock column, SUM(cantidad) of its stock movements], in the API's units. */
export async function stockYMovimientos(server: TestServer, varianteIds: number[]) {
    const k = server.db.kysely;
    const result: Record<number, { stock: number; suma: number; movimientos: number }> = {};
    for (const id of varianteIds) {
        const v = await k.selectFrom('variantes').select('stock').where('id', '=', id).executeTakeFirstOrThrow();
        const m = await k
            .selectFrom('movimientos_stock')
            .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('cantidad'), eb.lit(0)).as('suma'), eb.fn.countAll<number>().as('n')])
            .where('variante_id', '=', id)
            .executeTakeFirstOrThrow();
        result[id] = { stock: deMilesimas(Number(v.stock)), suma: deMilesimas(Number(m.suma)), movimientos: Number(m.n) };
    }
    return result;
}

/** A sale fixture written straight into the database, counted as checkout counts a sale (documentos.ts). */
export async function insertarVenta(
    server: TestServer,
    s: Pick<Sesion, 'empresaId' | 'usuarioId'>,
    opts: { clienteId?: number; lineas?: { varianteId: number; cantidad: number; precio: number }[] } = {},
) {
    const lineas = opts.lineas ?? [];
    const total = lineas.reduce((t, l) => t + l.cantidad * l.precio, 0);
    return server.db.transaction(async (tx) => {
        const venta = await tx.kysely
            .insertInto('ventas')
            .values({
                empresa_id: s.empresaId,
                cliente_id: opts.clienteId ?? null,
                usuario_id: s.usuarioId,
                fecha: new Date().toISOString(),
                estado: 'Completada',
                total,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        await insertarLineas(tx, s.empresaId, venta.id, lineas);
        await contarVenta(tx, s.empresaId, venta.id);
        return venta.id;
    });
}

/** A pending purchase-order fixture written straight into the database. */
export async function insertarCompra(server: TestServer, s: Pick<Sesion, 'empresaId' | 'usuarioId'>, proveedorId: number) {
    const compra = await server.db.kysely
        .insertInto('compras')
        .values({
            empresa_id: s.empresaId,
            proveedor_id: proveedorId,
            usuario_id: s.usuarioId,
            fecha_emision: new Date().toISOString(),
            estado: 'Pendiente',
            total: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    return compra.id;
}
