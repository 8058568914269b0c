import { useTheme } from '@mui/material/styles';
import type { Identifier } from 'react-admin';
import { useListContext, useTranslate } from 'react-admin';

/**
 * A list's checkbox for actions on the rows ticked (CatalogScreen's `accionesEnLote`: the
 * products' labels): a row's (`id`), or the header's, which ticks or unticks every row of the page
 * and leaves other pages' ticks as they are. react-admin's own (DataTable's bulkActionButtons)
 * puts its row checkbox's name as an aria-label on MUI's root <span>, which MUI 9 no longer hands
 * to the <input>: axe found every row's checkbox nameless, and a span with a prohibited
 * aria-label. This is the browser's own checkbox in the theme's colour, named on the input, over
 * react-admin's selection (the list context's selectedIds); MUI's Checkbox would have taken the
 * products list past its budget.
 */
export const Casilla = ({ id }: { id?: Identifier }) => {
    const translate = useTranslate();
    const { palette } = useTheme();
    const { data = [], selectedIds, onSelect, onToggleItem } = useListContext();
    const pagina = data.map((r) => r.id);
    const todas = pagina.length > 0 && pagina.every((i) => selectedIds.includes(i));
    return (
        <input
            type="checkbox"
            style={{ width: 18, height: 18, margin: 0, verticalAlign: 'middle', cursor: 'pointer', accentColor: palette.primary.main }}
            checked={id === undefined ? todas : selectedIds.includes(id)}
            onChange={() =>
                id !== undefined ? onToggleItem(id) : onSelect(todas ? selectedIds.filter((i) => !pagina.includes(i)) : [...new Set([...selectedIds, ...pagina])])
            }
            aria-label={translate(id === undefined ? 'ra.action.select_all' : 'ra.action.select_row')}
        />
    );
};
