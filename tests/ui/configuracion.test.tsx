import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPRESA_MENSAJES } from '../../contracts/empresa';
import { PERMISOS } from '../../contracts/permisos';
import { deferred, jsonResponse, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, detailAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

const EMPRESA = '/api/v1/empresa/';
const SIN_DATOS_FISCALES = { rfc: null, razon_social: null, regimen_fiscal: null, codigo_postal: null, iva_predeterminado: '16', ieps_predeterminado: null };
/** Issue 33's settings until set: no scale labels, cashiers' discounts up to 10 %. */
const BASCULA_Y_DESCUENTO = { etiqueta_bascula: null, descuento_maximo: 10, puntos_por_cada_100: 0, valor_punto: '1.00' };
const AJUSTES = { id: 1, nombre: 'Abarrotes Ana', zona_horaria: 'America/Mexico_City', encabezado_ticket: 'Av. Juárez 100', pie_ticket: null, caja_obligatoria: false, ...SIN_DATOS_FISCALES, ...BASCULA_Y_DESCUENTO };
const SIN_PERMISO = 'Su rol no tiene el permiso «Modificar la configuración de la empresa».';

const open = (routes: Record<string, StubHandler> = {}, permisos: readonly string[] = PERMISOS) => {
    seedSession();
    const fetchMock = stubFetch({
        'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, [...permisos])),
        [`GET ${EMPRESA}`]: () => jsonResponse(AJUSTES),
        ...routes,
    });
    renderApp('/configuracion');
    return fetchMock;
};

const campo = (nombre: string | RegExp) => screen.getByRole('textbox', { name: nombre });
const zona = () => screen.getByRole('combobox', { name: /Zona horaria/ }) as HTMLSelectElement;
const caja = () => screen.getByRole('switch', { name: 'Vender solo con la caja abierta' });
const cargada = () => screen.findByRole('textbox', { name: /Nombre de la empresa/ }, { timeout: 20_000 });

describe('Configuración (company settings)', () => {
    it("shows the shop's settings under its title, the zone as a select with Mexico's zones first, and sits in the sidebar's Configuración group", async () => {
        const answer = deferred<Response>();
        open({ [`GET ${EMPRESA}`]: () => answer.promise });
        expect(await screen.findByText('Cargando configuración...', undefined, { timeout: 20_000 })).toBeInTheDocument();
        answer.resolve(jsonResponse(AJUSTES));
        await cargada();
        expect(screen.getByRole('heading', { name: 'Configuración de la Empresa' })).toBeInTheDocument();
        expect(campo(/Nombre de la empresa/)).toHaveValue('Abarrotes Ana');
        expect(campo('Encabezado del ticket')).toHaveValue('Av. Juárez 100');
        expect(campo('Pie del ticket')).toHaveValue('');
        expect(caja()).not.toBeChecked();
        expect(zona()).toHaveValue('America/Mexico_City');
        const grupos = within(zona()).getAllByRole('group');
        expect(grupos.map((g) => g.getAttribute('label'))).toEqual(['México', 'Otras zonas']);
        const deMexico = within(grupos[0]).getAllByRole('option').map((o) => o.textContent);
        expect(deMexico[0]).toBe('Centro: Ciudad de México (America/Mexico_City)');
        expect(deMexico).toContain('Noroeste: Tijuana (America/Tijuana)');
        expect(within(grupos[1]).getAllByRole('option').map((o) => o.textContent)).toContain('Europe/Madrid');
        // The administration group of the sidebar ('Configuración'): Roles, Usuarios, then the company's
        // settings as 'Empresa', not a second 'Configuración' inside the group of that name.
        const nav = within(screen.getByRole('navigation', { name: 'Navegación principal' }));
        const enlaces = nav.getAllByRole('menuitem').map((e) => e.textContent);
        const desde = enlaces.indexOf('Roles y Permisos');
        expect(enlaces.slice(desde, desde + 3)).toEqual(['Roles y Permisos', 'Usuarios', 'Empresa']);
        expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    });

    it("'Guardar' sends the whole object (no id), says 'Configuración guardada.', shows what the server stored and reads the session again", async () => {
        let guardada = AJUSTES;
        const fetchMock = open({
            [`PUT ${EMPRESA}`]: ({ init }) => {
                const body = JSON.parse(String(init.body));
                guardada = { ...body, id: 1, encabezado_ticket: body.encabezado_ticket.trim() };
                return jsonResponse(guardada);
            },
        });
        await cargada();
        const sesionesAntes = callsTo(fetchMock, 'GET', '/api/v1/sesion').length;
        await userEvent.clear(campo(/Nombre de la empresa/));
        await userEvent.type(campo(/Nombre de la empresa/), 'Ferretería Sol');
        await userEvent.selectOptions(zona(), 'America/Tijuana');
        await userEvent.type(campo('Encabezado del ticket'), '{Enter}Tel. 55 1234 5678  ');
        await userEvent.type(campo('Pie del ticket'), '¡Gracias!');
        await userEvent.click(caja());
        await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
        expect(await screen.findByText('Configuración guardada.')).toBeInTheDocument();
        const [put] = callsTo(fetchMock, 'PUT', EMPRESA);
        expect(bodyOf(put)).toEqual({
            nombre: 'Ferretería Sol',
            zona_horaria: 'America/Tijuana',
            encabezado_ticket: 'Av. Juárez 100\nTel. 55 1234 5678  ',
            pie_ticket: '¡Gracias!',
            caja_obligatoria: true,
            ...SIN_DATOS_FISCALES,
            ...BASCULA_Y_DESCUENTO,
        });
        // The form now holds the server's answer (its trimmed text), and the shop's name and zone are read again.
        await waitFor(() => expect(campo('Encabezado del ticket')).toHaveValue('Av. Juárez 100\nTel. 55 1234 5678'));
        expect(caja()).toBeChecked();
        await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/sesion').length).toBeGreaterThan(sesionesAntes));
    });

    it('checks the form before sending (a blank name) and marks the fields a 422 names; a 409 shows its Spanish detail', async () => {
        let respuesta: () => Response = () => jsonResponse(AJUSTES);
        const fetchMock = open({ [`PUT ${EMPRESA}`]: () => respuesta() });
        await cargada();
        await userEvent.clear(campo(/Nombre de la empresa/));
        await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
        expect(await screen.findByText(EMPRESA_MENSAJES.nombreObligatorio)).toBeInTheDocument();
        expect(callsTo(fetchMock, 'PUT', EMPRESA)).toHaveLength(0);

        await userEvent.type(campo(/Nombre de la empresa/), 'Abarrotes Ana');
        respuesta = () => jsonResponse({ detail: [{ loc: ['body', 'pie_ticket'], msg: 'Máximo 10 renglones.', type: 'value_error' }] }, { status: 422 });
        await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
        expect(await screen.findByText("Error al guardar: Error en el campo 'pie_ticket': Máximo 10 renglones.")).toBeInTheDocument();
        await waitFor(() => expect(campo('Pie del ticket')).toHaveAccessibleDescription(expect.stringContaining('Máximo 10 renglones.')));

        respuesta = () => detailAnswer(409, EMPRESA_MENSAJES.zonaConDocumentos);
        await userEvent.type(campo('Pie del ticket'), 'Gracias');
        await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
        expect(await screen.findByText(`Error al guardar: ${EMPRESA_MENSAJES.zonaConDocumentos}`)).toBeInTheDocument();
        expect(screen.queryByText('Configuración guardada.')).toBeNull();
    });

    it('without configuracion:administrar the settings show read-only, Guardar disabled with the reason', async () => {
        open({}, ['ventas:crear', 'ventas:leer']);
        await cargada();
        // Drawn anew once refused (inside its reason's tooltip): looked up each time.
        const guardar = () => screen.getByRole('button', { name: 'Guardar' });
        await waitFor(() => expect(guardar()).toBeDisabled());
        expect(campo(/Nombre de la empresa/)).toBeDisabled();
        expect(zona()).toBeDisabled();
        expect(caja()).toBeDisabled();
        expect(screen.getByText('Su rol puede consultar la configuración, no cambiarla.')).toBeInTheDocument();
        await waitFor(() => expect(guardar().parentElement?.tagName).toBe('SPAN'));
        await userEvent.hover(guardar().parentElement as HTMLElement);
        expect((await screen.findByRole('tooltip')).textContent).toBe(SIN_PERMISO);
    });

    it('a failed load says so with the server’s detail', async () => {
        open({ [`GET ${EMPRESA}`]: () => detailAnswer(404, 'Ruta no encontrada.') });
        expect(await screen.findByText('Error al cargar la configuración: Ruta no encontrada.', undefined, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    });
});
