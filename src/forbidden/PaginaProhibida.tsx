import BlockIcon from '@mui/icons-material/Block';
import { Alert, Box } from '@mui/material';
import { Title } from 'react-admin';
import { failureText } from './refusal';

/**
 * A report's page when its read was refused for want of a permission: its title and, in place of
 * the report, 'No tiene permiso para realizar esta acción.' (or the server's detail, else `fallback`).
 */
export const PaginaProhibida = ({ titulo, error, fallback }: { titulo: string; error: unknown; fallback: string }) => (
    <Box sx={{ mt: 2 }}>
        <Title title={titulo} />
        <Alert severity="warning" icon={<BlockIcon />}>
            {failureText(error, fallback)}
        </Alert>
    </Box>
);
