import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';
import type { Recurso } from '../recurso';

// The screen is its own chunk, loaded on first visit.
const CategoriaList = lazy(() => import('./CategoriaList').then((m) => ({ default: m.CategoriaList })));

/** Spec §2 Categories: `resources.categorias.*`, in the shape CatalogScreen documents. */
export const textos = {
    name: 'Categoría |||| Categorías',
    title: 'Categorías',
    menu: 'Categorías',
    fields: { id: 'ID', nombre: 'Nombre' },
    add: 'Añadir Categoría',
    search: 'Buscar categoría...',
    empty: 'No se encontraron categorías.',
    load_error: 'No se pudieron cargar las categorías.',
    dialog: { create: 'Nueva Categoría', edit: 'Editar Categoría' },
    delete: { title: 'Eliminar Categoría', confirm: '¿Está seguro de que desea eliminar esta categoría?' },
    errors: { create: 'Error al crear:', update: 'Error al actualizar:', delete: 'Error al eliminar:' },
    // What the server's silence becomes (spec §8), after the prefixes above.
    fallback: { create: 'Error al crear la categoría.', update: 'Error al actualizar la categoría.', delete: 'Error al eliminar la categoría.' },
};

/** Its list also serves the create and edit dialogs. */
export const categorias = { name: 'categorias', list: CategoriaList, icon: CategoryIcon, recordRepresentation: 'nombre', textos } satisfies Recurso;
