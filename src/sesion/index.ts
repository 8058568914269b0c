export { formatosDeFecha, type FormatosDeFecha, useFormatoFecha, ZONA_POR_DEFECTO } from './fechas';
export { useSesion } from './useSesion';
