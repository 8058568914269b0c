import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BASCULA_MENSAJES, construirEtiqueta, type FormatoEtiqueta } from '../../contracts/bascula';
import { jsonResponse, listParams, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { callsTo, listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

const INVENTARIO = '/api/v1/inventario';
const EMPRESA = '/api/v1/empresa/';

/** The shop's label format (its settings): prefixes 20–29, 5 digits of code, the weight in grams. */
const PESO: FormatoEtiqueta = { prefijos: ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'], longitud_codigo: 5, contenido: 'peso', longitud_valor: 5, decimales: 3 };
const PRECIO: FormatoEtiqueta = { ...PESO, contenido: 'precio', decimales: 2 };
const ajustes = (etiqueta_bascula: FormatoEtiqueta | null) => ({
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
    etiqueta_bascula,
    descuento_maximo: 10,
});

const fila = (id: number, nombre: string, sku: string, precio_venta: string, stock: number, unidad = 'kg') => ({
    id,
    unidad,
    sku,
    plantilla: { id: id * 10, nombre },
    stock,
    precio_venta,
    costo_compra: '1.00',
    activo: true,
    precios_mayoreo: [],
});
// Weighed products carry the scale's code as their SKU: as printed, or without its leading zeros.
const FRIJOL = fila(1, 'Frijol a granel', '12345', '32.00', 10);
const AZUCAR = fila(2, 'Azúcar a granel', '12', '28.50', 10);
// A 13-digit product barcode outside the label prefixes.
const REFRESCO = fila(3, 'Refresco 600 ml', '7501000112128', '18.00', 10, 'pieza');
// Sold by the piece under a code a scale could print.
const JABON = fila(4, 'Jabón de barra', '54321', '25.00', 10, 'pieza');
const VARIANTES = [FRIJOL, AZUCAR, REFRESCO, JABON];

const inventario: StubHandler = ({ url }) => {
    const { filter } = listParams(url);
    return listAnswer(VARIANTES.filter((v) => v.sku.toLowerCase() === String(filter.sku ?? '').toLowerCase()));
};

const open = (formato: FormatoEtiqueta | null = PESO) => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${INVENTARIO}`]: inventario,
        [`GET ${EMPRESA}`]: () => jsonResponse(ajustes(formato)),
    });
    renderApp('/pos');
    return fetchMock;
};

const cajaProducto = () => screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 });
const escanear = async (texto: string) => {
    const caja = await cajaProducto();
    await userEvent.type(caja, `${texto}{Enter}`);
    return caja;
};
/** The cart's lines; an empty cart shows no table. */
const lineas = () => {
    const tabla = screen.queryByRole('table', { name: 'Carrito' });
    return tabla ? within(tabla).getAllByRole('row').slice(1, -1) : [];
};
const cantidadDe = (nombre: string) => screen.getByRole('textbox', { name: `Cantidad de ${nombre}` });
const aviso = () => screen.findByTestId('aviso-producto');
const skus = (fetchMock: ReturnType<typeof stubFetch>) => callsTo(fetchMock, 'GET', INVENTARIO).map((c) => listParams(c.url).filter.sku);

describe('POS: scale labels (issue 33 item 2)', () => {
    it("a weight label adds its product (the code as its SKU) with the label's weight; the box keeps the focus for the next scan", async () => {
        const fetchMock = open();
        const caja = await escanear(construirEtiqueta(PESO, '20', '12345', 2000)!);
        expect(await screen.findByText('Frijol a granel')).toBeInTheDocument();
        expect(cantidadDe('Frijol a granel')).toHaveValue('2.000');
        expect(screen.getByTestId('total-venta')).toHaveTextContent('$64.00');
        expect(skus(fetchMock)).toEqual(['12345']);
        expect(caja).toHaveFocus();
        await waitFor(() => expect(caja).toHaveValue(''));

        // Another label of the same product adds to its line.
        await escanear(construirEtiqueta(PESO, '27', '12345', 3000)!);
        await waitFor(() => expect(cantidadDe('Frijol a granel')).toHaveValue('5.000'));
        expect(lineas()).toHaveLength(1);
    });

    it('a price label adds the weight its price stands for at the product\'s price per kg', async () => {
        open(PRECIO);
        // $57.00 of sugar at $28.50 the kg: 2.000 kg.
        await escanear(construirEtiqueta(PRECIO, '21', '00012', 5700)!);
        expect(await screen.findByText('Azúcar a granel')).toBeInTheDocument();
        expect(cantidadDe('Azúcar a granel')).toHaveValue('2.000');
        expect(screen.getByTestId('total-venta')).toHaveTextContent('$57.00');
    });

    it('a code printed with leading zeros finds the SKU without them', async () => {
        const fetchMock = open();
        await escanear(construirEtiqueta(PESO, '20', '00012', 1000)!);
        expect(await screen.findByText('Azúcar a granel')).toBeInTheDocument();
        expect(cantidadDe('Azúcar a granel')).toHaveValue('1.000');
        expect(skus(fetchMock).sort()).toEqual(['00012', '12']);
    });

    it('a bad check digit is refused with its message: nothing looked up, nothing added, the focus stays in the box', async () => {
        const fetchMock = open();
        const buena = construirEtiqueta(PESO, '20', '12345', 2000)!;
        const mala = `${buena.slice(0, 12)}${(Number(buena[12]) + 1) % 10}`;
        const caja = await escanear(mala);
        expect(await aviso()).toHaveTextContent(BASCULA_MENSAJES.digitoVerificador);
        expect(BASCULA_MENSAJES.digitoVerificador).toBe('La etiqueta de báscula no es válida: el dígito verificador no coincide.');
        expect(lineas()).toHaveLength(0);
        expect(skus(fetchMock)).toEqual([]);
        expect(caja).toHaveFocus();

        // The next good scan clears the message and adds its line.
        await escanear(buena);
        expect(await screen.findByText('Frijol a granel')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByTestId('aviso-producto')).toBeNull());
    });

    it("a label whose code is no product's SKU says so", async () => {
        open();
        await escanear(construirEtiqueta(PESO, '20', '99999', 1000)!);
        expect(await aviso()).toHaveTextContent("No existe un producto con el SKU '99999' (código de la etiqueta de báscula).");
        expect(lineas()).toHaveLength(0);
    });

    it('a weight with decimals is added as it is (issue 33 item 1: the cart holds thousandths), priced to the cent', async () => {
        open();
        await escanear(construirEtiqueta(PESO, '20', '12345', 1250)!);
        expect(await screen.findByText('Frijol a granel')).toBeInTheDocument();
        expect(cantidadDe('Frijol a granel')).toHaveValue('1.250');
        // 1.250 kg at $32.00.
        expect(screen.getByTestId('total-venta')).toHaveTextContent('$40.00');
        expect(screen.queryByTestId('aviso-producto')).toBeNull();
        // Another label adds its 0.750 kg to the line.
        await escanear(construirEtiqueta(PESO, '20', '12345', 750)!);
        await waitFor(() => expect(cantidadDe('Frijol a granel')).toHaveValue('2.000'));
        expect(lineas()).toHaveLength(1);
    });

    it('a weight label for a product sold by the piece is refused, nothing added', async () => {
        open();
        await escanear(construirEtiqueta(PESO, '20', '54321', 2000)!);
        expect(await aviso()).toHaveTextContent("El producto 'Jabón de barra' se vende por pieza: una etiqueta de báscula con peso no le corresponde.");
        expect(lineas()).toHaveLength(0);
    });

    it('a price label for a piece product adds whole pieces, and refuses a price that is not', async () => {
        open(PRECIO);
        await escanear(construirEtiqueta(PRECIO, '20', '54321', 7500)!);
        expect(await screen.findByText('Jabón de barra')).toBeInTheDocument();
        expect(cantidadDe('Jabón de barra')).toHaveValue('3');
        await escanear(construirEtiqueta(PRECIO, '20', '54321', 6000)!);
        expect(await aviso()).toHaveTextContent("El importe de la etiqueta no da piezas enteras de 'Jabón de barra', que se vende por pieza: agréguelo por su SKU.");
        expect(cantidadDe('Jabón de barra')).toHaveValue('3');
    });

    it('13 digits outside the prefixes, or a shop without a label format, are looked up as a SKU', async () => {
        const fetchMock = open();
        await escanear('7501000112128');
        expect(await screen.findByText('Refresco 600 ml')).toBeInTheDocument();
        expect(skus(fetchMock)).toEqual(['7501000112128']);
    });

    it('without a format a label-shaped text is a SKU like any other', async () => {
        const fetchMock = open(null);
        const etiqueta = construirEtiqueta(PESO, '20', '12345', 2000)!;
        await escanear(etiqueta);
        expect(await aviso()).toHaveTextContent(`No existe un producto con el SKU '${etiqueta}'.`);
        expect(skus(fetchMock)).toEqual([etiqueta]);
    });
});
