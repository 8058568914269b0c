import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { GlobalStyles, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { Title, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../common/errorMessage';
import { failureText } from '../../forbidden';
import { type Barras, dibujarBarras } from './barras';
import { escribirCopias, leerCopias, leerFormato, leerInicio, leerOrigen } from './leerDireccion';
import { cambiarCopias, conCopias } from './elegidas';
import { PaginaDeEtiquetas } from './Etiqueta';
import { enPaginas, type Formato, FORMATOS, porPagina, repetidas } from './formatos';
import { CLASE_IMPRESO, estilosDeImpresion } from './impresion';
import { ListaDeElegidas } from './ListaDeElegidas';
import { useElegidas } from './useElegidas';
import './textos';

const t = (clave: string) => `resources.etiquetas.${clave}`;

/**
 * /etiquetas (issue 35 item 6): a sheet of price labels with each SKU's barcode, for the products
 * chosen in the products list or a received purchase order's units (direccion.ts reads which
 * from the address). The paper (a 58 mm roll, a letter sheet of 30) and each label's copies are
 * in the address too; the first page shows at its printed size and 'Imprimir' prints them all.
 */
export const EtiquetasPage = () => {
    const translate = useTranslate();
    const [params, setParams] = useSearchParams();
    const origen = useMemo(() => leerOrigen(params), [params]);
    const formato = leerFormato(params.get('formato'));
    const copiasEnUrl = params.get('copias');
    // A sheet used in part starts at its first free place; the roll has none.
    const inicio = formato === 'hoja' ? leerInicio(params.get('inicio')) : 1;
    const lectura = useElegidas(origen);
    const elegidas = useMemo(() => conCopias(lectura.elegidas, leerCopias(copiasEnUrl)), [lectura.elegidas, copiasEnUrl]);

    // Each SKU drawn once, however many copies print.
    const skus = elegidas.map((e) => e.sku).join('\n');
    const barras = useMemo(() => new Map<string, Barras | null>(skus ? skus.split('\n').map((sku) => [sku, dibujarBarras(sku)]) : []), [skus]);
    const paginas = useMemo(() => enPaginas(repetidas(elegidas), formato, inicio), [elegidas, formato, inicio]);
    const total = paginas.reduce((n, p) => n + p.filter(Boolean).length, 0);

    // Replacing the entry: typing a count is no step Back should undo one digit at a time.
    const poner = useCallback(
        (clave: string, valor: string | undefined) =>
            setParams(
                (previos) => {
                    if (valor) previos.set(clave, valor);
                    else previos.delete(clave);
                    return previos;
                },
                { replace: true },
            ),
        [setParams],
    );
    const elegirFormato = (valor: Formato | null) => valor && poner('formato', valor === 'hoja' ? undefined : valor);
    const ponerCopias = (varianteId: number, n: number) => poner('copias', escribirCopias(cambiarCopias(elegidas, varianteId, n)));
    const ponerInicio = (texto: string) => {
        const n = leerInicio(texto);
        poner('inicio', n === 1 ? undefined : String(n));
    };

    const compra = origen?.tipo === 'compra' ? origen.id : null;
    const volver =
        compra === null ? (
            <Button component={Link} to="/productos">
                {translate(t('volver_productos'))}
            </Button>
        ) : (
            <Button component={Link} to={`/compras/${compra}`}>
                {translate(t('volver_compra'))}
            </Button>
        );

    let cuerpo: React.ReactNode;
    const estado = (lectura.error as { status?: number } | null)?.status;
    if (origen === null) {
        cuerpo = (
            <Alert severity="info" action={<Button component={Link} to="/productos">{translate(t('ir_productos'))}</Button>}>
                {translate(t('sin_seleccion'))}
            </Alert>
        );
    } else if (lectura.error) {
        cuerpo = (
            <Alert severity="error">
                {compra !== null && estado === 404 ? translate(t('compra_no_encontrada')) : failureText(lectura.error, translate(t('error'), { message: errorMessage(lectura.error) }))}
            </Alert>
        );
    } else if (lectura.isPending) {
        cuerpo = <Typography>{translate(t('cargando'))}</Typography>;
    } else if (lectura.compra && lectura.compra.estado !== 'Recibida') {
        cuerpo = <Alert severity="warning">{translate(t('compra_no_recibida'), { id: lectura.compra.id })}</Alert>;
    } else {
        const granel = lectura.compra !== undefined && elegidas.some((e) => e.unidad !== 'pieza');
        cuerpo = (
            <Stack spacing={2}>
                {lectura.compra && <Typography>{translate(t('compra_titulo'), { id: lectura.compra.id })}</Typography>}
                {granel && <Alert severity="info">{translate(t('granel'))}</Alert>}
                <ListaDeElegidas elegidas={elegidas} barras={barras} formato={formato} porCompra={lectura.compra !== undefined} onCopias={ponerCopias} />
                {total === 0 ? (
                    <Alert severity="info">{translate(t('sin_etiquetas'))}</Alert>
                ) : (
                    <Box component="section" aria-label={translate(t('vista_previa'))}>
                        <Typography variant="h6" component="h2">
                            {translate(t('vista_previa'))}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                            {translate(t(formato === 'hoja' ? 'vista_previa_hoja' : 'vista_previa_rollo'))}
                        </Typography>
                        {/* A sheet is 8.5 in wide: on a narrow screen it scrolls rather than shrinks. */}
                        <Box sx={{ overflowX: 'auto', p: 1, bgcolor: 'grey.300', width: 'fit-content', maxWidth: '100%' }}>
                            <Box sx={{ boxShadow: 2, width: 'fit-content' }}>
                                <PaginaDeEtiquetas etiquetas={paginas[0]} barras={barras} formato={formato} />
                            </Box>
                        </Box>
                    </Box>
                )}
            </Stack>
        );
    }

    return (
        <Box sx={{ mt: 2 }}>
            <Title title={translate('resources.etiquetas.title')} />
            <GlobalStyles styles={estilosDeImpresion(formato)} />
            <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
                <ToggleButtonGroup exclusive size="small" value={formato} onChange={(_, v) => elegirFormato(v)} aria-label={translate(t('formato'))}>
                    {FORMATOS.map((f) => (
                        <ToggleButton key={f} value={f}>
                            {translate(t(f))}
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
                {formato === 'hoja' && (
                    <TextField
                        type="number"
                        size="small"
                        label={translate(t('inicio'))}
                        value={inicio}
                        onChange={(ev) => ponerInicio(ev.target.value)}
                        slotProps={{ htmlInput: { min: 1, max: porPagina('hoja'), step: 1 } }}
                        helperText={translate(t('inicio_ayuda'))}
                        sx={{ width: '13em' }}
                    />
                )}
                <Button variant="contained" startIcon={<PrintIcon />} disabled={total === 0} onClick={() => window.print()}>
                    {translate(t('imprimir'))}
                </Button>
                {volver}
                {total > 0 && (
                    <Typography role="status">
                        {translate(t('resumen'), { smart_count: total })}
                        {formato === 'hoja' && ` · ${translate(t('hojas'), { smart_count: paginas.length })}`}
                    </Typography>
                )}
            </Stack>
            {cuerpo}
            {total > 0 &&
                createPortal(
                    <div className={CLASE_IMPRESO} aria-hidden>
                        {paginas.map((pagina, i) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: a page is its place in the run.
                            <PaginaDeEtiquetas key={i} etiquetas={pagina} barras={barras} formato={formato} />
                        ))}
                    </div>,
                    document.body,
                )}
        </Box>
    );
};
