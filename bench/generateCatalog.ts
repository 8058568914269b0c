import type { Db } from '../server/db/createDb.js';
import { searchKey } from '../server/db/searchKey.js';
import { MILESIMAS } from '../contracts/unidades.js';

const NOMBRES = ['Martillo', 'Desarmador', 'Pinza', 'Llave', 'Tornillo', 'Taladro', 'Cinta', 'Foco', 'Cable', 'Tubo', 'Pintura',
    'Brocha', 'Lija', 'Clavo', 'Serrucho', 'Nivel', 'Flexómetro', 'Candado', 'Bisagra', 'Manguera', 'Pegamento', 'Silicón',
    'Extensión', 'Apagador', 'Contacto', 'Regadera', 'Llave de Paso', 'Codo', 'Cemento', 'Yeso'];
const MARCAS = ['Truper', 'Pretul', 'Urrea', 'Surtek', 'Volteck', 'Foset', 'Hermex', 'Fiero', 'Comex', 'Peña'];
const MEDIDAS = ['1/4"', '3/8"', '1/2"', '3/4"', '1"', 'chico', 'mediano', 'grande', '2 m', '5 m', '10 m', 'rojo', 'azul', 'negro'];

/** Deterministic pseudo-random numbers, so every run measures the same catalogue. */
function rng(seed: number) {
    let s = seed;
    return () => {
        s = (s * 1103515245 + 12345) & 0x7fffffff;
        return s / 0x7fffffff;
    };
}

/**
 * Inserts `variants` variants (1–4 per product) for a company, in batches inside one
 * transaction, straight into the tables (the FTS triggers keep the search index in sync).
 */
export async function generateCatalog(db: Db, empresaId: number, variants: number, seed = 1): Promise<void> {
    const rand = rng(seed);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
    const ahora = new Date().toISOString();
    await db.kysely.transaction().execute(async (trx) => {
        const categoria = await trx
            .insertInto('categorias')
            .values({ empresa_id: empresaId, nombre: `General ${empresaId}`, busqueda: `general ${empresaId}` })
            .returning('id')
            .executeTakeFirstOrThrow();
        let made = 0;
        let n = 0;
        while (made < variants) {
            const batch: { nombre: string; skus: string[] }[] = [];
            for (let i = 0; i < 500 && made < variants; i++) {
                n++;
                const count = Math.min(1 + Math.floor(rand() * 4), variants - made);
                const base = `E${empresaId}-${String(n).padStart(6, '0')}`;
                batch.push({
                    nombre: `${pick(NOMBRES)} ${pick(MARCAS)} ${pick(MEDIDAS)} ${n}`,
                    skus: Array.from({ length: count }, (_, j) => `${base}-${String.fromCharCode(65 + j)}`),
                });
                made += count;
            }
            const plantillas = await trx
                .insertInto('plantillas')
                .values(
                    batch.map((p) => ({
                        empresa_id: empresaId,
                        nombre: p.nombre,
                        categoria_id: categoria.id,
                        busqueda: searchKey([p.nombre, ...p.skus].join(' ')),
                        creado_en: ahora,
                        actualizado_en: ahora,
                    })),
                )
                .returning('id')
                .execute();
            await trx
                .insertInto('variantes')
                .values(
                    batch.flatMap((p, i) =>
                        p.skus.map((sku, posicion) => ({
                            empresa_id: empresaId,
                            plantilla_id: plantillas[i].id,
                            posicion,
                            sku,
                            sku_busqueda: searchKey(sku),
                            precio_venta: 1000 + Math.floor(rand() * 100_000),
                            costo_compra: 500 + Math.floor(rand() * 50_000),
                            stock: Math.floor(rand() * 50) * MILESIMAS,
                            valores_ids: '[]',
                        })),
                    ),
                )
                .execute();
        }
    });
}
