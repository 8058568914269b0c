import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../../server/auth/tokens';

/**
 * The bearer token a session sends with every request: its signature is checked once (WebCrypto,
 * on the thread pool), then the same token only needs its expiry checked again.
 */
describe('token service', () => {
    afterEach(() => {
        vi.useRealTimers();
        vi.restoreAllMocks();
    });

    it('verifies a signature once per token and answers the same claims after that', async () => {
        const tokens = createTokenService('secreto-de-prueba', 3600);
        const token = await tokens.sign({ usuarioId: 7, empresaId: 3, version: 2 });
        const verify = vi.spyOn(crypto.subtle, 'verify');
        expect(await tokens.verify(token)).toEqual({ usuarioId: 7, empresaId: 3, version: 2 });
        expect(await tokens.verify(token)).toEqual({ usuarioId: 7, empresaId: 3, version: 2 });
        expect(await tokens.verify(token)).toEqual({ usuarioId: 7, empresaId: 3, version: 2 });
        expect(verify).toHaveBeenCalledTimes(1);
    });

    it('still refuses a forged signature or another secret once a good token is remembered', async () => {
        const tokens = createTokenService('secreto-de-prueba', 3600);
        const token = await tokens.sign({ usuarioId: 7, empresaId: 3, version: 2 });
        expect(await tokens.verify(token)).not.toBeNull();
        const [cabecera, cuerpo, firma] = token.split('.');
        const otraFirma = `${firma.slice(0, -2)}${firma.endsWith('AA') ? 'BB' : 'AA'}`;
        expect(await tokens.verify(`${cabecera}.${cuerpo}.${otraFirma}`)).toBeNull();
        const ajeno = await createTokenService('otro-secreto', 3600).sign({ usuarioId: 7, empresaId: 3, version: 2 });
        expect(await tokens.verify(ajeno)).toBeNull();
        expect(await tokens.verify('no.es.jwt')).toBeNull();
    });

    it('refuses a remembered token once it has expired', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2026-01-10T12:00:00Z'));
        const tokens = createTokenService('secreto-de-prueba', 60);
        const token = await tokens.sign({ usuarioId: 7, empresaId: 3, version: 2 });
        expect(await tokens.verify(token)).toEqual({ usuarioId: 7, empresaId: 3, version: 2 });
        vi.setSystemTime(new Date('2026-01-10T12:00:59Z'));
        expect(await tokens.verify(token)).toEqual({ usuarioId: 7, empresaId: 3, version: 2 });
        vi.setSystemTime(new Date('2026-01-10T12:01:00Z'));
        expect(await tokens.verify(token)).toBeNull();
        expect(await tokens.verify(token)).toBeNull();
    });

    it('reads a token signed before credential versions existed as version 0', async () => {
        const { SignJWT } = await import('jose');
        const antiguo = await new SignJWT({ emp: 3 })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject('7')
            .setIssuer('sipv')
            .setExpirationTime('1h')
            .sign(new TextEncoder().encode('secreto-de-prueba'));
        expect(await createTokenService('secreto-de-prueba', 3600).verify(antiguo)).toEqual({ usuarioId: 7, empresaId: 3, version: 0 });
    });
});
