import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { legible, lineasFinales, RESUMEN_EN, type Resumen } from './summaryReporter.js';

/*
 * `npm test`: the type check and every test layer, side by side, ending with the summary CI reads
 * (summaryReporter.ts: the time per layer, then "N passed, N failed, N skipped").
 *
 * With no arguments three processes start at once: `tsc --noEmit`; vitest over unit, api and ui
 * (their files spread over the workers vitest.config.ts allows); and a second vitest over e2e,
 * whose journeys run one file at a time against one server. The journeys mostly wait on Chromium
 * and the server, so they run beside the other layers instead of after them (in one vitest run
 * a project without file parallelism only starts when every other project has finished). Their
 * output is held and printed whole once the other layers' is done. The other layers run at a
 * lower CPU priority (nice 10): the journeys' waits time out under load, the other layers only
 * take a little longer.
 *
 * With arguments (`npm test -- --project api`, a file, `-t name`) it is `tsc --noEmit` beside
 * `vitest run <arguments>`, in one process.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

const argumentos = process.argv.slice(2);
const todo = argumentos.length === 0;
const inicio = Date.now();
const temporal = fs.mkdtempSync(path.join(os.tmpdir(), 'sipv-npm-test-'));
const hijos: ChildProcess[] = [];

interface Vitest {
    nombre: string;
    resumen: string;
    codigo: Promise<number>;
}

function terminado(hijo: ChildProcess): Promise<number> {
    return new Promise((resolve) => hijo.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** A vitest run that writes its counts to a file of its own instead of printing the summary. */
function vitest(nombre: string, args: string[], salida: 'inherit' | 'pipe', prioridad = 0): Vitest & { hijo: ChildProcess } {
    const resumen = path.join(temporal, `${nombre}.json`);
    const hijo = spawn(process.execPath, [VITEST, 'run', ...args], {
        cwd: ROOT,
        stdio: ['ignore', salida, salida],
        env: { ...process.env, [RESUMEN_EN]: resumen, ...(salida === 'pipe' && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    if (prioridad && hijo.pid) {
        try {
            os.setPriority(hijo.pid, prioridad); // its workers, forked later, inherit it
        } catch {
            // Not allowed here: the layers still run, at the same priority.
        }
    }
    hijos.push(hijo);
    return { nombre, resumen, codigo: terminado(hijo), hijo };
}

for (const senal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(senal, () => {
        for (const hijo of hijos) hijo.kill(senal);
    });
}

// The type check, its output kept for the end (it prints nothing when the types hold).
const tsc = spawn(process.execPath, [TSC, '--noEmit'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
hijos.push(tsc);
let salidaTsc = '';
tsc.stdout?.on('data', (d) => (salidaTsc += d));
tsc.stderr?.on('data', (d) => (salidaTsc += d));
const duracionTsc = terminado(tsc).then((codigo) => ({ codigo, ms: Date.now() - inicio }));

const corridas: Vitest[] = [];
let e2eAlFinal: Promise<void> = Promise.resolve();
if (todo) {
    console.log('e2e corre a la vez en otro proceso; su salida aparece cuando terminan unit, api y ui.');
    const capas = vitest('capas', ['--project', 'unit', '--project', 'api', '--project', 'ui'], 'inherit', 10);
    const e2e = vitest('e2e', ['--project', 'e2e'], 'pipe');
    corridas.push(capas, e2e);
    // Held until the other layers' output is done, then printed whole (and live from then on).
    const retenida: Buffer[] = [];
    let enVivo = false;
    const escribir = (destino: NodeJS.WriteStream) => (d: Buffer) => (enVivo ? destino.write(d) : retenida.push(d));
    e2e.hijo.stdout?.on('data', escribir(process.stdout));
    e2e.hijo.stderr?.on('data', escribir(process.stdout));
    e2eAlFinal = capas.codigo.then(() => {
        process.stdout.write(`\n── e2e ──\n`);
        for (const d of retenida) process.stdout.write(d);
        enVivo = true;
    });
} else {
    corridas.push(vitest('vitest', argumentos, 'inherit'));
}

const codigos = await Promise.all(corridas.map((c) => c.codigo));
await e2eAlFinal;
const typecheck = await duracionTsc;

const total: Resumen = { passed: 0, failed: 0, skipped: 0, e2eSkipped: 0, capas: { typecheck: typecheck.ms }, duracion: 0 };
for (const corrida of corridas) {
    let r: Resumen;
    try {
        r = JSON.parse(fs.readFileSync(corrida.resumen, 'utf8')) as Resumen;
    } catch {
        // vitest ended without a summary (its configuration failed, it crashed): count it as a failure.
        process.stdout.write(`\n${corrida.nombre}: vitest terminó sin resumen\n`);
        total.failed++;
        continue;
    }
    total.passed += r.passed;
    total.failed += r.failed;
    total.skipped += r.skipped;
    total.e2eSkipped += r.e2eSkipped;
    for (const [capa, ms] of Object.entries(r.capas)) total.capas[capa] = (total.capas[capa] ?? 0) + ms;
}
fs.rmSync(temporal, { recursive: true, force: true });

if (typecheck.codigo !== 0) {
    process.stdout.write(`\ntsc --noEmit falló (${legible(typecheck.ms)}):\n${salidaTsc}`);
    total.failed++;
}
total.duracion = Date.now() - inicio;
process.stdout.write(lineasFinales(total, 'npm test'));
process.exitCode = typecheck.codigo !== 0 || codigos.some((c) => c !== 0) || total.failed > 0 ? 1 : 0;
