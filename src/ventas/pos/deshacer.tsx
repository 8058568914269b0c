import { Button, Snackbar } from '@mui/material';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useTelefono } from '../../layout/anchos';
import { type Carrito, type LineaQuitada, lineaQuitada, reponer, type Resultado } from './carrito';
import type { CarritoStore } from './carritoStore';
import './textos';

/** How long a removed line may be brought back with 'Deshacer'. */
const DESHACER_MS = 6000;

/**
 * The till's undo of a removed line: `quitarConDeshacer` runs a step that may remove line `id`
 * and, if it did, offers the line back; `deshacer` puts it back at its place with its quantity
 * (by the button or Ctrl+Z / ⌘Z from the empty product box or from nowhere; text typed in a box
 * keeps its own undo). `alDeshacer` runs after either (the sale's key is new then, the focus
 * back in the product box).
 */
export function useDeshacer({
    store,
    aplicar,
    enDialogoRef,
    alQuitar,
    alDeshacer,
}: {
    store: CarritoStore;
    aplicar: (paso: (c: Carrito) => Resultado) => void;
    enDialogoRef: RefObject<boolean>;
    /** A line was removed: its own quantity box and trash button left with it. */
    alQuitar: () => void;
    alDeshacer: () => void;
}) {
    const [quitada, setQuitada] = useState<LineaQuitada | null>(null);
    const quitarConDeshacer = useCallback(
        (id: number, paso: (c: Carrito) => Resultado) => {
            const antes = store.get();
            aplicar(paso);
            const q = lineaQuitada(antes, store.get(), id);
            if (!q) return;
            setQuitada(q);
            alQuitar();
        },
        [store, aplicar, alQuitar],
    );
    const deshacer = useCallback(() => {
        if (quitada) store.set(reponer(store.get(), quitada));
        setQuitada(null);
        alDeshacer();
    }, [quitada, store, alDeshacer]);
    useEffect(() => {
        if (!quitada) return;
        const alPulsar = (e: KeyboardEvent) => {
            if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || enDialogoRef.current) return;
            const activo = document.activeElement;
            if ((activo instanceof HTMLInputElement || activo instanceof HTMLTextAreaElement) && activo.value !== '') return;
            e.preventDefault();
            deshacer();
        };
        window.addEventListener('keydown', alPulsar);
        return () => window.removeEventListener('keydown', alPulsar);
    }, [quitada, deshacer, enDialogoRef]);
    const olvidar = useCallback(() => setQuitada(null), []);
    return { quitada, quitarConDeshacer, deshacer, olvidar };
}

/** 'Deshacer' for a removed line: a click elsewhere leaves it offered; it never takes the focus. */
export const AvisoDeshacer = ({ quitada, deshacer, alCerrar }: { quitada: LineaQuitada | null; deshacer: () => void; alCerrar: () => void }) => {
    const translate = useTranslate();
    const telefono = useTelefono();
    return (
        <Snackbar
            open={quitada !== null}
            autoHideDuration={DESHACER_MS}
            onClose={(_, razon) => {
                if (razon !== 'clickaway') alCerrar();
            }}
            message={quitada ? translate('resources.pos.carrito.quitada', { nombre: quitada.linea.nombre }) : ''}
            action={
                <Button color="inherit" size="small" onClick={deshacer} aria-keyshortcuts="Control+Z">
                    {translate(telefono ? 'resources.pos.carrito.deshacer' : 'resources.pos.carrito.deshacer_atajo')}
                </Button>
            }
        />
    );
};
