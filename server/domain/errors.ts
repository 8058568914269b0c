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

/** A stock change would leave the variant below zero. */
export class StockInsuficiente extends Conflicto {
    constructor(
        readonly sku: string,
        readonly disponible: number,
        readonly solicitado: number,
    ) {
        super(`Stock insuficiente para el SKU '${sku}': disponible ${disponible}, solicitado ${solicitado}.`);
    }
}

/** A stock change would take the variant above the most units it may hold (contracts/productos.ts). */
export class StockExcedido extends Conflicto {
    constructor(
        readonly sku: string,
        readonly stock: number,
        readonly cantidad: number,
        maximo: number,
    ) {
        super(`El stock de '${sku}' no puede superar ${maximo.toLocaleString('en-US')} unidades: hay ${stock} y se agregarían ${cantidad}.`);
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
