import { useMemo } from 'react';
import { DataTable, type RaRecord, useTranslate } from 'react-admin';
import { CatalogScreen } from './CatalogScreen';
import type { Maestro } from './maestro';
import { celdaDe, columnaDe, entradaDe, valorDe } from './maestroCampos';
import { unidos } from './unidos';

/** The list page of a master-data screen (maestro.tsx): `id` and its fields by kind, searchable, with the dialogs. */
export const MaestroList = ({ name, campos, schema, textos, dialogWidth = 'xs' }: Maestro) => {
    const translate = useTranslate();
    const nombres = useMemo(() => Object.keys(campos), [campos]);
    const csv = useMemo(
        () => [{ header: textos.fields.id, value: (r: RaRecord) => r.id }, ...nombres.map((c) => celdaDe(c, campos[c], textos.fields[c], translate))],
        [textos, nombres, campos, translate],
    );
    // On a phone: the first field names the record, the other texts follow on a second line.
    const telefono = useMemo(() => {
        const [nombre, ...resto] = nombres;
        const textos = resto.filter((c) => campos[c].tipo === 'texto' || campos[c].tipo === 'textoOpcional');
        return {
            primario: (r: RaRecord) => r[nombre] as string,
            secundario: textos.length > 0 ? (r: RaRecord) => unidos(...textos.map((c) => r[c] as string | null)) : undefined,
        };
    }, [nombres, campos]);
    return (
        <CatalogScreen<RaRecord>
            resource={name}
            sort={{ field: nombres[0], order: 'ASC' }}
            columns={[<DataTable.Col key="id" source="id" />, ...nombres.map((c) => columnaDe(c, campos[c], translate))]}
            telefono={telefono}
            inputs={nombres.map((c, i) => entradaDe(name, c, campos[c], schema, i === 0))}
            schema={schema}
            // Only the fields go in the body (spec §7: `{nombre}` for a category), a blank
            // optional text as null and an untouched yes/no as no.
            body={(values) => Object.fromEntries(nombres.map((c) => [c, valorDe(campos[c], values[c])]))}
            csv={csv}
            dialogWidth={dialogWidth}
        />
    );
};
