import type { FormatoEtiqueta } from '../../../contracts/bascula.js';
import { type Empresa, formatoCanonico } from '../../../contracts/empresa.js';
import { iepsRespuesta, type TasaIva } from '../../../contracts/impuestos.js';
import { fromCents } from '../../../contracts/money.js';
import type { Db } from '../../db/createDb.js';
import { ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import './empresa.tablas.js';
import '../clientes/cuentas.tablas.js';

/*
 * The company's own row as the other modules read it, and its settings (CONVENTIONS §6: name,
 * time zone, ticket texts, caja_obligatoria, fiscal data, the default taxes of new products, the
 * scale-label format and the cashiers' discount cap) as GET/PUT /api/v1/empresa/
 * read them (empresa.service.ts writes them).
 */

/** The settings (every column of the answer but its id), in the answer's order: what GET reads, PUT writes and the audit compares. */
export const AJUSTES = [
    'nombre',
    'zona_horaria',
    'encabezado_ticket',
    'pie_ticket',
    'caja_obligatoria',
    'rfc',
    'razon_social',
    'regimen_fiscal',
    'codigo_postal',
    'iva_predeterminado',
    'ieps_predeterminado',
    'etiqueta_bascula',
    'descuento_maximo',
    'puntos_por_cada_100',
    'valor_punto',
] as const satisfies readonly Exclude<keyof Empresa, 'id'>[];

/** The company's time zone: its days are those the daily counters, the dashboard and the date filters count in. */
export async function zonaDeLaEmpresa(db: Db, empresaId: number): Promise<string> {
    const empresa = await db.kysely.selectFrom('empresas').select('zona_horaria').where('id', '=', empresaId).executeTakeFirst();
    return empresa?.zona_horaria ?? ZONA_POR_DEFECTO;
}

/** The company's settings as the API answers them; the token proved the company exists. */
export async function ajustesDeLaEmpresa(db: Db, empresaId: number): Promise<Empresa> {
    const fila = await db.kysely
        .selectFrom('empresas')
        .select(['id', ...AJUSTES])
        .where('id', '=', empresaId)
        .executeTakeFirstOrThrow();
    return {
        ...fila,
        zona_horaria: fila.zona_horaria ?? ZONA_POR_DEFECTO,
        caja_obligatoria: Number(fila.caja_obligatoria) === 1,
        // PostgreSQL's driver may hand an integer column back as text.
        ieps_predeterminado: iepsRespuesta(fila.ieps_predeterminado === null ? null : Number(fila.ieps_predeterminado)),
        etiqueta_bascula: fila.etiqueta_bascula === null ? null : formatoCanonico(JSON.parse(fila.etiqueta_bascula) as FormatoEtiqueta),
        descuento_maximo: Number(fila.descuento_maximo) / 100,
        puntos_por_cada_100: Number(fila.puntos_por_cada_100),
        valor_punto: fromCents(Number(fila.valor_punto)),
    };
}

/**
 * What a cashier without `ventas:descontar_sin_limite` may discount, in hundredths of a percent
 * (1000 = 10 %): exact integers for the discount's check at checkout.
 */
export async function descuentoMaximoDeLaEmpresa(db: Db, empresaId: number): Promise<number> {
    const fila = await db.kysely.selectFrom('empresas').select('descuento_maximo').where('id', '=', empresaId).executeTakeFirstOrThrow();
    return Number(fila.descuento_maximo);
}

/** The taxes a new product of the company starts with (/configuracion): its IVA and its IEPS in millionths, null for none. */
export async function impuestosPredeterminados(db: Db, empresaId: number): Promise<{ iva: TasaIva; ieps: number | null }> {
    const fila = await db.kysely.selectFrom('empresas').select(['iva_predeterminado', 'ieps_predeterminado']).where('id', '=', empresaId).executeTakeFirstOrThrow();
    return { iva: fila.iva_predeterminado, ieps: fila.ieps_predeterminado === null ? null : Number(fila.ieps_predeterminado) };
}

/** Whether the company has a document the daily counters counted in its zone's days: a sale or a ledger movement. */
export async function tieneDocumentosContados(db: Db, empresaId: number): Promise<boolean> {
    const venta = await db.kysely.selectFrom('ventas').select('id').where('empresa_id', '=', empresaId).limit(1).executeTakeFirst();
    if (venta) return true;
    const movimiento = await db.kysely.selectFrom('movimientos_contables').select('id').where('empresa_id', '=', empresaId).limit(1).executeTakeFirst();
    return movimiento !== undefined;
}
