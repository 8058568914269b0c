import fs from 'node:fs';
import path from 'node:path';

/**
 * contracts/ is what both sides import (ARCHITECTURE.md, "The map"): it imports neither side. A
 * contract reaching into src/ would bring the screens' code into the server, one reaching into
 * server/ would bring the server's into the browser's bundle.
 */
const archivos = (carpeta: string): string[] =>
    fs.readdirSync(carpeta, { withFileTypes: true }).flatMap((e) => {
        const ruta = path.join(carpeta, e.name);
        return e.isDirectory() ? archivos(ruta) : /\.tsx?$/.test(e.name) ? [ruta] : [];
    });

/** Every module specifier a file names: static imports and re-exports, dynamic imports, require. */
const especificadores = (codigo: string): string[] =>
    [...codigo.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);

describe('contracts/ imports neither side', () => {
    it('no file under contracts/ imports from src/ or server/', () => {
        const raiz = path.resolve('contracts');
        const archivosDeContratos = archivos(raiz);
        expect(archivosDeContratos.length).toBeGreaterThan(10);
        const prohibidos = [path.resolve('src'), path.resolve('server')];
        const malos = archivosDeContratos.flatMap((archivo) =>
            especificadores(fs.readFileSync(archivo, 'utf8'))
                .filter((e) => e.startsWith('.'))
                .filter((e) => prohibidos.some((p) => path.resolve(path.dirname(archivo), e).startsWith(p + path.sep)))
                .map((e) => `${path.relative(process.cwd(), archivo)}: ${e}`),
        );
        expect(malos).toEqual([]);
    });

    it('finds an import of src/ when there is one', () => {
        expect(especificadores("import { x } from '../src/a/textos.js';\nexport * from \"../server/b\";\nawait import('../src/c');")).toEqual([
            '../src/a/textos.js',
            '../server/b',
            '../src/c',
        ]);
    });
});
