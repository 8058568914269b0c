import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, listAnswer } from '../helpers/listPage';
import { pulsarActivo, renderApp, seedSession } from '../helpers/renderApp';

/* The customer form's RFC and phone (issue item 7): the contract's Spanish messages under each field, before sending. */

const LIST = '/api/v1/clientes';
const RFC_FORMATO =
    'El RFC debe tener 12 caracteres (persona moral) o 13 (persona física): 3 o 4 letras, la fecha AAMMDD y 3 caracteres de homoclave.';
const RFC_FECHA = 'La fecha del RFC (AAMMDD) no es una fecha válida.';
const TELEFONO = 'El teléfono debe tener 10 dígitos; puede escribirse con espacios, guiones, puntos o paréntesis, y con +52 al inicio.';

const abrir = async (routes = {}) => {
    seedSession();
    const fetchMock = stubFetch({ [`GET ${LIST}`]: () => listAnswer([]), ...routes });
    renderApp('/clientes');
    await pulsarActivo('Añadir Cliente');
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Cliente' });
    await userEvent.type(within(dialog).getByLabelText(/^Nombre Completo \*$/), 'Carla Díaz');
    return { fetchMock, dialog };
};

const escribir = async (dialog: HTMLElement, campo: string, texto: string) => {
    const input = within(dialog).getByLabelText(campo);
    await userEvent.clear(input);
    await userEvent.type(input, texto);
};

describe('Clientes: RFC y teléfono', () => {
    it('says what an RFC and a phone take, under each field', async () => {
        const { dialog } = await abrir();
        expect(within(dialog).getByText('12 caracteres (persona moral) o 13 (persona física). Público en general: XAXX010101000.')).toBeInTheDocument();
        expect(within(dialog).getByText('10 dígitos; puede escribirlo con espacios, guiones o +52.')).toBeInTheDocument();
    });

    it('shows an RFC off SAT pattern, a date that is no day and a phone without 10 digits at their fields, sending nothing', async () => {
        const { fetchMock, dialog } = await abrir();
        await escribir(dialog, 'RFC', 'PEGM80010AB1');
        await escribir(dialog, 'Teléfono', '55 1234 567');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByText(RFC_FORMATO)).toBeInTheDocument();
        expect(within(dialog).getByText(TELEFONO)).toBeInTheDocument();
        expect(within(dialog).getByLabelText('RFC')).toHaveAttribute('aria-invalid', 'true');
        expect(within(dialog).getByLabelText('Teléfono')).toHaveAttribute('aria-invalid', 'true');

        await escribir(dialog, 'RFC', 'pegm800230ab1');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByText(RFC_FECHA)).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
    });

    // A guard rather than a new rule: the form must not refuse what the server takes and normalizes.
    it('sends an RFC in lower case and a phone with separators and +52, which the server keeps as it stores them', async () => {
        const { fetchMock, dialog } = await abrir({
            [`POST ${LIST}`]: () =>
                jsonResponse({ id: 9, nombre_completo: 'Carla Díaz', email: null, telefono: '5512345678', rfc: 'PEGM800101AB1', direccion: null, estado: 'Activo' }, { status: 201 }),
        });
        await escribir(dialog, 'RFC', ' pegm800101ab1 ');
        await escribir(dialog, 'Teléfono', '+52 (55) 1234-5678');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toMatchObject({ rfc: 'pegm800101ab1', telefono: '+52 (55) 1234-5678' });
    });
});
