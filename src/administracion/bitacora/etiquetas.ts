import { TIPOS_BITACORA, TIPOS_DE_BITACORA, type TipoBitacora } from '../../../contracts/bitacora';

/*
 * What the audit log's entries say, in Spanish: their kinds (the contract's labels), the
 * documents they are about and the names of the values they record (contracts/bitacora.ts and
 * each writer's `anotar`). Only this screen's chunk carries them.
 */

export { TIPOS_BITACORA, TIPOS_DE_BITACORA, type TipoBitacora };

/** The document an entry is about, as the app names documents elsewhere ('Venta #12'). */
export const ENTIDADES: Record<string, string> = {
    venta: 'Venta',
    nota_credito: 'Nota de crédito',
    sesion_caja: 'Sesión de caja',
    producto: 'Producto',
    variante: 'Variante',
    rol: 'Rol',
    usuario: 'Usuario',
    empresa: 'Empresa',
    compra: 'Orden de compra',
    categoria: 'Categoría',
    catalogo: 'Catálogo',
    cliente: 'Cliente',
};

/** The values the writers record, by their JSON key; a key not here reads as itself with spaces. */
export const CAMPOS: Record<string, string> = {
    stock: 'Existencia',
    sku: 'SKU',
    tipo_ajuste: 'Tipo de ajuste',
    cantidad_ajuste: 'Cantidad',
    motivo: 'Motivo',
    producto: 'Producto',
    precio_venta: 'Precio de venta',
    precios_mayoreo: 'Precios de mayoreo',
    nombre: 'Nombre',
    apellido: 'Apellido',
    usuario: 'Usuario',
    rol: 'Rol',
    permisos: 'Permisos',
    activo: 'Activo',
    estado: 'Estado',
    total: 'Total',
    monto: 'Monto',
    tipo: 'Tipo',
    gasto: 'Gasto',
    caja: 'Caja',
    fondo_inicial: 'Fondo inicial',
    efectivo_esperado: 'Efectivo esperado',
    efectivo_contado: 'Efectivo contado',
    diferencia: 'Diferencia',
    ventas: 'Ventas',
    por_metodo: 'Por método de pago',
    efectivo_ventas: 'Efectivo de ventas',
    efectivo_devoluciones: 'Efectivo devuelto',
    entradas: 'Entradas',
    salidas: 'Salidas',
    denominaciones: 'Denominaciones',
    total_devuelto: 'Total devuelto',
    reembolso_efectivo: 'Reembolso en efectivo',
    lineas: 'Líneas',
    nota_credito_id: 'Nota de crédito',
    venta_id: 'Venta',
    sesion_caja_id: 'Sesión de caja',
    movimiento_id: 'Movimiento',
    asientos: 'Asientos contables',
    caja_obligatoria: 'Caja obligatoria',
    zona_horaria: 'Zona horaria',
    encabezado_ticket: 'Encabezado del ticket',
    pie_ticket: 'Pie del ticket',
    rfc: 'RFC',
    razon_social: 'Razón social',
    regimen_fiscal: 'Régimen fiscal',
    codigo_postal: 'Código postal',
    iva_predeterminado: 'IVA de productos nuevos',
    ieps_predeterminado: 'IEPS de productos nuevos',
    // Issue 33's settings: the format's own fields read as its keys ('Etiqueta de báscula · prefijos').
    etiqueta_bascula: 'Etiqueta de báscula',
    descuento_maximo: 'Descuento máximo para cajeros (%)',
    // A category's taxes ('producto.impuestos'): how many of its products carried each set.
    categoria: 'Categoría',
    impuestos: 'Impuestos',
    // A catalogue import ('producto.importacion'): what it wrote, counted.
    archivo: 'Archivo',
    productos_creados: 'Productos creados',
    variantes_creadas: 'Variantes creadas',
    variantes_actualizadas: 'Variantes actualizadas',
    categorias_creadas: 'Categorías creadas',
    proveedores_creados: 'Proveedores creados',
    // Issue 34: the points program's settings (as /configuracion labels them), a customer's credit terms and account.
    puntos_por_cada_100: 'Puntos por cada $100 de compra',
    valor_punto: 'Valor de un punto ($)',
    cliente: 'Cliente',
    limite_credito: 'Límite de crédito',
    dias_credito: 'Días de crédito',
    saldo: 'Saldo',
    puntos: 'Puntos',
};

export const etiquetaDeTipo = (tipo: string): string => TIPOS_BITACORA[tipo as TipoBitacora] ?? tipo;

export const etiquetaDeCampo = (clave: string): string => {
    const texto = CAMPOS[clave] ?? clave.replace(/_/g, ' ');
    return texto.charAt(0).toUpperCase() + texto.slice(1);
};
