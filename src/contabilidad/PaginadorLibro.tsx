import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import './textos';

/**
 * The ledger's pages ('1–100 de 112' and the arrows), written here rather than with MUI's
 * TablePagination: that one, shared with the lists' chunk, moved into a chunk of its own and
 * grew every list's first visit past its download budget (scripts/assetBudget.ts).
 */
export const PaginadorLibro = ({ pagina, porPagina, total, onPagina }: { pagina: number; porPagina: number; total: number; onPagina: (pagina: number) => void }) => {
    const translate = useTranslate();
    const paginas = Math.ceil(total / porPagina);
    const desde = (pagina - 1) * porPagina + 1;
    return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', px: 2, py: 1 }}>
            <Typography variant="body2">{translate('resources.contabilidad.libro.paginas', { desde, hasta: Math.min(total, pagina * porPagina), total })}</Typography>
            <IconButton aria-label={translate('resources.contabilidad.libro.anterior')} disabled={pagina <= 1} onClick={() => onPagina(pagina - 1)}>
                <NavigateBeforeIcon />
            </IconButton>
            <IconButton aria-label={translate('resources.contabilidad.libro.siguiente')} disabled={pagina >= paginas} onClick={() => onPagina(pagina + 1)}>
                <NavigateNextIcon />
            </IconButton>
        </Stack>
    );
};
