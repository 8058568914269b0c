/** The receipt's texts, a route of the sales (`resources.ventas.ticket.*`). */
export const ticketTextos = {
    title: 'Ticket de Venta #%{id}',
    venta: 'Venta #%{id}',
    fecha: 'Fecha: %{fecha}',
    cliente: 'Cliente: %{cliente}',
    vendedor: 'Le atendió: %{usuario}',
    consumidor_final: 'Consumidor Final',
    // Two variants of one product (a 9 W and a 12 W bulb) are told apart by their SKU.
    producto: '%{nombre} · %{sku}',
    linea: '%{cantidad} x %{precio}',
    total: 'Total',
    pagos: 'Pagos',
    cambio: 'Cambio',
    gracias: '¡Gracias por su compra!',
    ancho: 'Ancho del papel',
    mm58: '58 mm',
    mm80: '80 mm',
    imprimir: 'Imprimir',
    volver: 'Volver al punto de venta',
    loading: 'Cargando ticket...',
    error: 'Error al cargar la venta: %{message}',
    not_found: 'No se encontró la venta.',
};
