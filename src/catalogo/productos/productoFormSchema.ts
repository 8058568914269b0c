import { z } from 'zod';
import { leerMilesimas, MILESIMAS } from '../../../contracts/numero';
import { PRODUCTO_MENSAJES, productoInput } from '../../../contracts/productos';
import { zodValidator } from '../../common/zodValidator';
import { formToBody, type NumberValue, type ProductoBody, type ProductoForm } from './productoForm';

/*
 * The product form's validation: the contract's schemas (contracts/productos.ts, zod) on the body
 * the form would send. Apart from productoForm.ts, which the list imports for the body and the
 * new product's values, so that the schemas come with the dialog instead of with the list's
 * first visit (ProductoList asks for this module with the form's inputs).
 */

/** Where a body field's message goes in the form. */
const FORM_PATH: Record<string, PropertyKey[]> = { categoria_id: ['categoria', 'id'], proveedor_id: ['proveedor', 'id'] };

type Issue = { path: PropertyKey[]; message: string };

/** Whether a typed quantity reads as a fraction of a unit ('1.5', 0.25); what does not read is the contract's to refuse. */
const esFraccion = (valor: NumberValue): boolean => {
    if (valor === null || valor === undefined) return false;
    const lectura = leerMilesimas(valor);
    return lectura.ok && lectura.valor % MILESIMAS !== 0;
};

/**
 * A piece product's fractions (its stock, its tiers' minimums), with the contract's own messages.
 * The contract says them only once the rest of the body reads (its superRefine runs after the
 * fields), so a form with a blank price would hide them until the price was fixed; here they show
 * at once, beside the rest.
 */
const fraccionesDePieza = (body: ProductoBody): Issue[] =>
    body.unidad !== 'pieza'
        ? []
        : body.variantes.flatMap((v, i) => [
              ...(esFraccion(v.stock) ? [{ path: ['variantes', i, 'stock'], message: PRODUCTO_MENSAJES.stockEntero }] : []),
              ...(v.precios_mayoreo ?? []).flatMap((t, j) =>
                  esFraccion(t.cantidad_minima) ? [{ path: ['variantes', i, 'precios_mayoreo', j, 'cantidad_minima'], message: PRODUCTO_MENSAJES.mayoreoCantidadEntera }] : [],
              ),
          ]);

/**
 * The form's schema: the contract's rules and messages on exactly what would be sent, each
 * message on its input (`categoria.id`, `variantes.1.sku`; variant indexes are the same in form
 * and body).
 */
export const productoFormSchema = z.unknown().superRefine((values, ctx) => {
    const body = formToBody(values as ProductoForm);
    const result = productoInput.safeParse(body);
    if (result.success) return;
    const issues: Issue[] = result.error.issues.map((i) => ({ path: i.path, message: i.message }));
    const con = new Set(issues.map((i) => i.path.join('.')));
    for (const issue of [...issues, ...fraccionesDePieza(body).filter((f) => !con.has(f.path.join('.')))]) {
        const [head, ...rest] = issue.path;
        ctx.addIssue({ code: 'custom', message: issue.message, path: [...(FORM_PATH[String(head)] ?? [head]), ...rest] });
    }
});

export const validateProductoForm = zodValidator(productoFormSchema);
