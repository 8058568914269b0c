import type { AgrupacionVentas, FilaVentas, ReporteVentas, TotalesVentas } from '../../contracts/reportes';

/*
 * Answers of GET /api/v1/reportes/ventas as the contract (contracts/reportes.ts) shapes them, for
 * the screen's tests: money as two-decimal strings, the cost columns present only `conCostos`.
 */

export const REPORTE_VENTAS = '/api/v1/reportes/ventas';

const c = (pesos: string) => Math.round(Number(pesos) * 100);
const s = (centavos: number) => (centavos / 100).toFixed(2);

/** One group's (or the totals') figures: neto and ticket promedio worked out; costo given, the cost columns. */
export const cifras = (
    ventas: number,
    total: string,
    devoluciones = '0.00',
    { unidades = ventas as number | null, costo }: { unidades?: number | null; costo?: string | null } = {},
): TotalesVentas => {
    const neto = c(total) - c(devoluciones);
    const base = { ventas, unidades, total, devoluciones, neto: s(neto), ticket_promedio: ventas ? s(Math.round(c(total) / ventas)) : '0.00' };
    if (costo === undefined) return base;
    if (costo === null) return { ...base, costo: null, utilidad: null, margen: null };
    const utilidad = neto - c(costo);
    return { ...base, costo, utilidad: s(utilidad), margen: neto ? ((utilidad / neto) * 100).toFixed(2) : null };
};

export const fila = (grupo: string, etiqueta: string, figuras: TotalesVentas, extra: Partial<FilaVentas> = {}): FilaVentas => ({ grupo, etiqueta, ...figuras, ...extra });

/** The rows' sums, as the API's totals. */
export const totalesDe = (filas: FilaVentas[]): TotalesVentas => {
    const suma = (k: 'total' | 'devoluciones' | 'costo') => s(filas.reduce((t, f) => t + c(String(f[k] ?? 0)), 0));
    const ventas = filas.reduce((t, f) => t + f.ventas, 0);
    const unidades = filas.some((f) => f.unidades === null) ? null : filas.reduce((t, f) => t + (f.unidades ?? 0), 0);
    const costos = filas.length > 0 && filas.every((f) => 'costo' in f);
    const costo = !costos ? undefined : filas.some((f) => f.costo === null) ? null : suma('costo');
    return cifras(ventas, suma('total'), suma('devoluciones'), { unidades, costo });
};

export const reporte = (agrupar: AgrupacionVentas, filas: FilaVentas[], desde = '2026-03-01', hasta = '2026-03-31'): ReporteVentas => ({
    agrupar,
    desde,
    hasta,
    filas,
    totales: totalesDe(filas),
});

/** Without the cost columns: what a user who does not see costs gets. */
export const sinCostos = (r: ReporteVentas): ReporteVentas => {
    const quitar = <T extends TotalesVentas>({ costo: _c, utilidad: _u, margen: _m, ...resto }: T) => resto;
    return { ...r, filas: r.filas.map(quitar), totales: quitar(r.totales) };
};

/** A few answers, one per grouping, with costs. */
export const POR_DIA = reporte('dia', [
    fila('2026-03-01', '01/03/2026', cifras(2, '300.00', '0.00', { costo: '180.00' })),
    fila('2026-03-02', '02/03/2026', cifras(0, '0.00', '0.00', { costo: '0.00' })),
    fila('2026-03-03', '03/03/2026', cifras(3, '1250.50', '50.50', { costo: '700.00' })),
]);

export const POR_PRODUCTO = reporte('producto', [
    fila('7', 'Café de olla 500 g', cifras(4, '500.00', '0.00', { unidades: 5, costo: '324.00' })),
    fila('9', 'Queso Oaxaca', cifras(3, '312.50', '12.50', { unidades: 1.25, costo: '200.00' })),
]);

export const POR_METODO = reporte('metodo_pago', [
    fila('Efectivo', 'Efectivo', cifras(5, '900.00', '100.00', { unidades: null, costo: null })),
    fila('Tarjeta', 'Tarjeta', cifras(2, '400.00', '0.00', { unidades: null, costo: null })),
]);

export const POR_HORA = reporte('hora', [
    fila('1-9', 'lunes 09:00', cifras(2, '200.00', '0.00', { costo: '120.00' }), { dia_semana: 1, hora: 9 }),
    fila('5-18', 'viernes 18:00', cifras(6, '1800.00', '0.00', { costo: '900.00' }), { dia_semana: 5, hora: 18 }),
]);
