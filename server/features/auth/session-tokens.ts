import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'medfleet';

export interface SessionClaims {
  sessionId: string;
  userId: number;
}

export interface VerifiedClaims extends SessionClaims {
  /** When the token stops being good, in epoch milliseconds. */
  expiresAt: number;
}

/** Signs and checks the short-lived session token; the session row decides whether it is still good. */
export function createSessionTokens(secret: string, ttlSeconds: number) {
  // Imported once: jose would import raw key bytes again on every verification.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    ttlSeconds,
    async sign(claims: SessionClaims): Promise<string> {
      return new SignJWT({ uid: claims.userId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setJti(claims.sessionId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },
    /** Answers undefined for a malformed, forged or expired token. */
    async verify(token: string): Promise<VerifiedClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, await key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.jti !== 'string' || typeof payload.uid !== 'number' || typeof payload.exp !== 'number') return undefined;
        return { sessionId: payload.jti, userId: payload.uid, expiresAt: payload.exp * 1000 };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
