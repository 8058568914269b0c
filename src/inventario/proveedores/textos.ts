/**
 * The suppliers screen's texts (spec §2 Suppliers, §5, §8), verbatim: `resources.proveedores.*`.
 * src/common/CatalogScreen.tsx lists what a catalogue screen reads.
 */
export const proveedoresTextos = {
    name: 'Proveedor |||| Proveedores',
    title: 'Proveedores',
    menu: 'Proveedores',
    fields: {
        id: 'ID',
        nombre_empresa: 'Nombre de la Empresa',
        persona_contacto: 'Persona de Contacto',
        email: 'Email',
        telefono: 'Teléfono',
    },
    // The table's shorter headers (spec §2).
    columns: { nombre_empresa: 'Empresa', persona_contacto: 'Contacto', email: 'Email', telefono: 'Teléfono' },
    add: 'Añadir Proveedor',
    search: 'Buscar proveedor...',
    empty: 'No se encontraron proveedores.',
    load_error: 'No se pudieron cargar los proveedores.',
    dialog: { create: 'Nuevo Proveedor', edit: 'Editar Proveedor' },
    delete: {
        title: 'Eliminar Proveedor',
        confirm: '¿Está seguro de que desea eliminar este proveedor?',
        success: 'Proveedor eliminado.',
    },
    errors: { create: 'Error:', update: 'Error:', delete: 'Error:' },
};
