import { TextField as MuiTextField } from '@mui/material';
import { DataTable, TextField, TextInput, useInput, useTranslate } from 'react-admin';
import { type Cliente, ESTADOS_CLIENTE, clienteInput } from '../../../contracts/clientes';
import { CatalogScreen } from '../../common/CatalogScreen';
import { correoPartible } from '../../common/correo';
import { IDENTIFICADOR } from '../../common/identificador';
import { blankToNull } from '../../common/formValues';
import { unidos } from '../../common/unidos';
import { EstadoBadge } from '../../common/StatusBadge';
import { usePuede } from '../../common/ConPermiso';
import './textos';

/**
 * The customer's estado, in the edit dialog. A native select, as in the purchase order dialog:
 * react-admin's SelectInput would become a chunk shared with the products screen and make the
 * first visit of both heavier (measured: +3.9 kB here, +0.4 kB there).
 */
const EstadoInput = () => {
    const translate = useTranslate();
    const { field } = useInput<string>({ source: 'estado' });
    return (
        <MuiTextField
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            // The form's focus goes to the select itself, as in RolSelectInput (not its wrapper).
            inputRef={field.ref}
            select
            required
            fullWidth
            margin="dense"
            label={translate('resources.clientes.fields.estado')}
            helperText={translate('resources.clientes.estado_ayuda')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
            {ESTADOS_CLIENTE.map((estado) => (
                <option key={estado} value={estado}>
                    {estado}
                </option>
            ))}
        </MuiTextField>
    );
};

const lleno = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/**
 * The credit terms (issue 34): only clientes:credito changes them, so without it they show
 * read-only; the form still sends them back as loaded, which the server takes as no change.
 */
const CreditoInputs = () => {
    const puede = usePuede('credito', 'clientes') === true;
    const ayuda = puede ? 'resources.clientes.ayuda.limite_credito' : 'resources.clientes.ayuda.sin_permiso_credito';
    return (
        <>
            <TextInput source="limite_credito" fullWidth disabled={!puede} helperText={ayuda} />
            <TextInput source="dias_credito" type="number" fullWidth disabled={!puede} helperText="resources.clientes.ayuda.dias_credito" />
        </>
    );
};

/** The five fields of spec §7, an empty one as null, the estado when editing (a new customer is Activo), the credit terms when given. */
const body = (values: Record<string, unknown>) => ({
    ...(lleno(values.limite_credito) ? { limite_credito: values.limite_credito } : {}),
    ...(lleno(values.dias_credito) ? { dias_credito: Number(values.dias_credito) } : {}),
    nombre_completo: typeof values.nombre_completo === 'string' ? values.nombre_completo.trim() : values.nombre_completo,
    email: blankToNull(values.email),
    telefono: blankToNull(values.telefono),
    rfc: blankToNull(values.rfc),
    direccion: blankToNull(values.direccion),
    ...(typeof values.estado === 'string' ? { estado: values.estado } : {}),
});

const EstadoCliente = ({ cliente }: { cliente: Cliente }) => (
    <EstadoBadge value={cliente.estado} color={cliente.estado === 'Activo' ? 'success' : 'error'} />
);

/** On a phone: the name and its estado, then phone, e-mail and RFC. */
const telefono = {
    primario: (c: Cliente) => c.nombre_completo,
    secundario: (c: Cliente) => unidos(c.telefono, c.email, c.rfc),
    terciario: (c: Cliente) => <EstadoCliente cliente={c} />,
};

/** Spec §2 Customers: searchable table, modal create/edit (the customer loaded first), delete with confirmation. */
export const ClienteList = () => (
    <CatalogScreen<Cliente>
        resource="clientes"
        sort={{ field: 'nombre_completo', order: 'ASC' }}
        columns={
            <>
                <DataTable.Col source="nombre_completo" />
                <DataTable.Col<Cliente> source="email" cellClassName={IDENTIFICADOR} render={(c) => correoPartible(c.email)} />
                <DataTable.Col source="telefono" disableSort />
                <DataTable.Col source="rfc">
                    <TextField source="rfc" emptyText="app.list.not_available" />
                </DataTable.Col>
                <DataTable.Col<Cliente> source="estado" render={(cliente) => <EstadoCliente cliente={cliente} />} />
            </>
        }
        telefono={telefono}
        inputs={
            <>
                <TextInput source="nombre_completo" isRequired autoFocus fullWidth />
                <TextInput source="email" type="email" fullWidth />
                {/* What the server keeps and refuses (contracts/telefono.ts, contracts/rfc.ts); its messages show under each. */}
                <TextInput source="telefono" type="tel" fullWidth helperText="resources.clientes.ayuda.telefono" />
                <TextInput source="rfc" fullWidth helperText="resources.clientes.ayuda.rfc" />
                <TextInput source="direccion" multiline minRows={3} fullWidth />
                <CreditoInputs />
            </>
        }
        // A customer with sales cannot be deleted; Inactivo is how the shop retires one.
        editInputs={<EstadoInput />}
        schema={clienteInput}
        body={body}
    />
);
