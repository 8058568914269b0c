/*
 * The Spanish texts that head each list's CSV export (contracts/exportaciones.ts), and the fallbacks
 * written in its cells: their one source. The screens show the same texts as their columns and field
 * labels, so their textos.ts take them from here. Plain `as const` strings importing nothing: the
 * screens' texts load with /login, where no zod may enter (a contract with schemas would bring it).
 */

/** ventas.csv, and the sales history's columns. */
export const CAMPOS_VENTA = { id: 'Venta ID', fecha: 'Fecha', cliente: 'Cliente', usuario: 'Vendedor', total: 'Total', estado: 'Estado' } as const;
/** A sale without a customer, in ventas.csv and the history. */
export const CONSUMIDOR_FINAL = 'Consumidor Final';

/** productos.csv, and the products table's columns; the cells' fallbacks (no SKU, no category). */
export const CAMPOS_PRODUCTO = { nombre: 'Nombre', categoria: 'Categoría', sku: 'SKU', precio_venta: 'Precio de venta', stock: 'Stock', impuestos: 'Impuestos' } as const;
export const SIN_SKU = 'N/A';
export const SIN_CATEGORIA = 'Sin Categoría';

/** clientes.csv: every field, as the customer dialog names it. */
export const CAMPOS_CLIENTE = {
    id: 'ID',
    nombre_completo: 'Nombre Completo',
    email: 'Email',
    telefono: 'Teléfono',
    rfc: 'RFC',
    direccion: 'Dirección',
    estado: 'Estado',
    limite_credito: 'Límite de Crédito',
    dias_credito: 'Días de Crédito',
    saldo: 'Saldo',
    puntos: 'Puntos',
} as const;

/** The supplier dialog's field names. */
export const CAMPOS_PROVEEDOR = {
    id: 'ID',
    nombre_empresa: 'Nombre de la Empresa',
    persona_contacto: 'Persona de Contacto',
    email: 'Email',
    telefono: 'Teléfono',
} as const;
/** The suppliers table's shorter headers (spec §2), which head proveedores.csv. */
export const COLUMNAS_PROVEEDOR = { nombre_empresa: 'Empresa', persona_contacto: 'Contacto', email: 'Email', telefono: 'Teléfono' } as const;

/** compras.csv, and the purchase orders list's columns and states. */
export const CAMPOS_COMPRA = { id: 'ID', proveedor: 'Proveedor', fecha_emision: 'Fecha Emisión', estado: 'Estado', total: 'Total' } as const;
export const ESTADOS_COMPRA = { Pendiente: 'Pendiente', Recibida: 'Recibida', Cancelada: 'Cancelada' } as const;

/**
 * inventario.csv, and the inventory table's columns (Producto, SKU, Stock, Estado); the file adds
 * the variant's category, price, whether its product is active and, for who sees costs, its
 * cost and its stock's value at cost. The stock badges, and the two answers of 'Activo'.
 */
export const CAMPOS_INVENTARIO = {
    nombre: 'Producto',
    sku: 'SKU',
    categoria: 'Categoría',
    precio_venta: 'Precio de venta',
    stock: 'Stock',
    estado: 'Estado',
    activo: 'Activo',
    costo_compra: 'Costo de compra',
    valor: 'Valor a costo',
} as const;
export const ESTADOS_STOCK = { agotado: 'Agotado', bajo: 'Bajo Stock', en_stock: 'En Stock' } as const;
export const SI_NO = { si: 'Sí', no: 'No' } as const;

/**
 * movimientos.csv, and the ledger's columns (Fecha, Concepto, Categoría, Monto) with the movement's
 * type and description; the types' names, and an automatic posting's document (polyglot's `%{id}`).
 */
export const CAMPOS_MOVIMIENTO = {
    fecha: 'Fecha',
    tipo: 'Tipo',
    concepto: 'Concepto',
    categoria: 'Categoría',
    descripcion: 'Descripción',
    monto: 'Monto',
    origen: 'Origen',
} as const;
export const NOMBRES_TIPO_MOVIMIENTO = { egreso: 'Egreso', ingreso: 'Ingreso' } as const;
export const ORIGENES_MOVIMIENTO = {
    venta: 'Venta #%{id}',
    nota_credito: 'Nota de crédito #%{id}',
    compra: 'Orden de compra #%{id}',
    sesion_caja: 'Sesión de caja #%{id}',
    cliente: 'Cuenta del cliente #%{id}',
} as const;
