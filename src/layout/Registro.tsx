import { Alert, Box, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, Link, PasswordInput, TextInput, useNavigate, useTranslate } from 'react-admin';
import { registroSchema } from '../../contracts/auth';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { zodValidator } from '../common/zodValidator';
import { REGISTRO_ERRORS, RegistroError, registrar } from '../publicApi';
import { AuthCard } from './AuthCard';

/** Spec §9: the registration success message stays 3 s before going to /login. */
export const REDIRECT_DELAY_MS = 3000;

const validateRegistro = zodValidator(registroSchema);
const EMPTY = { nombre_empresa: '', nombre_usuario: '', apellido_usuario: '', email: '', contrasena: '' };

type Result = { severity: 'success' | 'error'; message: string };

/** Spec §2 Registration (public): a company and its first user, whose username is the email. */
export const Registro = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const title = translate('app.registro.title');
    useDocumentTitle(title);
    const [submitting, setSubmitting] = useState(false);
    const [result, setResult] = useState<Result | null>(null);
    const registered = result?.severity === 'success';

    useEffect(() => {
        if (!registered) return;
        const timer = setTimeout(() => navigate('/login'), REDIRECT_DELAY_MS);
        return () => clearTimeout(timer);
    }, [registered, navigate]);

    const submit = async (values: Record<string, unknown>) => {
        setSubmitting(true);
        setResult(null);
        try {
            const mensaje = await registrar(registroSchema.parse(values));
            setResult({ severity: 'success', message: mensaje + translate('app.registro.redirecting') });
        } catch (error) {
            const failure = error instanceof RegistroError ? error : new RegistroError(REGISTRO_ERRORS.desconocido);
            setResult({ severity: 'error', message: failure.message });
            // Returned errors make react-admin mark the inputs the server refused (422).
            return failure.fieldErrors;
        } finally {
            setSubmitting(false);
        }
    };

    const field = (name: keyof typeof EMPTY) => `app.registro.fields.${name}`;
    return (
        <AuthCard title={title}>
            <Form defaultValues={EMPTY} onSubmit={submit} validate={validateRegistro} noValidate disableInvalidFormNotification>
                <Stack spacing={0.5}>
                    {result ? (
                        <Alert severity={result.severity} sx={{ mb: 1 }}>
                            {result.message}
                        </Alert>
                    ) : null}
                    <TextInput source="nombre_empresa" label={field('nombre_empresa')} autoComplete="organization" autoFocus />
                    <TextInput source="nombre_usuario" label={field('nombre_usuario')} autoComplete="given-name" />
                    <TextInput source="apellido_usuario" label={field('apellido_usuario')} autoComplete="family-name" />
                    <TextInput source="email" type="email" label={field('email')} autoComplete="email" />
                    <PasswordInput source="contrasena" label={field('contrasena')} autoComplete="new-password" />
                    <Button type="submit" variant="contained" size="large" disabled={submitting || registered} fullWidth>
                        {translate(submitting ? 'app.registro.submitting' : 'app.registro.submit')}
                    </Button>
                    <Box sx={{ textAlign: 'center', pt: 1 }}>
                        <Link to="/login">{translate('app.registro.login_link')}</Link>
                    </Box>
                </Stack>
            </Form>
        </AuthCard>
    );
};
