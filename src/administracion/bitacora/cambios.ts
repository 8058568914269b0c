import { etiquetaDeCampo } from './etiquetas';

/*
 * An entry's values before and after as rows a person reads: each recorded value by its name
 * (nested ones joined, 'Precio de venta · CAM-01'), what it was and what it is. Pure: the screen
 * formats the values.
 */

/** How a row's value moved: changed, recorded only after (the new record's, or a detail of the change), only before, or the same on both sides. */
export type Movimiento = 'cambio' | 'despues' | 'antes' | 'igual';

export interface Cambio {
    /** The value's top-level JSON key ('precio_venta' for 'Precio de venta · CAM-01'): what formats it. */
    clave: string;
    campo: string;
    antes: unknown;
    despues: unknown;
    movimiento: Movimiento;
}

const esObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Leaves by path: a nested object's values each on their own ('precio_venta' → 'CAM-01' → '12.00'). */
function aplanar(valor: unknown, ruta: string[] = [], hojas = new Map<string, { ruta: string[]; valor: unknown }>()) {
    if (esObjeto(valor) && (ruta.length === 0 || Object.keys(valor).length > 0)) {
        for (const [k, v] of Object.entries(valor)) aplanar(v, [...ruta, k], hojas);
    } else if (ruta.length > 0 || (valor !== null && valor !== undefined)) {
        const r = ruta.length ? ruta : ['valor'];
        hojas.set(JSON.stringify(r), { ruta: r, valor });
    }
    return hojas;
}

const igual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every value of the entry, those that changed first, then what only the after records, then the rest. */
export function cambiosDe(antes: unknown, despues: unknown): Cambio[] {
    const a = aplanar(antes);
    const d = aplanar(despues);
    const filas: Cambio[] = [];
    for (const clave of new Set([...d.keys(), ...a.keys()])) {
        const { ruta } = d.get(clave) ?? a.get(clave)!;
        const enA = a.has(clave);
        const enD = d.has(clave);
        const va = a.get(clave)?.valor;
        const vd = d.get(clave)?.valor;
        const movimiento: Movimiento = enA && enD ? (igual(va, vd) ? 'igual' : 'cambio') : enD ? 'despues' : 'antes';
        const [primero, ...resto] = ruta;
        filas.push({ clave: primero, campo: [etiquetaDeCampo(primero), ...resto].join(' · '), antes: va, despues: vd, movimiento });
    }
    const orden: Movimiento[] = ['cambio', 'despues', 'igual', 'antes'];
    return filas.sort((x, y) => orden.indexOf(x.movimiento) - orden.indexOf(y.movimiento));
}

/** What the list's row says of an entry: what changed, or else what it recorded (a new user's data). */
export const resumenDe = (cambios: Cambio[]): Cambio[] => cambios.filter((c) => c.movimiento === 'cambio' || c.movimiento === 'despues');

/** Of two lists (a role's permissions): what the after adds and what it drops. */
export function diferenciaDeListas(antes: unknown, despues: unknown): { agregados: unknown[]; quitados: unknown[] } | null {
    if (!Array.isArray(antes) || !Array.isArray(despues)) return null;
    return { agregados: despues.filter((v) => !antes.some((w) => igual(v, w))), quitados: antes.filter((v) => !despues.some((w) => igual(v, w))) };
}
