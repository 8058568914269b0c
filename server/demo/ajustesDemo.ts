import { empresaInput } from '../../contracts/empresa.js';
import type { Db } from '../db/createDb.js';
import { ajustesDeLaEmpresa } from '../modules/empresa/empresa.repo.js';
import { guardarAjustes } from '../modules/empresa/empresa.service.js';

/** What the demo's tickets print above and below the sale. */
export const ENCABEZADO_DEMO = 'Av. Juárez 100, Col. Centro\nCiudad de México, C.P. 06000\nTel. 55 1234 5678';
export const PIE_DEMO = 'Cambios y devoluciones dentro de 30 días\ncon este ticket.';

/**
 * The counter scale's labels (issue 33 item 2): EAN-13 starting '20', the product's 5-digit PLU
 * (the granel products' SKUs, catalogoDemo.ts) and the weight in grams (5 digits, 3 decimals), so
 * '2000101007500' is 0.750 kg of beans.
 */
export const ETIQUETA_BASCULA_DEMO = { prefijos: ['20'], longitud_codigo: 5, contenido: 'peso', longitud_valor: 5, decimales: 3 } as const;

/**
 * The demo's settings, through the same write as PUT /api/v1/empresa/ (its audit entry made by
 * nobody: the seed is the system's): the ticket's header and footer, the scale's labels, and
 * `caja_obligatoria` on, so the demo sells only from an open cash session. Seeded last, after the demo's past days and
 * their cash sessions, as a shop turns the rule on once its team works that way.
 */
export async function seedAjustesDemo(db: Db, empresaId: number): Promise<void> {
    await db.transaction(async (tx) => {
        const actuales = await ajustesDeLaEmpresa(tx, empresaId);
        // Through the PUT's own contract: what GET answers is what PUT takes.
        const ajustes = empresaInput.parse({ ...actuales, encabezado_ticket: ENCABEZADO_DEMO, pie_ticket: PIE_DEMO, etiqueta_bascula: ETIQUETA_BASCULA_DEMO, caja_obligatoria: true });
        await guardarAjustes(tx, { empresaId, usuarioId: null }, ajustes);
    });
}
