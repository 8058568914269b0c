import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { ZONA_POR_DEFECTO } from '../../contracts/zona';
import { useSesion } from './useSesion';

export { ZONA_POR_DEFECTO };

/** Spec §9 date formats, in a given time zone (not the browser's: the till may be set to UTC). */
export const formatosDeFecha = (zona: string) => {
    const opciones = { locale: es, in: tz(zona) };
    return {
        zona,
        /** `dd/MM/yyyy HH:mm`, the lists' format. */
        fechaHora: (iso: string): string => format(new Date(iso), 'dd/MM/yyyy HH:mm', opciones),
        /** `dd/MM/yyyy`, the order detail's. */
        fecha: (iso: string): string => format(new Date(iso), 'dd/MM/yyyy', opciones),
        /** `HH:mm`. */
        hora: (iso: string): string => format(new Date(iso), 'HH:mm', opciones),
        /** The local day as `yyyy-MM-dd`, what the API's date filters take. */
        dia: (fecha: Date | string): string => format(new Date(fecha), 'yyyy-MM-dd', opciones),
    };
};
export type FormatosDeFecha = ReturnType<typeof formatosDeFecha>;

/**
 * The formats in the shop's own time zone (from the session). Until it is known, or when it
 * cannot be read, the default zone: the one almost every shop has.
 */
export const useFormatoFecha = (): FormatosDeFecha => {
    const { data } = useSesion();
    return formatosDeFecha(data?.empresa.zona_horaria ?? ZONA_POR_DEFECTO);
};
