import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The centred card of the public pages (login, registro), outside the sidebar layout. */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => (
    <Box
        component="main"
        sx={{
            minHeight: '100vh',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'grey.100',
            p: 2,
        }}
    >
        <Card sx={{ width: '100%', maxWidth: 440 }}>
            <CardContent sx={{ p: 4 }}>
                <Typography component="h1" variant="h5" sx={{ mb: 3, textAlign: 'center', fontWeight: 600 }}>
                    {title}
                </Typography>
                {children}
            </CardContent>
        </Card>
    </Box>
);
