import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'medfleet';

export interface SessionClaims {
  sessionId: string;
  userId: number;
}

/** Signs and checks the short-lived session token; the session row decides whether it is still good. */
export function createSessionTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(claims: SessionClaims): Promise<string> {
      return new SignJWT({ uid: claims.userId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setJti(claims.sessionId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Answers undefined for a malformed, forged or expired token. */
    async verify(token: string): Promise<SessionClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.jti !== 'string' || typeof payload.uid !== 'number') return undefined;
        return { sessionId: payload.jti, userId: payload.uid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
