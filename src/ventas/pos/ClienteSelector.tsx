import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip, IconButton, List, ListItem, ListItemButton, ListItemText, Paper, TextField, Typography } from '@mui/material';
import { memo, type Ref, useRef, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Cliente } from '../../../contracts/clientes';
import { failureText } from '../../forbidden';
import { formatMoney } from '../../common/money';
import { formatCantidad } from '../../common/cantidad';
import { fromCents } from '../../../contracts/money';
import type { CuentaDisponible } from './cuentaDelCliente';
import { DEBOUNCE_MS, useDebounced } from '../../common/useDebounced';
import { bajarALista, moverEnLista } from './flechas';
import './textos';

/** Spec §9: the POS customer search starts at more than 1 character and shows up to 10. */
const MIN_CHARS = 2;
const MAX_RESULTADOS = 10;

interface Props {
    cliente: Cliente | null;
    /** The chosen customer's credit and points, as read now (useCuentaDelCliente.ts). */
    cuenta: CuentaDisponible;
    onElegir: (cliente: Cliente | null) => void;
    /** What F4 focuses: the search box, or the clear button once a customer is chosen. */
    inputRef: Ref<HTMLElement>;
}

/** The sale's customer: walk-in ('Consumidor Final') until one is searched and picked; clearable. Memoised: scans do not re-render it. */
export const ClienteSelector = memo(({ cliente, cuenta, onElegir, inputRef }: Props) => {
    const translate = useTranslate();
    const [termino, setTermino] = useState('');
    const escrito = termino.trim();
    const raizRef = useRef<HTMLDivElement>(null);
    const listaRef = useRef<HTMLUListElement>(null);
    const buscado = useDebounced(escrito, DEBOUNCE_MS);
    const activo = !cliente && buscado.length >= MIN_CHARS && escrito === buscado;
    // Active customers only: a customer the shop marked Inactivo is not offered for a new sale.
    const { data, isPending, error } = useGetList<Cliente>(
        'clientes',
        { pagination: { page: 1, perPage: MAX_RESULTADOS }, sort: { field: 'nombre_completo', order: 'ASC' }, filter: { q: buscado, estado: 'Activo' } },
        { enabled: activo },
    );

    return (
        <Box sx={{ position: 'relative' }} ref={raizRef}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography variant="subtitle2" component="span">
                    {translate('resources.pos.cliente.label')}:
                </Typography>
                {cliente ? (
                    <>
                        <Chip color="primary" label={cliente.nombre_completo} data-testid="cliente-elegido" />
                        <IconButton ref={inputRef as Ref<HTMLButtonElement>} size="small" aria-label={translate('resources.pos.cliente.quitar')} onClick={() => onElegir(null)}>
                            <CloseIcon fontSize="small" />
                        </IconButton>
                    </>
                ) : (
                    <Typography component="span" data-testid="cliente-elegido">
                        {translate('resources.pos.cliente.consumidor_final')}
                    </Typography>
                )}
            </Box>
            {cliente && <CuentaDelCliente cuenta={cuenta} />}
            {!cliente && (
                <TextField
                    fullWidth
                    size="small"
                    autoComplete="off"
                    inputRef={inputRef}
                    label={translate('resources.pos.cliente.buscar')}
                    placeholder={translate('resources.pos.cliente.placeholder')}
                    // One character searches nothing yet: say why nothing happens.
                    helperText={escrito.length > 0 && escrito.length < MIN_CHARS ? translate('resources.pos.cliente.minimo') : undefined}
                    value={termino}
                    onChange={(e) => setTermino(e.target.value)}
                    onKeyDown={(e) => bajarALista(e, listaRef.current)}
                    slotProps={{ inputLabel: { shrink: true } }}
                />
            )}
            {activo && (
                <Paper variant="outlined" sx={{ mt: 0.5, maxHeight: 260, overflow: 'auto' }}>
                    {error ? (
                        <Typography sx={{ p: 1 }} color="error">
                            {translate('resources.pos.cliente.error', { message: failureText(error, '') })}
                        </Typography>
                    ) : isPending ? (
                        <Typography sx={{ p: 1 }}>{translate('resources.pos.producto.buscando')}</Typography>
                    ) : data.length === 0 ? (
                        <Typography sx={{ p: 1 }}>{translate('resources.pos.cliente.sin_resultados')}</Typography>
                    ) : (
                        <List
                            dense
                            aria-label={translate('resources.pos.cliente.resultados')}
                            ref={listaRef}
                            onKeyDown={moverEnLista(() => raizRef.current?.querySelector('input')?.focus())}
                        >
                            {data.slice(0, MAX_RESULTADOS).map((c) => (
                                <ListItem key={c.id} disablePadding>
                                    <ListItemButton
                                        onClick={() => {
                                            onElegir(c);
                                            setTermino('');
                                        }}
                                    >
                                        <ListItemText primary={c.nombre_completo} secondary={[c.rfc, c.email].filter(Boolean).join(' · ')} />
                                    </ListItemButton>
                                </ListItem>
                            ))}
                        </List>
                    )}
                </Paper>
            )}
        </Box>
    );
});

const dinero = (cents: number) => formatMoney(fromCents(cents));

/** Under the chosen customer: their credit room of their limit (a customer with credit only) and their points, with what they pay. */
const CuentaDelCliente = ({ cuenta: { credito, puntos } }: { cuenta: CuentaDisponible }) => {
    const translate = useTranslate();
    if (!credito && !puntos) return null;
    return (
        <Box data-testid="cliente-cuenta" sx={{ mb: 1 }}>
            {credito && (
                <Typography variant="body2" data-testid="cliente-credito" color={credito.disponible > 0 ? 'text.primary' : 'error'}>
                    {translate('resources.pos.cliente.credito', { disponible: dinero(credito.disponible), limite: dinero(credito.limite) })}
                </Typography>
            )}
            {puntos && (
                <Typography variant="body2" data-testid="cliente-puntos">
                    {puntos.valor > 0
                        ? translate('resources.pos.cliente.puntos_valor', { puntos: formatCantidad(puntos.puntos), valor: dinero(puntos.valor) })
                        : translate('resources.pos.cliente.puntos', { puntos: formatCantidad(puntos.puntos) })}
                </Typography>
            )}
        </Box>
    );
};
