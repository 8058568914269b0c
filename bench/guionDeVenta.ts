/**
 * A sale's own transaction as a pgbench script, so the bench can say what the database alone
 * allows: pgbench's C client replays exactly what the server sent for one checkout from BEGIN to
 * COMMIT (the read, the sale, its posting and daily counters, the stock), with no Node, HTTP or
 * driver cost, on the same server and for the same seconds as the checkout. Its rate is the
 * ceiling any application layer could reach with these statements; `npm run bench:checkout`
 * measures the checkout against it.
 *
 * Each replayed sale must be a new one, not the captured sale again: its id is the one its own
 * INSERT returns (`\gset`), its two variants are drawn at random from the catalogue (ids and
 * product ids are consecutive there) and ascend, as the server orders them, and its
 * Idempotency-Key is a random number of its own. Everything else (prices, payment, day, the
 * stock each movement leaves) is the captured sale's, which costs the same to write.
 */
export interface ConsultaCapturada {
    sql: string;
    parametros: readonly unknown[];
}

export interface VentaCapturada {
    /** What the server sent for one checkout, in order: its transaction, and whatever ran outside it (the session's lookup). */
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

/** The statement that writes the sale's row and answers its id, as Kysely builds it. */
const esLaVenta = (sql: string) => /^insert into "ventas" /.test(sql) && /returning "id"$/.test(sql);

export function guionDeVenta(venta: VentaCapturada): string {
    const { ventaId, clave, variantes, plantillas } = venta;
    const inicio = venta.consultas.findIndex((c) => c.sql.toLowerCase() === 'begin');
    const fin = venta.consultas.findIndex((c) => c.sql.toLowerCase() === 'commit');
    const consultas = venta.consultas.slice(inicio, fin + 1);
    if (inicio < 0 || fin < inicio || venta.consultas.filter((c) => /^(begin|commit|rollback)$/i.test(c.sql)).length !== 2) {
        throw new Error('Se esperaba una transacción de principio (BEGIN) a fin (COMMIT) por venta.');
    }
    if (consultas.filter((c) => esLaVenta(c.sql)).length !== 1) throw new Error('La transacción capturada no escribe una venta.');
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
        if (v === clave) return `('r' || :clave)`;
        // 'Venta #123' and the like: the replay's own id in the same words.
        return v.includes(String(ventaId)) ? `(${v.split(String(ventaId)).map(literal).join(' || :venta_id || ')})` : literal(v);
    };
    const sentencia = (c: ConsultaCapturada) => {
        const texto = c.sql.replace(/\$(\d+)/g, (_, n: string) => {
            const i = Number(n) - 1;
            if (i >= c.parametros.length) throw new Error(`$${n} sin valor`);
            return valor(c.parametros[i]);
        });
        // The sale's id, as its INSERT returns it, is :venta_id for the statements after it.
        return esLaVenta(c.sql) ? `${texto} \\gset venta_` : `${texto};`;
    };
    const ultimo = venta.catalogo - 1;
    return [
        // Two distinct variants, ascending, as the till's grouped lines are.
        `\\set i0 random(0, ${ultimo - 1})`,
        `\\set i1 random(:i0 + 1, ${ultimo})`,
        `\\set v0 ${venta.primeraVariante} + :i0`,
        `\\set v1 ${venta.primeraVariante} + :i1`,
        `\\set p0 ${venta.primeraPlantilla} + :i0`,
        `\\set p1 ${venta.primeraPlantilla} + :i1`,
        `\\set clave random(1, 9000000000000000000)`,
        ...consultas.map(sentencia),
        '',
    ].join('\n');
}
