import { CUENTA_MENSAJES } from '../../contracts/cuentas';
import { METODOS_PAGO } from '../../contracts/ventas';
import { cuentaDisponible, metodosOfrecidos } from '../../src/ventas/pos/cuentaDelCliente';
import { admitePago, montoDeCuentaSugerido, puedeFinalizar, restanteDeCuenta } from '../../src/ventas/pos/pagos';

/*
 * Issue 34 item 7: what a customer's account offers at the till, and the payment modal's rules
 * for it (cents and points): the credit room, the points' value in whole points, no change.
 */

const CREDITO = 'Crédito de la Tienda';
const PUNTOS = 'Canje de Puntos';
const empresa = (valor_punto: string, puntos_por_cada_100 = 5) => ({ valor_punto, puntos_por_cada_100 });
const cliente = (limite_credito: string, saldo: string, puntos: number) => ({ limite_credito, saldo, puntos });
const pago = (metodo: string, monto: number) => ({ metodo, monto });

describe('the account a customer brings to the till', () => {
    it('has credit only with a limit above 0: the room is limit − balance, never below 0', () => {
        expect(cuentaDisponible(cliente('1000.00', '700.00', 0), empresa('1.00', 0)).credito).toEqual({ disponible: 30000, limite: 100000 });
        expect(cuentaDisponible(cliente('1000.00', '1200.00', 0), empresa('1.00', 0)).credito).toEqual({ disponible: 0, limite: 100000 });
        // A balance in the customer's favour widens the room.
        expect(cuentaDisponible(cliente('100.00', '-20.00', 0), null).credito).toEqual({ disponible: 12000, limite: 10000 });
        expect(cuentaDisponible(cliente('0.00', '-20.00', 0), null).credito).toBeNull();
    });

    it("has points when held or when the shop's program gives them; their value at valor_punto, 0 when they cannot pay", () => {
        expect(cuentaDisponible(cliente('0.00', '0.00', 35), empresa('1.50')).puntos).toEqual({ puntos: 35, valor: 5250, valorPunto: 150 });
        // Held but the shop's valor_punto is 0 or not read: shown, paying nothing.
        expect(cuentaDisponible(cliente('0.00', '0.00', 35), empresa('0.00')).puntos).toEqual({ puntos: 35, valor: 0, valorPunto: 0 });
        expect(cuentaDisponible(cliente('0.00', '0.00', 35), null).puntos).toEqual({ puntos: 35, valor: 0, valorPunto: 0 });
        // None held: shown while the program gives points, else nothing.
        expect(cuentaDisponible(cliente('0.00', '0.00', 0), empresa('1.00', 5)).puntos).toEqual({ puntos: 0, valor: 0, valorPunto: 100 });
        expect(cuentaDisponible(cliente('0.00', '0.00', 0), empresa('1.00', 0)).puntos).toBeNull();
        // Below zero (points taken back by a return after they were spent): shown, paying nothing.
        expect(cuentaDisponible(cliente('0.00', '0.00', -3), empresa('1.00', 0)).puntos).toEqual({ puntos: -3, valor: 0, valorPunto: 100 });
    });

    it('has nothing for a walk-in, and reads a customer saved before accounts as none', () => {
        expect(cuentaDisponible(null, empresa('1.00'))).toEqual({ credito: null, puntos: null });
        expect(cuentaDisponible({}, empresa('1.00', 0))).toEqual({ credito: null, puntos: null });
    });

    it("offers 'Crédito de la Tienda' with room left and 'Canje de Puntos' with points that pay, in the spec's order", () => {
        const sinCuenta = METODOS_PAGO.filter((m) => m !== CREDITO && m !== PUNTOS);
        expect(metodosOfrecidos(cuentaDisponible(null, null))).toEqual(sinCuenta);
        expect(metodosOfrecidos(cuentaDisponible(cliente('1000.00', '1000.00', 0), empresa('1.00')))).toEqual(sinCuenta);
        expect(metodosOfrecidos(cuentaDisponible(cliente('0.00', '0.00', 35), empresa('0.00')))).toEqual(sinCuenta);
        expect(metodosOfrecidos(cuentaDisponible(cliente('1000.00', '0.00', 35), empresa('1.00')))).toEqual([...METODOS_PAGO]);
        expect(metodosOfrecidos(cuentaDisponible(cliente('1000.00', '0.00', 0), empresa('1.00')))).toEqual(METODOS_PAGO.filter((m) => m !== PUNTOS));
    });
});

describe('the payment modal with an account', () => {
    const cuenta = cuentaDisponible(cliente('1000.00', '700.00', 35), empresa('1.00'));

    it('takes credit up to the room left, less what this sale already put on it', () => {
        expect(admitePago(50000, [], pago(CREDITO, 30000), cuenta)).toEqual({ ok: true });
        expect(admitePago(50000, [], pago(CREDITO, 30001), cuenta)).toEqual({ ok: false, motivo: 'credito', disponible: 30000 });
        expect(admitePago(50000, [pago(CREDITO, 20000)], pago(CREDITO, 10001), cuenta)).toEqual({ ok: false, motivo: 'credito', disponible: 10000 });
        expect(restanteDeCuenta(cuenta, [pago(CREDITO, 20000)], CREDITO)).toBe(10000);
        // Without an account (a walk-in), none.
        expect(admitePago(50000, [], pago(CREDITO, 100))).toEqual({ ok: false, motivo: 'credito', disponible: 0 });
    });

    it('takes points up to what they pay, in whole points', () => {
        expect(admitePago(50000, [], pago(PUNTOS, 3500), cuenta)).toEqual({ ok: true });
        expect(admitePago(50000, [], pago(PUNTOS, 3600), cuenta)).toEqual({ ok: false, motivo: 'puntos', disponible: 3500, puntos: 35 });
        expect(admitePago(50000, [pago(PUNTOS, 1000)], pago(PUNTOS, 2600), cuenta)).toEqual({ ok: false, motivo: 'puntos', disponible: 2500, puntos: 25 });
        expect(admitePago(50000, [], pago(PUNTOS, 1050), cuenta)).toEqual({ ok: false, motivo: 'puntos_exactos', valorPunto: 100 });
    });

    it('gives no change once the account pays part: cash up to what is missing', () => {
        expect(admitePago(70000, [pago(CREDITO, 30000)], pago('Efectivo', 40000), cuenta)).toEqual({ ok: true });
        expect(admitePago(70000, [pago(CREDITO, 30000)], pago('Efectivo', 50000), cuenta)).toEqual({ ok: false, motivo: 'sin_cambio' });
        // Without an account payment cash still gives change.
        expect(admitePago(70000, [pago('Tarjeta de Débito', 30000)], pago('Efectivo', 50000), cuenta)).toEqual({ ok: true });
        expect(puedeFinalizar(70000, [pago(CREDITO, 30000), pago('Efectivo', 40000)])).toBe(true);
        expect(puedeFinalizar(70000, [pago('Efectivo', 50000), pago(CREDITO, 30000)])).toBe(false);
        expect(puedeFinalizar(70000, [pago('Efectivo', 50000), pago('Tarjeta de Débito', 30000)])).toBe(true);
    });

    it('proposes what is missing up to what the account still offers, points rounded down to whole points', () => {
        expect(montoDeCuentaSugerido(20000, [], CREDITO, cuenta)).toBe(20000);
        expect(montoDeCuentaSugerido(50000, [], CREDITO, cuenta)).toBe(30000);
        expect(montoDeCuentaSugerido(50000, [pago(CREDITO, 30000)], CREDITO, cuenta)).toBeNull();
        expect(montoDeCuentaSugerido(1250, [], PUNTOS, cuenta)).toBe(1200);
        expect(montoDeCuentaSugerido(50000, [], PUNTOS, cuenta)).toBe(3500);
        expect(montoDeCuentaSugerido(50, [], PUNTOS, cuenta)).toBeNull();
        expect(montoDeCuentaSugerido(50000, [], 'Efectivo', cuenta)).toBeNull();
    });
});

describe("the till's account refusals say what the server says", () => {
    it('repeats CUENTA_MENSAJES', async () => {
        const { posTextos } = await import('../../src/ventas/pos/textos');
        const p = posTextos.pago;
        expect(p.credito_insuficiente.replace('%{disponible}', '$1,300.00')).toBe(CUENTA_MENSAJES.creditoInsuficiente(130000));
        expect(p.puntos_insuficientes.replace('%{puntos}', '35')).toBe(CUENTA_MENSAJES.puntosInsuficientes(35));
        expect(p.puntos_exactos.replace('%{valor}', '$1.50')).toBe(CUENTA_MENSAJES.puntosNoExactos(150));
        expect(p.sin_cambio).toBe(CUENTA_MENSAJES.sinCambio);
    });
});
