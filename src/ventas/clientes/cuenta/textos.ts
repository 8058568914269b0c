import { agregarTextos } from '../../../i18n/textosDePantallas';

/** The statement's texts (`resources.estado-de-cuenta.*`), loaded with its page's chunk. */
export const estadoDeCuentaTextos = {
    saldo: 'Saldo',
    limite: 'Límite de crédito',
    disponible: 'Disponible',
    dias: 'Días de crédito',
    puntos: 'Puntos',
    puntos_valor: '%{puntos} (valen %{valor})',
    movimientos: 'Movimientos',
    columnas: { fecha: 'Fecha', concepto: 'Concepto', cargo: 'Cargo', abono: 'Abono', saldo: 'Saldo', vence: 'Vence' },
    tipos: { cargo: 'Venta a crédito', abono: 'Abono', devolucion: 'Devolución', cancelacion: 'Cancelación', ajuste: 'Ajuste' },
    venta: 'Venta #%{id}',
    recibo: 'Recibo #%{id}',
    imprimir: 'Imprimir',
    impreso: 'Impreso: %{fecha}',
    empty: 'El cliente no tiene movimientos.',
    loading: 'Cargando estado de cuenta...',
    fallback: 'No se pudo cargar el estado de cuenta.',
    anteriores: 'Se muestran los %{n} movimientos más recientes de %{total}.',
    abonar: 'Registrar abono',
    abono: {
        title: 'Registrar abono: %{nombre}',
        saldo: 'Saldo actual: %{saldo}',
        monto: 'Monto',
        metodo: 'Método de pago',
        referencia: 'Referencia (opcional)',
        submit: 'Registrar abono',
        exito: 'Abono de %{monto} registrado. Nuevo saldo: %{saldo}.',
        error: 'Error:',
        fallback: 'No se pudo registrar el abono.',
    },
};

agregarTextos('estado-de-cuenta', estadoDeCuentaTextos);
