import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

interface PlaceholderProps {
    /** Translation key of the page's spec title, e.g. `app.page.ventas`. */
    title: string;
    args?: Record<string, unknown>;
}

/**
 * Stand-in for a screen not built yet: its spec title (in the app bar, like every react-admin
 * page) and a short notice. Each route has its own page module rendering this, so building the
 * real screen means replacing that module's body.
 */
export const Placeholder = ({ title, args }: PlaceholderProps) => {
    const translate = useTranslate();
    return (
        <Card sx={{ mt: 2 }}>
            <Title title={translate(title, args)} />
            <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <ConstructionIcon color="action" />
                    <Typography color="text.secondary">{translate('app.placeholder.notice')}</Typography>
                </Stack>
            </CardContent>
        </Card>
    );
};
