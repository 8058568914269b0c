/**
 * The spec's API calls a variant `producto_id` (the items of a checkout, a return and a purchase
 * order; a credit note's lines). Inside the front end it is `varianteId`, as in
 * contracts/calculo.ts: these two are where the names cross, where a request is built and where an
 * answer is read, and nowhere else.
 */
export const conProductoId = <T extends { varianteId: number }>({ varianteId, ...resto }: T) => ({ producto_id: varianteId, ...resto });

export const conVarianteId = <T extends { producto_id: number }>({ producto_id, ...resto }: T) => ({ varianteId: producto_id, ...resto });
