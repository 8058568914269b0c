import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/createDb.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoShop } from './demo/demoShop.js';
import { ensureFrontendBuilt } from './frontendBuild.js';

// `npm start`: build the UI if needed, migrate, seed the demo shop on a fresh database, serve.
const config = loadConfig();
if (config.distDir && process.env.SKIP_FRONTEND_BUILD !== '1') {
    await ensureFrontendBuilt(config.distDir, (m) => console.log(m));
}
const db = createDb(config.databaseUrl, { preparar: config.prepararConsultas });
await migrateToLatest(db);
if (config.demo && (await seedDemoShop(db))) console.log('Tienda demo creada.');

const app = await buildApp({ config, db });
app.addHook('onClose', () => db.close());

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
        if (closing) return;
        closing = true;
        app.log.info(`${signal}: cerrando el servidor y la base de datos`);
        await app.close();
        process.exit(0);
    });
}

await app.listen({ port: config.port, host: config.host });
