import type { Cliente } from '../../../contracts/clientes';
import { CANJE_DE_PUNTOS, CREDITO_DE_LA_TIENDA } from '../../../contracts/cuentas';
import type { Empresa } from '../../../contracts/empresa';
import { toCents } from '../../../contracts/money';
import { METODOS_PAGO } from '../../../contracts/ventas';

/*
 * What the chosen customer's account offers at the till (issue 34 item 7), in cents and points:
 * credit room and points to pay with. The server decides again in the sale's own write (a 409
 * if another till used the room meanwhile); these rules only keep the cashier from asking what it
 * would refuse.
 */

export interface CuentaDisponible {
    /** The customer's credit (limite_credito > 0 only): the room left (limite − saldo, never negative) and the limit. */
    credito: { disponible: number; limite: number } | null;
    /**
     * The customer's points, shown when they hold some or the shop's program gives them: `valor`
     * what they pay (points × valor_punto), 0 when they cannot pay (none held, or the shop's
     * valor_punto is 0 or unknown: the server refuses 'Canje de Puntos' then).
     */
    puntos: { puntos: number; valor: number; valorPunto: number } | null;
}

export const SIN_CUENTA: CuentaDisponible = { credito: null, puntos: null };

type ClienteConCuenta = Pick<Cliente, 'limite_credito' | 'saldo' | 'puntos'>;

/**
 * The account of `cliente` under the shop's settings (null when not read yet: points show
 * without their value and cannot pay). A customer saved before accounts existed reads as none.
 */
export function cuentaDisponible(cliente: Partial<ClienteConCuenta> | null, empresa: Pick<Empresa, 'valor_punto' | 'puntos_por_cada_100'> | null | undefined): CuentaDisponible {
    if (!cliente) return SIN_CUENTA;
    const limite = toCents(cliente.limite_credito ?? '0') ?? 0;
    const saldo = toCents(cliente.saldo ?? '0') ?? 0;
    const puntos = Number.isSafeInteger(cliente.puntos) ? (cliente.puntos as number) : 0;
    const valorPunto = empresa ? (toCents(empresa.valor_punto) ?? 0) : 0;
    const programa = (empresa?.puntos_por_cada_100 ?? 0) > 0;
    return {
        credito: limite > 0 ? { disponible: Math.max(0, limite - saldo), limite } : null,
        puntos: puntos !== 0 || programa ? { puntos, valor: puntos > 0 ? puntos * valorPunto : 0, valorPunto } : null,
    };
}

/** Credit room to charge now: only a customer with room left. */
export const creditoOfrecido = (c: CuentaDisponible): number => (c.credito && c.credito.disponible > 0 ? c.credito.disponible : 0);
/** What the customer's points may pay now: only points held at a valor_punto above 0. */
export const puntosOfrecidos = (c: CuentaDisponible): number => (c.puntos && c.puntos.valor > 0 ? c.puntos.valor : 0);

/** The payment modal's methods: the spec's order, 'Crédito de la Tienda' and 'Canje de Puntos' only when the account offers them. */
export const metodosOfrecidos = (c: CuentaDisponible): string[] =>
    METODOS_PAGO.filter((m) => (m === CREDITO_DE_LA_TIENDA ? creditoOfrecido(c) > 0 : m === CANJE_DE_PUNTOS ? puntosOfrecidos(c) > 0 : true));
