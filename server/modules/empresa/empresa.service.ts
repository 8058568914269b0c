import { EMPRESA_MENSAJES, type Empresa, type EmpresaInput } from '../../../contracts/empresa.js';
import { iepsRespuesta } from '../../../contracts/impuestos.js';
import { fromCents } from '../../../contracts/money.js';
import { uniqueViolation } from '../../db/constraints.js';
import type { Db } from '../../db/createDb.js';
import { searchKey } from '../../db/searchKey.js';
import { Conflicto, Duplicado } from '../../domain/errors.js';
import { anotar } from '../bitacora/bitacora.js';
import { AJUSTES, ajustesDeLaEmpresa, tieneDocumentosContados } from './empresa.repo.js';

/** Who saves the settings: the company, and the user (null: the system, as the demo's seed). */
export interface Autor {
    empresaId: number;
    usuarioId: number | null;
}

// The scale-label format is an object: compared by its JSON (formatoCanonico gives both sides one key order).
const igual = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT /api/v1/empresa/: the whole settings object, in the caller's transaction, with its audit
 * entry ('empresa.ajustes': the fields that changed, before and after). A save that changes
 * nothing writes nothing, not even an entry.
 *
 * - The scale-label format and the cashiers' discount cap (issue 33) take effect at the next
 *   scan or checkout; left out of the body they are none and 10 %, as left-out fiscal data are none.
 * - The fiscal data (RFC, razón social, régimen, CP) and the default taxes of new products are
 *   the company's own: any of them may change at any time, since a sale keeps the rates it was
 *   sold at and the ticket prints what the company has now (it is not a CFDI).
 * - The name stays unique across companies as registration keeps it: by `nombre_clave`, the
 *   accent- and case-blind key (searchKey), so a rename to another shop's name is a 409 and
 *   'tienda demo' → 'Tienda Demo' is the same shop's own name. The unique index settles a race.
 * - The time zone may change only while the company has no sale and no ledger movement. The
 *   daily counters (server/modules/contadores) key each document by its local day in the zone
 *   the company had when it was counted, and later writes find those rows again by the zone they
 *   read then: a return takes its units off its sale's day, a state change moves the sale
 *   between its day's rows. A new zone would file them under other days (returns and voids
 *   against rows that were never counted there), and the sales history's totals, the dashboard
 *   and the ledger's summary would stop matching the documents. So once a document exists it
 *   is a 409 in Spanish; a new shop sets its zone before selling. (A first sale committing in the
 *   instant the zone changes is not excluded: checkout reads the zone without a lock.)
 */
export async function guardarAjustes(tx: Db, autor: Autor, input: EmpresaInput): Promise<Empresa> {
    tx.assertTransaction();
    const { empresaId } = autor;
    // PostgreSQL: two saves of one company's settings one after the other (the second reads what the first committed).
    if (tx.dialect === 'postgres') await tx.kysely.selectFrom('empresas').select('id').where('id', '=', empresaId).forUpdate().execute();
    const antes = await ajustesDeLaEmpresa(tx, empresaId);
    const despues: Empresa = {
        id: empresaId,
        nombre: input.nombre,
        zona_horaria: input.zona_horaria,
        encabezado_ticket: input.encabezado_ticket ?? null,
        pie_ticket: input.pie_ticket ?? null,
        caja_obligatoria: input.caja_obligatoria,
        rfc: input.rfc ?? null,
        razon_social: input.razon_social ?? null,
        regimen_fiscal: input.regimen_fiscal ?? null,
        codigo_postal: input.codigo_postal ?? null,
        iva_predeterminado: input.iva_predeterminado,
        ieps_predeterminado: iepsRespuesta(input.ieps_predeterminado ?? null),
        etiqueta_bascula: input.etiqueta_bascula,
        descuento_maximo: input.descuento_maximo / 100,
        puntos_por_cada_100: input.puntos_por_cada_100,
        valor_punto: fromCents(input.valor_punto),
    };
    const cambios = AJUSTES.filter((campo) => !igual(antes[campo], despues[campo]));
    if (cambios.length === 0) return antes;

    if (cambios.includes('zona_horaria') && (await tieneDocumentosContados(tx, empresaId))) throw new Conflicto(EMPRESA_MENSAJES.zonaConDocumentos);
    const nombreClave = searchKey(despues.nombre);
    const otra = await tx.kysely.selectFrom('empresas').select('id').where('nombre_clave', '=', nombreClave).where('id', '<>', empresaId).executeTakeFirst();
    if (otra) throw new Duplicado(EMPRESA_MENSAJES.duplicada);
    try {
        await tx.kysely
            .updateTable('empresas')
            .set({
                nombre: despues.nombre,
                nombre_clave: nombreClave,
                zona_horaria: despues.zona_horaria,
                encabezado_ticket: despues.encabezado_ticket,
                pie_ticket: despues.pie_ticket,
                caja_obligatoria: despues.caja_obligatoria ? 1 : 0,
                rfc: despues.rfc,
                razon_social: despues.razon_social,
                regimen_fiscal: despues.regimen_fiscal,
                codigo_postal: despues.codigo_postal,
                iva_predeterminado: despues.iva_predeterminado,
                // Millionths, as the input read it; `despues` holds the answer's text.
                ieps_predeterminado: input.ieps_predeterminado ?? null,
                etiqueta_bascula: despues.etiqueta_bascula === null ? null : JSON.stringify(despues.etiqueta_bascula),
                // Hundredths of a percent, as the input read them.
                descuento_maximo: input.descuento_maximo,
                // Cents, as the input read them.
                puntos_por_cada_100: input.puntos_por_cada_100,
                valor_punto: input.valor_punto,
            })
            .where('id', '=', empresaId)
            .execute();
    } catch (error) {
        // Two companies renamed to one name at once: the unique key lets one through.
        if (uniqueViolation(error)?.includes('nombre_clave')) throw new Duplicado(EMPRESA_MENSAJES.duplicada);
        throw error;
    }
    const solo = (e: Empresa) => Object.fromEntries(cambios.map((campo) => [campo, e[campo]]));
    await anotar(tx, autor, { tipo: 'empresa.ajustes', entidad: 'empresa', entidadId: empresaId, antes: solo(antes), despues: solo(despues) });
    return despues;
}
