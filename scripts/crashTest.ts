import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createDb } from '../server/db/createDb.js';

/**
 * `npm run crash-test`: the server under a load of writes (products, and sales of them) is killed with SIGKILL ten times and
 * started again; afterwards every write it acknowledged must be there, the database must be intact
 * (SQLite integrity_check) and each variant's stock movements must still add up to its stock.
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL (or CRASH_DATABASE_URL) names a server,
 * in a database of its own that is dropped at the end.
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 10);
const WRITERS = 4;

interface Ack {
    productoId: number;
    varianteId: number;
    sku: string;
    stock: number;
}

const freePort = () =>
    new Promise<number>((resolve) => {
        const srv = net.createServer().listen(0, '127.0.0.1', () => {
            const { port } = srv.address() as net.AddressInfo;
            srv.close(() => resolve(port));
        });
    });

async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), POS_DEMO: '0', POS_SECRET: 'crash-test-secret', SKIP_FRONTEND_BUILD: '1', LOG_LEVEL: 'error' },
        stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 200; i++) {
        const up = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
        if (up) return child;
        await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('El servidor no arrancó');
}

const kill = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
    });

async function api(base: string, token: string, method: string, route: string, body?: unknown) {
    const res = await fetch(base + route, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

type Venta = { id: number; varianteId: number };

async function run(engine: string, databaseUrl: string, check: (acks: Ack[], ventas: Venta[]) => Promise<string[]>) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let child = await startServer(databaseUrl, port);
    const datos = { nombre_empresa: 'Crash', nombre_usuario: 'C', apellido_usuario: 'T', email: 'crash@sipv.mx', contrasena: 'crash-1234' };
    await fetch(`${base}/api/public/registro`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(datos) });
    const login = await fetch(`${base}/api/login/token`, { method: 'POST', body: new URLSearchParams({ username: datos.email, password: datos.contrasena }) });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const categoria = (await api(base, token, 'POST', '/api/v1/categorias/', { nombre: 'Crash' })).body;
    const proveedor = (await api(base, token, 'POST', '/api/v1/proveedores/', { nombre_empresa: 'Crash' })).body;

    const acks: Ack[] = [];
    const ventas: Venta[] = [];
    let sent = 0;
    let n = 0;
    for (let round = 1; round <= KILLS; round++) {
        let alive = true;
        const writer = async () => {
            while (alive) {
                const i = ++n;
                sent++;
                // Every other write is a sale of one unit of an acknowledged product.
                const elegido = acks[Math.floor(Math.random() * acks.length)];
                if (i % 2 === 0 && elegido && elegido.stock > 0) {
                    try {
                        const res = await api(base, token, 'POST', '/api/v1/ventas/pos/checkout', {
                            items: [{ producto_id: elegido.varianteId, cantidad: 1 }],
                            pagos: [{ metodo_pago: 'Efectivo', monto: '10.00' }],
                        });
                        if (res.status === 201) ventas.push({ id: res.body.id, varianteId: elegido.varianteId });
                    } catch {
                        // Unacknowledged: it may or may not have committed.
                    }
                    continue;
                }
                const sku = `CR-${i}`;
                const stock = i % 50;
                try {
                    const res = await api(base, token, 'POST', '/api/v1/productos/plantillas/', {
                        nombre: `Producto crash ${i}`,
                        categoria_id: categoria.id,
                        proveedor_id: proveedor.id,
                        variantes: [{ sku, precio_venta: '10.00', costo_compra: '5.00', stock, valores_ids: [] }],
                    });
                    if (res.status === 201) acks.push({ productoId: res.body.id, varianteId: res.body.variantes[0].id, sku, stock });
                } catch {
                    // The server died under this request: unacknowledged, it may or may not be there.
                }
            }
        };
        const writers = Array.from({ length: WRITERS }, writer);
        await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
        await kill(child);
        alive = false;
        await Promise.all(writers);
        child = await startServer(databaseUrl, port);
    }
    await kill(child);
    const problems = await check(acks, ventas);
    console.log(
        `${engine.padEnd(8)} ${KILLS} × SIGKILL, ${sent} writes sent, ${acks.length} products and ${ventas.length} sales acknowledged: ` +
            `${problems.length === 0 ? 'all present, database intact' : 'FAILED'}`,
    );
    for (const p of problems.slice(0, 20)) console.log(`  - ${p}`);
    return problems.length === 0;
}

async function verify(databaseUrl: string, acks: Ack[], ventas: Venta[]): Promise<string[]> {
    const db = createDb(databaseUrl);
    const problems: string[] = [];
    try {
        const variantes = await db.kysely.selectFrom('variantes').select(['id', 'sku', 'stock', 'plantilla_id']).execute();
        const byId = new Map(variantes.map((v) => [v.id, v]));
        // What was sold of each variant, by the sales that are there (acknowledged or not).
        const vendidas = await sql<{ variante_id: number; n: number }>`select variante_id, sum(cantidad) as n from venta_detalles group by variante_id`.execute(db.kysely);
        const vendido = new Map(vendidas.rows.map((r) => [Number(r.variante_id), Number(r.n)]));
        for (const a of acks) {
            const v = byId.get(a.varianteId);
            if (!v || v.sku !== a.sku || v.plantilla_id !== a.productoId) problems.push(`acknowledged ${a.sku} (producto ${a.productoId}) is missing`);
            else if (v.stock !== a.stock - (vendido.get(a.varianteId) ?? 0)) problems.push(`${a.sku}: stock ${v.stock}, created ${a.stock}, sold ${vendido.get(a.varianteId) ?? 0}`);
        }
        const presentes = new Set(
            (await db.kysely.selectFrom('ventas').innerJoin('venta_detalles', 'venta_detalles.venta_id', 'ventas.id').select(['ventas.id', 'venta_detalles.variante_id']).execute()).map(
                (r) => `${r.id}:${r.variante_id}`,
            ),
        );
        for (const v of ventas) if (!presentes.has(`${v.id}:${v.varianteId}`)) problems.push(`acknowledged sale #${v.id} is missing`);
        const sums = await sql<{ variante_id: number; suma: number }>`select variante_id, sum(cantidad) as suma from movimientos_stock group by variante_id`.execute(db.kysely);
        const suma = new Map(sums.rows.map((r) => [Number(r.variante_id), Number(r.suma)]));
        for (const v of variantes) if ((suma.get(v.id) ?? 0) !== v.stock) problems.push(`${v.sku}: movements sum ${suma.get(v.id) ?? 0}, stock ${v.stock}`);
    } finally {
        await db.close();
    }
    return problems;
}

let ok = true;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sipv-crash-'));
try {
    const file = path.join(dir, 'crash.db');
    ok =
        (await run('sqlite', `sqlite:${file}`, async (acks, ventas) => {
            const problems = await verify(`sqlite:${file}`, acks, ventas);
            const integrity = new SQLite(file).pragma('integrity_check', { simple: true });
            if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`);
            return problems;
        })) && ok;
} finally {
    fs.rmSync(dir, { recursive: true, force: true });
}

const pgUrl = process.env.CRASH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
    const name = `sipv_crash_${Date.now()}`;
    const admin = createDb(pgUrl);
    await sql`create database ${sql.id(name)}`.execute(admin.kysely);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
        ok = (await run('postgres', url.toString(), (acks, ventas) => verify(url.toString(), acks, ventas))) && ok;
    } finally {
        await sql`drop database ${sql.id(name)} with (force)`.execute(admin.kysely);
        await admin.close();
    }
}
if (!ok) process.exitCode = 1;
