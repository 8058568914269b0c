import { agregarTextos } from '../../i18n/textosDePantallas';

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
    /** A line charged a wholesale tier's price (issue 33). */
    mayoreo: 'Mayoreo (precio de lista %{precio})',
    /** What a line gave away (issue 33): its own discount plus its share of the sale's. */
    descuento_linea: 'Descuento −%{monto}',
    // The issuer's fiscal data under the shop's name (/configuracion).
    rfc: 'RFC: %{rfc}',
    regimen: 'Régimen: %{regimen}',
    codigo_postal: 'C.P. %{cp}',
    // Σ the lines without taxes; each tax and rate follows with its own label ('IVA 16 %').
    subtotal: 'Subtotal',
    exento: '%{etiqueta} (base %{base})',
    // The sale's discounts above the subtotal: already taken off the lines, so only informative.
    descuento: 'Descuento incluido',
    menos: '−%{monto}',
    total: 'Total',
    no_fiscal: 'Este ticket no es un comprobante fiscal.',
    pagos: 'Pagos',
    cambio: 'Cambio',
    gracias: '¡Gracias por su compra!',
    // The customer's account right after the sale (issue 34).
    saldo_cuenta: 'Saldo de su cuenta',
    puntos: 'Puntos',
    /** At the foot when the customer paid less than list prices (tiers and discounts, issue 33). */
    ahorro: 'Usted ahorró %{monto}',
    // A credit note on the same paper, and the returns under a reprinted ticket's lines.
    nota: 'Nota de Crédito #%{id}',
    nota_motivo: 'Motivo: %{motivo}',
    nota_producto: '#%{id} %{nombre} · %{sku}',
    nota_cantidad: 'Cantidad: %{cantidad}',
    nota_fecha: 'Nota de Crédito #%{id} · %{fecha}',
    nota_not_found: 'La venta #%{venta} no tiene la nota de crédito #%{id}.',
    total_reembolsado: 'Total Reembolsado',
    nota_no_fiscal: 'Esta nota de crédito no es un comprobante fiscal.',
    devoluciones: 'Devoluciones',
    total_devuelto: 'Total devuelto',
    neto: 'Neto',
    volver_venta: 'Volver a la venta',
    ancho: 'Ancho del papel',
    mm58: '58 mm',
    mm80: '80 mm',
    imprimir: 'Imprimir',
    volver: 'Volver al punto de venta',
    loading: 'Cargando ticket...',
    error: 'Error al cargar la venta: %{message}',
    not_found: 'No se encontró la venta.',
};

agregarTextos('ventas', { ticket: ticketTextos });
