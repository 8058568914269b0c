import type { TipoBitacora } from '../../../contracts/bitacora.js';
import type { Db } from '../../db/createDb.js';
import { bitacora } from './bitacora.migracion.js';

export interface BitacoraTable {
    id: import('kysely').Generated<number>;
    empresa_id: number;
    usuario_id: number | null;
    fecha: string;
    tipo: string;
    entidad: string;
    entidad_id: number | null;
    antes: string | null;
    despues: string | null;
}

declare module '../../db/tables.js' {
    interface Database {
        bitacora: BitacoraTable;
    }
}

/** One entry of the audit log as a write records it. */
export interface Anotacion {
    tipo: TipoBitacora;
    /** The document it is about: 'venta', 'sesion_caja', 'producto', 'rol', 'usuario', 'empresa'… */
    entidad: string;
    entidadId: number | null;
    /** What changed, as plain JSON values (money as the API's strings); null where nothing stood before (or after). */
    antes?: unknown;
    despues?: unknown;
    /** ISO 8601 UTC; defaults to now (the demo records past days through the same writes). */
    fecha?: string;
}

/**
 * Appends to the audit log in the caller's transaction: the entry commits with the change it
 * describes, or neither does. The only writer of `bitacora`; nothing updates or deletes it (the
 * database's triggers refuse both, migration bitacora.migracion.ts).
 */
export async function anotar(tx: Db, autor: { empresaId: number; usuarioId: number | null }, a: Anotacion): Promise<void> {
    tx.assertTransaction();
    await tx.kysely
        .insertInto('bitacora')
        .values({
            empresa_id: autor.empresaId,
            usuario_id: autor.usuarioId,
            fecha: a.fecha ?? new Date().toISOString(),
            tipo: a.tipo,
            entidad: a.entidad,
            entidad_id: a.entidadId,
            antes: a.antes === undefined || a.antes === null ? null : JSON.stringify(a.antes),
            despues: a.despues === undefined || a.despues === null ? null : JSON.stringify(a.despues),
        })
        .execute();
}

export const migracionesBitacora = { '0020_bitacora': bitacora };
