import { Checkbox } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useListContext, useTranslate } from 'react-admin';

/*
 * A list's row checkboxes, for actions on the rows ticked (CatalogScreen's `accionesEnLote`: the
 * products' labels). react-admin's own (DataTable's bulkActionButtons) gives its row checkbox its
 * name as an aria-label on MUI's root <span>, which MUI 9 no longer hands to the <input>: axe
 * found every row's checkbox nameless, and a span with a prohibited aria-label. These name the
 * input itself and keep react-admin's selection (the list context's selectedIds).
 */

/** The row's checkbox, named 'Seleccionar esta fila'. */
export const CasillaDeFila = ({ id }: { id: Identifier }) => {
    const translate = useTranslate();
    const { selectedIds, onToggleItem } = useListContext();
    return (
        <Checkbox
            size="small"
            checked={selectedIds.includes(id)}
            onChange={() => onToggleItem(id)}
            slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
            sx={{ my: -1 }}
        />
    );
};

/** The header's checkbox: ticks (or unticks) every row of the page, leaving other pages' ticks as they are. */
export const CasillaDeTodas = () => {
    const translate = useTranslate();
    const { data = [], selectedIds, onSelect } = useListContext();
    const ids = data.map((r) => r.id);
    const marcadas = ids.filter((id) => selectedIds.includes(id)).length;
    const todas = ids.length > 0 && marcadas === ids.length;
    return (
        <Checkbox
            size="small"
            checked={todas}
            indeterminate={marcadas > 0 && !todas}
            onChange={() => onSelect(todas ? selectedIds.filter((id) => !ids.includes(id)) : [...new Set([...selectedIds, ...ids])])}
            slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
            sx={{ my: -1 }}
        />
    );
};
