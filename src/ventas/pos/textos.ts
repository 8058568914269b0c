import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The point of sale's texts (`resources.pos.*`). Loaded with the till's chunk; it repeats the
 * contract's payment messages (they were once in /login, without zod);
 * tests/unit/pos.test.ts keeps them equal to VENTA_MENSAJES (and to NUMERO_MENSAJES, the one
 * reading of numbers' texts in contracts/numero.ts).
 */
export const posTextos = {
    atajos: 'Atajos de teclado',
    atajo: { producto: 'Producto', cliente: 'Cliente', ticket: 'Ticket', pagar: 'Pagar', cantidad: 'Cantidad', descuento_linea: 'Descuento línea', descuento_venta: 'Descuento venta' },
    producto: {
        label: 'Buscar producto (nombre o SKU)',
        placeholder: 'Escanee o escriba un SKU y pulse Enter...',
        buscando: 'Buscando...',
        sin_resultados: 'No se encontraron productos.',
        resultados: 'Productos encontrados',
        detalle: 'SKU: %{sku} · %{precio} · %{stock} en stock',
        mayoreo: 'Mayoreo desde %{cantidad}: %{precio}',
        sku_desconocido: "No existe un producto con el SKU '%{sku}'.",
        inactivo: "El producto '%{nombre}' está inactivo y no se puede vender.",
        error: 'Error al buscar el producto: %{message}',
    },
    // Scale labels (contracts/bascula.ts; a bad check digit's message is the contract's own).
    bascula: {
        codigo_desconocido: "No existe un producto con el SKU '%{codigo}' (código de la etiqueta de báscula).",
        sin_precio: "El producto '%{nombre}' no tiene precio: no se puede calcular el peso de la etiqueta.",
    },
    cliente: {
        label: 'Cliente',
        // Short: the box is a third of a 1024 px tablet's page.
        buscar: 'Buscar cliente',
        placeholder: 'Nombre, RFC o email...',
        minimo: 'Escriba al menos 2 caracteres.',
        consumidor_final: 'Consumidor Final',
        quitar: 'Quitar cliente',
        sin_resultados: 'No se encontraron clientes.',
        resultados: 'Clientes encontrados',
        error: 'Error al buscar clientes: %{message}',
        // The chosen customer's account (issue 34): credit room and points.
        credito: 'Crédito disponible: %{disponible} de %{limite}',
        puntos: 'Puntos: %{puntos}',
        puntos_valor: 'Puntos: %{puntos} (valen %{valor})',
    },
    carrito: {
        title: 'Carrito',
        vacio: 'El carrito está vacío.',
        fields: { producto: 'Producto', precio: 'Precio Unitario', cantidad: 'Cantidad', subtotal: 'Total Línea', acciones: 'Acciones' },
        cantidad_de: 'Cantidad de %{nombre}',
        // A line at a wholesale tier's price (issue 33): the chip and the struck list price's name.
        mayoreo: 'Mayoreo',
        precio_lista: 'Precio de lista %{precio}',
        // A weighed line's unit price: per kg, per litre…
        precio_por: '%{precio}/%{unidad}',
        // A line's own discount under its amount, and the sale's in the totals (issue 33 item 4).
        descuento_porcentaje: 'Descuento %{porcentaje} % −%{monto}',
        descuento_monto: 'Descuento −%{monto}',
        subtotal: 'Subtotal',
        descuento_venta_porcentaje: 'Descuento de la venta %{porcentaje} %',
        descuento_venta_monto: 'Descuento de la venta',
        quitar: 'Quitar %{nombre}',
        quitada: 'Se quitó %{nombre} del carrito.',
        deshacer: 'Deshacer',
        deshacer_atajo: 'Deshacer (Ctrl+Z)',
        total: 'Total',
        // Polyglot's Spanish plural: one form for 1, the other for more (none is `agotado`).
        sin_stock: "Stock insuficiente para '%{sku}': solo hay %{disponible} disponible. |||| Stock insuficiente para '%{sku}': solo hay %{disponible} disponibles.",
        agotado: "Stock insuficiente para '%{sku}': no quedan unidades disponibles.",
    },
    // The quantity dialog (issue 33 item 1): a line's quantity or weight, typed.
    cantidad: {
        title: 'Cantidad de %{nombre}',
        label: 'Cantidad',
        actual: 'Ahora: %{cantidad}',
        ejemplo_peso: 'En %{unidad}, con hasta tres decimales (ej. 0.750).',
        ejemplo_pieza: 'En piezas enteras (ej. 3).',
        aplicar: 'Aplicar',
        cancelar: 'Cancelar',
        sin_lineas: 'Agregue un producto al carrito antes de cambiar su cantidad.',
    },
    // The discount dialogs (issue 33 item 4); the refusals repeat contracts/descuentos.ts' DESCUENTO_MENSAJES (tests/unit/posDescuentos.test.ts).
    descuento: {
        title_linea: 'Descuento de %{nombre}',
        title_venta: 'Descuento de la venta',
        importe: 'Importe: %{importe}',
        tipo: 'Tipo de descuento',
        porcentaje: 'Porcentaje',
        monto: 'Monto',
        valor_porcentaje: 'Porcentaje (%)',
        valor_monto: 'Monto ($)',
        aplicar: 'Aplicar',
        quitar: 'Quitar descuento',
        cancelar: 'Cancelar',
        atajos: 'Enter aplica · Esc cancela · vacío o 0 quita el descuento',
        sin_lineas: 'Agregue un producto al carrito antes de aplicar un descuento.',
        sin_permiso: 'No tiene permiso para aplicar descuentos.',
        excede_maximo: 'El descuento excede el máximo permitido de %{maximo} %. Solicite autorización a un supervisor.',
        excede_importe: 'El descuento no puede ser mayor que el importe al que se aplica.',
        invalido_porcentaje: 'El porcentaje de descuento debe ser un número mayor que 0 y hasta 100, con hasta dos decimales.',
        invalido_monto: 'El monto del descuento debe ser un importe mayor que 0, con hasta dos decimales.',
    },
    cancelar: {
        boton: 'Cancelar Venta',
        title: 'Cancelar venta',
        content: '¿Está seguro de que desea cancelar la venta? Se vaciará el carrito.',
        confirm: 'Sí, cancelar venta',
        back: 'Volver',
    },
    pagar: 'Proceder al Pago',
    pago: {
        title: 'Pago',
        total: 'Total a pagar',
        metodo: 'Método de pago',
        monto: 'Monto',
        agregar: 'Agregar Pago',
        pagos: 'Pagos',
        sin_pagos: 'Aún no se han agregado pagos.',
        quitar: 'Quitar pago de %{metodo}',
        pagado: 'Pagado',
        faltante: 'Faltante',
        cambio: 'Cambio',
        rapido: 'Efectivo rápido',
        exacto: 'Exacto',
        finalizar: 'Finalizar Venta',
        procesando: 'Procesando...',
        cancelar: 'Cancelar',
        monto_invalido: 'El monto del pago debe ser un número positivo.',
        insuficiente: 'El monto pagado es insuficiente. Por favor, verifique los pagos.',
        monto_maximo: 'El monto de un pago no puede superar $99,999,999.99.',
        monto_coma: 'Use punto para los decimales (ej. 180.50); la coma solo separa los miles (ej. 1,500.50).',
        de_mas: 'Los pagos ya cubren el total: no se puede agregar otro pago. Quite uno para cambiarlo.',
        solo_efectivo: 'Solo el efectivo da cambio: con %{metodo} se puede pagar como máximo %{maximo}.',
        error: 'Error al finalizar la venta: %{message}',
        error_fallback: 'No se pudo registrar la venta.',
        atajos: 'Enter agrega el pago (o finaliza con el monto vacío) · Esc cierra',
        // The customer's account (issue 34); the refusals repeat CUENTA_MENSAJES (tests/unit/pos.test.ts).
        metodo_credito: '%{metodo} (disponible %{disponible})',
        metodo_puntos: '%{metodo} (%{puntos} puntos: %{valor})',
        disponible_credito: 'Crédito disponible: %{disponible}',
        disponible_puntos: 'Puntos disponibles: %{puntos} (valen %{valor}; un punto paga %{valor_punto})',
        credito_insuficiente: 'Crédito insuficiente: disponible %{disponible}.',
        puntos_insuficientes: 'Puntos insuficientes: el cliente tiene %{puntos} puntos.',
        puntos_exactos: 'El pago con puntos debe ser un múltiplo del valor del punto (%{valor}).',
        sin_cambio: 'Una venta pagada con Crédito de la Tienda o con puntos no da cambio: los pagos deben sumar exactamente el total.',
    },
    exito: {
        title: 'Venta #%{id} registrada',
        total: 'Total: %{total}',
        cambio: 'Cambio: %{cambio}',
        // What the sale left on the customer's account (the checkout's `cuenta`).
        saldo: 'Saldo de su cuenta: %{saldo}',
        puntos: 'Puntos: %{puntos}',
        puntos_ganados: 'Puntos: %{puntos} (ganó %{ganados})',
        imprimir: 'Imprimir ticket',
        cerrar: 'Nueva venta',
    },
};

agregarTextos('pos', posTextos);
