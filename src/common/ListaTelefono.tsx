import { LinearProgress, List } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useListContext, useTranslate } from 'react-admin';
import { LineaTelefono } from './LineaTelefono';

/** What a phone line says of a record (LineaTelefono). */
export interface TextoTelefono<R extends RaRecord = RaRecord> {
    /** The record's name, first line (e.g. the product's). */
    primario: (record: R) => ReactNode;
    /** The second line: what the table's other columns say, joined. */
    secundario?: (record: R) => ReactNode;
    /** Right of the first line: the figure (a price, a total) or the state. */
    terciario?: (record: R) => ReactNode;
}

/**
 * How a list shows one record on a phone, and where a tap leads: `destino`, the address of the
 * record's page or of its edit dialog (the line is a link); `tocable` says whether a record's line
 * leads anywhere (one its row offers no action for does not).
 */
export type FilaTelefono<R extends RaRecord = RaRecord> = TextoTelefono<R> & {
    destino: (record: R) => string;
    tocable?: (record: R) => boolean;
};

/**
 * A react-admin list's records on a phone, in place of its table (`Filas` in listParts.tsx picks),
 * drawn like the hand-built tables' phone lines. Not react-admin's SimpleList: it links only to
 * `edit`/`show` pages (the sales detail is `/ventas/:id`), and with its avatars and skeleton it
 * put 5–7 kB on each list's first visit, past their budget (scripts/assetBudget.ts).
 */
export const ListaTelefono = <R extends RaRecord>({ fila, empty }: { fila: FilaTelefono<R>; empty: ReactNode }) => {
    const translate = useTranslate();
    const { data, isPending } = useListContext<R>();
    if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
    if (!data || data.length === 0) return empty;
    return (
        <List>
            {data.map((record) => (
                <LineaTelefono
                    key={record.id}
                    primario={fila.primario(record)}
                    secundario={fila.secundario?.(record)}
                    terciario={fila.terciario?.(record)}
                    to={(fila.tocable?.(record) ?? true) ? fila.destino(record) : undefined}
                />
            ))}
        </List>
    );
};
