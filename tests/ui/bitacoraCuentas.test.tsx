import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIPOS_BITACORA } from '../../contracts/bitacora';
import { stubFetch } from '../helpers/fetchStub';
import { listAnswer, rowOf } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/** Issue 34's entries on the bitácora screen: a customer's credit terms and the points program's settings, in Spanish. */

const entrada = (id: number, tipo: keyof typeof TIPOS_BITACORA, entidad: string, entidadId: number, antes: unknown, despues: unknown) => ({
    id,
    fecha: '2025-03-04T15:30:00Z',
    usuario_id: 1,
    usuario: 'ana@tienda.mx',
    nombre: 'Ana López',
    tipo,
    tipo_etiqueta: TIPOS_BITACORA[tipo],
    entidad,
    entidad_id: entidadId,
    antes,
    despues,
});

beforeAll(async () => {
    await import('../../src/administracion/bitacora/BitacoraList');
}, 60_000);

describe('Bitácora: customer accounts', () => {
    it("labels a credit change, links the customer's statement, and names the points settings", async () => {
        seedSession();
        stubFetch({
            'GET /api/v1/bitacora/': () =>
                listAnswer([
                    entrada(3, 'cliente.credito', 'cliente', 7, { limite_credito: '1000.00', dias_credito: 30 }, { cliente: 'María Peña', limite_credito: '2500.00', dias_credito: 45 }),
                    entrada(2, 'empresa.ajustes', 'empresa', 1, { puntos_por_cada_100: 0, valor_punto: '1.00' }, { puntos_por_cada_100: 5, valor_punto: '0.50' }),
                    entrada(1, 'cliente.ajuste', 'cliente', 8, { saldo: '100.00', puntos: 10 }, { saldo: '80.00', puntos: 10, motivo: 'Descuento pactado' }),
                ]),
            'GET /api/v1/usuarios/': () => listAnswer([]),
        });
        renderApp('/bitacora');
        await screen.findByText('Cliente #7', {}, { timeout: 20_000 });
        const credito = within(rowOf('Cliente #7'));
        expect(credito.getByText('Cambio de crédito de cliente')).toBeInTheDocument();
        expect(credito.getByRole('link', { name: 'Cliente #7' })).toHaveAttribute('href', '/estado-de-cuenta/7');
        expect(credito.getByText('Límite de crédito: $1,000.00 → $2,500.00')).toBeInTheDocument();
        expect(credito.getByText('Días de crédito: 30 → 45')).toBeInTheDocument();
        expect(credito.getByText('Cliente: María Peña')).toBeInTheDocument();
        const empresa = within(rowOf('Empresa'));
        expect(empresa.getByText('Puntos por cada $100 de compra: 0 → 5')).toBeInTheDocument();
        expect(empresa.getByText('Valor de un punto ($): $1.00 → $0.50')).toBeInTheDocument();
        const ajuste = within(rowOf('Cliente #8'));
        expect(ajuste.getByText('Ajuste de cuenta de cliente')).toBeInTheDocument();
        expect(ajuste.getByText('Saldo: $100.00 → $80.00')).toBeInTheDocument();
    });
});
