import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FieldTitle, SelectInput, useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { impuestosDeCategoriaInput } from '../../../contracts/productos';
import { AccionDialog } from '../../common/FormDialog';
import { refrescar } from '../../common/refrescar';
import { useDatos } from '../../dataProvider';
import { textoDeImpuestos } from './textoDeImpuestos';
import { ImpuestosInputs } from './ProductoInputs';
import './textos';
import './textosImpuestos';

// The products' texts; this dialog's live under .impuestos (src/catalogo/productos/textos.ts).
const T = 'resources.productos';

/** The form starts blank: kept stable (a new object resets the form). */
const VACIO = { categoria_id: '', iva: '16', ieps: null };

/** How many products a category has (retired ones too, as the server changes them all): the list's count. */
interface Cuenta {
    categoriaId: number;
    nombre: string;
    total: number;
}

/**
 * The category, the taxes, and what saving will do: how many of its products change, to what.
 * Reports the count up (`alContar`) so the dialog can refuse a category with none.
 */
const Campos = ({ alContar }: { alContar: (cuenta: Cuenta | null) => void }) => {
    const translate = useTranslate();
    const [categoriaId, iva, ieps] = useWatch({ name: ['categoria_id', 'iva', 'ieps'] }) as [number | '' | null, string, string | null];
    const categorias = useGetList('categorias', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'nombre', order: 'ASC' } });
    const elegida = typeof categoriaId === 'number' ? categoriaId : null;
    const productos = useGetList(
        'productos',
        { filter: { categoria_id: elegida }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
        { enabled: elegida !== null },
    );
    const nombre = categorias.data?.find((c) => c.id === elegida)?.nombre as string | undefined;
    const total = elegida !== null && !productos.isPending && !productos.isFetching ? productos.total : undefined;
    const cuenta = useMemo(() => (elegida !== null && nombre !== undefined && total !== undefined ? { categoriaId: elegida, nombre, total } : null), [elegida, nombre, total]);
    useEffect(() => alContar(cuenta), [alContar, cuenta]);
    const impuestos = textoDeImpuestos({ iva, ieps });
    return (
        <Stack spacing={1}>
            <SelectInput
                source="categoria_id"
                label={<FieldTitle label="resources.productos.fields.categoria" isRequired />}
                choices={categorias.data ?? []}
                optionText="nombre"
                translateChoice={false}
                emptyText={`${T}.impuestos.select_categoria`}
                isPending={categorias.isPending}
                helperText={categorias.error ? categorias.error.message : false}
                fullWidth
            />
            <ImpuestosInputs />
            {elegida !== null && (
                // Read out as it changes: what 'Cambiar impuestos' is about to do.
                <Typography role="status" variant="body2">
                    {cuenta === null
                        ? translate(`${T}.impuestos.contando`)
                        : cuenta.total === 0
                          ? translate(`${T}.impuestos.sin_productos`, { categoria: cuenta.nombre })
                          : translate(`${T}.impuestos.confirmar`, { smart_count: cuenta.total, categoria: cuenta.nombre, impuestos })}
                </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
                {translate(`${T}.impuestos.historial`)}
            </Typography>
        </Stack>
    );
};

/**
 * 'Cambiar impuestos de la categoría', from the products list: every product of the chosen
 * category (retired ones too) takes the IVA and IEPS chosen, in one request. The dialog says how
 * many products change before the button is pressed, refuses a category with none, and once
 * saved says how many changed and reads the list again.
 */
export const ImpuestosCategoriaDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const datos = useDatos();
    const [cuenta, setCuenta] = useState<Cuenta | null>(null);
    const aviso = (valores: Record<string, unknown>) =>
        cuenta !== null && cuenta.total === 0 && cuenta.categoriaId === valores.categoria_id ? translate(`${T}.impuestos.sin_productos`, { categoria: cuenta.nombre }) : null;
    return (
        <AccionDialog
            permiso={{ accion: 'edit', resource: 'productos' }}
            open={open}
            onClose={onClose}
            record={VACIO}
            title={`${T}.impuestos.title`}
            schema={impuestosDeCategoriaInput}
            aviso={aviso}
            guardar={(valores) => datos.impuestosDeCategoria(valores as Parameters<typeof datos.impuestosDeCategoria>[0])}
            submitLabel={`${T}.impuestos.submit`}
            errorPrefix={`${T}.impuestos.error`}
            exito={`${T}.impuestos.exito`}
            exitoArgs={(respuesta) => ({ smart_count: respuesta.actualizados })}
            despues={() => refrescar(queryClient, ['productos'])}
        >
            <Campos alContar={setCuenta} />
        </AccionDialog>
    );
};
