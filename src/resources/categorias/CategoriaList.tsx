import { DataTable, TextInput } from 'react-admin';
import { type Categoria, categoriaInput } from '../../../contracts/categorias';
import { CatalogScreen } from '../../common/CatalogScreen';
import { fieldColumns } from '../../common/csv';
import { textos } from '.';

const csv = fieldColumns<Categoria, 'id' | 'nombre'>(textos.fields, ['id', 'nombre']);

/** Spec §2 Categories: ID, name and actions; create and edit in a modal, delete with confirmation. */
export const CategoriaList = () => (
    <CatalogScreen<Categoria>
        resource="categorias"
        sort={{ field: 'nombre', order: 'ASC' }}
        columns={
            <>
                <DataTable.Col source="id" />
                <DataTable.Col source="nombre" />
            </>
        }
        inputs={<TextInput source="nombre" autoFocus fullWidth />}
        schema={categoriaInput}
        // Only the name goes in the body (spec §7).
        body={({ nombre }) => ({ nombre })}
        csv={csv}
        dialogWidth="xs"
    />
);
