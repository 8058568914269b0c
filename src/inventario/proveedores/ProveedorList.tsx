import { DataTable, TextInput } from 'react-admin';
import { type Proveedor, proveedorInput } from '../../../contracts/proveedores';
import { CatalogScreen } from '../../common/CatalogScreen';
import { correoPartible } from '../../common/correo';
import { IDENTIFICADOR } from '../../common/identificador';
import { blankToNull } from '../../common/formValues';
import { unidos } from '../../common/unidos';
import { proveedoresTextos } from './textos';

const { columns } = proveedoresTextos;
const column = (source: keyof typeof columns) => `resources.proveedores.columns.${source}`;

/** The four fields of spec §7, an empty one as null. */
const body = (values: Record<string, unknown>) => ({
    nombre_empresa: typeof values.nombre_empresa === 'string' ? values.nombre_empresa.trim() : values.nombre_empresa,
    persona_contacto: blankToNull(values.persona_contacto),
    email: blankToNull(values.email),
    telefono: blankToNull(values.telefono),
});

/** On a phone: the company, then its contact, phone and e-mail. */
const telefono = {
    primario: (p: Proveedor) => p.nombre_empresa,
    secundario: (p: Proveedor) => unidos(p.persona_contacto, p.telefono, p.email),
};

/** Spec §2 Suppliers: company, contact, email, phone and actions; create and edit in a modal. */
export const ProveedorList = () => (
    <CatalogScreen<Proveedor>
        resource="proveedores"
        sort={{ field: 'nombre_empresa', order: 'ASC' }}
        columns={
            <>
                <DataTable.Col source="nombre_empresa" label={column('nombre_empresa')} />
                <DataTable.Col source="persona_contacto" label={column('persona_contacto')} />
                <DataTable.Col<Proveedor> source="email" label={column('email')} cellClassName={IDENTIFICADOR} render={(p) => correoPartible(p.email)} />
                <DataTable.Col source="telefono" label={column('telefono')} disableSort />
            </>
        }
        telefono={telefono}
        inputs={
            <>
                <TextInput source="nombre_empresa" isRequired autoFocus fullWidth />
                <TextInput source="persona_contacto" fullWidth />
                <TextInput source="email" type="email" fullWidth />
                <TextInput source="telefono" type="tel" fullWidth />
            </>
        }
        schema={proveedorInput}
        body={body}
    />
);
