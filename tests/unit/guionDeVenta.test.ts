import { describe, expect, it } from 'vitest';
import { guionDeVenta, type VentaCapturada } from '../../bench/guionDeVenta.js';

/** A sale as the server sent it, reduced: the statements' shapes matter, not their full SQL. */
const capturada: VentaCapturada = {
    consultas: [
        { sql: 'select usuario from usuarios where id = $1 and empresa_id = $2', parametros: [7, 3] },
        { sql: "select v.id, (select nextval('ventas_id_seq')) as venta_id from variantes v where v.id in ($1, $2) and v.empresa_id = $3", parametros: [151, 191, 3] },
        {
            sql: 'with c as (select * from unnest($1::int[], $2::text[])) insert into ventas (id, empresa_id, idempotency_key, nota, total) values ($3, $4, $5, $6, $7)',
            parametros: [[151, 191], ['Venta #90210', "O'Higgins"], 90210, 3, 'bench-captura', null, 4739],
        },
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
    it('makes each replay a new sale: its own id, two random distinct variants and their products, a key of its own', () => {
        const guion = guionDeVenta(capturada);
        expect(guion).toContain('\\set i0 random(0, 198)\n\\set i1 random(:i0 + 1, 199)');
        expect(guion).toContain('\\set v0 1 + :i0');
        expect(guion).toContain('\\set p1 11 + :i1');
        expect(guion).toContain('select usuario from usuarios where id = 7 and empresa_id = 3;');
        expect(guion).toContain('select max(venta_id) as venta_id from (select v.id, (select nextval(\'ventas_id_seq\')) as venta_id from variantes v where v.id in (:v0, :v1) and v.empresa_id = 3) as lectura \\gset');
        expect(guion).toContain("unnest(ARRAY[:v0, :v1]::int[], ARRAY[('Venta #' || :venta_id || ''), 'O''Higgins']::text[])");
        expect(guion).toContain("values (:venta_id, 3, ('r' || :venta_id), null, 4739);");
        expect(guion).not.toMatch(/\$\d/);
        expect(guion).not.toContain('90210');
    });

    it('the write alone takes its id from a bare nextval, with no session check and no read', () => {
        const guion = guionDeVenta(capturada, { soloEscritura: true });
        expect(guion).toContain("select nextval('ventas_id_seq') as venta_id \\gset\nwith c as");
        expect(guion).not.toContain('usuarios');
        expect(guion).not.toContain('lectura');
    });

    it('refuses a capture that is not one checkout of three statements, or whose numbers cannot be told apart', () => {
        expect(() => guionDeVenta({ ...capturada, consultas: capturada.consultas.slice(1) })).toThrow('3 sentencias');
        expect(() => guionDeVenta({ ...capturada, ventaId: 151 })).toThrow('coinciden');
        expect(() => guionDeVenta({ ...capturada, plantillas: [191, 101] })).toThrow('coinciden');
        // A fresh catalogue's variant and product ids are the same numbers: that is no collision.
        expect(guionDeVenta({ ...capturada, plantillas: [151, 191], primeraPlantilla: 1 })).toContain('\\set p0 1 + :i0');
    });
});
