import { StockExcedido, StockInsuficiente } from '../../server/domain/errors';
import { rechazoDeStock } from '../../server/modules/inventario/stockWriter';

/**
 * Why the stock writer refused a change. On PostgreSQL the stock it reports is read after the
 * refused UPDATE, in a later snapshot: a restock committed in between may show more units than
 * the change needed, and that must still read as the shortage it was.
 */
describe('rechazoDeStock', () => {
    it('calls a refused take-out a shortage, even when the stock read back would now cover it', () => {
        expect(rechazoDeStock('A-1', 2, -5)).toBeInstanceOf(StockInsuficiente);
        expect(rechazoDeStock('A-1', 20, -12)).toBeInstanceOf(StockInsuficiente);
        expect(rechazoDeStock('A-1', 20, -12).message).toBe("Stock insuficiente para el SKU 'A-1': disponible 20, solicitado 12.");
    });

    it('calls a refused put-in an excess of the ceiling', () => {
        expect(rechazoDeStock('A-1', 999_999_999, 5)).toBeInstanceOf(StockExcedido);
        expect(rechazoDeStock('A-1', 3, 5)).toBeInstanceOf(StockExcedido);
    });
});
