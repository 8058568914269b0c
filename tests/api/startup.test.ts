import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from '../helpers/apiClient.js';

/**
 * Runs server/main.ts as `npm start` does and waits for its listening line. A whole process:
 * tsx transpiles the server, migrates a fresh database and seeds the demo shop; alone that is
 * 5–9 s, beside `npm test`'s other layers on two cores three or four times as long, hence the
 * generous bounds (this checks that it starts, not how fast).
 */
const ARRANQUE_MS = 90_000;
function startMain(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, SKIP_FRONTEND_BUILD: '1', PORT: '0', LOG_LEVEL: 'info', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new Promise((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`el servidor no arrancó:\n${out}`)), ARRANQUE_MS);
        const onData = (chunk: Buffer) => {
            out += chunk.toString();
            const match = out.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
            if (match) {
                clearTimeout(timer);
                resolve({ child, url: match[1] });
            }
        };
        child.stdout?.on('data', onData);
        child.stderr?.on('data', onData);
        child.on('exit', (code) => reject(new Error(`el servidor terminó (${code}):\n${out}`)));
    });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('npm start (server/main.ts)', { timeout: ARRANQUE_MS + 30_000 }, () => {
    let dir: string;
    beforeEach(() => {
        dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sipv-main-'));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('migrates a fresh SQLite file, seeds the demo shop, serves, and closes cleanly on SIGTERM', async () => {
        const file = path.join(dir, 'nuevo', 'tienda.db');
        const { child, url } = await startMain({ DATABASE_URL: `sqlite:${file}`, POS_DEMO: '' });
        const demo = await request(url, '/api/public/demo');
        expect(demo.status).toBe(200);
        const login = await request(url, '/api/login/token', { form: { username: demo.body.username, password: demo.body.password } });
        expect(login.status).toBe(200);
        expect(fs.existsSync(`${file}-wal`)).toBe(true); // WAL mode while open

        const code = exited(child);
        child.kill('SIGTERM');
        expect(await code).toBe(0);
        // Closing the last connection checkpoints and removes the WAL: the database was closed.
        expect(fs.existsSync(`${file}-wal`)).toBe(false);
        expect(fs.existsSync(file)).toBe(true);
    });

    it('keeps demo mode off with POS_DEMO=0: no credentials are offered', async () => {
        const { child, url } = await startMain({ DATABASE_URL: `sqlite:${path.join(dir, 'x.db')}`, POS_DEMO: '0' });
        expect((await request(url, '/api/public/demo')).status).toBe(404);
        const code = exited(child);
        child.kill('SIGINT');
        expect(await code).toBe(0);
    });

    it.runIf(process.env.TEST_DATABASE_URL)('runs the same app on PostgreSQL from DATABASE_URL alone', async () => {
        // A throw-away database so this run's migrations never meet another's.
        const { createDb } = await import('../../server/db/createDb.js');
        const { sql } = await import('kysely');
        const base = process.env.TEST_DATABASE_URL as string;
        const name = `sipv_main_${Date.now()}`;
        const admin = createDb(base);
        await sql`create database ${sql.id(name)}`.execute(admin.kysely);
        try {
            const target = new URL(base);
            target.pathname = `/${name}`;
            const { child, url } = await startMain({ DATABASE_URL: target.toString(), POS_DEMO: '1' });
            const demo = await request(url, '/api/public/demo');
            const login = await request(url, '/api/login/token', { form: { username: demo.body.username, password: demo.body.password } });
            expect(login.status).toBe(200);
            const code = exited(child);
            child.kill('SIGTERM');
            expect(await code).toBe(0);
        } finally {
            await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.kysely);
            await admin.close();
        }
    });
});
