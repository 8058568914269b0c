import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
    usuarioId: number;
    empresaId: number;
}

const ALG = 'HS256';
const ISSUER = 'sipv';

export interface TokenService {
    sign(claims: TokenClaims): Promise<string>;
    /** The claims, or null for any forged, malformed or expired token. */
    verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
    const key = new TextEncoder().encode(secret);
    return {
        sign: ({ usuarioId, empresaId }) =>
            new SignJWT({ emp: empresaId })
                .setProtectedHeader({ alg: ALG })
                .setSubject(String(usuarioId))
                .setIssuer(ISSUER)
                .setIssuedAt()
                .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
                .sign(key),
        async verify(token) {
            try {
                const { payload } = await jwtVerify(token, key, { algorithms: [ALG], issuer: ISSUER });
                const usuarioId = Number(payload.sub);
                const empresaId = Number(payload.emp);
                if (!Number.isInteger(usuarioId) || !Number.isInteger(empresaId)) return null;
                return { usuarioId, empresaId };
            } catch (error) {
                if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
                throw error;
            }
        },
    };
}
