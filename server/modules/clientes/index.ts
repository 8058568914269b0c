import type { Modulo } from '../modulo.js';
import { clientesRoutes } from './clientes.routes.js';
import { cuentasDeClientes } from './cuentas.migracion.js';
import './cuentas.tablas.js';

/** Customers and their accounts (issue 34): credit terms, balance and points movements, abonos, aging. */
export const clientes: Modulo = { nombre: 'clientes', rutas: clientesRoutes, migraciones: { '0028_cuentas_de_clientes': cuentasDeClientes } };
