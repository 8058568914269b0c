import { MILESIMAS, type Unidad } from '../../contracts/unidades.js';
import { leerTasaIeps, type TasaIva } from '../../contracts/impuestos.js';
import type { Db } from '../db/createDb.js';
import { categoriasRepo } from '../modules/categorias/categorias.js';
import { clienteInput } from '../../contracts/clientes.js';
import { clientesRepo } from '../modules/clientes/clientes.repo.js';
import { createProducto } from '../modules/productos/productos.service.js';
import { proveedoresRepo } from '../modules/proveedores/proveedores.repo.js';

// 'Mostrador': the snacks and water by the till that many a hardware shop sells, and the only
// goods of the shop taxed other than IVA 16 % alone (issue 32: the ticket and the tax report show the rates).
const CATEGORIAS = ['Herramientas', 'Eléctrico', 'Plomería', 'Pinturas', 'Tornillería', 'Jardinería', 'Limpieza', 'Mostrador'];

const PROVEEDORES = [
    { nombre_empresa: 'Truper S.A. de C.V.', persona_contacto: 'Laura Méndez', email: 'ventas@truper.example', telefono: '55 1234 5678' },
    { nombre_empresa: 'Urrea Herramientas', persona_contacto: 'Jorge Ibáñez', email: 'pedidos@urrea.example', telefono: '33 8765 4321' },
    { nombre_empresa: 'Comex Distribución', persona_contacto: 'Sofía Peña', email: 'contacto@comex.example', telefono: '81 2468 1357' },
    { nombre_empresa: 'Volteck Eléctrica', persona_contacto: 'Raúl Núñez', email: null, telefono: '55 9988 7766' },
    { nombre_empresa: 'Rotoplas Hogar', persona_contacto: null, email: 'hogar@rotoplas.example', telefono: null },
    { nombre_empresa: 'Abarrotes La Central', persona_contacto: 'Martha Olvera', email: 'pedidos@lacentral.example', telefono: '55 4433 2211' },
];

const CLIENTES = [
    { nombre_completo: 'María José Peña Ruiz', email: 'mariajose.pena@correo.example', telefono: '55 3344 5566', rfc: 'PERM850312AB1', direccion: 'Av. Juárez 120, Centro, CDMX' },
    { nombre_completo: 'Construcciones Ávila S.A.', email: 'compras@avila.example', telefono: '33 1122 3344', rfc: 'CAV010101XY9', direccion: 'Calle 5 de Mayo 45, Guadalajara' },
    { nombre_completo: 'José Luis Hernández', email: null, telefono: '81 5566 7788', rfc: null, direccion: null },
    { nombre_completo: 'Ana Sofía Gutiérrez', email: 'ana.gutierrez@correo.example', telefono: null, rfc: 'GUAA920704KL3', direccion: 'Priv. Las Flores 8, Puebla' },
    { nombre_completo: 'Plomería Martínez', email: 'plomeria.martinez@correo.example', telefono: '55 7788 9900', rfc: 'PMA150909QR2', direccion: null },
    { nombre_completo: 'Carlos Ñúñez Oropeza', email: 'carlos.nunez@correo.example', telefono: '22 2233 4455', rfc: null, direccion: 'Blvd. 5 de Mayo 300, Puebla' },
    { nombre_completo: 'Fernanda Ríos', email: 'fer.rios@correo.example', telefono: '44 6677 8899', rfc: null, direccion: null, estado: 'Inactivo' as const },
    { nombre_completo: 'Taller Eléctrico Solís', email: 'taller.solis@correo.example', telefono: '55 1010 2020', rfc: 'TES181120MN4', direccion: 'Calle Norte 14, Toluca' },
];

/** A variant; `mayoreo` its wholesale tiers (issue 33): from so many units on, that price each. */
type V = [sku: string, precio: string, costo: string, stock: number, mayoreo?: [cantidadMinima: number, precio: string][]];
/** A product's taxes when not the shop's default (IVA 16 %, no IEPS): its IVA and its IEPS as a fraction. */
type Impuestos = [iva: TasaIva, ieps: string | null];
type P = [nombre: string, categoria: number, proveedor: number, variantes: V[], impuestos?: Impuestos, unidad?: Unidad];

/*
 * The counter's goods carry the taxes SAT gives them: food is IVA 0 % (LIVA art. 2-A), and so is
 * water in a jug of 10 litres or more (in smaller bottles it is a drink, at 16 %); snacks and
 * cookies of high caloric density (275 kcal or more per 100 g) add IEPS 8 %; chewing gum is the
 * food LIVA leaves at IVA 16 %, with its IEPS 8 %.
 */
const GENERAL: Impuestos = ['16', null];

/** The demo's beans: PLU 101 on the scale, so a label '2000101007508' is 0.750 kg of them. */
export const SKU_FRIJOL = '101';
const ALIMENTO: Impuestos = ['0', null];
const BOTANA: Impuestos = ['0', '0.08'];
const CHICLE: Impuestos = ['16', '0.08'];

// Several products come in sizes or colours (more than one variant); some are low on stock.
const PRODUCTOS: P[] = [
    ['Martillo de uña 16 oz', 0, 0, [['HER-MAR-16', '189.00', '120.00', 24]]],
    ['Desarmador plano', 0, 1, [['HER-DES-P3', '45.50', '28.00', 40], ['HER-DES-P5', '52.00', '31.00', 3], ['HER-DES-P8', '61.90', '36.50', 12]]],
    ['Desarmador de cruz', 0, 1, [['HER-DCR-1', '47.00', '29.00', 35], ['HER-DCR-2', '55.00', '33.00', 2]]],
    ['Pinza de electricista 8"', 0, 1, [['HER-PIN-8', '249.00', '160.00', 8]]],
    ['Llave ajustable', 0, 1, [['HER-LLA-8', '215.00', '140.00', 15], ['HER-LLA-10', '268.00', '175.00', 9], ['HER-LLA-12', '329.00', '210.00', 4]]],
    ['Flexómetro 5 m', 0, 0, [['HER-FLX-5', '119.00', '70.00', 30]]],
    ['Nivel de aluminio 24"', 0, 0, [['HER-NIV-24', '289.00', '180.00', 1]]],
    ['Serrucho para madera', 0, 0, [['HER-SER-20', '235.00', '150.00', 7]]],
    ['Taladro percutor 1/2"', 0, 0, [['HER-TAL-12', '1299.00', '890.00', 5]]],
    ['Juego de brocas para metal', 0, 1, [['HER-BRO-13', '349.00', '210.00', 11]]],
    ['Foco LED', 1, 3, [['ELE-LED-9W', '39.90', '22.00', 120], ['ELE-LED-12W', '49.90', '28.00', 80], ['ELE-LED-18W', '69.90', '40.00', 0]]],
    ['Cable calibre 12 (metro)', 1, 3, [['ELE-CAB-12R', '18.50', '11.00', 500], ['ELE-CAB-12N', '18.50', '11.00', 350], ['ELE-CAB-12V', '18.50', '11.00', 4]]],
    ['Apagador sencillo', 1, 3, [['ELE-APA-1', '32.00', '18.00', 60]]],
    ['Contacto doble polarizado', 1, 3, [['ELE-CON-2', '38.00', '21.00', 45]]],
    ['Extensión eléctrica', 1, 3, [['ELE-EXT-3', '89.00', '52.00', 20], ['ELE-EXT-5', '119.00', '70.00', 2]]],
    ['Cinta de aislar', 1, 3, [['ELE-CIN-N', '15.00', '8.00', 200], ['ELE-CIN-R', '15.00', '8.00', 90]]],
    ['Codo PVC 1/2"', 2, 4, [['PLO-COD-12', '6.50', '3.20', 300]]],
    ['Tubo PVC 1/2" (6 m)', 2, 4, [['PLO-TUB-12', '79.00', '48.00', 25]]],
    ['Llave de paso 1/2"', 2, 4, [['PLO-LLP-12', '145.00', '90.00', 3]]],
    ['Regadera cromada', 2, 4, [['PLO-REG-CR', '399.00', '250.00', 6]]],
    ['Cinta teflón', 2, 4, [['PLO-TEF-1', '12.00', '5.50', 150]]],
    ['Pintura vinílica 4 L', 3, 2, [['PIN-VIN-BL', '459.00', '300.00', 14], ['PIN-VIN-AR', '489.00', '320.00', 6], ['PIN-VIN-GR', '489.00', '320.00', 0]]],
    ['Esmalte alquidálico 1 L', 3, 2, [['PIN-ESM-NE', '189.00', '115.00', 9], ['PIN-ESM-RO', '189.00', '115.00', 2]]],
    ['Brocha de cerda 3"', 3, 2, [['PIN-BRO-3', '45.00', '24.00', 40]]],
    ['Rodillo para pintar 9"', 3, 2, [['PIN-ROD-9', '95.00', '55.00', 18]]],
    ['Lija de agua', 3, 0, [['PIN-LIJ-100', '9.50', '4.00', 250], ['PIN-LIJ-220', '9.50', '4.00', 180], ['PIN-LIJ-600', '10.50', '4.50', 1]]],
    // Sold by the box and cheaper by the dozen (mayoreo): a carpenter takes 12 or 24 boxes at a time.
    ['Tornillo para madera 1" (100 pzas)', 4, 0, [['TOR-MAD-1', '65.00', '35.00', 50, [[12, '59.00'], [24, '54.50']]]]],
    ['Taquete de plástico 1/4" (100 pzas)', 4, 0, [['TOR-TAQ-14', '42.00', '20.00', 70]]],
    ['Clavo estándar 2" (1 kg)', 4, 0, [['TOR-CLA-2', '48.00', '27.00', 4]]],
    ['Manguera para jardín 15 m', 5, 4, [['JAR-MAN-15', '329.00', '210.00', 10]]],
    ['Tijera para podar', 5, 0, [['JAR-TIJ-8', '179.00', '105.00', 3]]],
    ['Escoba de plástico', 6, 4, [['LIM-ESC-1', '69.00', '38.00', 25]]],
    ['Cubeta 19 L', 6, 4, [['LIM-CUB-19', '55.00', '30.00', 33]]],
    ['Garrafón de agua 20 L', 7, 5, [['MOS-AGU-20', '42.00', '28.00', 12]], ALIMENTO],
    ['Galletas marías 170 g', 7, 5, [['MOS-GAL-170', '24.50', '16.00', 30]], BOTANA],
    ['Papas fritas 45 g', 7, 5, [['MOS-PAP-45', '19.00', '12.50', 36]], BOTANA],
    ['Chicle de menta (10 pzas)', 7, 5, [['MOS-CHI-10', '15.00', '9.00', 60]], CHICLE],
    // Sold by weight (granel, issue 33): the counter's scale prints a label with the product's
    // code (its SKU, the scale's PLU) and the weight; stock and sales in kilos with three decimals.
    ['Frijol negro a granel', 7, 5, [[SKU_FRIJOL, '38.00', '26.00', 40]], ALIMENTO, 'kg'],
    ['Azúcar estándar a granel', 7, 5, [['102', '29.50', '21.00', 50]], ALIMENTO, 'kg'],
    ['Jamón de pierna', 7, 5, [['103', '189.00', '130.00', 6.5]], ALIMENTO, 'kg'],
];

/**
 * Catalogue of the demo shop, written through the same repositories and service as the API, in
 * the caller's transaction (the demo shop is created whole or not at all).
 */
export async function seedCatalogoDemo(db: Db, empresaId: number, usuarioId: number): Promise<void> {
    const categorias = [];
    for (const nombre of CATEGORIAS) categorias.push(await categoriasRepo.create(db, empresaId, { nombre }, usuarioId));
    const proveedores = [];
    for (const p of PROVEEDORES) proveedores.push(await proveedoresRepo.create(db, empresaId, p, usuarioId));
    // Read as the API reads a customer: phones kept as their 10 digits, RFCs checked.
    for (const c of CLIENTES) await clientesRepo.create(db, empresaId, clienteInput.parse({ estado: 'Activo', ...c }), usuarioId);
    for (const [nombre, categoria, proveedor, variantes, [iva, ieps] = GENERAL, unidad = 'pieza'] of PRODUCTOS) {
        await createProducto(
            db,
            empresaId,
            {
                nombre,
                descripcion: null,
                categoria_id: categorias[categoria].id,
                proveedor_id: proveedores[proveedor].id,
                iva,
                ieps: ieps === null ? null : leerTasaIeps(ieps),
                unidad,
                variantes: variantes.map(([sku, precio, costo, stock, mayoreo]) => ({
                    sku,
                    precio_venta: Math.round(Number(precio) * 100),
                    costo_compra: Math.round(Number(costo) * 100),
                    // The services take quantities in thousandths, as the API's contract reads them.
                    stock: stock * MILESIMAS,
                    valores_ids: [],
                    ...(mayoreo ? { precios_mayoreo: mayoreo.map(([minimo, p]) => ({ cantidad_minima: minimo * MILESIMAS, precio: Math.round(Number(p) * 100) })) } : {}),
                })),
            },
            usuarioId,
        );
    }
}
