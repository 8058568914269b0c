import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import { leerEscribir, type Recurso } from '../../common/recurso';

const ProductoList = lazy(() => import('./ProductoList').then((m) => ({ default: m.ProductoList })));
const ImportarCatalogoPage = lazy(() => import('../importar/ImportarCatalogoPage').then((m) => ({ default: m.ImportarCatalogoPage })));

/** Spec §2 Products: the list, which also serves its create and edit dialogs. */
export const productos: Recurso = {
    name: 'productos', icon: Inventory2Icon, recordRepresentation: 'nombre', grupo: 'gestion', orden: 10, textos: { name: 'Producto |||| Productos', title: 'Productos', menu: 'Productos' },
    // Labels (/etiquetas) for whoever reads products: the list's bulk action and a received order's button.
    // The catalogue from a spreadsheet (/productos/importar, issue 35 item 4) for who writes products;
    // to one (GET /productos/exportacion, item 5) for who reads them.
    permisos: { ...leerEscribir('productos:leer', 'productos:escribir'), etiquetas: 'productos:leer', importar: 'productos:escribir', exportar: 'productos:leer' },
    list: ProductoList,
    rutas: { importar: ImportarCatalogoPage },
};
