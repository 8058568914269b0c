import { StockExcedido, StockInsuficiente } from '../../server/domain/errors';
import { rechazoDeStock } from '../../server/modules/inventario/stockWriter';

/**
 * Why the stock writer refused a change. On PostgreSQL the stock it reports is read after the
 * refused UPDATE, in a later snapshot: a restock committed in between may show more units than
 * the change needed, and that must still read as the shortage it was.
 */
describe('rechazoDeStock', () => {
    it('calls a refused take-out a shortage, even when the stock read back would now cover it', () => {
        // Quantities in thousandths: a piece product's read as whole units, a weighed one's with its unit.
        expect(rechazoDeStock('A-1', 2_000, -5_000)).toBeInstanceOf(StockInsuficiente);
        expect(rechazoDeStock('A-1', 20_000, -12_000)).toBeInstanceOf(StockInsuficiente);
        expect(rechazoDeStock('A-1', 20_000, -12_000).message).toBe("Stock insuficiente para el SKU 'A-1': disponible 20, solicitado 12.");
        expect(rechazoDeStock('FRI-1', 500, -750, 'kg').message).toBe("Stock insuficiente para el SKU 'FRI-1': disponible 0.500 kg, solicitado 0.750 kg.");
    });

    it('calls a refused put-in an excess of the ceiling', () => {
        expect(rechazoDeStock('A-1', 999_999_999_000, 5_000)).toBeInstanceOf(StockExcedido);
        expect(rechazoDeStock('A-1', 3_000, 5_000)).toBeInstanceOf(StockExcedido);
    });
});
