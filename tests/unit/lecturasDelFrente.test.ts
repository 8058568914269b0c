import fs from 'node:fs';
import path from 'node:path';

/**
 * Every screen reads and writes through react-admin's data provider (src/dataProvider.ts), reached
 * with react-admin's hooks: so a 401 ends the session wherever it comes from, and each call has one
 * place that says where it goes. Only the transport and the calls made before logging in talk to
 * the network themselves.
 */
const SRC = path.resolve(__dirname, '../../src');

const archivos = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return archivos(full);
        return /\.tsx?$/.test(e.name) ? [full] : [];
    });

const rel = (f: string) => path.relative(SRC, f);
const fuentes = archivos(SRC).map((f) => ({ archivo: rel(f), texto: fs.readFileSync(f, 'utf8') }));

describe('the screens read through the data provider', () => {
    it('calls fetch only in the transports (httpClient, httpArchivos for files) and before logging in (authProvider, publicApi)', () => {
        const llaman = fuentes.filter(({ texto }) => /\bfetch\(|new XMLHttpRequest\b/.test(texto)).map(({ archivo }) => archivo);
        expect(llaman.sort()).toEqual(['authProvider.ts', 'httpArchivos.ts', 'httpClient.ts', 'publicApi.ts']);
    });

    it('uses the transports only in the data provider (httpArchivos takes its network message from httpClient)', () => {
        const usan = fuentes.filter(({ texto }) => /^import (?!type )[^;]*from '[./]*http(Client|Archivos)'/m.test(texto));
        expect(usan.map(({ archivo }) => archivo).sort()).toEqual(['dataProvider.ts', 'httpArchivos.ts']);
    });

    it("reaches it through useDatos, never react-admin's useDataProvider, whose calls refused by a 401 resolve as if they had succeeded", () => {
        const usan = fuentes.filter(({ texto }) => /\buseDataProvider\b/.test(texto)).map(({ archivo }) => archivo);
        expect(usan).toEqual(['dataProvider.ts']);
    });

    it('gives the data provider itself only to <Admin> (screens take it from useDatos)', () => {
        const importan = fuentes.filter(({ texto }) => /import \{[^}]*\bdataProvider\b[^}]*\} from '[./]*dataProvider'/.test(texto));
        expect(importan.map(({ archivo }) => archivo)).toEqual(['App.tsx']);
    });
});
