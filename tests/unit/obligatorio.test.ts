import { describe, expect, it } from 'vitest';
import { categoriaInput } from '../../contracts/categorias';
import { clienteInput } from '../../contracts/clientes';
import { productoInput, varianteInput } from '../../contracts/productos';
import { proveedorInput } from '../../contracts/proveedores';
import { obligatorio } from '../../src/common/obligatorio';

const marcados = (schema: Parameters<typeof obligatorio>[0], campos: string[]) => campos.filter((c) => obligatorio(schema, c));

describe('obligatorio: a form marks what its contract refuses blank', () => {
    it('marks the required text and ids, not optional text, emails or defaults', () => {
        expect(marcados(categoriaInput, ['nombre'])).toEqual(['nombre']);
        expect(marcados(clienteInput, ['nombre_completo', 'email', 'telefono', 'rfc', 'direccion', 'estado'])).toEqual(['nombre_completo']);
        expect(marcados(proveedorInput, ['nombre_empresa', 'persona_contacto', 'email', 'telefono'])).toEqual(['nombre_empresa']);
        expect(marcados(productoInput, ['nombre', 'descripcion', 'categoria_id', 'proveedor_id'])).toEqual(['nombre', 'categoria_id', 'proveedor_id']);
        // The cost defaults to 0; the stock must be a number, 0 included.
        expect(marcados(varianteInput, ['sku', 'precio_venta', 'costo_compra', 'stock'])).toEqual(['sku', 'precio_venta', 'stock']);
    });

    it('refuses a field the contract does not have, rather than leaving it unmarked', () => {
        expect(() => obligatorio(categoriaInput, 'nombre_completo')).toThrow('nombre_completo');
    });
});
