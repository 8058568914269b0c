/*
 * A shop's catalogue as a spreadsheet would save it, for the import journey (tests/e2e/
 * reportesCatalogo.test.ts): a thousand variants of one run (their SKUs and names carry its tag,
 * so a rerun on the same shop creates them anew), a few categories and a supplier of its own.
 * The CSV is read back here by a reader of its own (RFC 4180), not the server's: the server's
 * writer is checked by something other than its own reader.
 */

/** One row of the file, as written: money with two decimals, the stock in whole pieces. */
export interface FilaDePrueba {
    producto: string;
    sku: string;
    precio_venta: string;
    costo_compra: string;
    stock: string;
    categoria: string;
    proveedor: string;
}

export const COLUMNAS_DE_PRUEBA = ['producto', 'sku', 'precio_venta', 'costo_compra', 'stock', 'categoria', 'proveedor'] as const;

/** Cents as the file and the API write them: 1737 → '17.37'. */
export const pesos = (centavos: number) => (centavos / 100).toFixed(2);

/** Cents of '17.37'. */
export const centavos = (texto: string) => Math.round(Number(texto) * 100);

/**
 * `n` variants, one product each, spread over three categories: prices from $10.00 to $909.99,
 * costs 55 % to 74 % of the price (cents cut), stock 20 to 49. Names start with 'Zoclo' so the
 * products list, sorted by name, shows the demo shop's own first; one name carries a comma (the
 * CSV quotes it).
 */
export function catalogoDePrueba(tag: string, n = 1000) {
    const categorias = [`Acabados ${tag}`, `Herrajes ${tag}`, `Selladores ${tag}`];
    const proveedor = `Distribuidora ${tag}`;
    const filas: FilaDePrueba[] = [];
    for (let i = 1; i <= n; i++) {
        const numero = String(i).padStart(4, '0');
        const precio = 1000 + ((i * 7919) % 90000);
        const costo = Math.floor((precio * (55 + (i % 20))) / 100);
        filas.push({
            producto: i === 7 ? `Zoclo ${tag} ${numero}, blanco` : `Zoclo ${tag} ${numero}`,
            sku: `RC${tag}${numero}`,
            precio_venta: pesos(precio),
            costo_compra: pesos(costo),
            stock: String(20 + (i % 30)),
            categoria: categorias[i % categorias.length],
            proveedor,
        });
    }
    return { categorias, proveedor, filas };
}

/** A record read back, with only the file's columns (what an export adds is left out). */
export const deLasColumnas = (r: Record<string, string>): FilaDePrueba => ({
    producto: r.producto,
    sku: r.sku,
    precio_venta: r.precio_venta,
    costo_compra: r.costo_compra,
    stock: r.stock,
    categoria: r.categoria,
    proveedor: r.proveedor,
});

const celda = (valor: string) => (/[",\r\n]/.test(valor) ? `"${valor.replaceAll('"', '""')}"` : valor);

/** The rows as a CSV with its header, lines ended as Excel ends them. */
export const aCsv = (filas: readonly FilaDePrueba[]) =>
    [COLUMNAS_DE_PRUEBA.join(','), ...filas.map((f) => COLUMNAS_DE_PRUEBA.map((c) => celda(f[c])).join(','))].map((l) => `${l}\r\n`).join('');

/** A CSV's records keyed by its header (a leading BOM dropped; quoted cells may hold commas, quotes and line breaks). */
export function leerCsvDePrueba(texto: string): Record<string, string>[] {
    const lineas: string[][] = [];
    let linea: string[] = [];
    let valor = '';
    let entreComillas = false;
    const cuerpo = texto.replace(/^\ufeff/, '');
    for (let i = 0; i < cuerpo.length; i++) {
        const ch = cuerpo[i];
        if (entreComillas) {
            if (ch === '"' && cuerpo[i + 1] === '"') {
                valor += '"';
                i++;
            } else if (ch === '"') entreComillas = false;
            else valor += ch;
        } else if (ch === '"') entreComillas = true;
        else if (ch === ',') {
            linea.push(valor);
            valor = '';
        } else if (ch === '\n' || ch === '\r') {
            if (ch === '\r' && cuerpo[i + 1] === '\n') i++;
            linea.push(valor);
            lineas.push(linea);
            linea = [];
            valor = '';
        } else valor += ch;
    }
    if (valor !== '' || linea.length > 0) lineas.push([...linea, valor]);
    const [encabezados, ...resto] = lineas;
    return resto.map((l) => Object.fromEntries(encabezados.map((e, i) => [e, l[i] ?? ''])));
}
