import CategoryIcon from '@mui/icons-material/Category';
import { DataTable, TextInput } from 'react-admin';
import { type Categoria, categoriaInput } from '../../../contracts/categorias';
import { catalogResource } from '../../common/catalogResource';
import { fieldColumns } from '../../common/csv';
import { es } from '../../i18n/es';

/** Spec §2 Categories: ID, name and actions; create and edit in a modal, delete with confirmation. */
export const categorias = catalogResource<Categoria>({
    resource: 'categorias',
    icon: CategoryIcon,
    recordRepresentation: 'nombre',
    sort: { field: 'nombre', order: 'ASC' },
    columns: (
        <>
            <DataTable.Col source="id" />
            <DataTable.Col source="nombre" />
        </>
    ),
    inputs: <TextInput source="nombre" autoFocus fullWidth />,
    schema: categoriaInput,
    // Only the name goes in the body (spec §7).
    body: ({ nombre }) => ({ nombre }),
    csv: fieldColumns(es.resources.categorias.fields, ['id', 'nombre']),
    dialogWidth: 'xs',
});
