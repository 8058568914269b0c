import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { correoPartible } from '../../src/common/correo';

const enPantalla = (texto: string | null) => render(<div>{correoPartible(texto)}</div>).container.firstChild as HTMLElement;

describe('correoPartible: an email or username in a narrow column', () => {
    it("may break after the '@' and before each dot, reading the same", () => {
        const celda = enPantalla('cajero.ana@tienda.mx');
        expect(celda).toHaveTextContent('cajero.ana@tienda.mx');
        // 'cajero' | '.ana@' | 'tienda' | '.mx'
        expect(celda.querySelectorAll('wbr')).toHaveLength(3);
        expect(celda.innerHTML).toBe('cajero<wbr>.ana@<wbr>tienda<wbr>.mx');
    });

    it('leaves a plain username alone, and shows nothing for none', () => {
        expect(enPantalla('admin').innerHTML).toBe('admin');
        expect(enPantalla('ana.lopez').innerHTML).toBe('ana<wbr>.lopez');
        expect(enPantalla(null).innerHTML).toBe('');
    });
});
