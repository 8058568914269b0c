import fs from 'node:fs';
import path from 'node:path';

/** Bytes over the wire, brotli (what browsers ask for). kB are 1000 bytes, as Vite reports them. */
export const BUDGET = {
    /**
     * index.html + the entry chunk + everything it imports statically + their CSS. 260 kB again
     * since each screen's texts came with its own chunk (src/i18n/textosDePantallas.ts): measured
     * 256.7 kB, from 262.4 kB with every screen's texts in the entry (the shell keeps each one's
     * name, title and menu, ~50 bytes a screen).
     */
    login: 260_000,
    /**
     * What the first visit of a lazily loaded screen adds to what /login already loaded; for a
     * part only screens load (a dialog's form), what it adds to the screen that loads it. The goal
     * is 60 kB (61.5 kB since the lists' actions carried their permission and its tooltip). The
     * screens' own texts (0.3-1 kB brotli each, with the CSV headings several share, 0.5 kB) left
     * the entry for them: measured ProductoList 62.8, VentaList 62.5, SesionCajaList 61.8,
     * BitacoraList 61.6, RolList 60.5, ClienteList 60.1 kB; 2.8 kB over the goal at most.
     * A product's unit (issue 33) took ProductoList to 63.04-63.11 kB and its wholesale prices to
     * 63.6 (two builds of the same sources differ by ~70 bytes); it is back to 61.7 kB since the
     * form's zod schemas come with its dialog (productoFormSchema.ts) and react-admin's CSV writer
     * with an export (vite.config.ts), so the budget stayed 63 kB: measured ProductoList 61.7,
     * VentaList 61.3, SesionCajaList 60.5, BitacoraList 60.4 kB. Issue 35's label checkboxes
     * (Casillas.tsx) and issue 33's weighed stock took ProductoList to 62.98-63.1 kB across builds,
     * and the budget to 63.5 kB for a while; back to 63 kB since the product form's loading spinner
     * is the shell's (CircularProgress) instead of MUI's LinearProgress (1.7 kB) and CatalogScreen's
     * create and edit dialogs (FormDialog.tsx, 4.9 kB) come with the first one opened: ProductoList
     * 56.5 kB with the catalogue import's entry points (their own 1.2 kB chunk), ClienteList 58.1
     * (63.2 before), VentaList 61.9, SesionCajaList 61.3, BitacoraList 61.3.
     */
    screen: 63_000,
    /**
     * Parts a screen loads after its first paint, each with its own limit instead of `screen`.
     * The dashboard's 30-day chart and the sales report's: MUI X Charts alone is ~80 kB brotli (its store, plugins and
     * d3), loaded below tiles and lists that do not wait for it.
     */
    deferred: {
        'src/dashboard/GraficaVentas.tsx': 95_000,
        // The sales report's period chart (issue 35): the same library, under the report's table.
        'src/reportes/ventas/GraficaReporte.tsx': 95_000,
    } as Record<string, number>,
};

interface ManifestChunk {
    file: string;
    src?: string;
    name?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
    file: string;
    raw: number;
    gzip: number;
    brotli: number;
}

export interface ScreenSize {
    /** The screen's source module, e.g. src/ventas/pos/PosPage.tsx. */
    screen: string;
    files: FileSize[];
    total: FileSize;
}

export interface BudgetReport {
    login: FileSize[];
    loginTotal: FileSize;
    screens: ScreenSize[];
    sourceMaps: string[];
    failures: string[];
}

/**
 * The size of a file as the server sends it: its .br / .gz sibling when the build wrote one,
 * otherwise the file itself (served uncompressed).
 */
function sizeOnTheWire(distDir: string, file: string): FileSize {
    const full = path.join(distDir, file);
    const raw = fs.statSync(full).size;
    const sibling = (ext: string) => (fs.existsSync(full + ext) ? fs.statSync(full + ext).size : raw);
    return { file, raw, gzip: sibling('.gz'), brotli: sibling('.br') };
}

function sum(label: string, files: FileSize[]): FileSize {
    return files.reduce(
        (t, f) => ({ file: label, raw: t.raw + f.raw, gzip: t.gzip + f.gzip, brotli: t.brotli + f.brotli }),
        { file: label, raw: 0, gzip: 0, brotli: 0 },
    );
}

/** The files a chunk loads before it runs: itself, its static imports (transitively) and their CSS. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
    return seen;
}

function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
    const files: string[] = [];
    for (const key of keys) files.push(manifest[key].file, ...(manifest[key].css ?? []));
    return [...new Set(files)];
}

function listFiles(dir: string, base = dir): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        return e.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    });
}

/** Measures a built dist/ (needs `build.manifest`) against BUDGET. */
export function measureBudget(distDir: string): BudgetReport {
    const manifestFile = path.join(distDir, '.vite', 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first.`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

    const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
    if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}.`);
    const loginKeys = staticClosure(manifest, entries[0]);
    const loginFiles = filesOf(manifest, loginKeys);
    const login = ['index.html', ...loginFiles].map((f) => sizeOnTheWire(distDir, f));
    const loginTotal = sum('/login', login);

    // A part that only screens load (a dialog's form, a phone's list) comes after one of them: it
    // adds what that screen has not already loaded. Each of its importers is counted with what it
    // loads statically, and only what they all have counts as already there.
    const yaCargado = (key: string): Set<string> => {
        const importadores = Object.keys(manifest).filter((k) => manifest[k].dynamicImports?.includes(key));
        if (importadores.length === 0 || importadores.some((k) => loginKeys.has(k))) return new Set(loginFiles);
        const porImportador = importadores.map((k) => new Set(filesOf(manifest, staticClosure(manifest, k))));
        return new Set([...porImportador[0]].filter((f) => porImportador.every((fs) => fs.has(f))).concat(loginFiles));
    };
    const screens = Object.keys(manifest)
        .filter((k) => manifest[k].isDynamicEntry)
        .map((key) => {
            const antes = yaCargado(key);
            const extra = filesOf(manifest, staticClosure(manifest, key)).filter((f) => !antes.has(f));
            const files = extra.map((f) => sizeOnTheWire(distDir, f));
            const screen = manifest[key].src ?? key;
            return { screen, files, total: sum(screen, files) };
        })
        .sort((a, b) => b.total.brotli - a.total.brotli);

    const sourceMaps = listFiles(distDir).filter((f) => f.endsWith('.map'));

    const failures: string[] = [];
    if (loginTotal.brotli > BUDGET.login) {
        failures.push(`/login downloads ${kB(loginTotal.brotli)} (brotli), over its ${kB(BUDGET.login)}.`);
    }
    for (const s of screens) {
        const limit = BUDGET.deferred[s.screen] ?? BUDGET.screen;
        if (s.total.brotli > limit) failures.push(`${s.screen} adds ${kB(s.total.brotli)} (brotli), over its ${kB(limit)}.`);
    }
    if (sourceMaps.length > 0) failures.push(`dist/ holds source maps, which production must not serve: ${sourceMaps.join(', ')}.`);
    return { login, loginTotal, screens, sourceMaps, failures };
}

export function kB(bytes: number): string {
    return `${(bytes / 1000).toFixed(1)} kB`;
}

function table(rows: FileSize[]): string {
    const head = ['file', 'raw', 'gzip', 'brotli'];
    const cells = rows.map((r) => [r.file, kB(r.raw), kB(r.gzip), kB(r.brotli)]);
    const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
    const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
    return [line(head), ...cells.map(line)].join('\n');
}

/** The report as printed by `npm run budget`. */
export function formatReport(report: BudgetReport): string {
    const out = [
        `/login (budget ${kB(BUDGET.login)} brotli)`,
        table([...report.login, report.loginTotal]),
        '',
        `Lazily loaded screens: what a first visit adds to /login (budget ${kB(BUDGET.screen)} brotli each)`,
        table(report.screens.map((s) => ({ ...s.total, file: `${s.screen} (${s.files.length} files)` }))),
        '',
    ];
    out.push(report.failures.length ? report.failures.map((f) => `OVER BUDGET: ${f}`).join('\n') : 'Within budget.');
    return out.join('\n');
}
