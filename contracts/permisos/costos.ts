/**
 * Who sees purchase costs and the stock's value at cost: whoever holds one of these (the
 * Administrador holds both). Everyone else gets answers without them (server/http/costos.ts) and
 * may not send them. One rule for the server and the screens, in a module that imports nothing:
 * the screens that hide costs take it without the permission catalogue and its labels.
 * tests/unit/costos.test.ts checks both are permissions of the catalogue.
 */
export const PERMISOS_QUE_VEN_COSTOS = ['reportes:utilidad', 'compras:escribir'] as const;

/** The rule: `permisos` (the caller's) holds one of PERMISOS_QUE_VEN_COSTOS. */
export function veCostos(permisos: ReadonlySet<string> | readonly string[]): boolean {
    const tiene = (p: string) => ('has' in permisos ? permisos.has(p) : permisos.includes(p));
    return PERMISOS_QUE_VEN_COSTOS.some(tiene);
}
