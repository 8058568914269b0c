import type { DemoCredenciales } from '../../contracts/auth.js';
import type { Permiso } from '../../contracts/permisos.js';
import type { Db } from '../db/createDb.js';
import { TODO_EL_CATALOGO } from '../modules/roles/administracion.js';
import { crearRol } from '../modules/roles/roles.service.js';
import { crearUsuario, prepararAlta } from '../modules/usuarios/usuarios.service.js';

/** The demo's cashier: sells from their own cash session (with discounts up to the company's cap) and serves customers, reads the catalogue, cannot see the books. */
export const CAJERO_DEMO: DemoCredenciales = { username: 'cajero@sipv.mx', password: 'cajero1234' };

export const PERMISOS_CAJERO: readonly Permiso[] = [
    'dashboard:leer',
    'ventas:crear',
    'ventas:leer',
    'clientes:leer',
    'clientes:escribir',
    'productos:leer',
    'caja:operar',
    // Discounts up to the company's descuento_maximo (CONVENTIONS §6); above it, a supervisor.
    'ventas:descontar',
];

/** A 'Cajero' role and its user, through the same services as the API, in one transaction; answers the user's id. */
export async function seedEquipoDemo(db: Db, empresaId: number): Promise<number> {
    const alta = await prepararAlta({
        nombre: 'Carlos',
        apellido: 'Cajero',
        usuario: CAJERO_DEMO.username,
        contrasena: CAJERO_DEMO.password,
    });
    return db.transaction(async (tx) => {
        // Made by nobody (null): the audit log shows the demo's seed as the system's.
        const rol = await crearRol(tx, empresaId, { nombre: 'Cajero', permisos: [...PERMISOS_CAJERO] }, TODO_EL_CATALOGO, null);
        return (await crearUsuario(tx, empresaId, { ...alta, rol_id: rol.id }, TODO_EL_CATALOGO, null)).id;
    });
}
