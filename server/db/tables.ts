import type { ColumnType, Generated } from 'kysely';
import type { TasaIva } from '../../contracts/impuestos.js';
import type { Unidad } from '../../contracts/unidades.js';

/**
 * The schema as Kysely sees it. Conventions: money is integer cents (`*_centavos` is implied by
 * the column being money: precio_venta, costo_compra, total, monto…); times are ISO 8601 UTC
 * strings on both engines; flags are 0/1 integers; every business table carries empresa_id.
 */
type Id = Generated<number>;
type Timestamp = string;
type Flag = ColumnType<number, number | undefined, number>;

export interface EmpresasTable {
    id: Id;
    nombre: string;
    nombre_clave: string; // normalised name, unique
    zona_horaria: ColumnType<string, string | undefined, string>;
    creado_en: Timestamp;
    /** The ticket's own texts (migration 0019_ajustes_empresa); null prints none. */
    encabezado_ticket: ColumnType<string | null, string | null | undefined, string | null>;
    pie_ticket: ColumnType<string | null, string | null | undefined, string | null>;
    /** 1: a sale or a cash refund needs the user's open cash session. */
    caja_obligatoria: Flag;
    /** Fiscal data (migration 0022_impuestos): what the ticket's header prints and a CFDI will need; null until set. */
    rfc: ColumnType<string | null, string | null | undefined, string | null>;
    razon_social: ColumnType<string | null, string | null | undefined, string | null>;
    /** SAT's c_RegimenFiscal code ('601', '612', '626'…). */
    regimen_fiscal: ColumnType<string | null, string | null | undefined, string | null>;
    /** Código postal of the place of issue (5 digits). */
    codigo_postal: ColumnType<string | null, string | null | undefined, string | null>;
    /** The taxes a new product starts with: contracts/impuestos.ts TasaIva, IEPS in millionths or null. */
    iva_predeterminado: ColumnType<TasaIva, TasaIva | undefined, TasaIva>;
    ieps_predeterminado: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RolesTable {
    id: Id;
    empresa_id: number;
    nombre: string;
    /** 1: holds every permission of the catalogue, including those added by later versions. */
    todos_los_permisos: Flag;
    creado_en: Timestamp;
}

export interface RolPermisosTable {
    empresa_id: number;
    rol_id: number;
    permiso: string;
}

export interface UsuariosTable {
    id: Id;
    empresa_id: number;
    rol_id: number | null;
    nombre: string;
    apellido: string;
    usuario: string; // login name, unique across companies (registration uses the email)
    password_hash: string;
    activo: Flag;
    /** Moves on with a new password or a deactivation: tokens signed with an older one no longer stand. */
    version_credenciales: Generated<number>;
    creado_en: Timestamp;
}

export interface ProveedoresTable {
    id: Id;
    empresa_id: number;
    nombre_empresa: string;
    persona_contacto: string | null;
    email: string | null;
    telefono: string | null;
    busqueda: string;
}

export interface ClientesTable {
    id: Id;
    empresa_id: number;
    nombre_completo: string;
    email: string | null;
    telefono: string | null;
    rfc: string | null;
    direccion: string | null;
    estado: ColumnType<string, string | undefined, string>;
    busqueda: string;
    creado_en: Timestamp;
    /** 1: its RFC (email) repeated an older customer's when migration 0017 ran; outside the unique index while unchanged. */
    rfc_repetido: Flag;
    email_repetido: Flag;
}

export interface PlantillasTable {
    id: Id;
    empresa_id: number;
    nombre: string;
    descripcion: string | null;
    categoria_id: number | null;
    proveedor_id: number | null;
    busqueda: string;
    creado_en: Timestamp;
    actualizado_en: Timestamp;
    /** 0: retired (migration 0018): out of the till's and the orders' searches, not sold or ordered; its history stays. */
    activo: Flag;
    /** Taxes inside its price (migration 0022_impuestos): IVA '16', '8', '0' or 'exento'; IEPS in millionths, null for none. */
    iva: ColumnType<TasaIva, TasaIva | undefined, TasaIva>;
    ieps: ColumnType<number | null, number | null | undefined, number | null>;
    /** What it is sold by (migration 0023_cantidades): 'pieza', 'kg', 'g', 'l' or 'm'. */
    unidad: ColumnType<Unidad, Unidad | undefined, Unidad>;
}

export interface VariantesTable {
    id: Id;
    empresa_id: number;
    plantilla_id: number;
    posicion: number; // 0 is the product's first variant
    sku: string;
    sku_busqueda: string;
    precio_venta: number;
    costo_compra: number;
    stock: number;
    valores_ids: string; // JSON array of attribute value ids
    /** Wholesale tiers (migration 0024): JSON `[{ cantidad_minima, precio }]`, prices in cents, lowest minimum first; '[]' for none. */
    precios_mayoreo: ColumnType<string, string | undefined, string>;
}

export interface MovimientosStockTable {
    id: Id;
    empresa_id: number;
    variante_id: number;
    cantidad: number; // signed
    stock_resultante: number;
    tipo: string; // VENTA, DEVOLUCION_VENTA, CANCELACION_VENTA, RECEPCION_COMPRA, or an adjustment type
    motivo: string | null;
    usuario_id: number | null;
    venta_id: number | null;
    nota_credito_id: number | null;
    compra_id: number | null;
    fecha: Timestamp;
}

export interface VentasTable {
    id: Id;
    empresa_id: number;
    cliente_id: number | null;
    usuario_id: number;
    fecha: Timestamp;
    estado: string;
    total: number;
    idempotency_key: string | null;
    /** Σ of its lines' discounts, in cents (migration 0026): what the sale gave away. */
    descuento: ColumnType<number, number | undefined, number>;
}

export interface VentaDetallesTable {
    id: Id;
    empresa_id: number;
    venta_id: number;
    variante_id: number;
    cantidad: number;
    precio_unitario: number;
    /** The variant's list price when sold (migration 0024): precio_unitario below it is a wholesale tier's. */
    precio_lista: ColumnType<number, number | undefined, number>;
    /** What the line gave away (migration 0026): its own discount plus its share of the sale's, in cents. */
    descuento: ColumnType<number, number | undefined, number>;
    /** What the line charged: cantidad × precio_unitario − descuento (taxes split it, returns refund it). */
    subtotal: number;
    /** The rates it was sold at (migration 0022_impuestos), never rewritten: IVA as a product's, IEPS in millionths or null. */
    tasa_iva: TasaIva;
    tasa_ieps: number | null;
    /** subtotal split in cents (contracts/calculo.ts desglosar): base + ieps + iva = subtotal. */
    base: number;
    ieps: number;
    iva: number;
}

export interface VentaPagosTable {
    id: Id;
    empresa_id: number;
    venta_id: number;
    metodo_pago: string;
    monto: number;
}

export interface NotasCreditoTable {
    id: Id;
    empresa_id: number;
    venta_id: number;
    usuario_id: number;
    fecha: Timestamp;
    motivo: string | null;
    total_devuelto: number;
}

export interface NotaCreditoDetallesTable {
    id: Id;
    empresa_id: number;
    nota_credito_id: number;
    variante_id: number;
    cantidad: number;
    monto_devuelto: number;
    /** Its share of the sale line's split (contracts/calculo.ts parteDevuelta): base + ieps + iva = monto_devuelto. */
    base: number;
    ieps: number;
    iva: number;
}

export interface ComprasTable {
    id: Id;
    empresa_id: number;
    proveedor_id: number;
    usuario_id: number;
    fecha_emision: Timestamp;
    fecha_recepcion: Timestamp | null;
    estado: string;
    total: number;
}

export interface CompraDetallesTable {
    id: Id;
    empresa_id: number;
    compra_id: number;
    variante_id: number;
    cantidad: number;
    costo_unitario: number;
    subtotal_linea: number;
}

export interface MovimientosContablesTable {
    id: Id;
    empresa_id: number;
    tipo: string; // ingreso | egreso
    concepto: string;
    monto: number;
    categoria: string | null;
    descripcion: string | null;
    fecha: Timestamp;
    usuario_id: number | null;
    /** The document of an automatic posting (at most one is set); all null for a manual one. */
    venta_id: ColumnType<number | null, number | null | undefined, never>;
    nota_credito_id: ColumnType<number | null, number | null | undefined, never>;
    compra_id: ColumnType<number | null, number | null | undefined, never>;
    /** A cash session's gasto or its close's sobrante/faltante (migration 0021_caja). */
    sesion_caja_id: ColumnType<number | null, number | null | undefined, never>;
}

/** Per company, local day, tipo and categoría ('' for none): count and sum of the ledger's movements. */
export interface ContabilidadDiariaTable {
    empresa_id: number;
    dia: string; // YYYY-MM-DD in the company's time zone
    tipo: string;
    categoria: string;
    /** Which of the key's rows (migration 0011): readers sum over them all. */
    ranura: Generated<number>;
    movimientos: number;
    monto: number;
}

/** Units sold per company, local day of the sale and product (plantilla), net of returns. */
export interface VentasDiariasProductoTable {
    empresa_id: number;
    dia: string;
    plantilla_id: number;
    cantidad: number;
}

/**
 * The tax report's counter (migration 0022_impuestos): per company, local day, tax and rate, the
 * sales' base and tax (the sale's day; a voided sale counts nowhere) and the credit notes' (the
 * note's own day), in cents.
 */
export interface ImpuestosDiariosTable {
    empresa_id: number;
    dia: string;
    impuesto: 'IVA' | 'IEPS';
    tipo_factor: 'Tasa' | 'Exento';
    /** Millionths; 0 when exento. */
    tasa: number;
    /** Which of the key's rows (as ventas_diarias'): readers sum over them all. */
    ranura: Generated<number>;
    base_ventas: number;
    importe_ventas: number;
    base_devoluciones: number;
    importe_devoluciones: number;
}

/** Sales per company, local day and state: the sales history's counts (kept with the sales). */
export interface VentasDiariasTable {
    empresa_id: number;
    dia: string;
    estado: string;
    /** Which of the key's rows (migration 0011): readers sum over them all. */
    ranura: Generated<number>;
    ventas: number;
    /** Σ of those sales' totals, in cents: the dashboard's tiles and 30-day chart. */
    total: number;
}

/** Server-wide settings (e.g. the generated JWT secret); not business data. */
export interface AjustesTable {
    clave: string;
    valor: string;
}

/** Attempt counters of the login and registration throttles (server/auth/attemptLimiter.ts). */
export interface IntentosAccesoTable {
    clave: string;
    intentos: number;
    reinicia_en: number; // epoch milliseconds
}

/** Modules written as one file add their tables here by declaration merging (server/modules/index.ts). */
export interface Database {
    empresas: EmpresasTable;
    roles: RolesTable;
    rol_permisos: RolPermisosTable;
    usuarios: UsuariosTable;
    proveedores: ProveedoresTable;
    clientes: ClientesTable;
    plantillas: PlantillasTable;
    variantes: VariantesTable;
    movimientos_stock: MovimientosStockTable;
    ventas: VentasTable;
    venta_detalles: VentaDetallesTable;
    venta_pagos: VentaPagosTable;
    notas_credito: NotasCreditoTable;
    nota_credito_detalles: NotaCreditoDetallesTable;
    compras: ComprasTable;
    compra_detalles: CompraDetallesTable;
    movimientos_contables: MovimientosContablesTable;
    contabilidad_diaria: ContabilidadDiariaTable;
    ventas_diarias_producto: VentasDiariasProductoTable;
    ventas_diarias: VentasDiariasTable;
    impuestos_diarios: ImpuestosDiariosTable;
    ajustes: AjustesTable;
    intentos_acceso: IntentosAccesoTable;
}
