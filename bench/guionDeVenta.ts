/**
 * A sale's own statements as a pgbench script, so the bench can say what the database alone
 * allows: pgbench's C client replays exactly what the server sent for one checkout (the session's
 * user, the read, the one-statement write), with no Node, HTTP or driver cost, on the same server
 * and for the same seconds as TPC-B. Its rate is the ceiling any application layer could reach
 * with these writes; `npm run bench:checkout` prints it beside the real one.
 *
 * Each replayed sale must be a new one, not the captured sale again: its id comes from the read's
 * own `nextval` (`\gset`), its two variants are drawn at random from the catalogue (ids and
 * product ids are consecutive there), and its Idempotency-Key is made from its id. Everything else
 * (prices, payment, day) is the captured sale's, which costs the same to write.
 */
export interface ConsultaCapturada {
    sql: string;
    parametros: readonly unknown[];
}

export interface VentaCapturada {
    /** The three statements of one checkout, in order: actor, read, write. */
    consultas: ConsultaCapturada[];
    ventaId: number;
    clave: string;
    /** The sale's two variants and their products, ascending; the catalogue's first ids and its size. */
    variantes: [number, number];
    plantillas: [number, number];
    primeraVariante: number;
    primeraPlantilla: number;
    catalogo: number;
}

const literal = (texto: string) => `'${texto.replaceAll("'", "''")}'`;

/**
 * `soloEscritura`: the write statement alone, its id from a bare `nextval` — a checkout with no
 * session check and no read at all, as if both cost nothing: what the writes themselves allow.
 */
export function guionDeVenta(venta: VentaCapturada, { soloEscritura = false } = {}): string {
    const { consultas, ventaId, clave, variantes, plantillas } = venta;
    if (consultas.length !== 3) throw new Error(`Se esperaban 3 sentencias por venta, hubo ${consultas.length}.`);
    // A number of the sale stands for the replay's own: the id, each variant and its product.
    const propios = new Map<number, string>([
        [ventaId, ':venta_id'],
        [variantes[0], ':v0'],
        [variantes[1], ':v1'],
        [plantillas[0], ':p0'],
        [plantillas[1], ':p1'],
    ]);
    // A number standing for two things could not be told apart. A variant and its own product
    // may share an id (a fresh catalogue numbers both from 1): both move together.
    const mismos = variantes[0] === plantillas[0] && variantes[1] === plantillas[1];
    const ids = [...variantes, ...plantillas];
    if (ids.includes(ventaId) || (new Set(ids).size !== 4 && !mismos)) {
        throw new Error('Los identificadores de la venta capturada coinciden entre sí: no se pueden sustituir.');
    }
    const valor = (v: unknown): string => {
        if (v === null || v === undefined) return 'null';
        if (typeof v === 'number') return propios.get(v) ?? String(v);
        if (typeof v === 'boolean') return v ? 'true' : 'false';
        if (Array.isArray(v)) return `ARRAY[${v.map(valor).join(', ')}]`;
        if (typeof v !== 'string') throw new Error(`Parámetro no reproducible: ${typeof v}`);
        if (v === clave) return `('r' || :venta_id)`;
        // 'Venta #123' and the like: the replay's own id in the same words.
        return v.includes(String(ventaId)) ? `(${v.split(String(ventaId)).map(literal).join(' || :venta_id || ')})` : literal(v);
    };
    const sentencia = (c: ConsultaCapturada) =>
        c.sql.replace(/\$(\d+)/g, (_, n: string) => {
            const i = Number(n) - 1;
            if (i >= c.parametros.length) throw new Error(`$${n} sin valor`);
            return valor(c.parametros[i]);
        });
    const [actor, lectura, escritura] = consultas.map(sentencia);
    const ultimo = venta.catalogo - 1;
    return [
        // Two distinct variants, ascending, as the till's grouped lines are.
        `\\set i0 random(0, ${ultimo - 1})`,
        `\\set i1 random(:i0 + 1, ${ultimo})`,
        `\\set v0 ${venta.primeraVariante} + :i0`,
        `\\set v1 ${venta.primeraVariante} + :i1`,
        `\\set p0 ${venta.primeraPlantilla} + :i0`,
        `\\set p1 ${venta.primeraPlantilla} + :i1`,
        ...(soloEscritura
            ? [`select nextval('ventas_id_seq') as venta_id \\gset`]
            : [
                  `${actor};`,
                  // The read answers a row per variant; \gset takes one, the sale's id.
                  `select max(venta_id) as venta_id from (${lectura}) as lectura \\gset`,
              ]),
        `${escritura};`,
        '',
    ].join('\n');
}
