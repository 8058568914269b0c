import type { Reporter, TestModule } from 'vitest/node';
import { CHROMIUM, chromiumAvailable, INSTALL_CHROMIUM } from './chromium.js';

/**
 * Ends the run with one plain line, "N passed, N failed, N skipped", which CI reads to know
 * that tests really ran (vitest's own summary is decorated and spread over several lines).
 */
export default class SummaryReporter implements Reporter {
    onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
        let passed = 0;
        let failed = 0;
        let skipped = 0;
        let e2eSkipped = 0;
        for (const module of testModules) {
            // A file whose setup failed (a beforeAll that threw) fails even if no test ran.
            const testFailed = [...module.children.allTests()].some((t) => t.result().state === 'failed');
            if (module.state() === 'failed' && !testFailed) failed++;
            for (const test of module.children.allTests()) {
                const state = test.result().state;
                if (state === 'passed') passed++;
                else if (state === 'failed') failed++;
                else {
                    skipped++;
                    if (module.project.name === 'e2e') e2eSkipped++;
                }
            }
        }
        if (e2eSkipped > 0 && !chromiumAvailable()) {
            process.stdout.write(`\ne2e: ${e2eSkipped} omitidas, falta Chromium en ${CHROMIUM}; instálelo con: ${INSTALL_CHROMIUM}`);
        }
        process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
    }
}
