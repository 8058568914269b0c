/**
 * Every screen's texts, `resources.<name>.*`, as they arrive. The first download brings only what
 * the shell prints before a screen opens: each entry's `name`, `title` and `menu`, from the registry
 * (src/recursos.ts, added by src/i18n/index.ts). The rest of a screen's texts come with its own
 * lazily loaded chunk: its folder's `textos.ts` calls `agregarTextos` when it is evaluated, and
 * every module that prints them imports it, so they are here before anything renders them.
 *
 * Imports nothing: a screen's chunk brings its texts without bringing the provider's dependencies.
 */
type Arbol = { [clave: string]: unknown };

export const textosDePantallas: Record<string, Arbol> = {};

let agregados = 0;

const esArbol = (valor: unknown): valor is Arbol => typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** `fuente` merged into `destino` (copied: the screen's own constants stay as they are). */
function fusionar(destino: Arbol, fuente: Arbol): Arbol {
    for (const [clave, valor] of Object.entries(fuente)) {
        destino[clave] = esArbol(valor) ? fusionar(esArbol(destino[clave]) ? destino[clave] : {}, valor) : valor;
    }
    return destino;
}

/**
 * Adds `textos` under `resources.<nombre>.*`, beside what is there: a screen's folder adds its own
 * once (`agregarTextos('ventas', ventasTextos)`), a route of another screen's its part of them
 * (`agregarTextos('ventas', { ticket: ticketTextos })`).
 */
export function agregarTextos(nombre: string, textos: object): void {
    textosDePantallas[nombre] = fusionar(textosDePantallas[nombre] ?? {}, textos as Arbol);
    agregados += 1;
}

/** How many times texts were added: the provider rebuilds its phrases when this changes. */
export const vecesAgregados = (): number => agregados;
