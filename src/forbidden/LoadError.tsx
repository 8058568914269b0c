import BlockIcon from '@mui/icons-material/Block';
import { Alert } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { failureText, isForbidden } from './refusal';

/**
 * A list's load failure, in place of its table (List `error` prop): 'No tiene permiso para
 * realizar esta acción.' when the user may not read it, else the server's detail or `fallback`.
 */
export const LoadError = ({ fallback }: { fallback: string }) => {
    const translate = useTranslate();
    const { error } = useListContext();
    const forbidden = isForbidden(error);
    return (
        <Alert severity={forbidden ? 'warning' : 'error'} icon={forbidden ? <BlockIcon /> : undefined} sx={{ m: 2 }}>
            {failureText(error, translate(fallback, { _: fallback }))}
        </Alert>
    );
};
