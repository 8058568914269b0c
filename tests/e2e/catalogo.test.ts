import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { login, palabrasPartidas, useBrowser } from '../helpers/browser.js';

/** The row of the list table that contains `text`. */
const fila = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function buscar(page: Page, placeholder: string, termino: string, esperado: string) {
    const box = page.getByPlaceholder(placeholder);
    await box.fill(termino);
    await fila(page, esperado).first().waitFor();
}

async function guardarDialogo(page: Page, titulo: string) {
    const dialog = page.getByRole('dialog', { name: titulo });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    // A dialog that stays open says why (a refusal, a field's error): the timeout alone does not.
    await dialog.waitFor({ state: 'detached' }).catch(async (error: Error) => {
        const texto = await dialog.innerText().catch(() => '(sin texto)');
        throw new Error(`${error.message}\nEl diálogo '${titulo}' sigue abierto:\n${texto}`);
    });
}

async function eliminar(page: Page, texto: string, confirmacion: string) {
    await fila(page, texto).getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: confirmacion });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
}

describe('catálogo: crear, buscar, editar y eliminar', () => {
    const b = useBrowser();
    const tag = Date.now().toString(36);

    it('runs the catalogue through the screens the way a shop owner does', async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');

        // Categoría
        const categoria = `Jardinería Ñandú ${tag}`;
        await page.goto('/categorias');
        await page.getByRole('button', { name: 'Añadir Categoría' }).click();
        const nuevaCat = page.getByRole('dialog', { name: 'Nueva Categoría' });
        await nuevaCat.getByRole('button', { name: 'Guardar' }).click();
        await nuevaCat.getByText('El nombre de la categoría no puede estar vacío.').waitFor();
        await nuevaCat.getByLabel('Nombre').fill(categoria);
        await guardarDialogo(page, 'Nueva Categoría');
        await buscar(page, 'Buscar categoría...', `jardineria nandu ${tag}`, categoria);

        // Proveedor
        const proveedor = `Distribuidora Peña ${tag}`;
        await page.goto('/proveedores');
        await page.getByRole('button', { name: 'Añadir Proveedor' }).click();
        const nuevoProv = page.getByRole('dialog', { name: 'Nuevo Proveedor' });
        await nuevoProv.getByLabel('Nombre de la Empresa').fill(proveedor);
        await nuevoProv.getByLabel('Persona de Contacto').fill('Óscar Ruiz');
        await nuevoProv.getByLabel('Email').fill(`ventas.${tag}@pena.example`);
        await guardarDialogo(page, 'Nuevo Proveedor');
        await buscar(page, 'Buscar proveedor...', `PENA ${tag}`, proveedor);
        await fila(page, proveedor).getByText('Óscar Ruiz').waitFor();

        // Cliente: create, find by RFC, edit, delete with the spec's confirmation
        const cliente = `Rosa María Núñez ${tag}`;
        // SAT's pattern (4 letters, a real YYMMDD, 3 of homoclave); the homoclave keeps it this run's own.
        const rfc = `NURR800101${tag.slice(-3).toUpperCase()}`;
        await page.goto('/clientes');
        await page.getByRole('heading', { name: 'Gestión de Clientes' }).or(page.getByText('Gestión de Clientes').first()).first().waitFor();
        // On a 1024 px tablet the list fits whole, emails and actions included: no sideways scroll.
        await page.getByRole('row').filter({ hasText: '@' }).first().waitFor();
        await page.setViewportSize({ width: 1024, height: 768 });
        await expect.poll(() => page.locator('.RaDataTable-tableWrapper').evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
        // ...with every RFC and name whole.
        expect(await palabrasPartidas(page)).toEqual([]);
        await page.setViewportSize({ width: 1366, height: 850 });
        await page.getByRole('button', { name: 'Añadir Cliente' }).click();
        const nuevoCli = page.getByRole('dialog', { name: 'Nuevo Cliente' });
        await nuevoCli.getByLabel('Nombre Completo').fill(cliente);
        await nuevoCli.getByLabel('RFC').fill(rfc);
        await nuevoCli.getByLabel('Teléfono').fill('55 0000 1111');
        await guardarDialogo(page, 'Nuevo Cliente');
        await buscar(page, 'Buscar por nombre, RFC o email...', rfc.toLowerCase(), cliente);

        await fila(page, cliente).getByRole('button', { name: 'Editar' }).click();
        const editar = page.getByRole('dialog', { name: 'Editar Cliente' });
        // Kept as its 10 digits.
        await expect.poll(() => editar.getByLabel('Teléfono').inputValue()).toBe('5500001111');
        await editar.getByLabel('Teléfono').fill('55 2222 3333');
        await guardarDialogo(page, 'Editar Cliente');
        await fila(page, cliente).getByText('5522223333').waitFor();

        await eliminar(page, cliente, '¿Está seguro de que desea eliminar este cliente? Esta acción podría fallar si tiene ventas asociadas.');
        await page.getByText('Cliente eliminado con éxito.').waitFor();
        await fila(page, cliente).waitFor({ state: 'detached' });

        // Producto with two variants (a size run): created, found by its second SKU, edited
        const producto = `Guante de carnaza ${tag}`;
        const sku1 = `GUA-${tag}-CH`.toUpperCase();
        const sku2 = `GUA-${tag}-GR`.toUpperCase();
        await page.goto('/productos');
        // At 1024 px names and SKUs read whole (a SKU is never cut at its hyphens).
        expect(await palabrasPartidas(page)).toEqual([]);
        await page.getByRole('button', { name: 'Añadir Producto' }).click();
        const nuevoProd = page.getByRole('dialog', { name: 'Nuevo Producto' });
        await nuevoProd.getByRole('button', { name: 'Guardar' }).click();
        await nuevoProd.getByText('El nombre debe tener al menos 3 caracteres.').waitFor();
        await nuevoProd.getByLabel(/^Nombre\s\*$/).fill(producto);
        await elegir(page, nuevoProd, 'Categoría', categoria);
        await elegir(page, nuevoProd, 'Proveedor', proveedor);
        const principal = nuevoProd.getByRole('group', { name: 'Variante principal' });
        await principal.getByLabel('SKU').fill(sku1);
        await principal.getByLabel('Precio de venta').fill('89.90');
        await principal.getByLabel('Costo de compra').fill('45');
        await principal.getByLabel('Stock').fill('12');
        await nuevoProd.getByRole('button', { name: 'Agregar variante' }).click();
        const skus = nuevoProd.getByLabel('SKU');
        await skus.nth(1).fill(sku2);
        await nuevoProd.getByLabel('Precio de venta').nth(1).fill('99.90');
        await nuevoProd.getByLabel('Stock').nth(1).fill('3');
        await guardarDialogo(page, 'Nuevo Producto');

        await buscar(page, 'Buscar por nombre o SKU...', sku2.toLowerCase(), producto);
        const filaProd = fila(page, producto);
        await filaProd.getByText(sku1).waitFor(); // the table shows the first variant
        await filaProd.getByText('$89.90').waitFor();
        await filaProd.getByText(categoria).waitFor();

        await filaProd.getByRole('button', { name: 'Editar' }).click();
        const editarProd = page.getByRole('dialog', { name: 'Editar Producto' });
        const precio = editarProd.getByRole('group', { name: 'Variante principal' }).getByLabel('Precio de venta');
        await expect.poll(() => precio.inputValue()).toBe('89.90');
        await expect.poll(() => editarProd.getByLabel('SKU').nth(1).inputValue()).toBe(sku2);
        await precio.fill('1234.5');
        await guardarDialogo(page, 'Editar Producto');
        await fila(page, producto).getByText('$1,234.50').waitFor();

        // The category is used by the product: the server's reason is shown and the row stays.
        await page.goto('/categorias');
        await buscar(page, 'Buscar categoría...', categoria, categoria);
        await eliminar(page, categoria, '¿Está seguro de que desea eliminar esta categoría?');
        await page.getByText('Error al eliminar: No se puede eliminar la categoría porque tiene productos asociados.').waitFor();
        await fila(page, categoria).waitFor();

        // Without its product the category can go.
        await page.goto('/productos');
        await buscar(page, 'Buscar por nombre o SKU...', producto, producto);
        await eliminar(page, producto, '¿Está seguro de que desea eliminar este producto?');
        await fila(page, producto).waitFor({ state: 'detached' });
        await page.goto('/categorias');
        await buscar(page, 'Buscar categoría...', categoria, categoria);
        await eliminar(page, categoria, '¿Está seguro de que desea eliminar esta categoría?');
        await fila(page, categoria).waitFor({ state: 'detached' });
    });
});

/**
 * Picks an option of a select as a person would, and makes sure it took: the options list can
 * re-render under the click while its choices are still loading on a busy machine.
 */
async function elegir(page: Page, dialogo: Locator, campo: string, opcion: string) {
    const combo = dialogo.getByRole('combobox', { name: campo });
    for (let intento = 0; intento < 3; intento++) {
        await combo.click();
        await page.getByRole('option', { name: opcion }).click();
        const cerrada = await page
            .getByRole('listbox')
            .waitFor({ state: 'hidden', timeout: 2000 })
            .then(() => true, () => false);
        if (cerrada && (await combo.textContent())?.includes(opcion)) return;
        await page.keyboard.press('Escape');
    }
    throw new Error(`No se pudo elegir '${opcion}' en '${campo}'`);
}
