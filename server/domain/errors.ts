import { deMilesimas, formatearMilesimas, type Unidad } from '../../contracts/unidades.js';
/**
 * What a repository or workflow refuses, said in the domain's words. They know nothing of HTTP:
 * `http/errors.ts` maps each kind to its status once (NoEncontrado → 404, Conflicto → 409,
 * DatoInvalido → 422, Prohibido → 403), so no layer below the routes guesses a status, and no catch-all turns
 * an unrelated database error into a misleading message.
 */
export abstract class ErrorDeDominio extends Error {
    constructor(message: string) {
        super(message);
        this.name = new.target.name;
    }
}

/** The record does not exist in the caller's company (another company's id included). */
export class NoEncontrado extends ErrorDeDominio {}

/** The request is well formed but the current state refuses it. */
export class Conflicto extends ErrorDeDominio {}

/** The caller may use the route, but not on this record or with these values (403). */
export class Prohibido extends ErrorDeDominio {}

/** A record still referenced elsewhere cannot be deleted. */
export class EnUso extends Conflicto {}

/** A unique business key (SKU, name, email) is already taken. */
export class Duplicado extends Conflicto {}

export class SkuDuplicado extends Duplicado {
    constructor(readonly sku: string) {
        super(`El SKU '${sku}' ya está en uso.`);
    }
}

/**
 * A quantity in a stock message: a piece product's as the plain number it always was ('3'), any
 * other with its three decimals and unit ('0.750 kg'), so half a kilo is never read as 500.
 */
const cantidadEnMensaje = (milesimas: number, unidad: Unidad): string => (unidad === 'pieza' ? String(deMilesimas(milesimas)) : formatearMilesimas(milesimas, unidad));

/** A stock change would leave the variant below zero. Quantities in thousandths; `disponible` and `solicitado` in units. */
export class StockInsuficiente extends Conflicto {
    readonly disponible: number;
    readonly solicitado: number;
    constructor(
        readonly sku: string,
        disponible: number,
        solicitado: number,
        unidad: Unidad = 'pieza',
    ) {
        super(`Stock insuficiente para el SKU '${sku}': disponible ${cantidadEnMensaje(disponible, unidad)}, solicitado ${cantidadEnMensaje(solicitado, unidad)}.`);
        this.disponible = deMilesimas(disponible);
        this.solicitado = deMilesimas(solicitado);
    }
}

/** A stock change would take the variant above the most units it may hold (contracts/productos.ts). Quantities in thousandths. */
export class StockExcedido extends Conflicto {
    constructor(
        readonly sku: string,
        stock: number,
        cantidad: number,
        maximo: number,
        unidad: Unidad = 'pieza',
    ) {
        super(`El stock de '${sku}' no puede superar ${maximo.toLocaleString('en-US')} unidades: hay ${cantidadEnMensaje(stock, unidad)} y se agregarían ${cantidadEnMensaje(cantidad, unidad)}.`);
    }
}

/** A value that passed the schema but breaks a rule checked against the data (a 422 on `campo` of the body, or of the headers). */
export class DatoInvalido extends ErrorDeDominio {
    constructor(
        readonly campo: string | (string | number)[],
        message: string,
        readonly en: 'body' | 'header' = 'body',
    ) {
        super(message);
    }
}
