import type { Permiso } from '../../../contracts/permisos.js';
import { tablaMaestra } from '../../../server/db/tablaMaestra.js';
import type { Database } from '../../../server/db/tables.js';
import { repoMaestro } from '../../../server/db/tableRepo.js';
import { crudRoutes } from '../../../server/http/crudRoutes.js';
import type { Modulo } from '../../../server/modules/modulo.js';
import { MUESTRA_CAMPOS, MUESTRA_MENSAJES, type Muestra, type MuestraInput, muestraInput, muestrasLista, muestraSchema } from './contrato.js';

/*
 * The scratch resource's server module (server/modules/<recurso>/<recurso>.ts). A real one adds
 * its table to `Database` by declaration merging (`TablaMaestra<typeof CAMPOS>`); this table
 * exists only in the databases of the tests that mount it, so it stays out of the app's type.
 */
const TABLA = 'muestras_de_receta' as keyof Database;

// Its permissions enter the catalogue only where a test composes them in (vi.mock of contracts/permisos.ts).
const permiso = (accion: string) => `muestras_de_receta:${accion}` as Permiso;

export const muestras: Modulo = {
    nombre: 'muestras_de_receta',
    migraciones: {
        '9001_muestras_de_receta': tablaMaestra('muestras_de_receta', {
            nombre: 'texto',
            nota: 'textoOpcional',
            piezas: 'numero',
            vigente: 'booleano',
            categoria_id: { referencia: 'categorias' },
        }),
    },
    rutas: crudRoutes({
        path: '/muestras_de_receta',
        permisos: { leer: permiso('leer'), escribir: permiso('escribir') },
        input: muestraInput,
        output: muestraSchema,
        list: muestrasLista,
        noEncontrado: MUESTRA_MENSAJES.noEncontrada,
        repo: repoMaestro<MuestraInput, Muestra>({ table: TABLA, campos: MUESTRA_CAMPOS, enUso: MUESTRA_MENSAJES.enUso, duplicado: MUESTRA_MENSAJES.duplicada }),
    }),
    crud: { path: 'muestras_de_receta', tabla: TABLA, campos: MUESTRA_CAMPOS },
};
