import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, "N passed, N failed, N skipped", which CI reads to know
 * that tests really ran (vitest's own summary is decorated and spread over several lines).
 */
export default class SummaryReporter implements Reporter {
    onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
        let passed = 0;
        let failed = 0;
        let skipped = 0;
        for (const module of testModules) {
            for (const test of module.children.allTests()) {
                const state = test.result().state;
                if (state === 'passed') passed++;
                else if (state === 'failed') failed++;
                else skipped++;
            }
        }
        process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
    }
}
