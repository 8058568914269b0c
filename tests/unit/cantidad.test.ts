import { describe, expect, it } from 'vitest';
import { formatMovimiento, formatCantidad } from '../../src/common/cantidad';

describe('formatCantidad', () => {
    it('groups thousands as money does (es-MX)', () => {
        expect(formatCantidad(2719)).toBe('2,719');
        expect(formatCantidad(1_250_000)).toBe('1,250,000');
        expect(formatCantidad(999)).toBe('999');
        expect(formatCantidad(-1500)).toBe('-1,500');
    });

    it('reads the API strings and shows 0 for a missing or unreadable count', () => {
        expect(formatCantidad('12000')).toBe('12,000');
        expect(formatCantidad(null)).toBe('0');
        expect(formatCantidad(undefined)).toBe('0');
        expect(formatCantidad('n/a')).toBe('0');
    });
});

describe('formatMovimiento', () => {
    it('signs an entry and keeps an exit negative', () => {
        expect(formatMovimiento(1200)).toBe('+1,200');
        expect(formatMovimiento(-3)).toBe('-3');
        expect(formatMovimiento(0)).toBe('0');
    });
});
