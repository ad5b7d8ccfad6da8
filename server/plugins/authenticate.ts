import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext, AuthService } from '../features/auth/auth.service.ts';
import { forbidden, unauthorized } from '../http-errors.ts';

export const SESSION_COOKIE = 'medfleet_session';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

/**
 * Builds the preHandlers that routes declare: `authenticate` (any signed-in user) and
 * `requireAdmin`. A session arrives as a bearer token or as the httpOnly cookie.
 */
export function createGuards(auth: AuthService, isAdmin: (ctx: AuthContext) => boolean) {
  async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    if (!token) throw unauthorized('Sign in to continue.', 'NO_SESSION');
    // A cookie alone can be sent by another site's form; such a form cannot set the JSON content type.
    if (bearer === undefined && !SAFE_METHODS.has(request.method) && !isJson(request)) {
      throw forbidden('This request needs the application/json content type or an Authorization header.', 'CSRF');
    }
    const ctx = await auth.authenticate(token);
    if (!ctx) throw unauthorized('Your session has ended. Please sign in again.', 'SESSION_INVALID');
    request.auth = ctx;
  }

  async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await authenticate(request, reply);
    if (!isAdmin(request.auth!)) throw forbidden('Only administrators can do this.', 'ADMIN_ONLY');
  }

  return { authenticate, requireAdmin };
}
export type Guards = ReturnType<typeof createGuards>;

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
}

/** The signed-in user of a guarded route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized('Sign in to continue.', 'NO_SESSION');
  return request.auth;
}
