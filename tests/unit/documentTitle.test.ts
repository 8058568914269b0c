import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from '../../src/common/useDocumentTitle';

describe('formatDocumentTitle', () => {
    it('adds the brand to a page title', () => {
        expect(formatDocumentTitle('Historial de Ventas')).toBe('Historial de Ventas · SIPV');
        expect(formatDocumentTitle('  Orden de Compra #3 ')).toBe('Orden de Compra #3 · SIPV');
    });

    it('does not repeat the brand', () => {
        expect(formatDocumentTitle('Iniciar Sesión en SIPV')).toBe('Iniciar Sesión en SIPV');
        expect(formatDocumentTitle('SIPV')).toBe('SIPV');
        expect(formatDocumentTitle('')).toBe('SIPV');
        expect(formatDocumentTitle(null)).toBe('SIPV');
    });
});
