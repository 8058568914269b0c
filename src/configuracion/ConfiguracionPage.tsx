import { Alert, Box, Button, Card, CardContent, CircularProgress, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { Form, Title, useInput, useNotify, useTranslate } from 'react-admin';
import { type Empresa, empresaInput, RENGLONES_TICKET_MAX } from '../../contracts/empresa';
import { leerTasaIeps, porcentaje, TASAS_IEPS_COMUNES, TASAS_IVA, type TasaIva } from '../../contracts/impuestos';
import { REGIMENES_FISCALES } from '../../contracts/regimenFiscal';
import { readSession } from '../authStorage';
import { CampoTexto } from '../common/CampoTexto';
import { ConPermiso, usePuede } from '../common/ConPermiso';
import { errorMessage } from '../common/errorMessage';
import { zodValidator } from '../common/zodValidator';
import { useDatos } from '../dataProvider';
import { failureText, isForbidden, refusalOr } from '../forbidden';
import { claveDeSesion } from '../sesion/acceso';
import { DescuentoMaximoInput, EtiquetaBasculaInputs, formatoDelFormulario, PuntosInputs } from './BasculaYDescuentos';
import { claveDeEmpresa, useEmpresa } from './useEmpresa';
import { zonasDisponibles } from './zonas';
import './textos';

const T = 'resources.configuracion';

/** A titled part of the form. */
const Seccion = ({ titulo, children }: { titulo: string; children: ReactNode }) => {
    const id = useId();
    return (
        <Card component="section" aria-labelledby={id} variant="outlined">
            <CardContent>
                <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
                    {titulo}
                </Typography>
                <Stack spacing={2}>{children}</Stack>
            </CardContent>
        </Card>
    );
};

/** The zone: a native select, Mexico's zones by their Spanish names first, then every other by its IANA name. */
const ZonaInput = ({ actual, disabled }: { actual: string; disabled: boolean }) => {
    const translate = useTranslate();
    const { mexico, otras } = useMemo(() => zonasDisponibles(actual), [actual]);
    return (
        <CampoTexto
            source="zona_horaria"
            select
            fullWidth
            required
            disabled={disabled}
            label={translate(`${T}.fields.zona_horaria`)}
            helperText={translate(`${T}.ayuda.zona_horaria`)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
            <optgroup label={translate(`${T}.grupos_zona.mexico`)}>
                {mexico.map((zona) => (
                    <option key={zona} value={zona}>
                        {`${translate(`${T}.zonas.${zona}`)} (${zona})`}
                    </option>
                ))}
            </optgroup>
            <optgroup label={translate(`${T}.grupos_zona.otras`)}>
                {otras.map((zona) => (
                    <option key={zona} value={zona}>
                        {zona}
                    </option>
                ))}
            </optgroup>
        </CampoTexto>
    );
};

/** caja_obligatoria: a switch with what it means. */
const CajaObligatoriaInput = ({ disabled }: { disabled: boolean }) => {
    const translate = useTranslate();
    const { field } = useInput<boolean>({ source: 'caja_obligatoria' });
    const ayuda = useId();
    return (
        <Box>
            <FormControlLabel
                label={translate(`${T}.fields.caja_obligatoria`)}
                disabled={disabled}
                control={
                    <Switch
                        name={field.name}
                        checked={field.value === true}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{ input: { ref: field.ref, 'aria-describedby': ayuda } }}
                    />
                }
            />
            <FormHelperText id={ayuda}>{translate(`${T}.ayuda.caja_obligatoria`)}</FormHelperText>
        </Box>
    );
};

/** A native select of the form, its label always above (an empty first option reads as a choice, not as a placeholder). */
const Selector = ({ source, disabled, children }: { source: string; disabled: boolean; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <CampoTexto
            source={source}
            select
            fullWidth
            disabled={disabled}
            label={translate(`${T}.fields.${source}`)}
            helperText={translate(`${T}.ayuda.${source}`)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
            {children}
        </CampoTexto>
    );
};

/** The régimen: SAT's catalogue as 'código — nombre', none while the shop has not said. */
const RegimenInput = ({ disabled }: { disabled: boolean }) => {
    const translate = useTranslate();
    return (
        <Selector source="regimen_fiscal" disabled={disabled}>
            <option value="">{translate(`${T}.sin_regimen`)}</option>
            {REGIMENES_FISCALES.map(([codigo, nombre]) => (
                <option key={codigo} value={codigo}>
                    {`${codigo} — ${nombre}`}
                </option>
            ))}
        </Selector>
    );
};

/** The IVA a new product starts with. */
const IvaInput = ({ disabled }: { disabled: boolean }) => {
    const translate = useTranslate();
    return (
        <Selector source="iva_predeterminado" disabled={disabled}>
            {TASAS_IVA.map((tasa) => (
                <option key={tasa} value={tasa}>
                    {translate(`${T}.iva.${tasa}`)}
                </option>
            ))}
        </Selector>
    );
};

/** The IEPS a new product starts with: none or one of SAT's usual rates; a rate set through the API outside them is offered too, so the select shows it. */
const IepsInput = ({ actual, disabled }: { actual: string | null; disabled: boolean }) => {
    const translate = useTranslate();
    const tasas: readonly string[] = actual === null || (TASAS_IEPS_COMUNES as readonly string[]).includes(actual) ? TASAS_IEPS_COMUNES : [...TASAS_IEPS_COMUNES, actual];
    return (
        <Selector source="ieps_predeterminado" disabled={disabled}>
            <option value="">{translate(`${T}.sin_ieps`)}</option>
            {tasas.map((tasa) => (
                <option key={tasa} value={tasa}>
                    {`${porcentaje(leerTasaIeps(tasa) ?? 0)} %`}
                </option>
            ))}
        </Selector>
    );
};

const textoOpcional = (valor: unknown) => (valor as string | null | undefined) ?? null;

/** What the PUT takes: the whole object but its read-only id. */
const cuerpoDe = (valores: Record<string, unknown>) => ({
    nombre: valores.nombre as string,
    zona_horaria: valores.zona_horaria as string,
    encabezado_ticket: textoOpcional(valores.encabezado_ticket),
    pie_ticket: textoOpcional(valores.pie_ticket),
    caja_obligatoria: valores.caja_obligatoria === true,
    rfc: textoOpcional(valores.rfc),
    razon_social: textoOpcional(valores.razon_social),
    regimen_fiscal: textoOpcional(valores.regimen_fiscal) || null,
    codigo_postal: textoOpcional(valores.codigo_postal),
    iva_predeterminado: (valores.iva_predeterminado as TasaIva | undefined) ?? '16',
    ieps_predeterminado: textoOpcional(valores.ieps_predeterminado) || null,
    // The format with its prefixes as written ('20-29'), or null; the server reads both.
    etiqueta_bascula: (valores.etiqueta_bascula as Record<string, unknown> | null | undefined) || null,
    // As typed ('12.5') or as read (10): the contract takes both.
    descuento_maximo: valores.descuento_maximo as number | string,
    // The points program (issue 34): kept as read unless changed, so a save never resets it.
    puntos_por_cada_100: Number(String(valores.puntos_por_cada_100 ?? 0).trim() || 0),
    valor_punto: (valores.valor_punto as string | number | undefined) ?? '1.00',
});

const Formulario = ({ empresa }: { empresa: Empresa }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDatos();
    const queryClient = useQueryClient();
    // Known refused: the form shows read-only, and Guardar's tooltip says which permission is missing (ConPermiso). While unknown, editable: the server decides.
    const soloLectura = usePuede('edit', 'configuracion') === false;
    const validar = useMemo(() => zodValidator(empresaInput), []);
    const [alerta, setAlerta] = useState<string | null>(null);
    const mutation = useMutation({ mutationFn: dataProvider.guardarEmpresa });
    // One save at a time, checked in the click's own task (a double click's second submit comes before the render that disables Guardar).
    const enviando = useRef(false);

    const guardar = async (valores: Record<string, unknown>) => {
        if (enviando.current) return;
        enviando.current = true;
        setAlerta(null);
        try {
            const guardada = await mutation.mutateAsync(cuerpoDe(valores));
            const token = readSession()?.token ?? null;
            queryClient.setQueryData(claveDeEmpresa(token), guardada);
            // The shop's name and zone travel in the session too (the ticket, every date on screen): read it again now.
            void queryClient.invalidateQueries({ queryKey: claveDeSesion(token), refetchType: 'all' });
            notify(`${T}.guardada`, { type: 'success' });
        } catch (error) {
            setAlerta(refusalOr(error, translate(`${T}.error`, { message: errorMessage(error) })));
            // A 422's field errors, for the form to mark each field.
            return (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
        } finally {
            enviando.current = false;
        }
    };

    const multilinea = { multiline: true, minRows: 3, maxRows: RENGLONES_TICKET_MAX, fullWidth: true, disabled: soloLectura } as const;
    // The record as the form edits it: the label's prefixes as a shop writes them.
    const registro = useMemo(() => ({ ...empresa, etiqueta_bascula: formatoDelFormulario(empresa.etiqueta_bascula) }), [empresa]);
    const fiscal = (source: string) => ({ source, label: translate(`${T}.fields.${source}`), helperText: translate(`${T}.ayuda.${source}`), disabled: soloLectura });
    return (
        <Form record={registro} validate={validar} noValidate disableInvalidFormNotification onSubmit={guardar}>
            <Stack spacing={2}>
                {soloLectura ? <Alert severity="info">{translate(`${T}.sin_permiso`)}</Alert> : null}
                {alerta ? <Alert severity="error">{alerta}</Alert> : null}
                <Seccion titulo={translate(`${T}.secciones.tienda`)}>
                    <CampoTexto source="nombre" label={translate(`${T}.fields.nombre`)} required fullWidth disabled={soloLectura} />
                    <ZonaInput actual={empresa.zona_horaria} disabled={soloLectura} />
                </Seccion>
                <Seccion titulo={translate(`${T}.secciones.ticket`)}>
                    <CampoTexto source="encabezado_ticket" label={translate(`${T}.fields.encabezado_ticket`)} helperText={translate(`${T}.ayuda.encabezado_ticket`)} {...multilinea} />
                    <CampoTexto source="pie_ticket" label={translate(`${T}.fields.pie_ticket`)} helperText={translate(`${T}.ayuda.pie_ticket`)} {...multilinea} />
                </Seccion>
                <Seccion titulo={translate(`${T}.secciones.fiscales`)}>
                    <CampoTexto {...fiscal('rfc')} fullWidth slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }} />
                    <CampoTexto {...fiscal('razon_social')} fullWidth />
                    <RegimenInput disabled={soloLectura} />
                    <CampoTexto {...fiscal('codigo_postal')} slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }} />
                </Seccion>
                <Seccion titulo={translate(`${T}.secciones.impuestos`)}>
                    <Typography variant="body2" color="text.secondary">
                        {translate(`${T}.ayuda.impuestos`)}
                    </Typography>
                    <IvaInput disabled={soloLectura} />
                    <IepsInput actual={empresa.ieps_predeterminado} disabled={soloLectura} />
                </Seccion>
                <Seccion titulo={translate(`${T}.secciones.caja`)}>
                    <CajaObligatoriaInput disabled={soloLectura} />
                </Seccion>
                <Seccion titulo={translate(`${T}.secciones.bascula`)}>
                    <EtiquetaBasculaInputs disabled={soloLectura} />
                </Seccion>
                <Seccion titulo={translate(`${T}.secciones.descuentos`)}>
                    <DescuentoMaximoInput disabled={soloLectura} />
                    <PuntosInputs disabled={soloLectura} />
                </Seccion>
                <Box>
                    <ConPermiso accion="edit" resource="configuracion" enCarga="activo">
                        <Button type="submit" variant="contained" disabled={mutation.isPending}>
                            {translate(mutation.isPending ? 'app.form.saving' : `${T}.guardar`)}
                        </Button>
                    </ConPermiso>
                </Box>
            </Stack>
        </Form>
    );
};

/**
 * `/configuracion` (CONVENTIONS §6): the shop's name and time zone, the ticket's header and footer,
 * the fiscal data the ticket prints (RFC, razón social, régimen, CP), the taxes a new product
 * starts with, whether it sells only with an open cash session, the scale labels the till reads
 * and the most a cashier may discount. Every user sees them; who lacks
 * `configuracion:administrar` sees them read-only, 'Guardar' disabled with its reason. The PUT
 * sends the whole object; the server's answer becomes the form's values and the cache's.
 */
export const ConfiguracionPage = () => {
    const translate = useTranslate();
    const { data, isPending, error } = useEmpresa();
    let cuerpo: ReactNode;
    if (error) {
        cuerpo = (
            <Alert severity={isForbidden(error) ? 'warning' : 'error'}>
                {isForbidden(error) ? failureText(error, '') : translate(`${T}.load_error`, { message: failureText(error, '') })}
            </Alert>
        );
    } else if (isPending || !data) {
        cuerpo = (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
                <CircularProgress size={24} />
                <Typography color="text.secondary">{translate(`${T}.loading`)}</Typography>
            </Box>
        );
    } else {
        cuerpo = <Formulario empresa={data} />;
    }
    return (
        <Box sx={{ mt: 2, maxWidth: 760 }}>
            <Title title={translate(`${T}.title`)} />
            {cuerpo}
        </Box>
    );
};
