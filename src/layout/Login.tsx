import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Form, Link, PasswordInput, TextInput, useCheckAuth, useLogin, useNavigate, useTranslate } from 'react-admin';
import { type DemoCredenciales, type LoginInput, loginSchema } from '../../contracts/auth';
import { LOGIN_ERRORS } from '../authProvider';
import { BRAND } from '../common/brand';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { zodValidator } from '../common/zodValidator';
import { fetchDemoCredentials } from '../publicApi';
import { AuthCard } from './AuthCard';

const validateLogin = zodValidator(loginSchema);
const EMPTY: LoginInput = { username: '', password: '' };

/** Spec §2 Login: pre-filled only in demo mode, errors on the form, success goes to /. */
export const Login = () => {
    const translate = useTranslate();
    const title = translate('app.login.title', { brand: BRAND });
    useDocumentTitle(title);
    useLeaveIfLoggedIn();

    // The form waits for this answer (a few ms, same origin) so it never overwrites typing.
    const demo = useQuery({
        queryKey: ['public', 'demo'],
        queryFn: fetchDemoCredentials,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
    });

    return (
        <AuthCard title={title}>
            {demo.isPending ? (
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                    <CircularProgress />
                </Box>
            ) : (
                <LoginForm defaults={demo.data ?? EMPTY} />
            )}
        </AuthCard>
    );
};

/** Someone already logged in who opens /login goes straight to the dashboard. */
const useLeaveIfLoggedIn = () => {
    const checkAuth = useCheckAuth();
    const navigate = useNavigate();
    useEffect(() => {
        checkAuth({}, false)
            .then(() => navigate('/'))
            .catch(() => undefined);
    }, [checkAuth, navigate]);
};

const LoginForm = ({ defaults }: { defaults: DemoCredenciales }) => {
    const translate = useTranslate();
    const login = useLogin();
    const [submitting, setSubmitting] = useState(false);
    const [error, setError] = useState<string | null>(null);

    const submit = async (values: Record<string, unknown>) => {
        setSubmitting(true);
        setError(null);
        try {
            // Spec §2: success always lands on /, not on the page that sent the user here.
            await login(values, '/');
        } catch (err) {
            setError(err instanceof Error && err.message ? err.message : LOGIN_ERRORS.desconocido);
            setSubmitting(false);
        }
    };

    const usuario = translate('app.login.username');
    const contrasena = translate('app.login.password');
    return (
        <Form defaultValues={defaults} onSubmit={submit} validate={validateLogin} noValidate disableInvalidFormNotification>
            <Stack spacing={1}>
                {error ? <Alert severity="error">{error}</Alert> : null}
                <TextInput
                    source="username"
                    label={false}
                    placeholder={usuario}
                    autoComplete="username"
                    autoFocus
                    slotProps={{ htmlInput: { 'aria-label': usuario } }}
                />
                <PasswordInput
                    source="password"
                    label={false}
                    placeholder={contrasena}
                    autoComplete="current-password"
                    slotProps={{ htmlInput: { 'aria-label': contrasena } }}
                />
                <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
                    {translate(submitting ? 'app.login.submitting' : 'app.login.submit')}
                </Button>
                <Box sx={{ textAlign: 'center', pt: 1 }}>
                    <Link to="/registro">{translate('app.login.register_link')}</Link>
                </Box>
            </Stack>
        </Form>
    );
};
