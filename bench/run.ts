import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * `npm run bench`: every benchmark, one after another, each in its own process (so one's caches
 * and pools do not colour the next). Exits non-zero when any of them missed its target; every
 * figure is printed either way.
 */
const BENCHES = ['productSearch.ts', 'loginBurst.ts', 'checkout.ts', 'lecturas.ts', 'scanToCart.ts', 'exportar.ts', 'caja.ts'].filter((f) => fs.existsSync(`bench/${f}`));
const failed: string[] = [];
for (const file of BENCHES) {
    console.log(`\n== bench/${file}`);
    const { status } = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], { stdio: 'inherit' });
    if (status !== 0) failed.push(file);
}
if (failed.length) {
    console.error(`\nFuera de objetivo o con error: ${failed.join(', ')}`);
    process.exitCode = 1;
}
