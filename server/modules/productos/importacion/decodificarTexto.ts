/*
 * The text of an uploaded CSV, whatever Excel saved it as. "CSV UTF-8" starts with a BOM; plain
 * "CSV (delimitado por comas)" on a Spanish Windows is Windows-1252, where 'Azúcar' is the bytes
 * 41 7A FA 63 61 72, invalid as UTF-8; "Texto Unicode" is UTF-16 LE with its BOM. Reading a
 * Windows-1252 file as UTF-8 would turn every accent into '�' and the product names with it, so
 * a file that is not valid UTF-8 is read as Windows-1252 (which covers Latin-1's letters too).
 */

const UTF8_ESTRICTO = new TextDecoder('utf-8', { fatal: true });
const UTF8 = new TextDecoder('utf-8');
// Node's TextDecoder('windows-1252') decodes as Latin-1, leaving 0x80–0x9F as control characters
// (nodejs/node#56542): those bytes are Windows-1252's own ('€', '“', '…'), mapped here.
const DE_0X80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const windows1252 = (contenido: Uint8Array): string =>
    Buffer.from(contenido.buffer, contenido.byteOffset, contenido.byteLength)
        .toString('latin1')
        .replace(/[\u0080-\u009f]/g, (c) => DE_0X80[c.charCodeAt(0) - 0x80]);
const UTF16LE = new TextDecoder('utf-16le');
const UTF16BE = new TextDecoder('utf-16be');

/** The file's text, without its byte order mark (each TextDecoder drops the one of its encoding). */
export function decodificarTexto(contenido: Uint8Array): string {
    if (contenido[0] === 0xff && contenido[1] === 0xfe) return UTF16LE.decode(contenido);
    if (contenido[0] === 0xfe && contenido[1] === 0xff) return UTF16BE.decode(contenido);
    // A file that says it is UTF-8 stays UTF-8, a stray bad byte becoming '�' rather than every accent.
    if (contenido[0] === 0xef && contenido[1] === 0xbb && contenido[2] === 0xbf) return UTF8.decode(contenido);
    try {
        return UTF8_ESTRICTO.decode(contenido);
    } catch {
        return windows1252(contenido);
    }
}
