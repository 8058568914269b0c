import type { useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { failureText, isForbidden } from '../../forbidden';
import './textos';

/**
 * A refused checkout's text in the payment modal. A 403 is the Spanish refusal as everywhere
 * (failureText), except the checkout's discount refusals (contracts/descuentos.ts: no
 * ventas:descontar, past the company's descuento_maximo), whose detail says what to do (ask a
 * supervisor): shown as the server wrote it, the cart kept.
 */
export const textoDeErrorDeVenta = (translate: ReturnType<typeof useTranslate>, error: unknown): string => {
    const fallback = translate('resources.pos.pago.error_fallback');
    const detalle = errorMessage(error, '');
    const marca = '\u0000';
    const excede = translate('resources.pos.descuento.excede_maximo', { maximo: marca }).split(marca)[0];
    const deDescuento = isForbidden(error) && (detalle === translate('resources.pos.descuento.sin_permiso') || detalle.startsWith(excede));
    return translate('resources.pos.pago.error', { message: deDescuento ? detalle : failureText(error, fallback) });
};
