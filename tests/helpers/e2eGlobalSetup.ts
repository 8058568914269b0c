import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createDb } from '../../server/db/createDb.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedDemoShop } from '../../server/demo/demoShop.js';
import { ensureFrontendBuilt } from '../../server/frontendBuild.js';
import { chromiumAvailable, E2E_REQUIRED } from './chromium.js';
import { PREPARACION_E2E } from './summaryReporter.js';

declare module 'vitest' {
    export interface ProvidedContext {
        baseUrl: string;
    }
}

/**
 * The journeys run against what `npm start` serves: the built front end (rebuilt when its
 * sources changed) and the real server, over a fresh SQLite database with the demo shop.
 */
export default async function setup(project: TestProject) {
    // No browser, no journeys (browser.ts skips them): do not build or serve for nothing.
    if (!chromiumAvailable() && !E2E_REQUIRED) {
        project.provide('baseUrl', '');
        return;
    }
    const inicio = Date.now();
    const distDir = path.resolve('dist');
    await ensureFrontendBuilt(distDir, (m) => console.log(m));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sipv-e2e-'));
    const db = createDb(`sqlite:${path.join(dir, 'e2e.db')}`);
    await migrateToLatest(db);
    await seedDemoShop(db);
    const app = await buildApp({
        config: { ...loadConfig({}), demo: true, secret: 'e2e-secreto', distDir, logLevel: 'warn' },
        db,
        logger: false,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    project.provide('baseUrl', url);
    // The summary counts it in the e2e layer's time (this runs in vitest's own process, as the reporter).
    process.env[PREPARACION_E2E] = String(Date.now() - inicio);
    return async () => {
        await app.close();
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
    };
}
