import { Box, Button, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { AgrupacionVentas } from '../../../contracts/reportes';
import type { Usuario } from '../../../contracts/usuarios';
import { DiaInput } from '../../common/DiaInput';
import { type Opcion, useUsuariosParaFiltrar } from '../../common/filtrosDeLista';
import { useSesion } from '../../sesion';
import { AGRUPACIONES, SIN_CATEGORIA } from './columnas';
import { PRESETS, presetDe, type Rango, rangoDe } from './periodos';
import './textos';

/** What the report's URL keeps (src/common/useFiltrosEnUrl.ts). */
export const EN_URL = ['desde', 'hasta', 'agrupar', 'categoria_id', 'usuario_id'] as const;
export type Poner = (cambios: Partial<Record<(typeof EN_URL)[number], string | undefined>>) => void;

const nombreCompleto = (u: Usuario) => `${u.nombre} ${u.apellido}`.trim() || u.usuario;

/** A native select (keyboard-friendly, already in the entry chunk), its empty choice `todos`. */
const Selector = ({ etiqueta, valor, opciones, todos, onChange }: { etiqueta: string; valor: string | undefined; opciones: readonly Opcion[]; todos?: string; onChange: (valor: string | undefined) => void }) => (
    <TextField
        select
        size="small"
        label={etiqueta}
        value={valor ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
        {todos !== undefined && <option value="">{todos}</option>}
        {opciones.map((o) => (
            <option key={o.id} value={String(o.id)}>
                {o.name}
            </option>
        ))}
    </TextField>
);

interface FiltrosProps extends Rango {
    hoy: string;
    agrupar: AgrupacionVentas;
    categoria: string | undefined;
    usuario: string | undefined;
    invertido: boolean;
    poner: Poner;
}

/**
 * The report's period (typed dd/mm/aaaa, or a quick one), its grouping and its filters, each
 * written to the URL. The category filter is not offered where the API refuses it (payments and
 * hours: a ticket is paid whole), nor to who may not read the categories; the seller's, as the
 * sales history's, only to who may read the users.
 */
export const FiltrosReporte = ({ desde, hasta, hoy, agrupar, categoria, usuario, invertido, poner }: FiltrosProps) => {
    const translate = useTranslate();
    const t = (clave: string) => translate(`resources.reportes.${clave}`);
    const permisos = useSesion().data?.permisos ?? [];
    const vendedores = useUsuariosParaFiltrar(permisos.includes('usuarios:administrar'), nombreCompleto);
    const leerCategorias = permisos.includes('productos:leer');
    const { data: listaCategorias, error: sinCategorias } = useGetList<{ id: number; nombre: string }>(
        'categorias',
        { pagination: { page: 1, perPage: 1000 }, sort: { field: 'nombre', order: 'ASC' } },
        { enabled: leerCategorias },
    );
    const categorias = useMemo(() => (leerCategorias && !sinCategorias && listaCategorias ? listaCategorias.map((c) => ({ id: c.id, name: c.nombre })) : undefined), [leerCategorias, sinCategorias, listaCategorias]);
    const agrupaciones = useMemo(() => AGRUPACIONES.map((a) => ({ id: a, name: translate(`resources.reportes.agrupaciones.${a}`) })), [translate]);
    const elegido = presetDe({ desde, hasta }, hoy);

    return (
        <Stack spacing={1.5} sx={{ px: 2, pt: 2, pb: 1, displayPrint: 'none' }}>
            {/* A row that wraps: five fields side by side on a laptop, two or one a line on a phone. */}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', '& > *': { flex: '1 1 160px', maxWidth: { sm: 220 } } }}>
                <DiaInput size="small" label={t('filtros.desde')} value={desde} onChange={(d) => d && poner({ desde: d, hasta })} />
                <DiaInput size="small" label={t('filtros.hasta')} value={hasta} onChange={(d) => d && poner({ desde, hasta: d })} rechazo={invertido ? t('rango') : null} />
                <Selector
                    etiqueta={t('filtros.agrupar')}
                    valor={agrupar}
                    opciones={agrupaciones}
                    // The category filter goes with a grouping the API refuses it with.
                    onChange={(a) => poner({ agrupar: a === 'dia' ? undefined : a, ...(SIN_CATEGORIA.includes(a as AgrupacionVentas) ? { categoria_id: undefined } : {}) })}
                />
                {categorias && !SIN_CATEGORIA.includes(agrupar) && (
                    <Selector etiqueta={t('filtros.categoria')} valor={categoria} opciones={categorias} todos={t('filtros.todas')} onChange={(c) => poner({ categoria_id: c })} />
                )}
                {vendedores && <Selector etiqueta={t('filtros.vendedor')} valor={usuario} opciones={vendedores} todos={t('filtros.todos')} onChange={(u) => poner({ usuario_id: u })} />}
            </Box>
            <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={t('filtros.periodos')} sx={{ flexWrap: 'wrap' }}>
                {PRESETS.map((p) => (
                    <Button key={p} size="small" variant={elegido === p ? 'contained' : 'outlined'} aria-pressed={elegido === p} onClick={() => poner(rangoDe(p, hoy))}>
                        {t(`presets.${p}`)}
                    </Button>
                ))}
            </Stack>
        </Stack>
    );
};
