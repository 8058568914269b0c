import type { DialogProps } from '@mui/material';
import { lazy } from 'react';
import type { ZodType } from 'zod';
import type { Campos } from '../../contracts/maestro';
import type { Recurso, Textos } from './recurso';

/**
 * A master-data screen declared as data (ARCHITECTURE, "Adding a resource"): its record is an
 * `id` and the fields of its contract (contracts/maestro.ts). This part is in the first download
 * (the sidebar and the texts need it), so it names no table or dialog component: those come with
 * MaestroList, its own chunk.
 */
export interface Maestro extends Omit<Recurso, 'list' | 'recordRepresentation' | 'textos'> {
    /**
     * All its texts, not only the shell's `name`, `title` and `menu`: every master-data screen is one
     * shared chunk (MaestroList) and its texts are a few lines, so they stay in the first download.
     */
    textos: Textos & { name: string; fields: Record<string, string>; [clave: string]: unknown };
    /**
     * The contract's fields with their kinds (`CATEGORIA_CAMPOS`), in column order. The first
     * names the record, sorts the list and takes the focus; a reference shows the other record's
     * name and is chosen in a select.
     */
    campos: Campos;
    /** The contract's input schema: both dialogs' validation and its messages. */
    schema: ZodType;
    dialogWidth?: DialogProps['maxWidth'];
}

const MaestroList = lazy(() => import('./MaestroList').then((m) => ({ default: m.MaestroList })));

/** The <Resource> of a master-data screen: its list page also serves the create and edit dialogs. */
export const recursoMaestro = (maestro: Maestro): Recurso => ({
    ...maestro,
    list: () => <MaestroList {...maestro} />,
    recordRepresentation: Object.keys(maestro.campos)[0],
});
