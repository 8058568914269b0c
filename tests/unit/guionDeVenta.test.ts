import { describe, expect, it } from 'vitest';
import { guionDeVenta, type VentaCapturada } from '../../bench/guionDeVenta.js';

/** A sale as the server sent it, reduced: the statements' shapes matter, not their full SQL. */
const capturada: VentaCapturada = {
    consultas: [
        { sql: 'select usuario from usuarios where id = $1 and empresa_id = $2', parametros: [7, 3] },
        { sql: 'begin', parametros: [] },
        { sql: 'select v.id, v.precio_venta from variantes v where v.id in ($1, $2) and v.empresa_id = $3', parametros: [151, 191, 3] },
        {
            sql: 'insert into "ventas" ("empresa_id", "idempotency_key", "total") values ($1, $2, $3) on conflict ("empresa_id", "idempotency_key") do nothing returning "id"',
            parametros: [3, 'bench-captura', 4739],
        },
        { sql: 'insert into "venta_detalles" ("venta_id", "variante_id") values ($1, $2), ($3, $4)', parametros: [90210, 151, 90210, 191] },
        { sql: 'insert into "ventas_diarias_producto" ("plantilla_id", "cantidad") values ($1, $2), ($3, $4)', parametros: [61, 1, 101, 2] },
        { sql: 'insert into "movimientos_contables" ("concepto", "descripcion", "venta_id") values ($1, $2, $3)', parametros: ['Venta #90210', "O'Higgins", 90210] },
        { sql: 'update "variantes" set "stock" = stock + case id when $1 then cast($2 as integer) when $3 then cast($4 as integer) end', parametros: [151, -1, 191, -2] },
        { sql: 'commit', parametros: [] },
    ],
    ventaId: 90210,
    clave: 'bench-captura',
    variantes: [151, 191],
    plantillas: [61, 101],
    primeraVariante: 1,
    primeraPlantilla: 11,
    catalogo: 200,
};

describe('guionDeVenta (bench:checkout replay)', () => {
    it('replays the transaction, BEGIN to COMMIT, each time a new sale: its own id, key, two random distinct variants and their products', () => {
        const guion = guionDeVenta(capturada);
        expect(guion).toContain('\\set i0 random(0, 198)\n\\set i1 random(:i0 + 1, 199)');
        expect(guion).toContain('\\set v0 1 + :i0');
        expect(guion).toContain('\\set p1 11 + :i1');
        // The session's lookup ran outside the transaction: not part of the ceiling.
        expect(guion).not.toContain('usuarios');
        expect(guion).toMatch(/\nbegin;\nselect v\.id, v\.precio_venta from variantes v where v\.id in \(:v0, :v1\) and v\.empresa_id = 3;\n/);
        expect(guion).toContain(`values (3, ('r' || :clave), 4739) on conflict ("empresa_id", "idempotency_key") do nothing returning "id" \\gset venta_\n`);
        expect(guion).toContain('values (:venta_id, :v0), (:venta_id, :v1);');
        expect(guion).toContain('values (:p0, 1), (:p1, 2);');
        expect(guion).toContain("values (('Venta #' || :venta_id || ''), 'O''Higgins', :venta_id);");
        expect(guion).toContain('case id when :v0 then cast(-1 as integer) when :v1 then cast(-2 as integer) end;');
        expect(guion.trimEnd().endsWith('\ncommit;')).toBe(true);
        expect(guion).not.toMatch(/\$\d/);
        expect(guion).not.toContain('90210');
        expect(guion).not.toContain('bench-captura');
    });

    it('refuses a capture that is not one transaction writing one sale, or whose numbers cannot be told apart', () => {
        const sin = (patron: RegExp) => ({ ...capturada, consultas: capturada.consultas.filter((c) => !patron.test(c.sql)) });
        expect(() => guionDeVenta(sin(/^begin$/))).toThrow('BEGIN');
        expect(() => guionDeVenta(sin(/^commit$/))).toThrow('COMMIT');
        expect(() => guionDeVenta({ ...capturada, consultas: [...capturada.consultas, { sql: 'begin', parametros: [] }, { sql: 'commit', parametros: [] }] })).toThrow('BEGIN');
        expect(() => guionDeVenta(sin(/^insert into "ventas" /))).toThrow('no escribe una venta');
        expect(() => guionDeVenta({ ...capturada, ventaId: 151 })).toThrow('coinciden');
        expect(() => guionDeVenta({ ...capturada, plantillas: [191, 101] })).toThrow('coinciden');
        // A fresh catalogue's variant and product ids are the same numbers: that is no collision.
        expect(guionDeVenta({ ...capturada, plantillas: [151, 191], primeraPlantilla: 1 })).toContain('\\set p0 1 + :i0');
    });
});
