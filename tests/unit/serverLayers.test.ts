import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's layering, read from its import statements: no import circles, and nothing below
 * the HTTP layer (database, domain, repositories, services) imports from `server/http/`.
 */
const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return sourceFiles(full);
        return e.name.endsWith('.ts') ? [full] : [];
    });
}

/** Relative imports of a file (type-only ones too: they tie modules just the same for a reader). */
function importsOf(file: string): string[] {
    const text = fs.readFileSync(file, 'utf8');
    const found = [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/gm)].map((m) => m[1]);
    return found.map((spec) => path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')));
}

const files = [...sourceFiles(path.join(ROOT, 'server')), ...sourceFiles(path.join(ROOT, 'contracts'))];
const graph = new Map(files.map((f) => [f, importsOf(f).filter((i) => fs.existsSync(i))]));
const rel = (f: string) => path.relative(ROOT, f);

/** Strongly connected components with more than one file (or a self-import): the circles. */
function circles(): string[][] {
    let index = 0;
    const indices = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const found: string[][] = [];
    const visit = (v: string) => {
        indices.set(v, index);
        low.set(v, index++);
        stack.push(v);
        onStack.add(v);
        for (const w of graph.get(v) ?? []) {
            if (!indices.has(w)) {
                visit(w);
                low.set(v, Math.min(low.get(v)!, low.get(w)!));
            } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
        }
        if (low.get(v) === indices.get(v)) {
            const component: string[] = [];
            let w: string;
            do {
                w = stack.pop()!;
                onStack.delete(w);
                component.push(rel(w));
            } while (w !== v);
            if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
        }
    };
    for (const f of files) if (!indices.has(f)) visit(f);
    return found;
}

describe('server layering', () => {
    it('reads the server (sanity: the graph is not empty)', () => {
        expect(files.length).toBeGreaterThan(30);
        expect(graph.get(path.join(ROOT, 'server/app.ts'))?.length).toBeGreaterThan(5);
    });

    it('has no import circles', () => {
        expect(circles()).toEqual([]);
    });

    it('keeps the database, the domain, repositories and services free of HTTP', () => {
        const below = files.filter((f) => {
            const r = rel(f);
            return r.startsWith('server/db/') || r.startsWith('server/domain/') || /\.(repo|service)\.ts$/.test(r) || r.startsWith('contracts/');
        });
        const offenders = below.flatMap((f) => (graph.get(f) ?? []).filter((i) => rel(i).startsWith('server/http/')).map((i) => `${rel(f)} → ${rel(i)}`));
        expect(offenders).toEqual([]);
    });
});
