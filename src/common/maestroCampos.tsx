import { lazy, type ReactElement, Suspense } from 'react';
import { DataTable, type RaRecord, TextInput } from 'react-admin';
import type { ZodType } from 'zod';
import type { Campo } from '../../contracts/maestro';
import { formatCantidad } from './cantidad';
import type { CsvColumn } from './csv';
import { blankToNull } from './formValues';
import { obligatorio } from './obligatorio';

/*
 * What each field kind of a master-data record (contracts/maestro.ts) is on screen: its input in
 * the create and edit dialogs, its column in the list, its cell in the CSV.
 */

// The select, the checkbox and a reference's name come in a chunk of their own, which a screen of
// text fields alone (categorías) never downloads: they would add 2.5 kB to its first visit.
const ReferenciaInput = lazy(() => import('./MaestroCamposRicos').then((m) => ({ default: m.ReferenciaInput })));
const BooleanoInput = lazy(() => import('./MaestroCamposRicos').then((m) => ({ default: m.BooleanoInput })));
const NombreReferido = lazy(() => import('./MaestroCamposRicos').then((m) => ({ default: m.NombreReferido })));

/** The dialogs' input of one field; the first one takes the focus. */
export function entradaDe(resource: string, source: string, campo: Campo, schema: ZodType, primero: boolean): ReactElement {
    const requerido = obligatorio(schema, source);
    switch (campo.tipo) {
        case 'referencia':
            return (
                <Suspense key={source}>
                    <ReferenciaInput resource={resource} source={source} recurso={campo.recurso} requerido={requerido} />
                </Suspense>
            );
        case 'booleano':
            return (
                <Suspense key={source}>
                    <BooleanoInput resource={resource} source={source} />
                </Suspense>
            );
        case 'numero':
            return (
                <TextInput
                    key={source}
                    source={source}
                    type="number"
                    isRequired={requerido}
                    // An empty box is no number (the contract's message), not 0.
                    parse={(v: string) => (v === '' ? null : Number(v))}
                    slotProps={{ htmlInput: { min: campo.min, max: campo.max, step: 1 } }}
                    autoFocus={primero}
                    fullWidth
                />
            );
        default:
            return <TextInput key={source} source={source} isRequired={requerido} autoFocus={primero} fullWidth />;
    }
}

/** The list's column of one field: a reference by its record's name (not sortable: the API sorts by ids), a yes/no as Sí/No, a number es-MX grouped. */
export function columnaDe(source: string, campo: Campo, translate: (key: string) => string): ReactElement {
    switch (campo.tipo) {
        case 'referencia':
            return (
                <DataTable.Col
                    key={source}
                    source={source}
                    disableSort
                    render={(r: RaRecord) => (
                        <Suspense>
                            <NombreReferido recurso={campo.recurso} id={r[source]} />
                        </Suspense>
                    )}
                />
            );
        case 'booleano':
            return <DataTable.Col key={source} source={source} render={(r: RaRecord) => translate(r[source] ? 'ra.boolean.true' : 'ra.boolean.false')} />;
        case 'numero':
            return <DataTable.Col key={source} source={source} align="right" render={(r: RaRecord) => formatCantidad(r[source])} />;
        default:
            return <DataTable.Col key={source} source={source} />;
    }
}

/** The CSV's cell of one field: as the list shows it, a reference by its id (its header says so). */
export function celdaDe(source: string, campo: Campo, encabezado: string, translate: (key: string) => string): CsvColumn<RaRecord> {
    switch (campo.tipo) {
        case 'referencia':
            return { header: `${encabezado} (ID)`, value: (r) => r[source] };
        case 'booleano':
            return { header: encabezado, value: (r) => translate(r[source] ? 'ra.boolean.true' : 'ra.boolean.false') };
        default:
            return { header: encabezado, value: (r) => r[source] };
    }
}

/** What the body carries of one field's form value. */
export const valorDe = (campo: Campo, valor: unknown): unknown =>
    campo.tipo === 'textoOpcional' ? blankToNull(valor) : campo.tipo === 'booleano' ? valor === true : valor;
