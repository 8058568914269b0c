import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, List, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { Movimiento, OrigenRespuesta } from '../../contracts/contabilidad';
import { LineaTelefono } from '../common/LineaTelefono';
import { unidos } from '../common/unidos';
import { formatMoney } from '../common/money';
import { useTelefono } from '../layout/anchos';
import { useFormatoFecha } from '../sesion';
import { ConPermiso } from '../common/ConPermiso';
import './textos';

/** Where an automatic posting's document is shown: a credit note on the detail of the sale it refunds. */
const rutaDelOrigen = (origen: OrigenRespuesta): string | null => {
    if (origen.tipo === 'venta') return `/ventas/${origen.id}`;
    if (origen.tipo === 'compra') return `/compras/${origen.id}`;
    if (origen.tipo === 'sesion_caja') return `/caja/${origen.id}`;
    if (origen.tipo === 'cliente') return `/estado-de-cuenta/${origen.id}`;
    return origen.venta_id === undefined ? null : `/ventas/${origen.venta_id}`;
};

const EnlaceOrigen = ({ origen }: { origen: OrigenRespuesta }) => {
    const translate = useTranslate();
    const texto = translate(`resources.contabilidad.libro.origen.${origen.tipo}`, { id: origen.id });
    const ruta = rutaDelOrigen(origen);
    if (!ruta) return <Typography variant="body2">{texto}</Typography>;
    return (
        <Button component={Link} to={ruta} size="small" startIcon={<LinkIcon />} title={translate('resources.contabilidad.libro.automatico')}>
            {texto}
        </Button>
    );
};

interface Props {
    movimientos: Movimiento[];
    onEditar: (m: Movimiento) => void;
    onEliminar: (m: Movimiento) => void;
}

/** The amount as the spec shows it, one rule for the table and the phone line. */
const signo = (m: Movimiento) => `${m.tipo === 'ingreso' ? '+' : '-'}${formatMoney(m.monto)}`;
const colorDe = (m: Movimiento) => (m.tipo === 'ingreso' ? 'success.main' : 'error.main');

/** An automatic posting offers its document instead of Editar and Eliminar: the API refuses to change it. */
const Acciones = ({ m, onEditar, onEliminar }: { m: Movimiento } & Omit<Props, 'movimientos'>) => {
    const translate = useTranslate();
    if (m.origen) return <EnlaceOrigen origen={m.origen} />;
    return (
        <>
            <ConPermiso accion="edit" resource="contabilidad">
                <Button
                    size="small"
                    startIcon={<EditIcon />}
                    onClick={() => onEditar(m)}
                    aria-label={translate('resources.contabilidad.libro.editar_de', { concepto: m.concepto })}
                >
                    {translate('resources.contabilidad.libro.editar')}
                </Button>
            </ConPermiso>
            <ConPermiso accion="delete" resource="contabilidad">
                <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={() => onEliminar(m)}
                    aria-label={translate('resources.contabilidad.libro.eliminar_de', { concepto: m.concepto })}
                >
                    {translate('resources.contabilidad.libro.eliminar')}
                </Button>
            </ConPermiso>
        </>
    );
};

/**
 * Spec §2 'Libro Mayor': Fecha (dd/MM/yyyy HH:mm in the shop's zone), Concepto, Categoría, Monto
 * ('+' green for an ingreso, '-' red for an egreso) and Acciones — Editar and Eliminar for a manual
 * movement, the link to its document for an automatic posting (which the API refuses to change).
 */
export const LibroMayorTabla = ({ movimientos, onEditar, onEliminar }: Props) => {
    const translate = useTranslate();
    const { fechaHora } = useFormatoFecha();
    const telefono = useTelefono();
    const campo = (f: string) => translate(`resources.contabilidad.libro.fields.${f}`);
    if (telefono) {
        return (
            <List aria-label={translate('resources.contabilidad.libro.title')}>
                {movimientos.map((m) => (
                    <LineaTelefono
                        key={m.id}
                        primario={m.concepto}
                        terciario={
                            <Box component="span" sx={{ fontWeight: 'bold', color: colorDe(m) }}>
                                {signo(m)}
                            </Box>
                        }
                        // The table's '—' for no category would only be noise in a line.
                        secundario={unidos(fechaHora(m.fecha), m.categoria)}
                        acciones={<Acciones m={m} onEditar={onEditar} onEliminar={onEliminar} />}
                    />
                ))}
            </List>
        );
    }
    return (
        <TableContainer>
            <Table size="small" aria-label={translate('resources.contabilidad.libro.title')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{campo('fecha')}</TableCell>
                        <TableCell>{campo('concepto')}</TableCell>
                        <TableCell>{campo('categoria')}</TableCell>
                        <TableCell align="right">{campo('monto')}</TableCell>
                        <TableCell align="right">{campo('acciones')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {movimientos.map((m) => (
                        <TableRow key={m.id} hover>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{fechaHora(m.fecha)}</TableCell>
                            <TableCell>{m.concepto}</TableCell>
                            <TableCell>{m.categoria ?? translate('resources.contabilidad.libro.sin_categoria')}</TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 'bold', color: colorDe(m) }}>
                                {signo(m)}
                            </TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                <Acciones m={m} onEditar={onEditar} onEliminar={onEliminar} />
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
