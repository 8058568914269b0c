import { Box, Divider } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { Empresa } from '../../../contracts/empresa';
import { regimenConNombre } from '../../../contracts/regimenFiscal';
import { formatMoney } from '../../common/money';
import type { DesgloseDeImpuestos } from '../impuestosDeLaVenta';
import { ANCHOS, type Ancho, CLASE_TICKET } from './ticketPrint';
import './textos';

/** A receipt's row: a text at the left, an amount at the right that never wraps. */
export const Fila = ({ izquierda, derecha, fuerte }: { izquierda: string; derecha: string; fuerte?: boolean }) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: fuerte ? 700 : 400 }}>
        <span>{izquierda}</span>
        <span style={{ whiteSpace: 'nowrap' }}>{derecha}</span>
    </Box>
);

/** The dashed rule between a receipt's parts. */
export const Separador = () => <Divider sx={{ my: 1, borderStyle: 'dashed', borderColor: '#000' }} />;

/**
 * The paper a receipt is printed on (a sale's ticket, a credit note): the roll's printable width,
 * black on white, monospace. The printed geometry on screen too (the page's length is measured
 * here): the preview's frame is an outline, which takes no room.
 */
export const Hoja = ({ ancho, titulo, ref, children }: { ancho: Ancho; titulo: string; ref?: Ref<HTMLElement>; children: ReactNode }) => (
    <Box
        component="article"
        ref={ref}
        className={CLASE_TICKET}
        aria-label={titulo}
        data-ancho={ancho}
        sx={{
            width: ANCHOS[ancho].contenido,
            bgcolor: '#fff',
            color: '#000',
            py: '2mm',
            m: '3mm',
            outline: '1px dashed #999',
            outlineOffset: '3mm',
            fontFamily: 'monospace',
            fontSize: ancho === '58' ? '9pt' : '10pt',
            lineHeight: 1.3,
        }}
    >
        {children}
    </Box>
);

/**
 * The shop's own text on its receipts (/configuracion: the header under its name, the footer at
 * the end), line by line as typed, centred; nothing while the settings load or when none is set.
 */
export const TextoDeLaTienda = ({ texto, testId }: { texto: string | null | undefined; testId: string }) =>
    texto ? (
        <Box data-testid={testId} sx={{ textAlign: 'center', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {texto}
        </Box>
    ) : null;

/**
 * The issuer's fiscal data under the shop's name (/configuracion, 'Datos fiscales'): razón social
 * (when it is not the name already printed), RFC, régimen and CP, each only when set; nothing
 * while the settings load.
 */
export const DatosFiscales = ({ empresa, nombre }: { empresa: Empresa | undefined; nombre: string }) => {
    const translate = useTranslate();
    if (!empresa) return null;
    const renglones = [
        empresa.razon_social && empresa.razon_social.trim().toLowerCase() !== nombre.trim().toLowerCase() ? empresa.razon_social : null,
        empresa.rfc ? translate('resources.ventas.ticket.rfc', { rfc: empresa.rfc }) : null,
        empresa.regimen_fiscal ? translate('resources.ventas.ticket.regimen', { regimen: regimenConNombre(empresa.regimen_fiscal) }) : null,
        empresa.codigo_postal ? translate('resources.ventas.ticket.codigo_postal', { cp: empresa.codigo_postal }) : null,
    ].filter((r): r is string => r !== null);
    if (renglones.length === 0) return null;
    return (
        <Box data-testid="ticket-fiscales" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
            {renglones.map((r) => (
                <div key={r}>{r}</div>
            ))}
        </Box>
    );
};

/**
 * The sale's subtotal and its taxes per rate, above its total. An exempt row carries no tax: its
 * label says what was sold exempt ('Exento (base $50.00)') and its amount is $0.00, so the amounts
 * column still adds up to the total, as a customer checks it.
 */
export const ImpuestosDelTicket = ({ desglose }: { desglose: DesgloseDeImpuestos }) => {
    const translate = useTranslate();
    return (
        <Box data-testid="ticket-impuestos">
            <Fila izquierda={translate('resources.ventas.ticket.subtotal')} derecha={formatMoney(desglose.subtotal)} />
            {desglose.filas.map((f) => (
                <Fila
                    key={f.etiqueta}
                    izquierda={f.exento ? translate('resources.ventas.ticket.exento', { etiqueta: f.etiqueta, base: formatMoney(f.base) }) : f.etiqueta}
                    derecha={formatMoney(f.exento ? '0' : f.importe)}
                />
            ))}
        </Box>
    );
};
