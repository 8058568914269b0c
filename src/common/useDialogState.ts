import { useCallback, useState } from 'react';
import type { Identifier } from 'react-admin';

/**
 * Which form dialog a list shows (spec §4 Modals: create mode, or edit mode when an item was
 * chosen). Kept in the page's state, not in the URL: the list's own URL stays as it is.
 */
export const useDialogState = () => {
    const [creating, setCreating] = useState(false);
    const [editId, setEditId] = useState<Identifier | null>(null);
    const openCreate = useCallback(() => {
        setEditId(null);
        setCreating(true);
    }, []);
    const openEdit = useCallback((id: Identifier) => {
        setCreating(false);
        setEditId(id);
    }, []);
    const close = useCallback(() => {
        setCreating(false);
        setEditId(null);
    }, []);
    return { creating, editId, openCreate, openEdit, close };
};
