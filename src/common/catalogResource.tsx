import type { SvgIconComponent } from '@mui/icons-material';
import type { DialogProps } from '@mui/material';
import { lazy, type ReactElement, type ReactNode } from 'react';
import type { Exporter, RaRecord, SortPayload } from 'react-admin';
import type { ZodType } from 'zod';
import { type CsvColumn, csvExporter } from './csv';

/**
 * What a catalogue screen (categorías, proveedores, clientes, productos…) declares; CatalogScreen
 * draws the rest: title, search box, add and export buttons, the table with Editar/Eliminar, the
 * load, empty and error states, and the create/edit dialogs at `/<resource>/create` and
 * `/<resource>/:id`.
 *
 * Texts come from the resource's translations, one shape for every resource (src/i18n/es.ts):
 * `app.page.<resource>` (title) and `resources.<resource>.`
 * `name`, `fields.*` (column and input labels), `add`, `search`, `empty`, `load_error` (may use
 * `%{message}`), `dialog.create`, `dialog.edit`, `errors.create|update|delete` (put before the
 * server's message), `delete.confirm`; and, when the resource has them, `dialog.loading`,
 * `delete.title`, `delete.success`, `fallback.create|update|delete` (spec §8: the text when the
 * server gives no detail).
 */
export interface CatalogConfig<R extends RaRecord = RaRecord> {
    /** The <Resource> name; its API path comes from apiPaths.ts. */
    resource: string;
    icon: SvgIconComponent;
    recordRepresentation: string;
    /** The first order. Only fields the API declares as sortable (any other is a 422). */
    sort: SortPayload;
    perPage?: number;
    pagination?: ReactElement;
    /** The table's columns (DataTable.Col), before Acciones. Columns the API cannot sort by say `disableSort`. */
    columns: ReactNode;
    /** The form of both dialogs. */
    inputs: ReactNode;
    /** The contract's input schema: the form's validation and its messages. */
    schema: ZodType;
    /** What POST and PUT send, from the form's values (default: the values as they are). */
    body?: (values: Record<string, unknown>) => object;
    /** The new record's initial values. */
    newRecord?: object;
    /** The CSV export (`<resource>.csv`). */
    csv: readonly CsvColumn<R>[];
    dialogWidth?: DialogProps['maxWidth'];
}

/** What CatalogScreen draws from. */
export type CatalogScreenProps = Omit<CatalogConfig, 'icon' | 'recordRepresentation' | 'csv'> & { exporter: Exporter };

// Every catalogue screen shares this chunk, loaded on the first visit to any of them.
const CatalogScreen = lazy(() => import('./CatalogScreen').then((m) => ({ default: m.CatalogScreen })));

/** The props to spread into <Resource>: the list (which also serves the dialogs), icon and representation. */
export const catalogResource = <R extends RaRecord>({ icon, recordRepresentation, csv, ...screen }: CatalogConfig<R>) => {
    const exporter = csvExporter(screen.resource, csv);
    return {
        list: () => <CatalogScreen {...screen} exporter={exporter} />,
        icon,
        recordRepresentation,
    };
};
