import type { DemoCredenciales } from '../../contracts/auth.js';
import type { Db } from '../db/createDb.js';
import { registrarEmpresa } from '../modules/auth/registro.service.js';
import { seedAjustesDemo } from './ajustesDemo.js';
import { seedCatalogoDemo } from './catalogoDemo.js';
import type { EquipoDemo } from './cajaDemo.js';
import { CAJERO_DEMO, seedEquipoDemo } from './equipoDemo.js';
import { seedComprasDemo } from './comprasDemo.js';
import { seedCuentasDemo } from './cuentasDemo.js';
import { seedVentasDemo } from './ventasDemo.js';

export const DEMO_CREDENTIALS: DemoCredenciales = { username: 'demo@sipv.mx', password: 'demo1234' };

/**
 * A shop to explore on a fresh database: created only when no company exists yet. Each
 * capability adds its demo rows here as it lands.
 */
export async function seedDemoShop(db: Db): Promise<boolean> {
    const any = await db.kysely.selectFrom('empresas').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    const { empresaId, usuarioId } = await registrarEmpresa(db, {
        nombre_empresa: 'Tienda Demo',
        nombre_usuario: 'Administrador',
        apellido_usuario: 'Demo',
        email: DEMO_CREDENTIALS.username,
        contrasena: DEMO_CREDENTIALS.password,
    });
    // The cashier first: most days' sales are theirs, each in its day's cash session.
    const cajeroId = await seedEquipoDemo(db, empresaId);
    const equipo: EquipoDemo = {
        dueno: { empresaId, usuarioId, usuario: DEMO_CREDENTIALS.username, supervisa: true },
        cajero: { empresaId, usuarioId: cajeroId, usuario: CAJERO_DEMO.username, supervisa: false },
    };
    await db.transaction(async (tx) => {
        await seedCatalogoDemo(tx, empresaId, usuarioId);
        await seedVentasDemo(tx, empresaId, equipo);
    });
    await db.transaction((tx) => seedComprasDemo(tx, empresaId, usuarioId));
    // Customers' credit, old balances, abonos and points (issue 34): no sale of its own.
    await db.transaction((tx) => seedCuentasDemo(tx, empresaId, equipo));
    // Last, as a shop turns it on once its team sells from cash sessions: every later sale needs an open one.
    await seedAjustesDemo(db, empresaId);
    return true;
}

/** The credentials, only while the demo user still exists and is active. */
export async function findDemoCredentials(db: Db): Promise<DemoCredenciales | null> {
    const user = await db.kysely
        .selectFrom('usuarios')
        .select('id')
        .where('usuario', '=', DEMO_CREDENTIALS.username)
        .where('activo', '=', 1)
        .executeTakeFirst();
    return user ? DEMO_CREDENTIALS : null;
}
