import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Typography } from '@mui/material';
import { lazy, type ReactElement, type ReactNode, Suspense, useMemo } from 'react';
import { ExportButton, type Identifier, Pagination, type PaginationProps, type RaRecord, SearchInput, TopToolbar, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { isForbidden, refusalOr } from '../forbidden';
import { ExportarButton } from './ExportarButton';
import { useTelefono } from '../layout/anchos';
import type { FilaTelefono, ListaTelefono as ListaTelefonoTipada } from './ListaTelefono';
import { ConPermiso } from './ConPermiso';

// Only phones download the phone lines (their own chunk). lazy() drops the component's type
// parameter; the component is the same.
const ListaTelefono = lazy(() => import('./ListaTelefono').then((m) => ({ default: m.ListaTelefono }))) as unknown as typeof ListaTelefonoTipada;

/** Pieces shared by the catalogue lists (categorías, proveedores, clientes…). Texts are keys or plain text. */
const useText = () => {
    const translate = useTranslate();
    return (text: string) => translate(text, { _: text });
};

/**
 * The list's toolbar: the add button (opens the create dialog) and the CSV export, unless the screen
 * has none (`exportar={false}`): the server's of every row (ExportarButton), or with
 * `exportar="navegador"` react-admin's, from the List's `exporter` (master data).
 */
export const ListActions = ({
    addLabel,
    onAdd,
    exportar = true,
    children,
}: {
    addLabel: string;
    onAdd: () => void;
    exportar?: boolean | 'navegador';
    children?: ReactNode;
}) => {
    const text = useText();
    return (
        <TopToolbar>
            {children}
            {exportar === 'navegador' ? <ExportButton /> : exportar && <ExportarButton />}
            <ConPermiso accion="create">
                <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onAdd}>
                    {text(addLabel)}
                </Button>
            </ConPermiso>
        </TopToolbar>
    );
};

/** The list's search box (`q`, which the dataProvider sends as the resource's search parameter). */
export const useSearchFilter = (placeholder: string) => {
    const translate = useTranslate();
    const text = translate(placeholder, { _: placeholder });
    return useMemo(() => [<SearchInput key="q" source="q" alwaysOn placeholder={text} sx={{ minWidth: { sm: 340 } }} slotProps={{ htmlInput: { 'aria-label': text } }} />], [text]);
};

/** 'Editar' in a row: opens the edit dialog, `onEdit` with the row's id (or a plain `onClick`). */
export const EditRowButton = ({ onEdit, onClick }: { onEdit?: (id: Identifier) => void; onClick?: () => void }) => {
    const translate = useTranslate();
    const record = useRecordContext();
    return (
        <ConPermiso accion="edit">
            <Button
                size="small"
                startIcon={<EditIcon />}
                onClick={(event) => {
                    event.stopPropagation();
                    onClick?.();
                    if (record) onEdit?.(record.id);
                }}
            >
                {translate('ra.action.edit')}
            </Button>
        </ConPermiso>
    );
};

/** The row's actions, side by side. */
export const RowActions = ({ children }: { children: ReactNode }) => (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>{children}</Box>
);

/** The list's load failure, in place of the table; a refused read (403) is only the refusal. */
export const ListError = ({ message, error }: { message: string; error?: unknown }) => {
    const text = useText();
    const forbidden = isForbidden(error);
    return (
        <Alert severity={forbidden ? 'warning' : 'error'} icon={forbidden ? <BlockIcon /> : undefined} sx={{ m: 2 }}>
            {refusalOr(error, text(message))}
        </Alert>
    );
};

/** The table's empty text (no records, or none matching the search). */
export const ListEmpty = ({ message }: { message: string }) => {
    const text = useText();
    return (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {text(message)}
        </Typography>
    );
};

/**
 * Every list's pagination: react-admin's, absent while the list failed to load (a refusal under
 * "1-100 de 100" and an active next-page arrow told of rows nobody could see). Pass the page size
 * the list asks for in `rowsPerPageOptions` when it is not among react-admin's 5/10/25/50.
 */
export const Paginacion = (props: PaginationProps) => {
    const { error } = useListContext();
    return error ? null : <Pagination {...props} />;
};

/**
 * A list's records: its table (`children`), or on a phone each record as a few lines that lead to
 * it (`telefono`), with the same empty text.
 */
export const Filas = <R extends RaRecord>({ telefono, empty, children }: { telefono: FilaTelefono<R>; empty: ReactNode; children: ReactElement }) =>
    useTelefono() ? (
        <Suspense fallback={null}>
            <ListaTelefono<R> fila={telefono} empty={empty} />
        </Suspense>
    ) : (
        children
    );
