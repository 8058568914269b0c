import ClearIcon from '@mui/icons-material/Clear';
import { Box, IconButton, InputAdornment, MenuItem, MenuList, Paper, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import type { Cliente } from '../../../contracts/clientes';
import { DEBOUNCE_MS, useDebounced } from '../../common/useDebounced';
import { useFiltro } from '../../common/useFiltro';
import './textos';

/** Spec §9: customer searches wait 500 ms, start past 1 character and show up to 10. */
const MIN_CHARS = 2;
const MAX_RESULTADOS = 10;

/**
 * The history's customer filter (`cliente_id`): a search box over the customers (the list's `q`),
 * its matches as buttons, then the chosen customer's name with a button to clear it. Built from
 * the parts the screen already loads instead of react-admin's AutocompleteInput, whose MUI
 * Autocomplete would take the screen's first visit past its 60 kB budget.
 */
export const ClienteFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
    const translate = useTranslate();
    const label = translate('resources.ventas.fields.cliente_id');
    const listaId = useId();
    // From the URL's value even when it mounts after the list (F5): its name and clear button show.
    const { field } = useFiltro(source);
    const id = field.value ? Number(field.value) : undefined;
    const elegido = useGetOne<Cliente>('clientes', { id: id ?? 0 }, { enabled: id !== undefined });
    const [termino, setTermino] = useState('');
    const buscado = useDebounced(termino.trim(), DEBOUNCE_MS);
    const activo = id === undefined && buscado.length >= MIN_CHARS && buscado === termino.trim();
    const { data: coincidencias, isFetching } = useGetList<Cliente>(
        'clientes',
        { pagination: { page: 1, perPage: MAX_RESULTADOS }, sort: { field: 'nombre_completo', order: 'ASC' }, filter: { q: buscado } },
        { enabled: activo },
    );

    if (id !== undefined) {
        return (
            <TextField
                size="small"
                label={label}
                value={elegido.data?.nombre_completo ?? `#${id}`}
                sx={{ minWidth: 240 }}
                slotProps={{
                    htmlInput: { readOnly: true },
                    input: {
                        endAdornment: (
                            <InputAdornment position="end">
                                <IconButton size="small" aria-label={translate('resources.ventas.filtros.quitar_cliente')} onClick={() => field.onChange('')}>
                                    <ClearIcon fontSize="small" />
                                </IconButton>
                            </InputAdornment>
                        ),
                    },
                }}
            />
        );
    }

    return (
        <Box sx={{ position: 'relative', minWidth: 240 }}>
            <TextField
                size="small"
                fullWidth
                label={label}
                placeholder={translate('resources.ventas.filtros.buscar_cliente')}
                value={termino}
                onChange={(e) => setTermino(e.target.value)}
                onKeyDown={(e) => {
                    if (e.key === 'Escape') setTermino('');
                    // Down moves into the matches, as in any suggestion list.
                    if (e.key === 'ArrowDown') (document.getElementById(listaId)?.firstElementChild as HTMLElement | null)?.focus();
                }}
                slotProps={{ htmlInput: { 'aria-controls': activo ? listaId : undefined, autoComplete: 'off' } }}
            />
            {activo && (
                <Paper elevation={4} sx={{ position: 'absolute', zIndex: 'modal', left: 0, right: 0, mt: 0.5, maxHeight: 300, overflow: 'auto' }}>
                    {isFetching && !coincidencias ? (
                        <Typography sx={{ p: 1 }}>{translate('resources.ventas.filtros.buscando')}</Typography>
                    ) : coincidencias?.length === 0 ? (
                        <Typography sx={{ p: 1 }}>{translate('resources.ventas.filtros.sin_clientes')}</Typography>
                    ) : (
                        <MenuList dense id={listaId} aria-label={label}>
                            {coincidencias?.map((c) => (
                                <MenuItem
                                    key={c.id}
                                    onClick={() => {
                                        field.onChange(c.id);
                                        setTermino('');
                                    }}
                                >
                                    {c.nombre_completo}
                                </MenuItem>
                            ))}
                        </MenuList>
                    )}
                </Paper>
            )}
        </Box>
    );
};
