import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPRESA_MENSAJES } from '../../contracts/empresa';
import { PERMISOS } from '../../contracts/permisos';
import { REGIMENES_FISCALES } from '../../contracts/regimenFiscal';
import { RFC_MENSAJES } from '../../contracts/rfc';
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
    puntos_por_cada_100: 0,
    valor_punto: '1.00',
};

const open = (ajustes: Record<string, unknown> = AJUSTES, routes: Record<string, StubHandler> = {}, permisos: readonly string[] = PERMISOS) => {
    seedSession();
    const fetchMock = stubFetch({
        'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, [...permisos])),
        [`GET ${EMPRESA}`]: () => jsonResponse(ajustes),
        ...routes,
    });
    renderApp('/configuracion');
    return fetchMock;
};

const campo = (nombre: string | RegExp) => screen.getByRole('textbox', { name: nombre });
const selector = (nombre: string | RegExp) => screen.getByRole('combobox', { name: nombre }) as HTMLSelectElement;
const opciones = (nombre: string | RegExp) => within(selector(nombre)).getAllByRole('option').map((o) => o.textContent);
const cargada = () => screen.findByRole('textbox', { name: 'RFC' }, { timeout: 20_000 });
const guardar = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('Configuración: datos fiscales e impuestos predeterminados (issue 32)', () => {
    it("shows the 'Datos fiscales' and the default taxes' sections, empty for a shop that has not set them, IVA 16 % and no IEPS", async () => {
        open();
        await cargada();
        const fiscales = within(screen.getByRole('region', { name: 'Datos fiscales' }));
        expect(fiscales.getByRole('textbox', { name: 'RFC' })).toHaveValue('');
        expect(fiscales.getByRole('textbox', { name: 'Razón social' })).toHaveValue('');
        expect(fiscales.getByRole('textbox', { name: 'Código postal' })).toHaveValue('');
        expect(fiscales.getByRole('combobox', { name: 'Régimen fiscal' })).toHaveValue('');
        // SAT's catalogue as 'código — nombre', none first.
        const regimenes = opciones('Régimen fiscal');
        expect(regimenes[0]).toBe('Sin indicar');
        expect(regimenes.slice(1)).toEqual(REGIMENES_FISCALES.map(([codigo, nombre]) => `${codigo} — ${nombre}`));
        expect(regimenes).toContain('626 — Régimen Simplificado de Confianza');
        expect(regimenes).toContain('612 — Personas Físicas con Actividades Empresariales y Profesionales');

        const impuestos = within(screen.getByRole('region', { name: 'Impuestos predeterminados de productos nuevos' }));
        expect(impuestos.getByRole('combobox', { name: 'IVA' })).toHaveValue('16');
        expect(opciones('IVA')).toEqual(['16 %', '8 % (región fronteriza)', '0 %', 'Exento']);
        expect(impuestos.getByRole('combobox', { name: 'IEPS' })).toHaveValue('');
        expect(opciones('IEPS')).toEqual(['Sin IEPS', '3 %', '6 %', '7 %', '8 %', '9 %', '25 %', '26.5 %', '30 %', '30.4 %', '50 %', '53 %']);
    });

    it("shows a shop's saved data (a rate outside the usual ones too), and 'Guardar' sends them with the rest of the object", async () => {
        const guardados = { ...AJUSTES, rfc: 'PEGJ800101AB1', razon_social: 'Juana Pérez García', regimen_fiscal: '626', codigo_postal: '01234', iva_predeterminado: '0', ieps_predeterminado: '0.100000' };
        const fetchMock = open(guardados, { [`PUT ${EMPRESA}`]: ({ init }) => jsonResponse({ ...JSON.parse(String(init.body)), id: 1, rfc: 'ABC0102281X2' }) });
        await cargada();
        expect(campo('RFC')).toHaveValue('PEGJ800101AB1');
        expect(campo('Razón social')).toHaveValue('Juana Pérez García');
        expect(campo('Código postal')).toHaveValue('01234');
        expect(selector('Régimen fiscal')).toHaveValue('626');
        expect(selector('IVA')).toHaveValue('0');
        expect(selector('IEPS')).toHaveValue('0.100000');
        expect(opciones('IEPS').at(-1)).toBe('10 %');

        await userEvent.clear(campo('RFC'));
        await userEvent.type(campo('RFC'), 'abc0102281x2');
        await userEvent.clear(campo('Razón social'));
        await userEvent.type(campo('Razón social'), 'Abarrotes Ana, S.A. de C.V.');
        await userEvent.selectOptions(selector('Régimen fiscal'), '601');
        await userEvent.clear(campo('Código postal'));
        await userEvent.type(campo('Código postal'), '64000');
        await userEvent.selectOptions(selector('IVA'), '8');
        await userEvent.selectOptions(selector('IEPS'), '0.265000');
        await guardar();
        expect(await screen.findByText('Configuración guardada.')).toBeInTheDocument();
        const [put] = callsTo(fetchMock, 'PUT', EMPRESA);
        expect(bodyOf(put)).toEqual({
            nombre: 'Abarrotes Ana',
            zona_horaria: 'America/Mexico_City',
            encabezado_ticket: null,
            pie_ticket: null,
            caja_obligatoria: false,
            rfc: 'abc0102281x2',
            razon_social: 'Abarrotes Ana, S.A. de C.V.',
            regimen_fiscal: '601',
            codigo_postal: '64000',
            iva_predeterminado: '8',
            ieps_predeterminado: '0.265000',
            etiqueta_bascula: null,
            descuento_maximo: 10,
            puntos_por_cada_100: 0,
            valor_punto: '1.00',
        });
        // The server's answer (its RFC in upper case) becomes the form's.
        await waitFor(() => expect(campo('RFC')).toHaveValue('ABC0102281X2'));

        // Back to none: blank texts and 'Sin IEPS', 'Sin indicar' are sent as null.
        await userEvent.clear(campo('RFC'));
        await userEvent.clear(campo('Código postal'));
        await userEvent.selectOptions(selector('Régimen fiscal'), '');
        await userEvent.selectOptions(selector('IEPS'), '');
        await guardar();
        await waitFor(() => expect(callsTo(fetchMock, 'PUT', EMPRESA)).toHaveLength(2));
        expect(bodyOf(callsTo(fetchMock, 'PUT', EMPRESA)[1])).toMatchObject({ rfc: null, regimen_fiscal: null, codigo_postal: null, ieps_predeterminado: null });
    });

    it("checks the RFC and the CP with the contract's Spanish messages before sending; a generic RFC is refused", async () => {
        const fetchMock = open();
        await cargada();
        await userEvent.type(campo('RFC'), 'ABC12345');
        await userEvent.type(campo('Código postal'), '1234');
        await guardar();
        expect(await screen.findByText(RFC_MENSAJES.formato)).toBeInTheDocument();
        expect(screen.getByText(EMPRESA_MENSAJES.codigoPostal)).toBeInTheDocument();
        expect(campo('RFC')).toHaveAccessibleDescription(RFC_MENSAJES.formato);

        await userEvent.clear(campo('RFC'));
        await userEvent.type(campo('RFC'), 'ABC010230AB1');
        await guardar();
        expect(await screen.findByText(RFC_MENSAJES.fecha)).toBeInTheDocument();

        await userEvent.clear(campo('RFC'));
        await userEvent.type(campo('RFC'), 'xaxx010101000');
        await guardar();
        expect(await screen.findByText(EMPRESA_MENSAJES.rfcGenerico)).toBeInTheDocument();
        expect(callsTo(fetchMock, 'PUT', EMPRESA)).toHaveLength(0);
    });

    it('a 422 the server answers (an unknown régimen) is marked at its field', async () => {
        open(AJUSTES, {
            [`PUT ${EMPRESA}`]: () => jsonResponse({ detail: [{ loc: ['body', 'regimen_fiscal'], msg: EMPRESA_MENSAJES.regimen, type: 'value_error' }] }, { status: 422 }),
        });
        await cargada();
        await userEvent.selectOptions(selector('Régimen fiscal'), '626');
        await guardar();
        await waitFor(() => expect(selector('Régimen fiscal')).toHaveAccessibleDescription(expect.stringContaining(EMPRESA_MENSAJES.regimen)));
    });

    it('without configuracion:administrar the fiscal data and default taxes show read-only', async () => {
        open({ ...AJUSTES, rfc: 'PEGJ800101AB1', regimen_fiscal: '626' }, {}, ['ventas:crear', 'ventas:leer']);
        await cargada();
        await waitFor(() => expect(campo('RFC')).toBeDisabled());
        expect(campo('RFC')).toHaveValue('PEGJ800101AB1');
        expect(campo('Razón social')).toBeDisabled();
        expect(campo('Código postal')).toBeDisabled();
        expect(selector('Régimen fiscal')).toBeDisabled();
        expect(selector('IVA')).toBeDisabled();
        expect(selector('IEPS')).toBeDisabled();
    });
});
