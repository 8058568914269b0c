import { z } from 'zod';
import { productoInput } from '../../../contracts/productos';
import { zodValidator } from '../../common/zodValidator';
import { formToBody, type ProductoForm } from './productoForm';

/*
 * The product form's validation: the contract's schemas (contracts/productos.ts, zod) on the body
 * the form would send. Apart from productoForm.ts, which the list imports for the body and the
 * new product's values, so that the schemas come with the dialog instead of with the list's
 * first visit (ProductoList asks for this module with the form's inputs).
 */

/** Where a body field's message goes in the form. */
const FORM_PATH: Record<string, PropertyKey[]> = { categoria_id: ['categoria', 'id'], proveedor_id: ['proveedor', 'id'] };

/**
 * The form's schema: the contract's rules and messages on exactly what would be sent, each
 * message on its input (`categoria.id`, `variantes.1.sku`; variant indexes are the same in form
 * and body).
 */
export const productoFormSchema = z.unknown().superRefine((values, ctx) => {
    const result = productoInput.safeParse(formToBody(values as ProductoForm));
    if (result.success) return;
    for (const issue of result.error.issues) {
        const [head, ...rest] = issue.path;
        ctx.addIssue({ code: 'custom', message: issue.message, path: [...(FORM_PATH[String(head)] ?? [head]), ...rest] });
    }
});

export const validateProductoForm = zodValidator(productoFormSchema);
