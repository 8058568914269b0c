/**
 * The cash sessions' permissions (corte de caja), labelled as the roles screen shows them, in its
 * area (contracts/permisos.ts). `caja:operar`: one's own session (open, cash in and out, X, close);
 * `caja:supervisar`: everyone's, and the expected cash before the count (else the count is blind).
 */
export const PERMISOS_DE_CAJA = {
    area: 'Caja',
    permisos: {
        'caja:operar': 'Abrir, operar y cerrar su propia caja',
        'caja:supervisar': 'Supervisar y cerrar las cajas de todos, ver el efectivo esperado',
    },
} as const;
