import { totalDeMilesimas } from '../../contracts/calculo';
import { formatCantidad } from '../../src/common/cantidad';
import { actualizarArticulos, agregar, CARRITO_VACIO, fijarCantidad, items, lineaModificada, lineaQuitada, quitar, reponer, unidades } from '../../src/ventas/pos/carrito';
import { admitePago, efectivoExacto, leerMonto, pagosParaEnviar, puedeFinalizar } from '../../src/ventas/pos/pagos';

// Stock and quantities in thousandths (issue 33 item 1): 3 hammers are 3000.
const martillo = { varianteId: 1, sku: 'HER-MAR-16', nombre: 'Martillo', precio: 18900, stock: 3000 };
const foco = { varianteId: 2, sku: 'ELE-LED-9W', nombre: 'Foco LED', precio: 3990, stock: 10_000 };

describe('cart (spec §4)', () => {
    it("takes the price found by a later scan: a price changed since the first one is what is charged", () => {
        let c = agregar(CARRITO_VACIO, martillo).carrito;
        c = agregar(c, foco).carrito;
        c = agregar(c, { ...martillo, precio: 19900, stock: 5000 }).carrito;
        expect(c.map((l) => [l.sku, l.cantidad, l.precio, l.stock])).toEqual([
            ['HER-MAR-16', 2000, 19900, 5000],
            ['ELE-LED-9W', 1000, 3990, 10_000],
        ]);
        // The cart's lines are what contracts/calculo.ts prices: at the later price.
        expect(totalDeMilesimas(c)).toBe(2 * 19900 + 3990);
        // Read again by id after a refusal: prices and stock as stored, quantities kept.
        const releido = actualizarArticulos(c, [{ ...foco, precio: 4500, stock: 1000 }]);
        expect(releido.map((l) => [l.cantidad, l.precio, l.stock])).toEqual([
            [2000, 19900, 5000],
            [1000, 4500, 1000],
        ]);
    });

    it('adds a variant once and raises its quantity by 1 when added again', () => {
        let c = agregar(CARRITO_VACIO, martillo).carrito;
        c = agregar(c, foco).carrito;
        c = agregar(c, martillo).carrito;
        expect(c.map((l) => [l.sku, l.cantidad])).toEqual([
            ['HER-MAR-16', 2000],
            ['ELE-LED-9W', 1000],
        ]);
        expect(unidades(c)).toBe(3);
        expect(items(c)).toEqual([
            { producto_id: 1, cantidad: 2 },
            { producto_id: 2, cantidad: 1 },
        ]);
    });

    it('removes a line when its quantity is set to 0 or less', () => {
        const c = agregar(agregar(CARRITO_VACIO, martillo).carrito, foco).carrito;
        expect(fijarCantidad(c, 1, 0).carrito.map((l) => l.sku)).toEqual(['ELE-LED-9W']);
        expect(fijarCantidad(c, 2, -3000).carrito.map((l) => l.sku)).toEqual(['HER-MAR-16']);
        expect(quitar(c, 1).map((l) => l.sku)).toEqual(['ELE-LED-9W']);
    });

    it('refuses a quantity above the stock and keeps the cart as it was', () => {
        let c = agregar(CARRITO_VACIO, martillo).carrito;
        const r = fijarCantidad(c, 1, 4000);
        expect(r.rechazo).toEqual({ tipo: 'sin_stock', sku: 'HER-MAR-16', disponible: 3000, unidad: 'pieza' });
        expect(r.carrito).toEqual(c);
        c = fijarCantidad(c, 1, 3000).carrito;
        const otra = agregar(c, martillo);
        expect(otra.rechazo).toMatchObject({ disponible: 3000 });
        expect(otra.carrito[0].cantidad).toBe(3000);
    });

    it('does not add a variant with no stock at all', () => {
        const r = agregar(CARRITO_VACIO, { ...foco, stock: 0 });
        expect(r.rechazo).toEqual({ tipo: 'sin_stock', sku: 'ELE-LED-9W', disponible: 0, unidad: 'pieza' });
        expect(r.carrito).toEqual([]);
    });

    it('names the line a step added or set the quantity of (what the cart brings into view), none for a removal', () => {
        const uno = agregar(CARRITO_VACIO, martillo).carrito;
        const dos = agregar(uno, foco).carrito;
        expect(lineaModificada(uno, dos)?.sku).toBe('ELE-LED-9W');
        const otraVez = agregar(dos, martillo).carrito;
        expect(lineaModificada(dos, otraVez)).toMatchObject({ sku: 'HER-MAR-16', cantidad: 2000 });
        expect(lineaModificada(otraVez, quitar(otraVez, 2))).toBeUndefined();
        expect(lineaModificada(dos, dos)).toBeUndefined();
    });
});

describe('payment modal arithmetic (spec §4, §5)', () => {
    it('reads amounts as cents and refuses what is not a positive amount with the spec text', () => {
        expect(leerMonto('150.5')).toEqual({ monto: 15050 });
        expect(leerMonto('$1,234.50')).toEqual({ monto: 123450 });
        for (const bad of ['', '0', '-5', 'abc', '1.234', 'NaN']) expect(leerMonto(bad)).toEqual({ error: 'invalido' });
    });

    // The one es-MX reading (contracts/numero.ts): a decimal comma was read as a decimal here ('19,99' $19.99)
    // while a ledger amount or a price read it as thousands; it is refused everywhere now, with its message.
    it('reads a comma as the thousands it groups and refuses a decimal comma, never dropping it', () => {
        expect(leerMonto('19,99')).toEqual({ error: 'coma' }); // was $1,999.00, then $19.99
        expect(leerMonto('19,9')).toEqual({ error: 'coma' });
        expect(leerMonto('1.234,50')).toEqual({ error: 'coma' });
        expect(leerMonto('1,234')).toEqual({ monto: 123400 });
        expect(leerMonto('$ 12,345,678.90')).toEqual({ monto: 1234567890 });
        expect(leerMonto('.5')).toEqual({ monto: 50 });
        expect(leerMonto('5.')).toEqual({ monto: 500 });
        for (const bad of ['1,2345', '12,34.50', '1,23,456', ',5', '0,001', '5,']) expect(leerMonto(bad), bad).toEqual({ error: 'invalido' });
    });

    it('refuses an amount above $99,999,999.99 (an EAN-13 scanned into the box), and takes the ceiling itself', () => {
        expect(leerMonto('7501234567890')).toEqual({ error: 'maximo' });
        expect(leerMonto('100000000')).toEqual({ error: 'maximo' });
        expect(leerMonto('99,999,999.99')).toEqual({ monto: 9999999999 });
    });

    it('takes other methods up to what keeps them within the total: change comes out of the cash', () => {
        const totalVenta = 7500;
        expect(admitePago(totalVenta, [], { metodo: 'Tarjeta de Débito', monto: 7500 })).toEqual({ ok: true });
        expect(admitePago(totalVenta, [], { metodo: 'Tarjeta de Débito', monto: 7501 })).toEqual({ ok: false, motivo: 'solo_efectivo', maximo: 7500 });
        const mixto = [
            { metodo: 'Efectivo', monto: 1000 },
            { metodo: 'Transferencia', monto: 5000 },
        ];
        expect(admitePago(totalVenta, mixto, { metodo: 'Otro', monto: 2500 })).toEqual({ ok: true });
        expect(admitePago(totalVenta, mixto, { metodo: 'Otro', monto: 2501 })).toEqual({ ok: false, motivo: 'solo_efectivo', maximo: 2500 });
        expect(admitePago(totalVenta, mixto, { metodo: 'Efectivo', monto: 50000 })).toEqual({ ok: true });
    });

    it('refuses any payment once the payments cover the total (spec issue: $1,500 then $1,299 on $1,299)', () => {
        const efectivo = (monto: number) => ({ metodo: 'Efectivo', monto });
        expect(admitePago(129900, [efectivo(150000)], efectivo(129900))).toEqual({ ok: false, motivo: 'cubierto' });
        expect(admitePago(129900, [efectivo(129900)], { metodo: 'Tarjeta de Crédito', monto: 1 })).toEqual({ ok: false, motivo: 'cubierto' });
        expect(admitePago(129900, [efectivo(129899)], efectivo(50000))).toEqual({ ok: true });
    });

    it('finalizes only when the payments cover the total, to the cent or with change', () => {
        const totalVenta = 23670;
        expect(puedeFinalizar(totalVenta, [])).toBe(false);
        const parcial = [{ metodo: 'Tarjeta de Crédito', monto: 20000 }];
        expect(puedeFinalizar(totalVenta, parcial)).toBe(false);
        expect(puedeFinalizar(totalVenta, [...parcial, { metodo: 'Efectivo', monto: 3669 }])).toBe(false);
        expect(puedeFinalizar(totalVenta, [...parcial, { metodo: 'Efectivo', monto: 3670 }])).toBe(true);
        const conCambio = [...parcial, { metodo: 'Efectivo', monto: 5000 }];
        expect(puedeFinalizar(totalVenta, conCambio)).toBe(true);
        expect(puedeFinalizar(0, conCambio)).toBe(false);
    });

    it('offers the exact amount still missing, and none once paid', () => {
        expect(efectivoExacto(23670, [{ metodo: 'Tarjeta de Débito', monto: 20000 }])).toBe(3670);
        expect(efectivoExacto(23670, [{ metodo: 'Efectivo', monto: 50000 }])).toBeNull();
    });

    it('sends payments as two-decimal strings', () => {
        expect(pagosParaEnviar([{ metodo: 'Efectivo', monto: 5 }])).toEqual([{ metodo_pago: 'Efectivo', monto: '0.05' }]);
    });
});

describe('POS texts agree with the contract', () => {
    it('shows the payment messages the server uses (spec §5), without importing zod into /login', async () => {
        const { posTextos } = await import('../../src/ventas/pos/textos');
        const { VENTA_MENSAJES } = await import('../../contracts/ventas');
        expect(posTextos.pago.monto_invalido).toBe(VENTA_MENSAJES.montoPositivo);
        expect(posTextos.pago.monto_maximo).toBe(VENTA_MENSAJES.montoMaximo);
        expect(posTextos.pago.insuficiente).toBe(VENTA_MENSAJES.pagoInsuficiente);
        expect(posTextos.pago.de_mas).toBe(VENTA_MENSAJES.pagoDeMas);
        expect(posTextos.pago.monto_coma).toBe((await import('../../contracts/numero')).NUMERO_MENSAJES.comaDecimal);
    });
});

describe('POS stock refusal text', () => {
    it('agrees with the count: one unit, several, none (its own text)', async () => {
        const { i18nProvider } = await import('../../src/i18n');
        const texto = (smart_count: number) =>
            i18nProvider.translate('resources.pos.carrito.sin_stock', { sku: 'HER-NIV-24', smart_count, disponible: formatCantidad(smart_count) });
        expect(texto(1)).toBe("Stock insuficiente para 'HER-NIV-24': solo hay 1 disponible.");
        expect(texto(3)).toBe("Stock insuficiente para 'HER-NIV-24': solo hay 3 disponibles.");
        expect(texto(1500)).toBe("Stock insuficiente para 'HER-NIV-24': solo hay 1,500 disponibles.");
        expect(i18nProvider.translate('resources.pos.carrito.agotado', { sku: 'HER-NIV-24' })).toBe("Stock insuficiente para 'HER-NIV-24': no quedan unidades disponibles.");
    });
});

describe('scan queue (colaDeEscaneo)', () => {
    it('applies answers in scan order whatever order they arrive in, and drops none', async () => {
        const { colaDeEscaneo } = await import('../../src/ventas/pos/useEscaner');
        const pendientes = new Map<string, (v: unknown) => void>();
        const aplicados: string[] = [];
        const fila = (sku: string) => ({ id: 1, sku, plantilla: { id: 1, nombre: sku }, stock: 1, precio_venta: '1.00', costo_compra: '1.00' });
        const escanear = colaDeEscaneo(() => ({
            buscar: (sku) => new Promise((resolve) => pendientes.set(sku, resolve as (v: unknown) => void)),
            aplicar: (r) => {
                aplicados.push(r.tipo === 'encontrado' ? r.fila.sku : r.tipo === 'desconocido' ? `?${r.sku}` : 'error');
            },
        }));
        const a = escanear('A');
        escanear('B');
        const c = escanear('C');
        pendientes.get('C')?.(fila('C'));
        pendientes.get('B')?.(undefined);
        await new Promise((r) => setTimeout(r, 10));
        expect(aplicados).toEqual([]);
        pendientes.get('A')?.(fila('A'));
        await a;
        await c;
        expect(aplicados).toEqual(['A', '?B', 'C']);
    });
});

describe("cart: 'Deshacer' a removed line", () => {
    const tres = () => {
        let c = agregar(CARRITO_VACIO, martillo).carrito;
        c = agregar(c, foco).carrito;
        return agregar(c, { ...foco, varianteId: 3, sku: 'ELE-LED-12W' }).carrito;
    };

    it('tells the line a step removed and where it stood; a step that removed nothing tells nothing', () => {
        const c = fijarCantidad(tres(), 2, 4000).carrito;
        expect(lineaQuitada(c, quitar(c, 2), 2)).toEqual({ linea: c[1], indice: 1 });
        expect(lineaQuitada(c, fijarCantidad(c, 2, 0).carrito, 2)?.linea.cantidad).toBe(4000);
        expect(lineaQuitada(c, fijarCantidad(c, 2, 3000).carrito, 2)).toBeUndefined();
        expect(lineaQuitada(c, quitar(c, 99), 99)).toBeUndefined();
    });

    it('puts it back at its place with its quantity; scanned again meanwhile, the cart stays as it is', () => {
        const c = fijarCantidad(tres(), 2, 4000).carrito;
        const q = lineaQuitada(c, quitar(c, 2), 2);
        if (!q) throw new Error('quitada');
        expect(reponer(quitar(c, 2), q)).toEqual(c);
        // Lines removed after it too: it goes as far as the cart now reaches.
        expect(reponer(quitar(quitar(c, 2), 3), q).map((l) => l.varianteId)).toEqual([1, 2]);
        const otraVez = agregar(quitar(c, 2), foco).carrito;
        expect(reponer(otraVez, q)).toBe(otraVez);
    });
});
