import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/*
 * exceljs' streaming reader (4.4) decodes each inflated chunk of a part's XML on its own
 * (lib/utils/parse-sax.js: TextDecoder.decode per chunk, no `stream: true`), so a character whose
 * UTF-8 bytes straddle two chunks ('í' of 'Categoría' in a long sheet) came out as two U+FFFD.
 * Its parser takes text as it is, so each part is handed to it as text decoded across chunks:
 * the worksheet through its iterator, the other parts by setting their zip entry's encoding
 * (Node's string_decoder keeps an incomplete character's bytes for the next chunk).
 * The methods overridden are exceljs' own, outside its typings: tests/unit/importacionXlsxUtf8.test.ts
 * fails if an upgrade stops calling them.
 */

/** The text of a stream of UTF-8 chunks, a character split across two chunks decoded whole. */
export async function* textoDeTrozos(trozos: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
    const decodificador = new TextDecoder('utf-8');
    for await (const trozo of trozos) {
        const texto = typeof trozo === 'string' ? trozo : decodificador.decode(trozo, { stream: true });
        if (texto) yield texto;
    }
    const resto = decodificador.decode();
    if (resto) yield resto;
}

type Entrada = Readable;
const comoTexto = (entrada: Entrada) => entrada.setEncoding('utf8');

const Base = ExcelJS.stream.xlsx.WorkbookReader as unknown as new (
    entrada: Readable,
    opciones: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
) => ExcelJS.stream.xlsx.WorkbookReader & {
    _parseWorkbook(entrada: Entrada): Promise<void>;
    _parseSharedStrings(entrada: Entrada): AsyncGenerator<unknown>;
    _parseStyles(entrada: Entrada): Promise<void>;
    _parseWorksheet(trozos: AsyncIterable<Uint8Array | string>, hoja: string): Generator<unknown>;
};

/** exceljs' streaming WorkbookReader reading every part as text decoded across its chunks. */
export class LectorDeLibro extends Base {
    override _parseWorkbook(entrada: Entrada) {
        return super._parseWorkbook(comoTexto(entrada));
    }

    override _parseSharedStrings(entrada: Entrada) {
        return super._parseSharedStrings(comoTexto(entrada));
    }

    override _parseStyles(entrada: Entrada) {
        return super._parseStyles(comoTexto(entrada));
    }

    override _parseWorksheet(trozos: AsyncIterable<Uint8Array | string>, hoja: string) {
        return super._parseWorksheet(textoDeTrozos(trozos), hoja);
    }
}
