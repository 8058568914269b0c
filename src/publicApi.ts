import {
    type DemoCredenciales,
    demoCredencialesSchema,
    REGISTRO_EXITO,
    type RegistroInput,
    registroRespuestaSchema,
} from '../contracts/auth';
import { describeDetail } from './common/apiError';
import type { FieldErrors } from './common/fieldErrors';

/** The calls made before logging in: no token, so not through httpClient. */

/** The login form waits for the demo answer; a server that hangs must not hold it up for long. */
const DEMO_TIMEOUT_MS = 3000;

/** Demo credentials, or null when the server is not in demo mode (404) or does not answer. */
export const fetchDemoCredentials = async (): Promise<DemoCredenciales | null> => {
    try {
        const response = await fetch('/api/public/demo', { signal: AbortSignal.timeout(DEMO_TIMEOUT_MS) });
        if (response.status !== 200) return null;
        const parsed = demoCredencialesSchema.safeParse(await response.json());
        return parsed.success ? parsed.data : null;
    } catch {
        return null;
    }
};

/** Spec §8 texts for a failed registration. */
export const REGISTRO_ERRORS = {
    red: 'No se pudo conectar con el servidor de registro.',
    desconocido: 'Ocurrió un error desconocido.',
} as const;

/** A refused registration: the message for the form and, for a 422, the fields at fault. */
export class RegistroError extends Error {
    constructor(
        message: string,
        readonly fieldErrors?: FieldErrors,
    ) {
        super(message);
        this.name = 'RegistroError';
    }
}

/** POST /api/public/registro. Resolves with the server's `mensaje`; throws RegistroError. */
export const registrar = async (data: RegistroInput): Promise<string> => {
    let response: Response;
    try {
        response = await fetch('/api/public/registro', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(data),
        });
    } catch {
        throw new RegistroError(REGISTRO_ERRORS.red);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
        const detail = describeDetail(body);
        throw new RegistroError(detail?.message ?? REGISTRO_ERRORS.desconocido, detail?.fieldErrors);
    }
    // The account exists whatever the body says: fall back to the contract's text rather than fail.
    const parsed = registroRespuestaSchema.safeParse(body);
    return parsed.success ? parsed.data.mensaje : REGISTRO_EXITO;
};
