import { useMemo } from 'react';
import { DataTable, type RaRecord, TextInput } from 'react-admin';
import { CatalogScreen } from './CatalogScreen';
import { fieldColumns } from './csv';
import { unidos } from './unidos';
import { obligatorio } from './obligatorio';
import type { Maestro } from './maestro';

/** The list page of a master-data screen (maestro.tsx): `id` and its fields, searchable, with the dialogs. */
export const MaestroList = ({ name, campos, schema, textos, dialogWidth = 'xs' }: Maestro) => {
    const columnas = useMemo(() => ['id', ...campos], [campos]);
    const csv = useMemo(() => fieldColumns<RaRecord, string>(textos.fields, columnas), [textos, columnas]);
    // On a phone: the first field names the record, the others follow on a second line.
    const telefono = useMemo(() => {
        const [nombre, ...resto] = campos;
        return {
            primario: (r: RaRecord) => r[nombre] as string,
            secundario: resto.length > 0 ? (r: RaRecord) => unidos(...resto.map((c) => r[c] as string | null)) : undefined,
        };
    }, [campos]);
    return (
        <CatalogScreen<RaRecord>
            resource={name}
            sort={{ field: campos[0], order: 'ASC' }}
            columns={columnas.map((c) => <DataTable.Col key={c} source={c} />)}
            telefono={telefono}
            inputs={campos.map((c, i) => (
                <TextInput key={c} source={c} isRequired={obligatorio(schema, c)} autoFocus={i === 0} fullWidth />
            ))}
            schema={schema}
            // Only the fields go in the body (spec §7: `{nombre}` for a category).
            body={(values) => Object.fromEntries(campos.map((c) => [c, values[c]]))}
            csv={csv}
            dialogWidth={dialogWidth}
        />
    );
};
