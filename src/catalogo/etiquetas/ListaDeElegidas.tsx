import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../common/money';
import { type Barras, barrasMuyFinas } from './barras';
import { MAX_COPIAS } from './leerDireccion';
import type { Elegida } from './elegidas';
import type { Formato } from './formatos';
import './textos';

const t = (clave: string) => `resources.etiquetas.${clave}`;

/** What a label's code is, and a warning when a scanner may not read it on this paper. */
const Codigo = ({ barras, formato }: { barras: Barras | null; formato: Formato }) => {
    const translate = useTranslate();
    if (!barras) {
        return (
            <Tooltip title={translate(t('sin_codigo'))}>
                <span>{translate(t('simbologias.ninguna'))}</span>
            </Tooltip>
        );
    }
    const nombre = translate(t(`simbologias.${barras.simbologia}`));
    if (!barrasMuyFinas(barras, formato)) return <>{nombre}</>;
    return (
        <span>
            {nombre} <WarningAmberIcon fontSize="inherit" color="warning" titleAccess={translate(t('muy_fino'))} sx={{ verticalAlign: 'middle' }} />
        </span>
    );
};

/**
 * The labels chosen, one row per variant: its name, SKU, code, price and copies (0 leaves it out
 * of the print). An order's weighed lines say they are one per line.
 */
export const ListaDeElegidas = ({
    elegidas,
    barras,
    formato,
    porCompra,
    onCopias,
}: {
    elegidas: readonly Elegida[];
    barras: ReadonlyMap<string, Barras | null>;
    formato: Formato;
    porCompra: boolean;
    onCopias: (varianteId: number, n: number) => void;
}) => {
    const translate = useTranslate();
    return (
        <TableContainer>
            <Table size="small" aria-label={translate('resources.etiquetas.title')}>
                <TableHead>
                    <TableRow>
                        {(['producto', 'sku', 'codigo', 'precio', 'copias'] as const).map((c) => (
                            <TableCell key={c} align={c === 'precio' || c === 'copias' ? 'right' : 'left'}>
                                {translate(t(`columnas.${c}`))}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {elegidas.map((e) => (
                        <TableRow key={e.varianteId}>
                            <TableCell>{e.nombre}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.sku}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                <Codigo barras={barras.get(e.sku) ?? null} formato={formato} />
                            </TableCell>
                            <TableCell align="right">{formatMoney(e.precio)}</TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                <TextField
                                    type="number"
                                    size="small"
                                    value={e.copias}
                                    onChange={(ev) => onCopias(e.varianteId, ev.target.value === '' ? 0 : Number(ev.target.value))}
                                    slotProps={{ htmlInput: { min: 0, max: MAX_COPIAS, step: 1, 'aria-label': translate(t('copias_de'), { sku: e.sku }) } }}
                                    sx={{ width: '6.5em' }}
                                    helperText={porCompra && e.unidad !== 'pieza' ? translate(t('por_linea')) : undefined}
                                />
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
