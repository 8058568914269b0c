/** A small seeded generator: the same demo shop on every fresh database. */
export function generador(semilla: number) {
    let a = semilla >>> 0;
    const next = () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const entero = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    return { next, entero, uno: <T>(lista: readonly T[]) => lista[entero(0, lista.length - 1)] };
}
