import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { CHROMIUM, chromiumAvailable, INSTALL_CHROMIUM } from './chromium.js';

/** What one vitest run counted: the closing line's numbers and the time each layer took. */
export interface Resumen {
    passed: number;
    failed: number;
    skipped: number;
    /** Journeys skipped (part of `skipped`): without Chromium the summary says how to install it. */
    e2eSkipped: number;
    /** Milliseconds per layer (vitest project): the time its test files spent in their workers. */
    capas: Record<string, number>;
    /** Milliseconds from the run's start to its end. */
    duracion: number;
}

/**
 * Under `npm test` (tests/helpers/runLayers.ts) each vitest process writes its counts to the file
 * this variable names and the runner prints one summary for all of them; a vitest run of its own
 * (`npx vitest run --project api`) prints the summary itself.
 */
export const RESUMEN_EN = 'SIPV_RESUMEN_EN';

/** e2eGlobalSetup.ts leaves here how long building the app and starting its server took. */
export const PREPARACION_E2E = 'SIPV_E2E_PREPARACION_MS';

/**
 * Ends the run with one plain line, "N passed, N failed, N skipped", which CI reads to know
 * that tests really ran (vitest's own summary is decorated and spread over several lines); the
 * line before it says how long each layer took, so a layer that grows shows in every run.
 */
export default class SummaryReporter implements Reporter {
    private inicio = Date.now();

    onInit() {
        this.inicio = Date.now();
    }

    onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
        const resumen: Resumen = { passed: 0, failed: 0, skipped: 0, e2eSkipped: 0, capas: {}, duracion: Date.now() - this.inicio };
        for (const module of testModules) {
            // A file whose setup failed (a beforeAll that threw) fails even if no test ran.
            const testFailed = [...module.children.allTests()].some((t) => t.result().state === 'failed');
            if (module.state() === 'failed' && !testFailed) resumen.failed++;
            for (const test of module.children.allTests()) {
                const state = test.result().state;
                if (state === 'passed') resumen.passed++;
                else if (state === 'failed') resumen.failed++;
                else {
                    resumen.skipped++;
                    if (module.project.name === 'e2e') resumen.e2eSkipped++;
                }
            }
            const d = module.diagnostic();
            const capa = module.project.name;
            resumen.capas[capa] = (resumen.capas[capa] ?? 0) + d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
        }
        // The journeys' build and server (once per run, before any of their files) are the e2e layer's too.
        const preparacion = Number(process.env[PREPARACION_E2E] ?? 0);
        if (resumen.capas.e2e !== undefined && preparacion > 0) resumen.capas.e2e += preparacion;

        const destino = process.env[RESUMEN_EN];
        if (destino) fs.writeFileSync(destino, JSON.stringify(resumen));
        else process.stdout.write(lineasFinales(resumen));
    }
}

const ORDEN = ['typecheck', 'unit', 'api', 'ui', 'e2e'];

/** 9 min 58 s, 41 s, 0.8 s. */
export function legible(ms: number): string {
    if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
    const s = Math.round(ms / 1000);
    return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/**
 * The closing lines: how to install Chromium when the journeys were skipped for lack of it, the
 * time per layer and of the whole run (`total`, `comoTotal` names it), then the line CI reads.
 */
export function lineasFinales(r: Resumen, comoTotal = 'vitest run'): string {
    let texto = '';
    if (r.e2eSkipped > 0 && !chromiumAvailable()) {
        texto += `\ne2e: ${r.e2eSkipped} omitidas, falta Chromium en ${CHROMIUM}; instálelo con: ${INSTALL_CHROMIUM}`;
    }
    const capas = Object.keys(r.capas).sort((a, b) => (ORDEN.indexOf(a) + 1 || 99) - (ORDEN.indexOf(b) + 1 || 99));
    if (capas.length > 0) {
        texto += `\ntime per layer: ${capas.map((c) => `${c} ${legible(r.capas[c])}`).join(' · ')} — ${comoTotal} took ${legible(r.duracion)}`;
    }
    return `${texto}\n${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped\n`;
}
