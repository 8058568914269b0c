import { toCents } from '../../contracts/money';

/** 'sobrante' above zero, 'faltante' below, else 'cuadra' (the key of the reading's texts that names it). */
export const nombreDiferencia = (diferencia: string | null | undefined) => {
    const c = toCents(diferencia ?? '') ?? 0;
    return c > 0 ? 'sobrante' : c < 0 ? 'faltante' : 'cuadra';
};

/** A sobrante green, a faltante red, an exact count plain (MUI's palette names). */
export const colorDiferencia = (diferencia: string | null | undefined) => {
    const nombre = nombreDiferencia(diferencia);
    return nombre === 'sobrante' ? 'success.main' : nombre === 'faltante' ? 'error.main' : undefined;
};
