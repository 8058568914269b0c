import { ETIQUETAS_UNIDAD, UNIDADES } from '../../../contracts/etiquetasDeUnidad';

/** The product form's 'Unidad' choices, in the contract's order: Pieza first, the default. */
export const OPCIONES_UNIDAD = UNIDADES.map((id) => ({ id, name: ETIQUETAS_UNIDAD[id] }));
