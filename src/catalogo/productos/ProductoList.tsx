import PercentIcon from '@mui/icons-material/Percent';
import { Button as BotonMui, CircularProgress } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, DataTable, type RaRecord, useListContext, useTranslate, type ValidateForm } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConPermiso } from '../../common/ConPermiso';
import type { Producto } from '../../../contracts/productos';
import { CatalogScreen } from '../../common/CatalogScreen';
import { useDatos } from '../../dataProvider';
import { InsigniaInactivo } from '../../common/InsigniaInactivo';
import { FiltroActivo } from './FiltroActivo';
import { unidos } from '../../common/unidos';
import { Paginacion } from '../../common/listParts';
import { formatMoney } from '../../common/money';
import { MoneyField } from '../../common/MoneyField';
import { productosTextos } from './textos';
import { formToBody, type ProductoForm, recordToForm } from './productoForm';
import { textoDeImpuestos } from './textoDeImpuestos';
import { ETIQUETAS_UNIDAD } from '../../../contracts/etiquetasDeUnidad';

// The form's inputs (react-admin's SelectInput and NumberInput among them) come with the first
// dialog opened, not with the list: the list's first visit stays within its budget.
// The form's validation, the contract's zod schemas, is asked for with them too (not downloaded
// by the list) and awaited by the form's first check (react-admin awaits a promised validation).
const validacion = () => import('./productoFormSchema');
const ProductoInputs = lazy(() => {
    void validacion();
    return import('./ProductoInputs').then((m) => ({ default: m.ProductoInputs }));
});
const validar: ValidateForm = (values) => validacion().then((m) => m.validateProductoForm(values));
const ImpuestosCategoriaDialog = lazy(() => import('./ImpuestosCategoriaDialog').then((m) => ({ default: m.ImpuestosCategoriaDialog })));
// 'Importar' and 'Exportar catálogo' (issue 35, items 4 and 5): their own chunk.
const CatalogoEnArchivo = lazy(() => import('../importar/CatalogoEnArchivo'));
import { stockDeLaLista } from './stockDeLaLista';
import { useVeCostos } from '../../sesion/useVeCostos';

const Column = DataTable.Col<Producto>;
const codigoEntero = () => ({ whiteSpace: 'nowrap' }) as const;
const { sin_sku, sin_categoria, fields } = productosTextos;
const primera = (producto: Partial<Producto>) => producto.variantes?.[0];

/** The product's name, and an 'Inactivo' badge beside it once retired. */
const Nombre = ({ producto }: { producto: Producto }) => (
    <>
        {producto.nombre}
        <InsigniaInactivo activo={producto.activo} />
    </>
);

/**
 * While the form's inputs download: the spinner the shell already loaded (react-admin's own),
 * where MUI's LinearProgress added 1.7 kB brotli to the list's first visit.
 */
const CargandoFormulario = () => {
    const translate = useTranslate();
    return <CircularProgress size={24} aria-label={translate('ra.page.loading')} sx={{ display: 'block', mx: 'auto', my: 2 }} />;
};

/** The list's filters beside the search box: Estado (all, active, retired). */
const FILTROS = [<FiltroActivo key="activo" source="activo" alwaysOn />];

/** On a phone: the name and its price, then SKU, category and stock (of the first variant, as the table). */
const telefono = {
    primario: (p: Producto) => <Nombre producto={p} />,
    secundario: (p: Producto) => unidos(primera(p)?.sku || sin_sku, p.categoria?.nombre || sin_categoria, `${fields.stock}: ${stockDeLaLista(primera(p)?.stock, p.unidad)}`),
    terciario: (p: Producto) => formatMoney(primera(p)?.precio_venta),
};

// The form holds a ProductoForm (the API's shape, started from recordToForm); formToBody is what is
// sent, with the stock each variant was loaded with when editing (react-admin's previousData).
// Who does not see costs sends none (useVeCostos).
const cuerpo = (conCostos: boolean) => (values: Record<string, unknown>, opciones?: { previousData?: Partial<Producto> }) =>
    formToBody(values as unknown as ProductoForm, opciones?.previousData, conCostos);
const NUEVO = recordToForm();

/**
 * 'Impuestos por categoría': a shop's taxes follow what its goods are, and its categories say
 * that (drinks, snacks, basic food), so the products of one category change together. For who
 * may edit products; its dialog comes with the first click.
 */
const ImpuestosPorCategoria = () => {
    const [abierto, setAbierto] = useState(false);
    // Mounted from the first opening on, so closing fades out like every dialog.
    const [abrio, setAbrio] = useState(false);
    return (
        <>
            {/* react-admin's Button: on a phone an icon with its label as name and tooltip, as Exportar. */}
            <ConPermiso accion="edit">
                <Button
                    label="resources.productos.impuestos.boton"
                    onClick={() => {
                        setAbrio(true);
                        setAbierto(true);
                    }}
                >
                    <PercentIcon />
                </Button>
            </ConPermiso>
            {abrio && (
                <Suspense fallback={null}>
                    <ImpuestosCategoriaDialog open={abierto} onClose={() => setAbierto(false)} />
                </Suspense>
            )}
        </>
    );
};

/**
 * 'Imprimir etiquetas' on the products ticked: the label screen with every variant of each
 * (issue 35 item 6; its address: etiquetas/leerDireccion.ts); nothing ticked, nothing to print.
 * Labels need productos:leer, which this list needs too (without it the list is the server's
 * refusal): no ConPermiso here. MUI's text button, without react-admin's phone icon (no phone
 * shows it) nor an icon of its own: the list's first visit pays for every byte (scripts/assetBudget.ts).
 */
const ImprimirEtiquetas = () => {
    const translate = useTranslate();
    const { selectedIds } = useListContext();
    const navigate = useNavigate();
    return (
        <BotonMui size="small" disabled={selectedIds.length === 0} onClick={() => navigate(`/etiquetas?productos=${selectedIds.join(',')}`)}>
            {translate('resources.productos.etiquetas.boton')}
        </BotonMui>
    );
};
const EN_LOTE = <ImprimirEtiquetas />;

/**
 * /productos (spec §2): search by name or SKU, page 1 of 100, one row per product showing only its
 * first variant; the modal edits the product with all its variants. Only the name is sortable.
 */
export const ProductoList = () => {
    const datos = useDatos();
    const conCostos = useVeCostos() === true;
    const body = useMemo(() => cuerpo(conCostos), [conCostos]);
    // A product with sales, purchases or adjustments cannot be deleted (409): it is retired instead.
    const desactivar = useMemo(
        () => ({
            titulo: 'resources.productos.desactivar.title',
            pregunta: 'resources.productos.desactivar.question',
            boton: 'resources.productos.desactivar.button',
            exito: 'resources.productos.desactivar.success',
            errorPrefix: 'resources.productos.desactivar.error',
            hacer: (record: RaRecord) => datos.activarProducto(record.id, false),
        }),
        [datos],
    );
    return (
        <CatalogScreen<Producto>
            resource="productos"
            sort={{ field: 'nombre', order: 'ASC' }}
            perPage={100}
            pagination={<Paginacion rowsPerPageOptions={[100]} />}
            columns={
                <>
                    <Column source="nombre" render={(p) => <Nombre producto={p} />} />
                    {/* A SKU is read as one code: never cut at its hyphens ('ELE-CAB-/12R'). */}
                    <Column label="resources.productos.fields.sku" disableSort cellSx={codigoEntero} render={(p) => primera(p)?.sku || sin_sku} />
                    <Column label="resources.productos.fields.precio_venta" disableSort align="right">
                        <MoneyField source="variantes.0.precio_venta" />
                    </Column>
                    {/* A weighed product's stock with its three decimals and unit ('0.750 kg'): whole units rounded 0.75 to 1. */}
                    <Column label="resources.productos.fields.stock" disableSort align="right" render={(p) => stockDeLaLista(primera(p)?.stock, p.unidad)} />
                    <Column label="resources.productos.fields.categoria" disableSort render={(p) => p.categoria?.nombre || sin_categoria} />
                    <Column label="resources.productos.fields.impuestos" disableSort render={textoDeImpuestos} />
                    <Column label="resources.productos.fields.unidad" disableSort render={(p) => ETIQUETAS_UNIDAD[p.unidad] ?? ETIQUETAS_UNIDAD.pieza} />
                </>
            }
            telefono={telefono}
            inputs={
                <Suspense fallback={<CargandoFormulario />}>
                    <ProductoInputs />
                </Suspense>
            }
            validate={validar}
            body={body}
            newRecord={NUEVO}
            dialogWidth="md"
            filtros={FILTROS}
            alternativaAEliminar={desactivar}
            acciones={
                <>
                    <ImpuestosPorCategoria />
                    <Suspense fallback={null}>
                        <CatalogoEnArchivo />
                    </Suspense>
                </>
            }
            accionesEnLote={EN_LOTE}
        />
    );
};
