import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/common/money';

describe('formatMoney (spec §9: two decimals and a $ sign, es-MX)', () => {
    it.each([
        ['1234.5', '$1,234.50'],
        ['150.50', '$150.50'],
        [1234.5, '$1,234.50'],
        [0, '$0.00'],
        ['0', '$0.00'],
        [1234567.891, '$1,234,567.89'],
        ['-3', '-$3.00'],
        [0.005, '$0.01'],
    ] as const)('%s → %s', (value, expected) => {
        expect(formatMoney(value)).toBe(expected);
    });

    it.each([null, undefined, '', '   ', 'abc', Number.NaN, Number.POSITIVE_INFINITY])('missing or unreadable %s → $0.00', (value) => {
        expect(formatMoney(value)).toBe('$0.00');
    });

    it('never prints a negative zero', () => {
        expect(formatMoney('-0.001')).toBe('$0.00');
    });
});
