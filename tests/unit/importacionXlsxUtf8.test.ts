import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { FilaCatalogo } from '../../contracts/importacion';
import { catalogoXlsxEnBuffer } from '../../server/modules/productos/importacion/escribirXlsx';
import { textoDeTrozos } from '../../server/modules/productos/importacion/lectorDeLibro';
import { leerCatalogo } from '../../server/modules/productos/importacion/leerCatalogo';
import { leerXlsx } from '../../server/modules/productos/importacion/leerXlsx';

/*
 * exceljs' streaming reader decodes each inflated chunk of a part's XML on its own, so a
 * character whose UTF-8 bytes fell on a chunk's edge came out as U+FFFD ('Categor��a 43' in a
 * 100,000-row workbook). lectorDeLibro.ts hands it text decoded across chunks; the workbook is no
 * longer read a second time whole when that happened, so these reads fail without it.
 */

async function* trozos(...partes: number[][]) {
    for (const p of partes) yield Uint8Array.from(p);
}

async function texto(iterable: AsyncIterable<string>) {
    let todo = '';
    for await (const t of iterable) todo += t;
    return todo;
}

/** Rows whose text is almost all two- and three-byte characters: most chunk edges then fall inside one. */
const NOMBRES = Array.from({ length: 3000 }, (_, i) => `${'€ñ'.repeat(20)} Categoría ${i} ${'áéíóú'.repeat(4)}`);

describe('an XLSX with accented text across many chunks', () => {
    it("decodes a character whose bytes straddle two chunks ('í' is C3 AD, '€' E2 82 AC)", async () => {
        // 'Categoría' cut between C3 and AD; '€' cut after its first byte and left incomplete at the end.
        const cortada = trozos([0x43, 0x61, 0x74, 0x65, 0x67, 0x6f, 0x72, 0xc3], [0xad, 0x61, 0x20, 0xe2], [0x82, 0xac]);
        expect(await texto(textoDeTrozos(cortada))).toBe('Categoría €');
        expect(await texto(textoDeTrozos(trozos([0x61, 0xe2, 0x82])))).toBe('a\uFFFD');
    });

    it("reads a long sheet's inline strings as written (exceljs' streaming writer, as the export writes)", async () => {
        const flujo = new PassThrough();
        const partes: Buffer[] = [];
        flujo.on('data', (b: Buffer) => partes.push(b));
        const salida = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: flujo, useSharedStrings: false });
        const hoja = salida.addWorksheet('Catálogo');
        for (const nombre of NOMBRES) hoja.addRow([nombre, 'Distribuidora Peñón']).commit();
        hoja.commit();
        await salida.commit();
        const filas = await leerXlsx(Buffer.concat(partes), 10_000);
        expect(filas.map((f) => f.celdas[0])).toEqual(NOMBRES);
    }, 60_000);

    it('reads a long shared-strings part as written (Excel keeps text there)', async () => {
        const libro = new ExcelJS.Workbook();
        const hoja = libro.addWorksheet('Catálogo');
        for (const nombre of NOMBRES) hoja.addRow([nombre]);
        const filas = await leerXlsx(Buffer.from(await libro.xlsx.writeBuffer()), 10_000);
        expect(filas.map((f) => f.celdas[0])).toEqual(NOMBRES);
    }, 60_000);

    it('reads every accented name of a catalogue as written', async () => {
        const filas: FilaCatalogo[] = Array.from({ length: 6000 }, (_, i) => ({
            producto: `Jabón de baño ñandú ${i}`,
            sku: `ÁÉ-${i}`,
            precioVenta: 1000 + i,
            costoCompra: null,
            stock: null,
            categoria: `Categoría ${i % 97}`,
            proveedor: `Distribuidora Peñón ${i % 13}`,
            unidad: null,
            iva: null,
            ieps: null,
        }));
        const leido = await leerCatalogo(await catalogoXlsxEnBuffer(filas), { nombre: 'catalogo.xlsx' });
        expect(leido.errores).toEqual([]);
        expect(leido.filas.map((f) => [f.producto, f.sku, f.categoria, f.proveedor])).toEqual(filas.map((f) => [f.producto, f.sku, f.categoria, f.proveedor]));
    }, 60_000);
});
