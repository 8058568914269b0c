import { agregarTextos } from '../../../i18n/textosDePantallas';

/** The abono receipt's texts (`resources.recibo-de-abono.*`), loaded with its page's chunk. */
export const reciboDeAbonoTextos = {
    encabezado: 'Recibo de Abono #%{id}',
    fecha: 'Fecha: %{fecha}',
    cliente: 'Cliente: %{cliente}',
    monto: 'Abono',
    metodo: 'Método: %{metodo}',
    referencia: 'Referencia: %{referencia}',
    saldo_anterior: 'Saldo anterior',
    saldo: 'Nuevo saldo',
    recibio: 'Recibió: %{usuario}',
    no_fiscal: 'Este recibo no es un comprobante fiscal.',
    gracias: '¡Gracias por su pago!',
    imprimir: 'Imprimir',
    volver: 'Volver al estado de cuenta',
    loading: 'Cargando recibo...',
    not_found: 'No se encontró el abono.',
    fallback: 'No se pudo cargar el abono.',
};

agregarTextos('recibo-de-abono', reciboDeAbonoTextos);
