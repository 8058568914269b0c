import { describe, expect, it } from 'vitest';
import { toCsv } from '../../contracts/csv';
import { ventaCsvColumns } from '../../contracts/exportaciones';
import { fechaHoraRapida, formatosDeFecha } from '../../contracts/formatoFecha';

const venta = (id: number, estado: string, total: string, cliente: { id: number; nombre_completo: string } | null, usuario = 'cajero@sipv.mx') => ({
    id,
    fecha: '2025-03-04T15:30:00Z',
    estado: estado as 'Completada',
    total,
    cliente,
    usuario,
});

describe('ventas.csv (the server writes it: GET /api/v1/ventas/exportar)', () => {
    it('has the Spanish headers, the date in the shop’s zone, Consumidor Final and RFC 4180 quoting', () => {
        const csv = toCsv(ventaCsvColumns(formatosDeFecha('America/Mexico_City').fechaHora), [
            venta(12, 'Completada', '1234.5', { id: 5, nombre_completo: 'Ana Peña' }),
            venta(11, 'Con Devolución', '80.00', null, 'demo@sipv.mx'),
            venta(10, 'Cancelada', '10.00', { id: 6, nombre_completo: 'Luis "el Güero", Soto' }),
        ]);
        expect(csv.split('\r\n')).toEqual([
            'Venta ID,Fecha,Cliente,Vendedor,Total,Estado',
            '12,04/03/2025 09:30,Ana Peña,cajero@sipv.mx,1234.5,Completada',
            '11,04/03/2025 09:30,Consumidor Final,demo@sipv.mx,80.00,Con Devolución',
            '10,04/03/2025 09:30,"Luis ""el Güero"", Soto",cajero@sipv.mx,10.00,Cancelada',
        ]);
    });
});

describe('fechaHoraRapida (the export’s dates)', () => {
    it('writes what the screen’s fechaHora writes, across offset changes, in several zones', () => {
        for (const zona of ['America/Mexico_City', 'America/Tijuana', 'UTC', 'Australia/Lord_Howe', 'Asia/Kathmandu']) {
            const pantalla = formatosDeFecha(zona).fechaHora;
            const rapida = fechaHoraRapida(zona);
            const distintas: string[] = [];
            // Every 33 min 37 s through 2022 (its offset changes included: Tijuana's, Lord Howe's half
            // hour), and every minute of the two hours around Tijuana's of 13 March (10:00 UTC).
            const instantes = [];
            for (let ms = Date.UTC(2022, 0, 1); ms < Date.UTC(2023, 0, 1); ms += 2_017_000) instantes.push(ms);
            for (let ms = Date.UTC(2022, 2, 13, 9); ms < Date.UTC(2022, 2, 13, 11); ms += 60_000) instantes.push(ms);
            for (const ms of instantes) {
                const iso = new Date(ms).toISOString();
                if (rapida(iso) !== pantalla(iso)) distintas.push(`${iso}: ${rapida(iso)} ≠ ${pantalla(iso)}`);
            }
            expect(distintas, zona).toEqual([]);
        }
    });
});
