import ScienceIcon from '@mui/icons-material/Science';
import { recursoMaestro } from '../../../src/common/maestro';
import { MUESTRA_CAMPOS, muestraInput } from './contrato';

/** The scratch resource's screen (src/<área>/<recurso>/index.ts), in the sidebar's Gestión group. */
export const muestras = recursoMaestro({
    name: 'muestras_de_receta',
    icon: ScienceIcon,
    grupo: 'gestion',
    campos: MUESTRA_CAMPOS,
    schema: muestraInput,
    textos: {
        name: 'Muestra |||| Muestras',
        title: 'Muestras de la receta',
        menu: 'Muestras',
        fields: { id: 'ID', nombre: 'Nombre', nota: 'Nota', piezas: 'Piezas', vigente: 'Vigente', categoria_id: 'Categoría' },
        add: 'Añadir Muestra',
        search: 'Buscar muestra...',
        empty: 'No se encontraron muestras.',
        load_error: 'No se pudieron cargar las muestras.',
        dialog: { create: 'Nueva Muestra', edit: 'Editar Muestra' },
        delete: { title: 'Eliminar Muestra', confirm: '¿Está seguro de que desea eliminar esta muestra?', success: 'Muestra eliminada.' },
        errors: { create: 'Error al crear:', update: 'Error al actualizar:', delete: 'Error al eliminar:' },
    },
});
