import CategoryIcon from '@mui/icons-material/Category';
import { CATEGORIA_CAMPOS, categoriaInput } from '../../../contracts/categorias';
import { recursoMaestro } from '../../common/maestro';
import { leerEscribir } from '../../common/recurso';

/** Spec §2 Categories: ID, name and actions; create and edit in a modal, delete with confirmation. */
export const categorias = recursoMaestro({
    name: 'categorias',
    icon: CategoryIcon,
    grupo: 'gestion',
    orden: 20,
    permisos: leerEscribir('productos:leer', 'productos:escribir'),
    campos: CATEGORIA_CAMPOS,
    schema: categoriaInput,
    textos: {
        name: 'Categoría |||| Categorías',
        title: 'Categorías',
        menu: 'Categorías',
        fields: { id: 'ID', nombre: 'Nombre' },
        add: 'Añadir Categoría',
        search: 'Buscar categoría...',
        empty: 'No se encontraron categorías.',
        load_error: 'No se pudieron cargar las categorías.',
        dialog: { create: 'Nueva Categoría', edit: 'Editar Categoría' },
        delete: { title: 'Eliminar Categoría', confirm: '¿Está seguro de que desea eliminar esta categoría?', success: 'Categoría eliminada.' },
        errors: { create: 'Error al crear:', update: 'Error al actualizar:', delete: 'Error al eliminar:' },
        // What the server's silence becomes (spec §8), after the prefixes above.
        fallback: { create: 'Error al crear la categoría.', update: 'Error al actualizar la categoría.', delete: 'Error al eliminar la categoría.' },
    },
});
