import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The part of axe-core's API the scan uses (the script is evaluated in the page, not imported). */
interface Axe {
    run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[] }>;
}

/**
 * The page once its data is in, before axe reads it: no request pending, then MUI's transitions
 * (225-300 ms) over; axe would otherwise read a dialog's or a row's colours mid-fade.
 */
export async function quieta(page: Page): Promise<void> {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
}

/**
 * What axe-core (Deque's accessibility engine) finds wrong with the page as it is now, under
 * WCAG 2.1 A and AA and axe's best practices (one h1, heading order, landmarks): one line per
 * element, `rule (impact): selector — what to fix`. Empty when it finds nothing. axe is evaluated
 * through the DevTools protocol, so the server's Content-Security-Policy stays whole.
 */
export async function infraccionesAxe(page: Page, donde: string): Promise<string[]> {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
    const violaciones = await page.evaluate(async () => {
        const { axe } = window as unknown as { axe: Axe };
        const r = await axe.run(document, { resultTypes: ['violations'] });
        return r.violations.flatMap((v) =>
            v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`),
        );
    });
    return violaciones.map((v) => `${donde}: ${v}`);
}
