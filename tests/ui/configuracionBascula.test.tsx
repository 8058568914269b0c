import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPRESA_MENSAJES } from '../../contracts/empresa';
import { PERMISOS } from '../../contracts/permisos';
import { jsonResponse, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

const EMPRESA = '/api/v1/empresa/';
const AJUSTES = {
    id: 1,
    nombre: 'Abarrotes Ana',
    zona_horaria: 'America/Mexico_City',
    encabezado_ticket: null,
    pie_ticket: null,
    caja_obligatoria: false,
    rfc: null,
    razon_social: null,
    regimen_fiscal: null,
    codigo_postal: null,
    iva_predeterminado: '16',
    ieps_predeterminado: null,
    etiqueta_bascula: null,
    descuento_maximo: 10,
};
const PESO = { prefijos: ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'], longitud_codigo: 5, contenido: 'peso', longitud_valor: 5, decimales: 3 };

const open = (ajustes: Record<string, unknown> = AJUSTES, routes: Record<string, StubHandler> = {}, permisos: readonly string[] = PERMISOS) => {
    seedSession();
    const fetchMock = stubFetch({
        'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, [...permisos])),
        [`GET ${EMPRESA}`]: () => jsonResponse(ajustes),
        // The server's answer: what was sent, its prefixes as the list.
        [`PUT ${EMPRESA}`]: ({ init }) => {
            const body = JSON.parse(String(init.body));
            const etiqueta = body.etiqueta_bascula && { ...body.etiqueta_bascula, prefijos: PESO.prefijos };
            return jsonResponse({ ...body, id: 1, etiqueta_bascula: etiqueta, descuento_maximo: Number(body.descuento_maximo) });
        },
        ...routes,
    });
    renderApp('/configuracion');
    return fetchMock;
};

const bascula = () => within(screen.getByRole('region', { name: 'Etiquetas de báscula' }));
const interruptor = () => screen.getByRole('switch', { name: 'Leer etiquetas de báscula en la caja' });
const selector = (nombre: string) => bascula().getByRole('combobox', { name: nombre }) as HTMLSelectElement;
const prefijos = () => bascula().getByRole('textbox', { name: 'Prefijos' });
const descuento = () => screen.getByRole('textbox', { name: 'Descuento máximo para cajeros (%)' });
const ejemplo = () => screen.getByTestId('ejemplo-etiqueta');
const guardar = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('Configuración: etiquetas de báscula y descuento máximo (issue 33)', () => {
    it('a shop without labels: the switch off and no fields; the cap at 10 % in its own section', async () => {
        open();
        await screen.findByRole('switch', { name: 'Leer etiquetas de báscula en la caja' }, { timeout: 20_000 });
        expect(interruptor()).not.toBeChecked();
        expect(bascula().queryByRole('textbox', { name: 'Prefijos' })).toBeNull();
        expect(within(screen.getByRole('region', { name: 'Descuentos' })).getByRole('textbox', { name: 'Descuento máximo para cajeros (%)' })).toHaveValue('10');
    });

    it('turned on: the usual format to start from with a live example; changing a field changes the example; Guardar sends the format and the cap', async () => {
        const fetchMock = open();
        await screen.findByRole('switch', { name: 'Leer etiquetas de báscula en la caja' }, { timeout: 20_000 });
        await userEvent.click(interruptor());
        expect(prefijos()).toHaveValue('20-29');
        expect(selector('Dígitos del código del producto')).toHaveValue('5');
        expect(selector('La etiqueta trae')).toHaveValue('peso');
        expect(selector('Dígitos del valor')).toHaveValue('5');
        expect(selector('Decimales del valor')).toHaveValue('3');
        expect(ejemplo()).toHaveTextContent('Ejemplo: 2012345012509 → producto 12345, 1.250 kg');

        await userEvent.selectOptions(selector('La etiqueta trae'), 'precio');
        await userEvent.selectOptions(selector('Decimales del valor'), '2');
        expect(ejemplo()).toHaveTextContent('Ejemplo: 2012345037502 → producto 12345, $37.50');

        await userEvent.clear(descuento());
        await userEvent.type(descuento(), '12.5');
        await guardar();
        expect(await screen.findByText('Configuración guardada.')).toBeInTheDocument();
        const [put] = callsTo(fetchMock, 'PUT', EMPRESA);
        expect(bodyOf(put)).toMatchObject({
            etiqueta_bascula: { prefijos: '20-29', longitud_codigo: 5, contenido: 'precio', longitud_valor: 5, decimales: 2 },
            descuento_maximo: '12.5',
        });
        // The answer's list of prefixes shows as the shop wrote it.
        await waitFor(() => expect(prefijos()).toHaveValue('20-29'));
        expect(descuento()).toHaveValue('12.5');
    });

    it("a saved format shows its prefixes as ranges; turned off, it sends null", async () => {
        const fetchMock = open({ ...AJUSTES, etiqueta_bascula: { ...PESO, prefijos: ['02', '20', '21', '22'] } });
        await screen.findByRole('switch', { name: 'Leer etiquetas de báscula en la caja' }, { timeout: 20_000 });
        expect(interruptor()).toBeChecked();
        expect(prefijos()).toHaveValue('02, 20-22');
        expect(ejemplo()).toHaveTextContent('Ejemplo: 0212345012505 → producto 12345, 1.250 kg');
        await userEvent.click(interruptor());
        expect(bascula().queryByRole('textbox', { name: 'Prefijos' })).toBeNull();
        await guardar();
        await waitFor(() => expect(callsTo(fetchMock, 'PUT', EMPRESA)).toHaveLength(1));
        expect(bodyOf(callsTo(fetchMock, 'PUT', EMPRESA)[0])).toMatchObject({ etiqueta_bascula: null, descuento_maximo: 10 });
    });

    it("checks the format and the cap with the contract's Spanish messages before sending: 13 digits, decimals, prefixes, 0–100", async () => {
        const fetchMock = open({ ...AJUSTES, etiqueta_bascula: PESO });
        await screen.findByRole('switch', { name: 'Leer etiquetas de báscula en la caja' }, { timeout: 20_000 });
        await userEvent.selectOptions(selector('Dígitos del valor'), '6');
        expect(ejemplo()).toHaveTextContent('Corrija el formato para ver un ejemplo.');
        await userEvent.clear(prefijos());
        await userEvent.type(prefijos(), '29-20');
        await userEvent.selectOptions(selector('Decimales del valor'), '3');
        await userEvent.selectOptions(selector('La etiqueta trae'), 'precio');
        await userEvent.clear(descuento());
        await userEvent.type(descuento(), '150');
        await guardar();
        expect(await screen.findByText(EMPRESA_MENSAJES.prefijos)).toBeInTheDocument();
        expect(descuento()).toHaveAccessibleDescription(EMPRESA_MENSAJES.descuentoMaximo);
        expect(callsTo(fetchMock, 'PUT', EMPRESA)).toHaveLength(0);

        // Prefixes right: then the format as a whole, 14 digits and a price in thousandths of a peso.
        await userEvent.clear(prefijos());
        await userEvent.type(prefijos(), '20-29');
        await guardar();
        expect(await screen.findByText(EMPRESA_MENSAJES.longitudTotal(2, 5, 6))).toBeInTheDocument();
        expect(screen.getByText(EMPRESA_MENSAJES.decimales('precio'))).toBeInTheDocument();
        expect(callsTo(fetchMock, 'PUT', EMPRESA)).toHaveLength(0);
    });

    it('without configuracion:administrar the format and the cap show read-only', async () => {
        open({ ...AJUSTES, etiqueta_bascula: PESO }, {}, ['ventas:crear', 'ventas:leer']);
        await screen.findByRole('switch', { name: 'Leer etiquetas de báscula en la caja' }, { timeout: 20_000 });
        await waitFor(() => expect(interruptor()).toBeDisabled());
        expect(prefijos()).toBeDisabled();
        expect(selector('La etiqueta trae')).toBeDisabled();
        expect(descuento()).toBeDisabled();
    });
});
