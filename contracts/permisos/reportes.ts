/**
 * The reports' permissions, labelled as the roles screen shows them, in its area (contracts/permisos.ts).
 * `reportes:leer`: the reports (taxes; sales, margins come with reportes:utilidad).
 * `reportes:utilidad`: purchase costs and the stock's value at cost (who also prices purchase
 * orders, `compras:escribir`, sees them too: `veCostos`).
 */
export const PERMISOS_DE_REPORTES = {
    area: 'Reportes',
    permisos: {
        'reportes:leer': 'Ver reportes de ventas e impuestos',
        'reportes:utilidad': 'Ver costos de compra, valor del inventario y utilidad',
    },
} as const;
