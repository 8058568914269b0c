import type { Selectable } from 'kysely';
import { PROVEEDOR_MENSAJES, type Proveedor, type ProveedorInput } from '../../../contracts/proveedores.js';
import { searchKey } from '../../db/searchKey.js';
import type { ProveedoresTable } from '../../db/tables.js';
import { tableRepo } from '../../db/tableRepo.js';

export const proveedoresRepo = tableRepo<ProveedorInput, Selectable<ProveedoresTable>, Proveedor>({
    table: 'proveedores',
    toColumns: ({ nombre_empresa, persona_contacto, email, telefono }) => ({ nombre_empresa, persona_contacto, email, telefono }),
    searchText: (p) => searchKey([p.nombre_empresa, p.persona_contacto, p.email].filter(Boolean).join(' ')),
    toOut: ({ id, nombre_empresa, persona_contacto, email, telefono }) => ({ id, nombre_empresa, persona_contacto, email, telefono }),
    sortColumns: { id: 'id', nombre_empresa: 'busqueda', persona_contacto: 'persona_contacto', email: 'email' },
    deleteGuards: [
        { table: 'plantillas', column: 'proveedor_id' },
        { table: 'compras', column: 'proveedor_id' },
    ],
    enUso: PROVEEDOR_MENSAJES.enUso,
});
