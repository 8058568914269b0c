import type { Empresa } from '../../../contracts/empresa.js';
import type { Db } from '../../db/createDb.js';
import { ZONA_POR_DEFECTO } from '../../domain/calendario.js';

/*
 * The company's own row as the other modules read it, and its settings (CONVENTIONS §6: name,
 * time zone, ticket texts, caja_obligatoria; fiscal data to come) as GET/PUT /api/v1/empresa/
 * read them (empresa.service.ts writes them).
 */

/** The company's time zone: its days are those the daily counters, the dashboard and the date filters count in. */
export async function zonaDeLaEmpresa(db: Db, empresaId: number): Promise<string> {
    const empresa = await db.kysely.selectFrom('empresas').select('zona_horaria').where('id', '=', empresaId).executeTakeFirst();
    return empresa?.zona_horaria ?? ZONA_POR_DEFECTO;
}

/** The company's settings as the API answers them; the token proved the company exists. */
export async function ajustesDeLaEmpresa(db: Db, empresaId: number): Promise<Empresa> {
    const fila = await db.kysely
        .selectFrom('empresas')
        .select(['id', 'nombre', 'zona_horaria', 'encabezado_ticket', 'pie_ticket', 'caja_obligatoria'])
        .where('id', '=', empresaId)
        .executeTakeFirstOrThrow();
    return { ...fila, zona_horaria: fila.zona_horaria ?? ZONA_POR_DEFECTO, caja_obligatoria: Number(fila.caja_obligatoria) === 1 };
}

/** Whether the company has a document the daily counters counted in its zone's days: a sale or a ledger movement. */
export async function tieneDocumentosContados(db: Db, empresaId: number): Promise<boolean> {
    const venta = await db.kysely.selectFrom('ventas').select('id').where('empresa_id', '=', empresaId).limit(1).executeTakeFirst();
    if (venta) return true;
    const movimiento = await db.kysely.selectFrom('movimientos_contables').select('id').where('empresa_id', '=', empresaId).limit(1).executeTakeFirst();
    return movimiento !== undefined;
}
