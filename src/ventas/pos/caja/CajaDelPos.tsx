import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import LocalAtmIcon from '@mui/icons-material/LocalAtm';
import { Button, Chip, Menu, MenuItem, Stack } from '@mui/material';
import { lazy, memo, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePuede } from '../../../common/ConPermiso';
import { failureText } from '../../../forbidden';
import { useSesion } from '../../../sesion/useSesion';
import { useCajaActual, useCajaObligatoria } from './useCajaActual';
import '../../../caja/textos';

// The dialogs are their own chunk: the till's first paint does not wait for them.
const DialogosCaja = lazy(() => import('./DialogosCaja').then((m) => ({ default: m.DialogosCaja })));

export type DialogoCaja = 'abrir' | 'entrada' | 'salida' | 'x' | 'cerrar';

/**
 * CAJA_MENSAJES.debeAbrir (contracts/caja.ts), repeated so the till's chunk does not carry the
 * contract's schemas; tests/ui/cajaPos.test.tsx answers the checkout with the contract's own text.
 */
const DEBE_ABRIR = 'Debe abrir la caja antes de vender.';

/** A checkout refused because the shop sells only with an open cash session (409). */
export const debeAbrirCaja = (error: unknown) => (error as { status?: unknown }).status === 409 && failureText(error, '') === DEBE_ABRIR;

/**
 * The opening as the shop's clock says it: 'HH:mm' today, 'dd/MM/yyyy HH:mm' (src/sesion's
 * format) for an older one. Intl in the shop's zone rather than src/sesion's date-fns formats,
 * which the till's chunk would download for this one text.
 */
const desdeCuando = (iso: string, zona: string) => {
    const partes = (fecha: Date) =>
        Object.fromEntries(
            new Intl.DateTimeFormat('en-US', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
                .formatToParts(fecha)
                .map((p) => [p.type, p.value]),
        );
    const [a, hoy] = [partes(new Date(iso)), partes(new Date())];
    const hora = `${a.hour}:${a.minute}`;
    return a.year === hoy.year && a.month === hoy.month && a.day === hoy.day ? hora : `${a.day}/${a.month}/${a.year} ${hora}`;
};

const ACCIONES_ABIERTA: DialogoCaja[] = ['entrada', 'salida', 'x', 'cerrar'];
const TEXTO: Record<DialogoCaja, string> = { abrir: 'abrir', entrada: 'entrada', salida: 'salida', x: 'corte_x', cerrar: 'cerrar' };

interface Props {
    /** The caja dialog open now, kept by the till (its keys and focus wait while one is). */
    dialogo: DialogoCaja | null;
    onDialogo: (dialogo: DialogoCaja | null) => void;
    /** Back to the product box, where the scanner types. */
    alVolver: () => void;
}

/**
 * The till's cash session (issue 31): the header 'Caja 1 · desde 09:12' (or 'Caja cerrada'), the
 * 'Caja' menu (Abrir Caja; Entrada and Salida de Efectivo, Corte X, Cerrar Caja) and its dialogs.
 * With `caja_obligatoria` and no open session it asks for the opening float on arrival.
 */
export const CajaDelPos = memo(({ dialogo, onDialogo, alVolver }: Props) => {
    const translate = useTranslate();
    const zona = useSesion().data?.empresa.zona_horaria;
    const { data: sesion } = useCajaActual();
    const obligatoria = useCajaObligatoria();
    const puede = usePuede('operar', 'caja');
    const [menu, setMenu] = useState<HTMLElement | null>(null);
    const menuId = useId();
    const botonId = useId();

    // Asked once on arrival: a cashier who cancels may still look around; a sale asks again (its 409).
    const pedida = useRef(false);
    useEffect(() => {
        if (!obligatoria || sesion !== null || puede === false || pedida.current) return;
        pedida.current = true;
        if (dialogo === null) onDialogo('abrir');
    }, [obligatoria, sesion, puede, dialogo, onDialogo]);

    const cerrarMenu = (elegido: DialogoCaja | null) => {
        setMenu(null);
        if (elegido) onDialogo(elegido);
        // Closed without a choice: the scanner's box, once the menu has let the focus go.
        else setTimeout(alVolver, 0);
    };

    const desde = sesion && zona ? desdeCuando(sesion.abierta_en, zona) : '';
    const acciones: DialogoCaja[] = sesion ? ACCIONES_ABIERTA : ['abrir'];
    return (
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="caja-encabezado">
            {sesion !== undefined && (sesion === null || desde) && (
                <Chip
                    icon={<LocalAtmIcon />}
                    variant="outlined"
                    color={sesion ? 'success' : 'default'}
                    label={sesion ? translate('resources.caja.pos.encabezado', { caja: sesion.caja, desde }) : translate('resources.caja.pos.cerrada')}
                />
            )}
            <Button
                id={botonId}
                size="small"
                endIcon={<ArrowDropDownIcon />}
                aria-haspopup="menu"
                aria-controls={menu ? menuId : undefined}
                aria-expanded={menu ? 'true' : undefined}
                onClick={(e) => setMenu(e.currentTarget)}
                // The menu button's keys (WAI-ARIA): Enter, Space or the down arrow open it.
                onKeyDown={(e) => {
                    if (e.key !== 'ArrowDown') return;
                    e.preventDefault();
                    setMenu(e.currentTarget);
                }}
            >
                {translate('resources.caja.pos.menu')}
            </Button>
            {/* In place, not in a portal at the end of the body: the open menu stays inside the page's main landmark (axe's 'region'). */}
            <Menu id={menuId} anchorEl={menu} open={menu !== null} onClose={() => cerrarMenu(null)} disableRestoreFocus disablePortal slotProps={{ list: { 'aria-labelledby': botonId } }}>
                {acciones.map((a) => (
                    <MenuItem key={a} disabled={puede === false} onClick={() => cerrarMenu(a)}>
                        {translate(`resources.caja.pos.${TEXTO[a]}`)}
                    </MenuItem>
                ))}
            </Menu>
            {dialogo && (
                <Suspense fallback={null}>
                    <DialogosCaja dialogo={dialogo} sesion={sesion ?? null} onCerrar={() => onDialogo(null)} />
                </Suspense>
            )}
        </Stack>
    );
});
