import { format } from 'date-fns';
import { es } from 'date-fns/locale';

/** Spec §9: `dd/MM/yyyy HH:mm` in lists, the date only in the order detail; the browser's time zone. */
export const fechaHora = (iso: string): string => format(new Date(iso), 'dd/MM/yyyy HH:mm', { locale: es });
export const fecha = (iso: string): string => format(new Date(iso), 'dd/MM/yyyy', { locale: es });
