import { z } from 'zod';
import { clienteSchema, type Cliente } from '../../../contracts/clientes';
import { type Descuento, TIPOS_DE_DESCUENTO } from '../../../contracts/calculo';
import { UNIDADES } from '../../../contracts/etiquetasDeUnidad';
import { aMilesimas, MILESIMAS } from '../../../contracts/unidades';
import { readSession } from '../../authStorage';
import { CARRITO_VACIO, type Carrito } from './carrito';

/*
 * The sale in progress (cart and customer), kept in the tab's sessionStorage: a cashier who looks
 * something up in another screen, or reloads the page, comes back to the same sale. Only the user
 * who left it gets it back; a sale, a cancel or emptying the cart forgets it, and closing the tab
 * ends it. Prices and stock are what the lines showed when added: the checkout refuses a total
 * that today's prices do not give (409), and the till then reads the lines again.
 */
const CLAVE = 'sipv-caja';

const descuentoSchema = z.object({ tipo: z.enum(TIPOS_DE_DESCUENTO), valor: z.number().positive() });

const lineaSchema = z.object({
    varianteId: z.number().int(),
    sku: z.string(),
    nombre: z.string(),
    precio: z.number().int(),
    stock: z.number(),
    cantidad: z.number().int().positive(),
    // Wholesale tiers (issue 33): kept so a restored line still follows its quantity.
    preciosMayoreo: z.array(z.object({ cantidadMinima: z.number(), precio: z.number().int() })).optional(),
    precioLista: z.number().int().optional(),
    mayoreo: z.boolean().optional(),
    // Its unit (issue 33): a restored line still says 'kg'. Absent in a cart saved before units: a piece.
    unidad: z.enum(UNIDADES).optional(),
    // Its own discount (issue 33 item 4): a percentage as typed, an amount in cents.
    descuento: descuentoSchema.optional(),
});

/** A customer kept before their account's fields (issue 34) reads with the defaults: the open sale is never dropped for it. */
const clienteGuardado = clienteSchema.extend({
    limite_credito: z.string().default('0.00'),
    dias_credito: z.number().default(30),
    saldo: z.string().default('0.00'),
    puntos: z.number().default(0),
});

/**
 * What is kept since the cart holds thousandths (issue 33 item 1): `version: 2`, quantities,
 * stock and tiers' minimums in thousandths, and the sale's discount.
 */
const cajaSchema = z.object({
    version: z.literal(2),
    usuario: z.string(),
    carrito: z.array(lineaSchema),
    descuento: descuentoSchema.nullable().optional(),
    cliente: clienteGuardado.nullable(),
});

/**
 * A sale kept before thousandths (no `version`): its quantities, stock and tiers' minimums were
 * whole units, and read as thousandths 3 hammers would be 0.003. Converted, never misread.
 */
const cajaEnUnidadesSchema = z.object({
    usuario: z.string(),
    carrito: z.array(lineaSchema.omit({ descuento: true })),
    cliente: clienteGuardado.nullable(),
});

const aMilesimasGuardadas = (caja: z.infer<typeof cajaEnUnidadesSchema>): z.infer<typeof cajaSchema> => ({
    version: 2,
    usuario: caja.usuario,
    cliente: caja.cliente,
    descuento: null,
    carrito: caja.carrito.map((l) => ({
        ...l,
        cantidad: l.cantidad * MILESIMAS,
        stock: aMilesimas(l.stock),
        ...(l.preciosMayoreo && { preciosMayoreo: l.preciosMayoreo.map((t) => ({ ...t, cantidadMinima: aMilesimas(t.cantidadMinima) })) }),
    })),
});

export interface Caja {
    carrito: Carrito;
    cliente: Cliente | null;
    /** The sale's own discount (issue 33 item 4), or null. */
    descuento: Descuento | null;
}

const VACIA: Caja = { carrito: CARRITO_VACIO, cliente: null, descuento: null };

const guardada = () => {
    try {
        const json: unknown = JSON.parse(sessionStorage.getItem(CLAVE) ?? 'null');
        const leida = cajaSchema.safeParse(json);
        if (leida.success) return leida.data;
        const antigua = cajaEnUnidadesSchema.safeParse(json);
        return antigua.success && (json as { version?: unknown }).version === undefined ? aMilesimasGuardadas(antigua.data) : undefined;
    } catch {
        return undefined;
    }
};

/** Whose sale is kept: undefined when none is or it cannot be read (the next sale overwrites it). */
const duenoGuardado = () => guardada()?.usuario;

/** The current user's kept sale, or an empty one (nothing kept, another user's, or unreadable). */
export function leerCaja(): Caja {
    const caja = guardada();
    return caja !== undefined && caja.usuario === readSession()?.user.username ? { carrito: caja.carrito, cliente: caja.cliente, descuento: caja.descuento ?? null } : VACIA;
}

/** Whose sales this till keeps: the user signed in now (read when the till opens). */
export const usuarioDeLaCaja = (): string | undefined => readSession()?.user.username;

/**
 * Keeps `usuario`'s sale as it is now. An empty one forgets the user's own kept sale, not another
 * user's: a colleague opening the POS in this tab leaves it be until they start a sale of their
 * own. The user is the one the till opened for, not read here: a logout, or an expired session,
 * has cleared the session by the time the till unmounts, and the sale was thrown away.
 */
export function guardarCaja({ carrito, cliente, descuento }: Caja, usuario: string | undefined): void {
    try {
        if (usuario !== undefined && (carrito.length > 0 || cliente !== null)) sessionStorage.setItem(CLAVE, JSON.stringify({ version: 2, usuario, carrito, descuento, cliente }));
        else if (duenoGuardado() === usuario) sessionStorage.removeItem(CLAVE);
    } catch {
        // Storage full or refused (a private window): the sale goes on, it is only not kept.
    }
}
