import { describe, expect, it } from 'vitest';
import { IMPORTACION_MENSAJES as M } from '../../contracts/importacion';
import { DatoInvalido } from '../../server/domain/errors';
import { decodificarTexto } from '../../server/modules/productos/importacion/decodificarTexto';
import { leerArchivo } from '../../server/modules/productos/importacion/leerArchivo';
import { leerCatalogo } from '../../server/modules/productos/importacion/leerCatalogo';

/*
 * Reading awkward CSV files as Excel and shops write them (issue 35, item 4): each file is built
 * here byte by byte and read through the same entry point the route calls.
 */

const ENCABEZADO = 'producto,sku,precio_venta,costo_compra,stock,categoria,proveedor';
const csv = (texto: string, nombre = 'catalogo.csv') => leerCatalogo(Buffer.from(texto, 'utf8'), { nombre });

async function rechazo(promesa: Promise<unknown>): Promise<string> {
    const error = await promesa.then(
        () => null,
        (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DatoInvalido);
    expect((error as DatoInvalido).campo).toBe('archivo');
    return (error as DatoInvalido).message;
}

describe('leerCatalogo: CSV files', () => {
    it('reads a UTF-8 file with a BOM, CRLF lines and trailing empty lines', async () => {
        const leido = await csv(`\ufeff${ENCABEZADO}\r\nAzúcar morena,AZ-1,25.50,18.00,10,Abarrotes,La Dulce\r\n\r\n\r\n`);
        expect(leido.errores).toEqual([]);
        expect(leido.filas).toEqual([
            { fila: 2, producto: 'Azúcar morena', sku: 'AZ-1', precioVenta: 2550, costoCompra: 1800, stock: 10_000, categoria: 'Abarrotes', proveedor: 'La Dulce', unidad: null, iva: null, ieps: null },
        ]);
        expect(leido.columnas).toEqual(['producto', 'sku', 'precio_venta', 'costo_compra', 'stock', 'categoria', 'proveedor']);
    });

    it("reads ';'-separated files (Excel where the decimal separator is a comma), even with commas inside quotes", async () => {
        const leido = await csv(`producto;sku;precio_venta\n"Refresco, 600 ml";REF-600;18.00\nAgua;AG-1;"1,234.50"\n`);
        expect(leido.errores).toEqual([]);
        expect(leido.filas.map((f) => [f.producto, f.sku, f.precioVenta])).toEqual([
            ['Refresco, 600 ml', 'REF-600', 1800],
            ['Agua', 'AG-1', 123_450],
        ]);
    });

    it('reads tab-separated text (Excel\'s "Texto delimitado por tabulaciones")', async () => {
        const leido = await csv('producto\tsku\tprecio_venta\nJabón de barra\tJB-1\t12.5\n', 'catalogo.txt');
        expect(leido.filas.map((f) => [f.producto, f.sku, f.precioVenta])).toEqual([['Jabón de barra', 'JB-1', 1250]]);
    });

    it('keeps commas and quotes inside quoted fields, and reads amounts written as text the app\'s way', async () => {
        const leido = await csv(`${ENCABEZADO}\n"Salsa ""La Brava"", picante",SB-1,"$1,234.50", 12.50 ,3,"Salsas, chiles",Prov\n`);
        expect(leido.errores).toEqual([]);
        expect(leido.filas[0]).toMatchObject({ fila: 2, producto: 'Salsa "La Brava", picante', precioVenta: 123_450, costoCompra: 1250, stock: 3000, categoria: 'Salsas, chiles' });
    });

    it('reads a line break inside quotes as part of its cell (one row, refused as a name cannot hold one) and numbers rows as records, as Excel shows them', async () => {
        const leido = await csv(`${ENCABEZADO}\r\n"Dos\r\nlíneas",DL-1,1.00,,,,\r\nOtro producto,OP-1,abc,,,,\r\nBueno,BU-1,2.00,,,,\r\n`);
        expect(leido.errores).toEqual([
            { fila: 2, columna: 'producto', mensaje: 'Producto: El texto contiene caracteres de control no permitidos.' },
            { fila: 3, columna: 'precio_venta', mensaje: "Precio de venta ('abc'): Escriba un importe con números (ej. 1500.50 o 1,500.50)." },
        ]);
        expect(leido.filas.map((f) => [f.fila, f.sku])).toEqual([[4, 'BU-1']]);
    });

    it('reads a Windows-1252 file (Excel\'s plain "CSV (delimitado por comas)") without losing its accents', async () => {
        // 'Azúcar', 'Café', 'Piñata' and '€' as Windows-1252 bytes: invalid as UTF-8.
        const bytes = Buffer.concat([
            Buffer.from('producto,sku,precio_venta,categoria\r\n', 'latin1'),
            Buffer.from([0x41, 0x7a, 0xfa, 0x63, 0x61, 0x72]),
            Buffer.from(',AZ-1,25.00,Caf', 'latin1'),
            Buffer.from([0xe9]),
            Buffer.from('\r\nPi', 'latin1'),
            Buffer.from([0xf1]),
            Buffer.from('ata ', 'latin1'),
            Buffer.from([0x80]),
            Buffer.from(',PI-1,99.00,Fiestas\r\n', 'latin1'),
        ]);
        const leido = await leerCatalogo(bytes, { nombre: 'CATALOGO.CSV' });
        expect(leido.filas.map((f) => [f.producto, f.categoria])).toEqual([
            ['Azúcar', 'Café'],
            ['Piñata €', 'Fiestas'],
        ]);
    });

    it('reads a UTF-16 file with its byte order mark (Excel\'s "Texto Unicode")', async () => {
        const texto = 'producto\tsku\tprecio_venta\r\nCafé soluble\tCS-1\t45.90\r\n';
        const leido = await leerCatalogo(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(texto, 'utf16le')]), { nombre: 'catalogo.txt' });
        expect(leido.filas.map((f) => [f.producto, f.precioVenta])).toEqual([['Café soluble', 4590]]);
    });

    it('decodes each encoding Excel saves text in, dropping its byte order mark', () => {
        expect(decodificarTexto(Buffer.from('\ufeffAzúcar', 'utf8'))).toBe('Azúcar');
        expect(decodificarTexto(Buffer.from('Azúcar', 'utf8'))).toBe('Azúcar');
        expect(decodificarTexto(Buffer.from([0x93, 0x41, 0x94, 0x20, 0x85, 0x20, 0x80, 0x20, 0xd1]))).toBe('“A” … € Ñ');
        expect(decodificarTexto(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('Ñ', 'utf16le').swap16()]))).toBe('Ñ');
        // A file that declares UTF-8 stays UTF-8: one bad byte is one '�', not every accent garbled.
        expect(decodificarTexto(Buffer.concat([Buffer.from('\ufeffCafé ', 'utf8'), Buffer.from([0xff])]))).toBe('Café \ufffd');
    });

    it('finds the header under a title row and ignores blank rows, keeping the spreadsheet\'s row numbers', async () => {
        const leido = await csv(`Catálogo de la tienda,,\n,,\nSKU,Producto,Precio Venta\n,,\nTP-1,Tortillas,22.00\n`);
        expect(leido.filas.map((f) => [f.fila, f.sku])).toEqual([[5, 'TP-1']]);
    });

    it("takes off the apostrophe the app's CSV export puts before text a spreadsheet would run as a formula", async () => {
        const leido = await csv(`producto,sku,precio_venta\n'-Oferta del día,'+52-1,10.00\n''=dos,'SKU,10.00\n`);
        expect(leido.filas.map((f) => [f.producto, f.sku])).toEqual([
            ['-Oferta del día', '+52-1'],
            ["'=dos", "'SKU"],
        ]);
    });

    it('refuses a quote left open, naming its row', async () => {
        expect(await rechazo(csv(`producto,sku,precio_venta\nBien,B-1,1.00\n"Mal,M-1,2.00\nOtro,O-1,3.00\n`))).toBe(M.comillasSinCerrar(3));
    });

    it('refuses what is not a CSV or an .xlsx: an empty file, an old .xls, a PDF, binary data under a .csv name', async () => {
        expect(await rechazo(leerCatalogo(Buffer.alloc(0), { nombre: 'a.csv' }))).toBe(M.vacio);
        expect(await rechazo(leerCatalogo(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), { nombre: 'a.xls' }))).toBe(M.xlsAntiguo);
        expect(await rechazo(leerCatalogo(Buffer.from('%PDF-1.7\n'), { nombre: 'catalogo.pdf', tipo: 'application/pdf' }))).toBe(M.formatoNoAdmitido);
        expect(await rechazo(leerCatalogo(Buffer.from([0x00, 0x01, 0x02, 0x41]), { nombre: 'a.csv' }))).toBe(M.noEsTexto);
        expect(await rechazo(leerCatalogo(Buffer.from('PK\u0003\u0004basura'), { nombre: 'a.xlsx' }))).toBe(M.xlsxInvalido);
    });

    it('reads a CSV by its MIME type when its name says nothing (Windows browsers send application/vnd.ms-excel)', async () => {
        const { formato } = await leerArchivo(Buffer.from('producto,sku,precio_venta\nA b c,X,1\n'), { nombre: 'blob', tipo: 'application/vnd.ms-excel' });
        expect(formato).toBe('csv');
    });

    it('refuses a file with only its header, or only blank lines', async () => {
        expect(await rechazo(csv(`${ENCABEZADO}\r\n\r\n`))).toBe(M.sinFilas);
        expect(await rechazo(csv('\r\n\r\n'))).toBe(M.vacio);
    });
});
