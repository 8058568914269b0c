import { screen, within } from '@testing-library/react';
import type { Producto } from '../../contracts/productos';
import { jsonResponse, type StubHandler } from './fetchStub';

/** Fixtures and screen helpers shared by the product UI tests. */
export const LIST = 'GET /api/v1/productos/plantillas';

export const camiseta: Producto = {
    id: 7,
    nombre: 'Camiseta Básica',
    descripcion: 'Algodón',
    categoria: { id: 2, nombre: 'Ropa' },
    proveedor: { id: 5, nombre_empresa: 'Textiles del Norte' },
    activo: true,
    iva: '16',
    ieps: null,
    unidad: 'pieza',
    variantes: [
        { id: 11, sku: 'CAM-M', stock: 14, precio_venta: '1234.5', costo_compra: '90.00', valores_ids: [3], precios_mayoreo: [] },
        { id: 12, sku: 'CAM-L', stock: 3, precio_venta: '155.00', costo_compra: '92.00', valores_ids: [], precios_mayoreo: [] },
        { id: 13, sku: 'CAM-XL', stock: 0, precio_venta: '160.00', costo_compra: '95.00', valores_ids: [], precios_mayoreo: [] },
    ],
};

/** A product with nothing but its name. */
export const huerfano: Producto = {
    id: 8,
    nombre: 'Producto Sin Datos',
    descripcion: null,
    categoria: null,
    proveedor: null,
    activo: true,
    iva: '16',
    ieps: null,
    unidad: 'pieza',
    variantes: [],
};

export const list = (rows: Producto[]): StubHandler => () => jsonResponse(rows, { headers: { 'X-Total-Count': String(rows.length) } });

export const catalogos: Record<string, StubHandler> = {
    'GET /api/public/demo': () => jsonResponse({ detail: 'Ruta no encontrada.' }, { status: 404 }),
    'GET /api/v1/categorias': () =>
        jsonResponse([{ id: 2, nombre: 'Ropa' }, { id: 4, nombre: 'Calzado' }], { headers: { 'X-Total-Count': '2' } }),
    'GET /api/v1/proveedores': () =>
        jsonResponse(
            [
                { id: 5, nombre_empresa: 'Textiles del Norte', persona_contacto: null, email: null, telefono: null },
                { id: 6, nombre_empresa: 'Zapatos SA', persona_contacto: null, email: null, telefono: null },
            ],
            { headers: { 'X-Total-Count': '2' } },
        ),
};

/** The table's body rows (the header row excluded). */
export const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

export const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

/** Picks an option of a MUI select by its label. */
export const choose = async (user: { click: (element: Element) => Promise<void> }, label: string, option: string) => {
    await user.click(screen.getByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }));
};
