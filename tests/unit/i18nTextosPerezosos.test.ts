import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/**
 * A screen's texts come with its own chunk (src/i18n/textosDePantallas.ts): the first download
 * keeps each entry's name, title and menu, and each module that prints the rest imports the
 * `textos.ts` that adds them, so they are there before it renders, whichever page opens first.
 */

const SRC = path.resolve(__dirname, '../../src');
const ENTRADA = ['name', 'title', 'menu'];

type Arbol = { [clave: string]: unknown };
const aplanar = (nodo: unknown, prefijo: string, out = new Set<string>()): Set<string> => {
    if (nodo !== null && typeof nodo === 'object') for (const [k, v] of Object.entries(nodo as Arbol)) aplanar(v, `${prefijo}.${k}`, out);
    else out.add(prefijo);
    return out;
};

const archivos = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? archivos(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
// Every module that adds texts: each folder's textos.ts, and a part another screen imports alone.
const TEXTOS = archivos(SRC).filter((f) => !f.startsWith(path.join(SRC, 'i18n')) && fs.readFileSync(f, 'utf8').includes('agregarTextos('));

/** The modules a file imports statically (`import … from './x'`, `import './x'`), ours only, resolved. */
const importados = (archivo: string): string[] =>
    [...fs.readFileSync(archivo, 'utf8').matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm)]
        .filter((m) => !/^\s*import\s+type\s/.test(m[0]))
        .map((m) => path.resolve(path.dirname(archivo), m[1]))
        .flatMap((base) => ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).filter((f) => fs.existsSync(f)).slice(0, 1));

const cierre = (archivo: string, visto = new Set<string>()): Set<string> => {
    if (visto.has(archivo)) return visto;
    visto.add(archivo);
    for (const f of importados(archivo)) cierre(f, visto);
    return visto;
};

/** The `resources.<screen>.<key>` a file names (in full or as a prefix), comments left out. */
const clavesNombradas = (archivo: string): string[] => {
    const codigo = fs.readFileSync(archivo, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
    return [...new Set([...codigo.matchAll(/\bresources\.[a-z_]+(?:\.[A-Za-z0-9_]+)*/g)].map((m) => m[0]))];
};

/** What each textos.ts adds (the keys under `resources`), each read alone over a fresh registry. */
const agregadoPor = async (): Promise<Map<string, Set<string>>> => {
    const porArchivo = new Map<string, Set<string>>();
    for (const archivo of TEXTOS) {
        vi.resetModules();
        const registro = await import('../../src/i18n/textosDePantallas');
        await import(archivo);
        porArchivo.set(archivo, aplanar(registro.textosDePantallas, 'resources'));
    }
    vi.resetModules();
    return porArchivo;
};

describe("screens' texts come with their chunks", () => {
    it('the registry keeps only each screen’s name, title and menu (master data, one shared chunk, all of theirs)', async () => {
        const { RECURSOS } = await import('../../src/recursos');
        for (const r of RECURSOS) {
            if ('campos' in r) continue;
            expect(Object.keys(r.textos).filter((k) => !ENTRADA.includes(k)), r.name).toEqual([]);
        }
    });

    it('before any screen opens, the provider holds those alone: no textos.ts is in the entry’s module graph', async () => {
        vi.resetModules();
        const { messages } = await import('../../src/i18n');
        const { RECURSOS } = await import('../../src/recursos');
        const recursos = messages.resources as Record<string, Arbol>;
        for (const r of RECURSOS) expect(recursos[r.name], r.name).toEqual(r.textos);
        const entrada = cierre(path.join(SRC, 'main.tsx'));
        expect(TEXTOS.filter((f) => entrada.has(f)).map((f) => path.relative(SRC, f))).toEqual([]);
    });

    it('a screen’s textos.ts adds the rest, and the provider answers it at once (interpolation and plurals as polyglot’s)', async () => {
        vi.resetModules();
        const { i18nProvider } = await import('../../src/i18n');
        const avisos = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const avisosW = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        try {
            expect(i18nProvider.translate('resources.ventas.detalle.title', { id: 7 })).toBe('resources.ventas.detalle.title');
            expect([...avisos.mock.calls, ...avisosW.mock.calls].map(String).join(' ')).toMatch(/Missing translation for key: "resources.ventas.detalle.title"/);
            await import('../../src/ventas/historial/textos');
            expect(i18nProvider.translate('resources.ventas.detalle.title', { id: 7 })).toBe('Detalle de Venta #7');
            expect(i18nProvider.translate('resources.ventas.name', { smart_count: 2 })).toBe('Ventas');
            expect(i18nProvider.translate('resources.ventas.title')).toBe('Historial de Ventas');
            // A route of the sales adds its own part beside the rest.
            await import('../../src/ventas/ticket/textos');
            expect(i18nProvider.translate('resources.ventas.ticket.venta', { id: 3 })).toBe('Venta #3');
            expect(i18nProvider.translate('resources.ventas.detalle.volver')).toBe('Volver a la lista');
        } finally {
            avisos.mockRestore();
            avisosW.mockRestore();
        }
    });

    it('every module that names a screen’s text beyond its name, title and menu imports (statically) the textos.ts that adds it', async () => {
        const agregado = await agregadoPor();
        const faltan: string[] = [];
        for (const archivo of archivos(SRC)) {
            if (TEXTOS.includes(archivo) || archivo.startsWith(path.join(SRC, 'i18n'))) continue;
            const claves = clavesNombradas(archivo).filter((k) => !ENTRADA.includes(k.split('.')[2]));
            if (claves.length === 0) continue;
            const disponibles = [...cierre(archivo)].flatMap((f) => [...(agregado.get(f) ?? [])]);
            for (const clave of claves) {
                // A key built from a prefix (`resources.ventas.ticket.mm${ancho}`) is covered by what starts with it.
                if (!disponibles.some((d) => d.startsWith(clave))) faltan.push(`${path.relative(SRC, archivo)}: ${clave}`);
            }
        }
        // Master data carry all their texts in the registry: the shell has them.
        const { RECURSOS } = await import('../../src/recursos');
        const maestros = RECURSOS.filter((r) => 'campos' in r).map((r) => `resources.${r.name}.`);
        expect(faltan.filter((f) => !maestros.some((m) => f.includes(m)))).toEqual([]);
    });
});
