import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DiaInput } from '../common/DiaInput';
import { useTextoDeFiltro } from '../common/useFiltrosEnUrl';
import type { FiltrosLibro as Filtros } from './useLibroMayor';
import './textos';

/**
 * Beyond the spec: the filters the ledger's API declares — tipo, a range of local days (both
 * ends included) and a category (exact text, sent after a pause, spec §9). `filtros` are the URL's
 * (ContabilidadPage): the fields show them after a reload and follow them when cleared; a day that
 * does not exist says so under its field and changes nothing.
 */
export const FiltrosLibro = ({ filtros, onChange }: { filtros: Filtros; onChange: (f: Filtros) => void }) => {
    const translate = useTranslate();
    const [categoria, setCategoria] = useTextoDeFiltro(filtros.categoria, (valor) => onChange({ ...filtros, categoria: valor }));
    const poner = (parte: Partial<Filtros>) => onChange({ ...filtros, ...parte });
    const hayFiltros = Object.values(filtros).some((v) => v !== undefined) || categoria !== '';

    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: 2, pt: 2, pb: 1, alignItems: { sm: 'center' } }}>
            <TextField
                select
                size="small"
                label={translate('resources.contabilidad.filtros.tipo')}
                value={filtros.tipo ?? ''}
                onChange={(e) => poner({ tipo: (e.target.value || undefined) as Filtros['tipo'] })}
                sx={{ minWidth: 140 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
                <MenuItem value="">{translate('resources.contabilidad.filtros.todos')}</MenuItem>
                <MenuItem value="ingreso">{translate('resources.contabilidad.tipos.ingreso')}</MenuItem>
                <MenuItem value="egreso">{translate('resources.contabilidad.tipos.egreso')}</MenuItem>
            </TextField>
            <DiaInput
                size="small"
                label={translate('resources.contabilidad.filtros.desde')}
                value={filtros.fecha_desde}
                onChange={(dia) => poner({ fecha_desde: dia || undefined })}
            />
            <DiaInput
                size="small"
                label={translate('resources.contabilidad.filtros.hasta')}
                value={filtros.fecha_hasta}
                onChange={(dia) => poner({ fecha_hasta: dia || undefined })}
            />
            <TextField
                size="small"
                label={translate('resources.contabilidad.filtros.categoria')}
                value={categoria}
                onChange={(e) => setCategoria(e.target.value)}
            />
            {hayFiltros && (
                <Button
                    size="small"
                    onClick={() => {
                        setCategoria('');
                        onChange({});
                    }}
                >
                    {translate('resources.contabilidad.filtros.limpiar')}
                </Button>
            )}
        </Stack>
    );
};
