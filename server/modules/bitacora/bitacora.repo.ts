import { TIPOS_BITACORA, type EntradaBitacora, type TipoBitacora } from '../../../contracts/bitacora.js';
import type { Db } from '../../db/createDb.js';
import type { ListParams, Page } from '../../db/repository.js';
import { inicioDelDia, sumarDias, ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import { zonaDeLaEmpresa } from '../empresa/empresa.repo.js';

/* The audit log as its screen reads it: nothing here writes (bitacora.ts's `anotar` is the only writer). */

interface FiltrosBitacora {
    usuario_id?: number;
    tipo?: TipoBitacora;
    fecha_desde?: string;
    fecha_hasta?: string;
}

/**
 * The company's entries the filters select. Each filter meets an index of the migration
 * (empresa_id, fecha, id), (empresa_id, usuario_id, fecha, id) or (empresa_id, tipo, fecha, id):
 * the days are a range on `fecha` inside it, and the order (fecha, id) is the index's own.
 */
export function entradas(db: Db, empresaId: number, f: FiltrosBitacora, zona: string, ids?: number[]) {
    return db.kysely
        .selectFrom('bitacora as b')
        .where('b.empresa_id', '=', empresaId)
        .$if(f.usuario_id !== undefined, (q) => q.where('b.usuario_id', '=', f.usuario_id as number))
        .$if(f.tipo !== undefined, (q) => q.where('b.tipo', '=', f.tipo as string))
        .$if(f.fecha_desde !== undefined, (q) => q.where('b.fecha', '>=', inicioDelDia(f.fecha_desde as string, zona)))
        .$if(f.fecha_hasta !== undefined, (q) => q.where('b.fecha', '<', inicioDelDia(sumarDias(f.fecha_hasta as string, 1), zona)))
        .$if(ids !== undefined, (q) => q.where('b.id', 'in', ids?.length ? ids : [0]));
}

/** A page of entries with who made each (their login and name), newest first by default. */
export function pagina(db: Db, empresaId: number, f: FiltrosBitacora, zona: string, params: Pick<ListParams, 'sort' | 'order' | 'limit' | 'skip' | 'ids'>) {
    const direccion = params.order === 'DESC' ? 'desc' : 'asc';
    return entradas(db, empresaId, f, zona, params.ids)
        .leftJoin('usuarios as u', (j) => j.onRef('u.id', '=', 'b.usuario_id').onRef('u.empresa_id', '=', 'b.empresa_id'))
        .select(['b.id', 'b.fecha', 'b.usuario_id', 'u.usuario', 'u.nombre', 'u.apellido', 'b.tipo', 'b.entidad', 'b.entidad_id', 'b.antes', 'b.despues'])
        .$if(params.sort !== 'id', (q) => q.orderBy('b.fecha', direccion))
        .orderBy('b.id', direccion)
        .limit(params.limit)
        .offset(params.skip);
}

type Fila = Awaited<ReturnType<ReturnType<typeof pagina>['execute']>>[number];

const json = (texto: string | null): unknown => (texto === null ? null : JSON.parse(texto));

const comoEntrada = (f: Fila): EntradaBitacora => ({
    id: f.id,
    fecha: f.fecha,
    usuario_id: f.usuario_id,
    usuario: f.usuario ?? null,
    nombre: f.nombre == null ? null : `${f.nombre} ${f.apellido ?? ''}`.trim(),
    tipo: f.tipo as TipoBitacora,
    tipo_etiqueta: TIPOS_BITACORA[f.tipo as TipoBitacora] ?? f.tipo,
    entidad: f.entidad,
    entidad_id: f.entidad_id,
    antes: json(f.antes),
    despues: json(f.despues),
});

export async function listarBitacora(db: Db, empresaId: number, params: ListParams): Promise<Page<EntradaBitacora>> {
    const f = params.filtros as FiltrosBitacora;
    const zona = f.fecha_desde || f.fecha_hasta ? await zonaDeLaEmpresa(db, empresaId) : ZONA_POR_DEFECTO;
    const filas = await pagina(db, empresaId, f, zona, params).execute();
    // The whole list fits the page: no count to make.
    const total =
        params.skip === 0 && filas.length < params.limit
            ? filas.length
            : Number((await entradas(db, empresaId, f, zona, params.ids).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { rows: filas.map(comoEntrada), total };
}

export async function obtenerEntrada(db: Db, empresaId: number, id: number): Promise<EntradaBitacora | undefined> {
    const [fila] = await pagina(db, empresaId, {}, ZONA_POR_DEFECTO, { sort: 'fecha', order: 'DESC', limit: 1, skip: 0, ids: [id] }).execute();
    return fila ? comoEntrada(fila) : undefined;
}
