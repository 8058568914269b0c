import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * What the code and the documents cite must be there: a path in a comment or a document names a
 * file or folder of the repository, "spec §N" and "CONVENTIONS §N" a section of docs/, and a
 * section of ARCHITECTURE.md cited by its title one of its headings. A file moved or a section rewritten fails here rather
 * than leaving the next reader a dead reference.
 */
const archivos = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx|md)$/.test(f) && fs.existsSync(f));
const texto = new Map(archivos.map((f) => [f, fs.readFileSync(f, 'utf8')]));

/** Every line that is not an import: comments, strings and prose, where citations live. */
const lineas = [...texto].flatMap(([archivo, contenido]) =>
    contenido
        .split('\n')
        .map((linea, i) => ({ archivo, n: i + 1, linea }))
        .filter(({ linea }) => !/^\s*(import|export\s.*\sfrom)\s|^\s*\}\s*from\s|import\(|vi\.mock\(/.test(linea)),
);

const encabezados = (archivo: string) => (texto.get(archivo) ?? '').split('\n').filter((l) => l.startsWith('#'));

describe('citations in the code and the documents', () => {
    it('every path they name exists', () => {
        const RUTA = /(?<![\w./-])((?:src|server|contracts|tests|bench|scripts|docs|public)\/[\w.\-/]*[\w/])(?![\w*<])/g;
        const rotas = lineas.flatMap(({ archivo, n, linea }) =>
            [...linea.matchAll(RUTA)]
                .map((m) => m[1].replace(/\.$/, ''))
                .filter((ruta) => ![ruta, `${ruta}.ts`, `${ruta}.tsx`, ruta.replace(/\.js$/, '.ts')].some((c) => fs.existsSync(c)))
                .map((ruta) => `${archivo}:${n}: ${ruta}`),
        );
        expect(rotas).toEqual([]);
    });

    it('"spec §N" and "CONVENTIONS §N" name a section of docs/SPEC.md and docs/CONVENTIONS.md', () => {
        const secciones = (archivo: string) => new Set(encabezados(archivo).flatMap((h) => /^## (\d+)\./.exec(h)?.[1] ?? []));
        const spec = secciones('docs/SPEC.md');
        const convenciones = secciones('docs/CONVENTIONS.md');
        expect(spec.size).toBeGreaterThan(5);
        const rotas = lineas.flatMap(({ archivo, n, linea }) => [
            ...[...linea.matchAll(/\bspec('s)? §(\d+)/gi)].filter((m) => !spec.has(m[2])).map((m) => `${archivo}:${n}: ${m[0]}`),
            ...[...linea.matchAll(/CONVENTIONS §(\d+)/g)].filter((m) => !convenciones.has(m[1])).map((m) => `${archivo}:${n}: ${m[0]}`),
        ]);
        expect(rotas).toEqual([]);
    });

    it('a rule of CONVENTIONS cited by its name is one of docs/CONVENTIONS.md, and a section of ARCHITECTURE one of its headings', () => {
        const convenciones = texto.get('docs/CONVENTIONS.md') ?? '';
        const arquitectura = encabezados('ARCHITECTURE.md').join('\n');
        const rotas = lineas.flatMap(({ archivo, n, linea }) => [
            ...[...linea.matchAll(/CONVENTIONS, (\p{Lu}[\w-]*)/gu)].filter((m) => !convenciones.includes(`**${m[1]}`)).map((m) => `${archivo}:${n}: ${m[0]}`),
            ...[...linea.matchAll(/ARCHITECTURE(?:'s|,)? "([^"]+)"/g)].filter((m) => !arquitectura.includes(m[1])).map((m) => `${archivo}:${n}: ${m[0]}`),
        ]);
        expect(rotas).toEqual([]);
    });
});
