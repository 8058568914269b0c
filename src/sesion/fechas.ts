import { type FormatosDeFecha, formatosDeFecha } from '../../contracts/formatoFecha';
import { ZONA_POR_DEFECTO } from '../../contracts/zona';
import { useSesion } from './useSesion';

export { ZONA_POR_DEFECTO };
export { type FormatosDeFecha, formatosDeFecha };

/**
 * The formats in the shop's own time zone (from the session). Until it is known, or when it
 * cannot be read, the default zone: the one almost every shop has.
 */
export const useFormatoFecha = (): FormatosDeFecha => {
    const { data } = useSesion();
    return formatosDeFecha(data?.empresa.zona_horaria ?? ZONA_POR_DEFECTO);
};
