import { format } from 'date-fns';
import { es } from 'date-fns/locale';

/** Spec §9: `dd/MM/yyyy HH:mm`, in the browser's time zone. */
export const fechaHora = (iso: string): string => format(new Date(iso), 'dd/MM/yyyy HH:mm', { locale: es });
