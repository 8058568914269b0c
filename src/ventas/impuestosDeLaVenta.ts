// The labels without contracts/impuestos.ts's schemas: the ticket's chunk stays small.
import { etiquetaDeImpuesto } from '../../contracts/etiquetasDeImpuestos';
import type { ImpuestoRespuesta } from '../../contracts/impuestos';
import { fromCents, toCents } from '../../contracts/money';

/**
 * A sale's taxes as its ticket and its detail print them (issue 32): the subtotal (what the lines
 * are worth without taxes) and one row per tax and rate, in the order the API sends them (IVA
 * first, exempt last). Read from `GET /ventas/{id}`'s `impuestos`; a sale answered without it (a
 * server from before taxes) has no breakdown, and its ticket prints just the total as before.
 */

/** What this reads of a sale: its total and, when the API sends them, its taxes. */
export interface VentaConImpuestos {
    total: string;
    detalles: readonly { base?: string }[];
    impuestos?: readonly ImpuestoRespuesta[];
}

export interface FilaDeImpuesto {
    /** 'IVA 16 %', 'IVA 0 %', 'Exento', 'IEPS 8 %' (contracts/impuestos.ts etiquetaDeImpuesto). */
    etiqueta: string;
    exento: boolean;
    base: string;
    importe: string;
}

export interface DesgloseDeImpuestos {
    /** Σ the lines' base, which the API's split makes the total less every tax, to the cent. */
    subtotal: string;
    filas: FilaDeImpuesto[];
}

/** The rate's millionths from CFDI's "0.160000" (a rate of 1 or more never reaches a price: contracts/impuestos.ts IEPS_MAXIMO). */
const millonesimas = (tasa: string | null): number | null => {
    if (tasa === null) return null;
    const m = /^(\d+)\.(\d{1,6})$/.exec(tasa.trim());
    return m ? Number(m[1]) * 1_000_000 + Number(m[2].padEnd(6, '0')) : null;
};

/** The sale's breakdown, or null when the API sent no taxes for it. */
export function desgloseDeImpuestos(venta: VentaConImpuestos): DesgloseDeImpuestos | null {
    const impuestos = venta.impuestos ?? [];
    if (impuestos.length === 0) return null;
    const total = toCents(venta.total) ?? 0;
    const filas = impuestos.map((i) => ({
        etiqueta: etiquetaDeImpuesto(i.impuesto, i.tipo_factor, millonesimas(i.tasa)),
        exento: i.tipo_factor === 'Exento',
        base: i.base,
        importe: i.importe,
    }));
    const centavos = (dinero: string | undefined) => toCents(dinero) ?? 0;
    const conBase = venta.detalles.every((d) => d.base !== undefined);
    const subtotal = conBase ? venta.detalles.reduce((suma, d) => suma + centavos(d.base), 0) : total - impuestos.reduce((suma, i) => suma + centavos(i.importe), 0);
    return { subtotal: fromCents(subtotal), filas };
}
